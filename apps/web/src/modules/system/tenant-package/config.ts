import { PERMISSIONS, tenantPackageSubmitSchema } from '@beree/contracts';
import type { CrudConfig } from '@/components/crud';

/** Tenant packages: a named set of menus picked in the menu tree; searched by package name. */
export const tenantPackageConfig: CrudConfig = {
  api: '/blade-system/tenant-package',
  rowKey: 'id',
  schema: tenantPackageSubmitSchema,
  permissions: PERMISSIONS.tenantPackage,
  columns: [
    { name: 'packageName', label: 'tenantPackage:packageName', search: true, form: { type: 'input', span: 24 } },
    // The menu ids are a long list of numbers: edited in the tree, not shown in the table.
    { name: 'menuId', label: 'tenantPackage:menuId', table: false, form: { type: 'menuTree', span: 24 } },
    { name: 'remark', label: 'tenantPackage:remark', form: { type: 'textarea', span: 24 } },
  ],
};
