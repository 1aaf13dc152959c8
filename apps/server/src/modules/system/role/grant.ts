import { and, eq, inArray } from 'drizzle-orm';
import type { RoleGrant } from '@beree/contracts';
import { forgetSessions, openSessionsOf } from '../../../core/auth/revoke';
import type { SessionCache } from '../../../core/auth/session-cache';
import type { Executor } from '../../../core/db/database';
import { apiScopes, dataScopes } from '../../../core/db/schema';
import { badRequest, notFound } from '../../../core/http/errors';
import type { RequestContext } from '../../../core/tenancy/context';
import { grantableMenuIds } from '../menu/grantable';
import { clearRoleGrants, existingRoleIds, insertRoleGrants, roleHolders } from './repo';

/** Scope ids that exist and hang under a menu the tenant may grant; anything else is a 400 naming the field. */
async function checkedScopeIds(tx: Executor, table: typeof dataScopes | typeof apiScopes, ids: string[], grantable: Set<bigint>, field: string): Promise<bigint[]> {
  if (ids.length === 0) return [];
  const wanted = ids.map((id) => BigInt(id));
  const rows = await tx.select({ id: table.id, menuId: table.menuId }).from(table).where(and(inArray(table.id, wanted), eq(table.isDeleted, 0)));
  if (rows.length !== wanted.length || rows.some((r) => !grantable.has(r.menuId))) throw badRequest(`grant.${field}.notAllowed`, { field });
  return wanted;
}

/**
 * POST role/grant: replaces the menus, data scopes and API scopes of every chosen role with the
 * given ones, all or nothing. The holders stay signed in: their sessions' cached grants are dropped
 * on every node, so their next call is judged by the new grants. Answers the holders, whom the
 * caller tells to reload their menus and buttons.
 */
export async function grantRoles(tx: Executor, ctx: RequestContext, cache: SessionCache, input: RoleGrant): Promise<bigint[]> {
  const roleIds = input.roleIds.map((id) => BigInt(id));
  if ((await existingRoleIds(tx, roleIds)).length !== roleIds.length) throw notFound();
  const grantable = await grantableMenuIds(tx, ctx.tenantId);
  const menuIds = input.menuIds.map((id) => BigInt(id));
  if (!menuIds.every((id) => grantable.has(id))) throw badRequest('grant.menuIds.notAllowed', { field: 'menuIds' });
  const dataScopeIds = await checkedScopeIds(tx, dataScopes, input.dataScopeIds, grantable, 'dataScopeIds');
  const apiScopeIds = await checkedScopeIds(tx, apiScopes, input.apiScopeIds, grantable, 'apiScopeIds');
  await clearRoleGrants(tx, roleIds);
  await insertRoleGrants(tx, ctx.tenantId, roleIds, { menuIds, dataScopeIds, apiScopeIds });
  const holders = await roleHolders(tx, roleIds);
  forgetSessions(cache, await openSessionsOf(tx, holders));
  return holders;
}
