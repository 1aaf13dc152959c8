/**
 * Button permission codes: the web app shows a button when the user holds its code and the server
 * refuses the same action without it.
 */
export const PERMISSIONS = {
  param: { add: 'param_add', edit: 'param_edit', delete: 'param_delete', view: 'param_view' },
  tenantPackage: { add: 'tenant_package_add', edit: 'tenant_package_edit', delete: 'tenant_package_delete', view: 'tenant_package_view' },
  user: { unlock: 'user_unlock' },
} as const;
