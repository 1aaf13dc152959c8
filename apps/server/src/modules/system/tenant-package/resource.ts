import { PERMISSIONS, tenantPackageSubmitSchema } from '@beree/contracts';
import type { CrudResource } from '../../../core/crud/resource';
import { tenantPackages } from '../../../core/db/schema';

/** Tenant packages: the menus a tenant may use. Global, managed by the platform administrator. */
export const tenantPackageResource: CrudResource<typeof tenantPackageSubmitSchema> = {
  base: '/blade-system/tenant-package',
  tag: 'system/tenant-package',
  table: tenantPackages,
  scope: 'platform',
  filters: { packageName: tenantPackages.packageName, remark: tenantPackages.remark, createTime: tenantPackages.createTime },
  permissions: PERMISSIONS.tenantPackage,
  submitSchema: tenantPackageSubmitSchema,
  toValues: (input) => ({ packageName: input.packageName, menuId: input.menuId, remark: input.remark ?? null }),
  unique: [{ field: 'packageName', column: tenantPackages.packageName, message: 'tenantPackage.packageName.duplicate' }],
};
