import { PERMISSIONS, roleSubmitSchema } from '@beree/contracts';
import type { CrudConfig } from '@/components/crud';

const API = '/blade-system/role';

/** Roles of the tenant as a tree; the alias is unique within the tenant. */
export const roleConfig: CrudConfig = {
  api: API,
  schema: roleSubmitSchema,
  permissions: PERMISSIONS.role,
  tree: { childPreset: (parent) => ({ parentId: parent.id }) },
  columns: [
    { name: 'roleName', label: 'role:roleName', search: true, form: { type: 'input' } },
    { name: 'roleAlias', label: 'role:roleAlias', search: true, form: { type: 'input' } },
    { name: 'parentId', label: 'role:parentId', table: false, form: { type: 'tree', tree: { api: API, path: 'tree', root: '0' } } },
    { name: 'sort', label: 'role:sort', form: { type: 'number' } },
  ],
};
