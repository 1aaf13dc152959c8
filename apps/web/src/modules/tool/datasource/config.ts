import { PERMISSIONS, datasourceSubmitSchema } from '@beree/contracts';
import { requiredRule, type CrudConfig, type DialogMode } from '@/components/crud';

/**
 * Data sources a tenant's data may live in (wire-protocol §8 blade_datasource). The password is
 * typed masked and never listed; required when adding, left empty on edit it keeps the stored one.
 */
export const datasourceConfig: CrudConfig = {
  api: '/blade-develop/datasource',
  rowKey: 'id',
  schema: datasourceSubmitSchema,
  permissions: PERMISSIONS.datasource,
  columns: [
    { name: 'name', label: 'datasource:name', search: true, form: { type: 'input' } },
    { name: 'driverClass', label: 'datasource:driverClass', search: true, form: { type: 'input' } },
    { name: 'url', label: 'datasource:url', form: { type: 'input', span: 24 } },
    { name: 'username', label: 'datasource:username', form: { type: 'input' } },
    {
      name: 'password',
      label: 'datasource:password',
      table: false,
      form: { type: 'password', modes: ['add', 'edit'], blankOnEdit: true, help: 'datasource:passwordHelp', modeRules: (mode: DialogMode) => (mode === 'add' ? [requiredRule('datasource.password.required')] : []) },
    },
    { name: 'remark', label: 'datasource:remark', form: { type: 'textarea', span: 24 } },
  ],
};
