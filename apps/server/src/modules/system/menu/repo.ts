import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Lang, MenuNode } from '@beree/contracts';
import type { Executor } from '../../../core/db/database';
import { menus, roleMenus, topMenuSettings } from '../../../core/db/schema';
import { localName } from '../../../core/http/language';

type MenuRow = typeof menus.$inferSelect;

/** A menu as the shell reads it, named in the caller's language. */
export const toMenuNode = (m: MenuRow, lang: Lang): MenuNode => ({
  id: m.id.toString(),
  parentId: m.parentId.toString(),
  code: m.code,
  name: localName(m.name, m.nameEn, lang),
  alias: m.alias,
  path: m.path,
  source: m.source,
  sort: m.sort,
  category: m.category,
  action: m.action,
  isOpen: m.isOpen,
  remark: m.remark ?? '',
});

export const allMenus = (tx: Executor): Promise<MenuRow[]> =>
  tx.select().from(menus).where(eq(menus.isDeleted, 0)).orderBy(asc(menus.sort), asc(menus.id));

/** Ids of the menus granted to the given roles (within the caller's tenant, by RLS). */
export async function grantedMenuIds(tx: Executor, roleIds: bigint[]): Promise<Set<bigint>> {
  if (roleIds.length === 0) return new Set();
  const rows = await tx.selectDistinct({ menuId: roleMenus.menuId }).from(roleMenus).where(inArray(roleMenus.roleId, roleIds));
  return new Set(rows.map((r) => r.menuId));
}

export async function topMenuMenuIds(tx: Executor, topMenuId: bigint): Promise<Set<bigint>> {
  const rows = await tx.select({ menuId: topMenuSettings.menuId }).from(topMenuSettings).where(and(eq(topMenuSettings.topMenuId, topMenuId)));
  return new Set(rows.map((r) => r.menuId));
}
