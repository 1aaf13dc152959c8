import { and, asc, eq, getTableColumns, inArray, ne, sql, type SQL } from 'drizzle-orm';
import { PLATFORM_TENANT_ID } from '@beree/contracts';
import type { Executor } from '../../../core/db/database';
import { menus, roleMenus, topMenuSettings } from '../../../core/db/schema';

const live = eq(menus.isDeleted, 0);
const order = [asc(menus.sort), asc(menus.id)];

/** Live menus and buttons matching where, in display order. */
export const listMenus = (tx: Executor, where?: SQL) =>
  tx.select().from(menus).where(and(live, where)).orderBy(...order);

/** Live menus matching where, each saying whether it has live children (of the given category, when set). */
export const listMenusWithChildFlag = (tx: Executor, where: SQL | undefined, childCategory?: number) =>
  tx
    .select({
      ...getTableColumns(menus),
      hasChildren: sql<boolean>`exists (select 1 from ${menus} as c where c.parent_id = ${menus}.id and c.is_deleted = 0
        ${childCategory === undefined ? sql`` : sql`and c.category = ${childCategory}`})`.mapWith(Boolean),
    })
    .from(menus)
    .where(and(live, where))
    .orderBy(...order);

/** Marks menus platform-only, in one statement. */
export async function markPlatformOnly(tx: Executor, ids: bigint[]): Promise<void> {
  if (ids.length) await tx.update(menus).set({ platformOnly: 1 }).where(inArray(menus.id, ids));
}

/**
 * Takes platform-only menus back from every other tenant's roles and top menus (the platform path
 * spans tenants), so a menu withdrawn from tenants disappears from their sessions once their cached
 * grants expire.
 */
export async function withdrawFromTenants(tx: Executor, ids: bigint[]): Promise<void> {
  if (ids.length === 0) return;
  await tx.delete(roleMenus).where(and(inArray(roleMenus.menuId, ids), ne(roleMenus.tenantId, PLATFORM_TENANT_ID)));
  await tx.delete(topMenuSettings).where(and(inArray(topMenuSettings.menuId, ids), ne(topMenuSettings.tenantId, PLATFORM_TENANT_ID)));
}
