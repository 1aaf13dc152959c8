import { PERMISSIONS, roleSubmitSchema } from '@beree/contracts';
import type { CrudResource } from '../../../core/crud/resource';
import { roles } from '../../../core/db/schema';

/** Roles of the caller's tenant, a tree by parentId; the alias is unique within the tenant. */
export const roleResource: CrudResource<typeof roleSubmitSchema> = {
  base: '/blade-system/role',
  tag: 'system/role',
  table: roles,
  scope: 'tenant',
  filters: { roleName: roles.roleName, roleAlias: roles.roleAlias },
  permissions: PERMISSIONS.role,
  submitSchema: roleSubmitSchema,
  toValues: (input) => ({ parentId: BigInt(input.parentId ?? 0), roleName: input.roleName, roleAlias: input.roleAlias, sort: input.sort }),
  unique: [{ field: 'roleAlias', column: roles.roleAlias, message: 'role.roleAlias.duplicate' }],
};
