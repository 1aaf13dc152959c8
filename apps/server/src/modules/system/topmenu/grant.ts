import { and, eq, inArray } from 'drizzle-orm';
import type { TopMenuGrant } from '@beree/contracts';
import type { Executor } from '../../../core/db/database';
import { nextId } from '../../../core/db/ids';
import { topMenus, topMenuSettings } from '../../../core/db/schema';
import { badRequest, notFound } from '../../../core/http/errors';
import type { RequestContext } from '../../../core/tenancy/context';
import { grantableTopMenus } from '../menu-admin/grant-tree';

/**
 * POST topmenu/grant: each chosen top menu shows exactly the given menus afterwards. Only menus
 * (not buttons) the tenant may grant are accepted, as menu/grant-top-tree offers them.
 */
export async function grantTopMenus(tx: Executor, ctx: RequestContext, input: TopMenuGrant): Promise<void> {
  const topMenuIds = input.topMenuIds.map((id) => BigInt(id));
  const found = await tx.select({ id: topMenus.id }).from(topMenus).where(and(inArray(topMenus.id, topMenuIds), eq(topMenus.isDeleted, 0)));
  if (found.length !== topMenuIds.length) throw notFound();
  const allowed = new Set((await grantableTopMenus(tx, ctx.tenantId)).map((m) => m.id));
  const menuIds = input.menuIds.map((id) => BigInt(id));
  if (!menuIds.every((id) => allowed.has(id))) throw badRequest('grant.menuIds.notAllowed', { field: 'menuIds' });
  await tx.delete(topMenuSettings).where(inArray(topMenuSettings.topMenuId, topMenuIds));
  const rows = topMenuIds.flatMap((topMenuId) => menuIds.map((menuId) => ({ id: nextId(), tenantId: ctx.tenantId, topMenuId, menuId })));
  for (let i = 0; i < rows.length; i += 1000) await tx.insert(topMenuSettings).values(rows.slice(i, i + 1000));
}
