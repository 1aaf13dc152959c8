import { PERMISSIONS, apiScopeSubmitSchema } from '@beree/contracts';
import type { CrudConfig } from '@/components/crud';

/** API scopes of a menu (tenancy-security-messaging §2.2): "METHOD /api/route" or a path for any method. */
export const apiScopeConfig: CrudConfig = {
  api: '/blade-system/api-scope',
  rowKey: 'id',
  schema: apiScopeSubmitSchema,
  permissions: PERMISSIONS.apiScope,
  // A new scope guards a business API unless told otherwise.
  defaults: { scopeType: '2' },
  columns: [
    // Chosen in the menu tree beside the table, not in the dialog.
    { name: 'menuId', label: 'apiScope:menuId', table: false, form: { type: 'input', hidden: true } },
    { name: 'scopeName', label: 'apiScope:scopeName', search: true, form: { type: 'input' } },
    { name: 'resourceCode', label: 'apiScope:resourceCode', search: true, form: { type: 'input' } },
    { name: 'scopePath', label: 'apiScope:scopePath', form: { type: 'input', span: 24, help: 'apiScope:scopePathHelp' } },
    { name: 'scopeType', label: 'apiScope:scopeType', dict: 'api_scope_type', form: { type: 'dict' } },
    { name: 'remark', label: 'apiScope:remark', table: false, form: { type: 'textarea', span: 24 } },
  ],
};
