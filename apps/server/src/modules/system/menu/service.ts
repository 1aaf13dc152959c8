import { pickerNode, type PickerNode } from '../org/picker';
import type { Lang, MenuNode } from '@beree/contracts';
import { localName } from '../../../core/http/language';
import type { Executor } from '../../../core/db/database';
import { grantableMenus } from './grantable';
import { grantedMenuIds, toMenuNode, topMenuMenuIds } from './repo';
import { buildForest } from './tree';

type MenuRow = Awaited<ReturnType<typeof grantableMenus>>[number];

/** Adds every ancestor of the given menus, so a granted leaf brings its folders along. */
function withAncestors(rows: MenuRow[], ids: Set<bigint>): Set<bigint> {
  const byId = new Map(rows.map((m) => [m.id, m]));
  const out = new Set<bigint>();
  for (const id of ids) {
    let current = byId.get(id);
    while (current && !out.has(current.id)) {
      out.add(current.id);
      current = byId.get(current.parentId);
    }
  }
  return out;
}

/**
 * The sidebar: granted menus (category 1) and their ancestors, optionally within one top menu.
 * Only menus the tenant may use count, so a grant left over from an older package shows nothing.
 */
export async function menuRoutes(tx: Executor, tenantId: string, roleIds: bigint[], lang: Lang, topMenuId?: bigint): Promise<MenuNode[]> {
  const rows = await grantableMenus(tx, tenantId);
  let granted = await grantedMenuIds(tx, roleIds);
  if (topMenuId !== undefined) {
    const inTop = await topMenuMenuIds(tx, topMenuId);
    granted = new Set([...granted].filter((id) => inTop.has(id)));
  }
  const visible = withAncestors(rows, granted);
  return buildForest(rows.filter((m) => m.category === 1 && visible.has(m.id)).map((m) => toMenuNode(m, lang)));
}

/** Granted buttons under their parent menus: every leaf's code is a permission (wire-protocol §5c). */
export async function menuButtons(tx: Executor, tenantId: string, roleIds: bigint[], lang: Lang): Promise<MenuNode[]> {
  const rows = await grantableMenus(tx, tenantId);
  const granted = await grantedMenuIds(tx, roleIds);
  const buttons = rows.filter((m) => m.category === 2 && granted.has(m.id));
  const parentIds = new Set(buttons.map((b) => b.parentId));
  const parents = rows.filter((m) => parentIds.has(m.id));
  return buildForest([...parents, ...buttons].map((m) => toMenuNode(m, lang)));
}

/** The menus and buttons the caller's tenant may use, as a picker tree (`title/key/value`). */
export async function menuTree(tx: Executor, tenantId: string, lang: Lang): Promise<PickerNode[]> {
  const rows = await grantableMenus(tx, tenantId);
  return buildForest(
    rows.map((m) => pickerNode(m.id, m.parentId, localName(m.name, m.nameEn, lang), m.sort)),
  );
}
