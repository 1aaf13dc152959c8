import { z } from 'zod';
import { idString, parentIdString, requiredText, versionField } from './common';
import { grantIdList, wholeNumber } from './menu';

/** Role (wire-protocol §8): the alias is unique within the tenant. */
export const roleSubmitSchema = z.object({
  id: idString.nullish(),
  parentId: parentIdString.nullish(),
  roleName: requiredText('role.roleName.required'),
  roleAlias: requiredText('role.roleAlias.required'),
  sort: wholeNumber('role.sort.required', -999_999, 999_999),
  version: versionField,
});
export type RoleSubmit = z.infer<typeof roleSubmitSchema>;

/** Role grant (spec §3): replaces the menus, data scopes and API scopes of every chosen role. */
export const roleGrantSchema = z.object({
  roleIds: grantIdList('role.roleIds.required')
    .refine((ids) => ids.length > 0, { error: 'role.roleIds.required' })
    .meta({ description: 'At least one role id', examples: [['1']] }),
  menuIds: grantIdList().default([]),
  dataScopeIds: grantIdList().default([]),
  apiScopeIds: grantIdList().default([]),
});
export type RoleGrant = z.infer<typeof roleGrantSchema>;
