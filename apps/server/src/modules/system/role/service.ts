import type { RoleSubmit } from '@beree/contracts';
import { parseIds } from '../../../core/auth/grants';
import { forgetSessions, openSessionsOf } from '../../../core/auth/revoke';
import type { SessionCache } from '../../../core/auth/session-cache';
import { buildFilters } from '../../../core/crud/filters';
import { findRow, removeRows, submitRow } from '../../../core/crud/service';
import type { Executor } from '../../../core/db/database';
import { roles } from '../../../core/db/schema';
import { badRequest, notFound } from '../../../core/http/errors';
import type { RequestContext } from '../../../core/tenancy/context';
import { buildForest } from '../menu/tree';
import { hasChildrenOutside, isSelfOrBelow, parentLinks } from '../org/hierarchy';
import { asTreeRow, pickerNode } from '../org/picker';
import { forestPage } from '../org/tree-page';
import { clearRoleGrants, listRoles, roleHolders, roleIdIn, roleTenant, userRoleIds, type RoleRow } from './repo';
import { roleResource } from './resource';

/**
 * Adds or edits a role. Sessions cache the aliases of their roles (the platform administrator is
 * recognised by one), so renaming an alias drops the cached grants of the users holding the role.
 */
export async function submitRole(tx: Executor, ctx: RequestContext, cache: SessionCache, input: RoleSubmit): Promise<Record<string, unknown>> {
  const id = input.id ? BigInt(input.id) : undefined;
  const before = id === undefined ? undefined : ((await findRow(tx, roleResource, id)) as RoleRow);
  const parentId = BigInt(input.parentId ?? 0);
  if (parentId !== 0n) {
    const links = await parentLinks(tx, roles);
    if (!links.has(parentId) || (id !== undefined && isSelfOrBelow(links, id, parentId))) throw badRequest('role.parentId.invalid', { field: 'parentId' });
  }
  const { row } = await submitRow(tx, roleResource, ctx, input);
  if (before && id !== undefined && before.roleAlias !== input.roleAlias) forgetSessions(cache, await openSessionsOf(tx, await roleHolders(tx, [id])));
  return row;
}

/** Logical delete with the role's grants, refused while it has sub-roles (not removed with it) or users hold it. */
export async function removeRoles(tx: Executor, ctx: RequestContext, ids: bigint[]): Promise<number> {
  if (await hasChildrenOutside(tx, roles, ids)) throw badRequest('role.remove.hasChildren', { field: 'ids' });
  if ((await roleHolders(tx, ids)).length > 0) throw badRequest('role.remove.hasUsers', { field: 'ids' });
  const removed = await removeRows(tx, roleResource, ctx, ids);
  await clearRoleGrants(tx, ids);
  return removed;
}

/** The tree list of the admin page, paged over its roots. */
export async function roleTreeList(tx: Executor, tenantId: string, query: Record<string, unknown>, caller: { clientId: string }) {
  const rows = await listRoles(tx, tenantId, buildFilters(query, roleResource.filters));
  return forestPage(buildForest(rows.map(asTreeRow)), query, caller);
}

/** The picker tree of a tenant's roles. */
export async function rolePickerTree(tx: Executor, tenantId: string) {
  const rows = await listRoles(tx, tenantId);
  return buildForest(rows.map((r) => pickerNode(r.id, r.parentId, r.roleName, r.sort)));
}

/** The picker tree of the tenant a role belongs to (404 when the transaction cannot see the role). */
export async function rolePickerTreeOf(tx: Executor, roleId: bigint) {
  const tenantId = await roleTenant(tx, roleId);
  if (tenantId === undefined) throw notFound();
  return rolePickerTree(tx, tenantId);
}

/** The roles of one user of the tenant (404 when there is no such user), or every role. */
export async function roleSelect(tx: Executor, tenantId: string, userId?: bigint) {
  if (userId === undefined) return listRoles(tx, tenantId);
  const roleIds = await userRoleIds(tx, userId);
  if (roleIds === undefined) throw notFound();
  const ids = parseIds(roleIds);
  return ids.length ? listRoles(tx, tenantId, roleIdIn(ids)) : [];
}
