import { PERMISSIONS, dataScopeSubmitSchema, parseDataScopeRule } from '@beree/contracts';
import { contractRule, type CrudConfig } from '@/components/crud';

const CUSTOM = '5';

/**
 * Data scopes of a menu (tenancy-security-messaging §2.1): scopeType from dict data_scope_type; a
 * custom one (5) carries a JSON rule, checked here exactly as the server checks it.
 */
export const dataScopeConfig: CrudConfig = {
  api: '/blade-system/data-scope',
  rowKey: 'id',
  schema: dataScopeSubmitSchema,
  permissions: PERMISSIONS.dataScope,
  // A new scope filters on the creating dept unless told otherwise, and lets every row through.
  defaults: { scopeColumn: 'create_dept', scopeType: '1' },
  columns: [
    // Chosen in the menu tree beside the table, not in the dialog.
    { name: 'menuId', label: 'dataScope:menuId', table: false, form: { type: 'input', hidden: true } },
    { name: 'scopeName', label: 'dataScope:scopeName', search: true, form: { type: 'input' } },
    { name: 'resourceCode', label: 'dataScope:resourceCode', search: true, form: { type: 'input' } },
    { name: 'scopeColumn', label: 'dataScope:scopeColumn', form: { type: 'input' } },
    { name: 'scopeType', label: 'dataScope:scopeType', dict: 'data_scope_type', form: { type: 'dict' } },
    {
      name: 'scopeValue',
      label: 'dataScope:scopeValue',
      form: {
        type: 'textarea',
        span: 24,
        help: 'dataScope:scopeValueHelp',
        dependencies: ['scopeType'],
        rules: [
          ({ getFieldValue }) =>
            contractRule((value) => {
              if (String(getFieldValue('scopeType') ?? '') !== CUSTOM) return null;
              const text = typeof value === 'string' ? value.trim() : '';
              if (!text) return 'dataScope.scopeValue.required';
              return parseDataScopeRule(text) ? null : 'dataScope.scopeValue.invalid';
            }),
        ],
      },
    },
    { name: 'remark', label: 'dataScope:remark', table: false, form: { type: 'textarea', span: 24 } },
  ],
};
