import { and, eq, inArray } from 'drizzle-orm';
import type { Lang } from '@beree/contracts';
import type { Executor } from '../../../core/db/database';
import { localName } from '../../../core/http/language';
import { apiScopes, dataScopes, menus, roleMenus, roleScopes, topMenus, topMenuSettings } from '../../../core/db/schema';
import { notFound } from '../../../core/http/errors';
import { buildForest } from '../menu/tree';
import { pickerNode, type PickerNode } from '../org/picker';
import { existingRoleIds, SCOPE_CATEGORY } from '../role/repo';
import { grantableMenus, type MenuRow } from '../menu/grantable';

type ScopeRow = { id: bigint; menuId: bigint; scopeName: string };

const menuNode = (m: MenuRow, lang: Lang): PickerNode => pickerNode(m.id, m.parentId, localName(m.name, m.nameEn, lang), m.sort);

const menuTree = (rows: MenuRow[], lang: Lang): PickerNode[] => buildForest(rows.map((m) => menuNode(m, lang)));

/** Scopes as leaves under their menus, with only the menus (and ancestors) that carry a scope. */
function scopeTree(grantable: MenuRow[], scopes: ScopeRow[], lang: Lang): PickerNode[] {
  const byId = new Map(grantable.map((m) => [m.id, m]));
  const kept = new Set<bigint>();
  const leaves = scopes.filter((s) => byId.has(s.menuId));
  for (const s of leaves) {
    for (let m = byId.get(s.menuId); m && !kept.has(m.id); m = byId.get(m.parentId)) kept.add(m.id);
  }
  return buildForest([
    ...grantable.filter((m) => kept.has(m.id)).map((m) => menuNode(m, lang)),
    ...leaves.map((s) => pickerNode(s.id, s.menuId, s.scopeName)),
  ]);
}

const liveScopes = (tx: Executor, table: typeof dataScopes | typeof apiScopes): Promise<ScopeRow[]> =>
  tx.select({ id: table.id, menuId: table.menuId, scopeName: table.scopeName }).from(table).where(eq(table.isDeleted, 0)).orderBy(table.id);

/**
 * GET menu/grant-tree: what the caller's tenant may grant its roles. Menu nodes of the scope trees
 * only group the scopes; the scope ids are their leaves.
 */
export async function grantTree(tx: Executor, tenantId: string, lang: Lang) {
  const grantable = await grantableMenus(tx, tenantId);
  return {
    menu: menuTree(grantable, lang),
    dataScope: scopeTree(grantable, await liveScopes(tx, dataScopes), lang),
    apiScope: scopeTree(grantable, await liveScopes(tx, apiScopes), lang),
  };
}

/** GET menu/role-tree-keys: the live menus and scopes granted to the roles (404 when a role is missing). */
export async function roleTreeKeys(tx: Executor, roleIds: bigint[]) {
  if ((await existingRoleIds(tx, roleIds)).length !== roleIds.length) throw notFound();
  const menuRows = await tx
    .selectDistinct({ id: roleMenus.menuId })
    .from(roleMenus)
    .innerJoin(menus, and(eq(menus.id, roleMenus.menuId), eq(menus.isDeleted, 0)))
    .where(inArray(roleMenus.roleId, roleIds));
  const scopeIds = async (table: typeof dataScopes | typeof apiScopes, category: number) => {
    const rows = await tx
      .selectDistinct({ id: roleScopes.scopeId })
      .from(roleScopes)
      .innerJoin(table, and(eq(table.id, roleScopes.scopeId), eq(table.isDeleted, 0)))
      .where(and(inArray(roleScopes.roleId, roleIds), eq(roleScopes.scopeCategory, category)));
    return rows.map((r) => r.id.toString());
  };
  return {
    menu: menuRows.map((r) => r.id.toString()),
    dataScope: await scopeIds(dataScopes, SCOPE_CATEGORY.data),
    apiScope: await scopeIds(apiScopes, SCOPE_CATEGORY.api),
  };
}

/** The menus (no buttons) the caller's tenant may put under its top menus. */
export async function grantableTopMenus(tx: Executor, tenantId: string): Promise<MenuRow[]> {
  return (await grantableMenus(tx, tenantId)).filter((m) => m.category === 1);
}

/** GET menu/grant-top-tree. */
export const grantTopTree = async (tx: Executor, tenantId: string, lang: Lang) => menuTree(await grantableTopMenus(tx, tenantId), lang);

/** GET menu/top-tree-keys: the live menus set on the top menus (404 when a top menu is missing). */
export async function topTreeKeys(tx: Executor, topMenuIds: bigint[]) {
  const found = await tx.select({ id: topMenus.id }).from(topMenus).where(and(inArray(topMenus.id, topMenuIds), eq(topMenus.isDeleted, 0)));
  if (found.length !== topMenuIds.length) throw notFound();
  const rows = await tx
    .selectDistinct({ id: topMenuSettings.menuId })
    .from(topMenuSettings)
    .innerJoin(menus, and(eq(menus.id, topMenuSettings.menuId), eq(menus.isDeleted, 0)))
    .where(inArray(topMenuSettings.topMenuId, topMenuIds));
  return { menu: rows.map((r) => r.id.toString()) };
}
