import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Executor } from '../../../core/db/database';
import { nextId } from '../../../core/db/ids';
import { roleMenus, roles, roleScopes, users } from '../../../core/db/schema';
import { csvHasAny } from '../org/id-lists';

export type RoleRow = typeof roles.$inferSelect;

/** blade_role_scope.scope_category: 1 data scope, 2 API scope. */
export const SCOPE_CATEGORY = { data: 1, api: 2 } as const;

const live = eq(roles.isDeleted, 0);

/** Live roles of one tenant matching where, in display order. */
export const listRoles = (tx: Executor, tenantId: string, where?: SQL): Promise<RoleRow[]> =>
  tx.select().from(roles).where(and(live, eq(roles.tenantId, tenantId), where)).orderBy(asc(roles.sort), asc(roles.id));

export const roleIdIn = (ids: bigint[]) => inArray(roles.id, ids);

/** Which of the ids are live roles the transaction can see. */
export async function existingRoleIds(tx: Executor, ids: bigint[]): Promise<bigint[]> {
  const rows = await tx.select({ id: roles.id }).from(roles).where(and(live, inArray(roles.id, ids)));
  return rows.map((r) => r.id);
}

/** The tenant of a live role the transaction can see. */
export async function roleTenant(tx: Executor, id: bigint): Promise<string | undefined> {
  const [row] = await tx.select({ tenantId: roles.tenantId }).from(roles).where(and(live, eq(roles.id, id)));
  return row?.tenantId;
}

/** Live users holding any of the roles. */
export async function roleHolders(tx: Executor, roleIds: bigint[]): Promise<bigint[]> {
  const rows = await tx.select({ id: users.id }).from(users).where(and(eq(users.isDeleted, 0), csvHasAny(users.roleId, roleIds)));
  return rows.map((r) => r.id);
}

/** The role ids recorded on a live user of the transaction's tenant; undefined when there is no such user. */
export async function userRoleIds(tx: Executor, userId: bigint): Promise<string | undefined> {
  const [user] = await tx.select({ roleId: users.roleId }).from(users).where(and(eq(users.id, userId), eq(users.isDeleted, 0)));
  return user?.roleId;
}

/** Drops every menu and scope granted to the roles. */
export async function clearRoleGrants(tx: Executor, roleIds: bigint[]): Promise<void> {
  await tx.delete(roleMenus).where(inArray(roleMenus.roleId, roleIds));
  await tx.delete(roleScopes).where(inArray(roleScopes.roleId, roleIds));
}

/** Inserts in slices so a large grant stays under the statement parameter limit. */
async function insertAll<T>(rows: T[], insert: (slice: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += 1000) await insert(rows.slice(i, i + 1000));
}

/** Gives each role exactly the menus and scopes listed (after clearRoleGrants). */
export async function insertRoleGrants(
  tx: Executor,
  tenantId: string,
  roleIds: bigint[],
  grants: { menuIds: bigint[]; dataScopeIds: bigint[]; apiScopeIds: bigint[] },
): Promise<void> {
  const menuRows = roleIds.flatMap((roleId) => grants.menuIds.map((menuId) => ({ id: nextId(), tenantId, roleId, menuId })));
  await insertAll(menuRows, (slice) => tx.insert(roleMenus).values(slice));
  const scope = (scopeCategory: number, ids: bigint[]) => roleIds.flatMap((roleId) => ids.map((scopeId) => ({ id: nextId(), tenantId, roleId, scopeCategory, scopeId })));
  const scopeRows = [...scope(SCOPE_CATEGORY.data, grants.dataScopeIds), ...scope(SCOPE_CATEGORY.api, grants.apiScopeIds)];
  await insertAll(scopeRows, (slice) => tx.insert(roleScopes).values(slice));
}
