import { and, eq } from 'drizzle-orm';
import { menuFitsKind, type TenantKind } from '@beree/contracts';
import type { Executor } from '../core/db/database';
import { nextId } from '../core/db/ids';
import { menus, roleMenus, roles, tenants } from '../core/db/schema';
import { insertMenus, type SeededMenu } from './base';
import { MENU_TREE, type MenuSeed } from './menus';

/**
 * Adds the menus and buttons of this version that an older database lacks (by code, under their
 * parent), and grants each new one to the roles that hold its parent where the role's kind of
 * tenant may have it (MENU_KINDS): a page's new button (导出) reaches those who use the page.
 * A menu an administrator deleted keeps its row (deletion is logical), so it is not added again.
 */
export async function addMissingMenus(db: Executor): Promise<SeededMenu[]> {
  const existing = new Map((await db.select({ id: menus.id, code: menus.code, platformOnly: menus.platformOnly }).from(menus)).map((m) => [m.code, m]));
  const added: SeededMenu[] = [];
  const walk = async (seeds: MenuSeed[], parent: { id: bigint; platformOnly: boolean }) => {
    for (const [index, seed] of seeds.entries()) {
      const found = existing.get(seed.code);
      if (found) {
        if (seed.children) await walk(seed.children, { id: found.id, platformOnly: found.platformOnly === 1 });
        continue;
      }
      const inserted: SeededMenu[] = [];
      await insertMenus(db, [seed], parent.id, parent.platformOnly, inserted, index + 1);
      await grantLikeParent(db, inserted, parent.id);
      added.push(...inserted);
    }
  };
  await walk(MENU_TREE, { id: 0n, platformOnly: false });
  return added;
}

/** Grants new menus (a page and its buttons) to the roles holding `parentId`, where their tenant's kind fits each. */
async function grantLikeParent(db: Executor, menus: SeededMenu[], parentId: bigint): Promise<void> {
  if (parentId === 0n || menus.length === 0) return;
  const holders = await db
    .select({ roleId: roleMenus.roleId, tenantId: roleMenus.tenantId, kind: tenants.tenantKind })
    .from(roleMenus)
    .innerJoin(roles, and(eq(roles.id, roleMenus.roleId), eq(roles.isDeleted, 0)))
    .innerJoin(tenants, eq(tenants.tenantId, roleMenus.tenantId))
    .where(eq(roleMenus.menuId, parentId));
  const grants = holders.flatMap((h) => menus.filter((menu) => menuFitsKind(menu.code, h.kind as TenantKind)).map((menu) => ({ id: nextId(), tenantId: h.tenantId, roleId: h.roleId, menuId: menu.id })));
  if (grants.length === 0) return;
  await db.insert(roleMenus).values(grants).onConflictDoNothing();
}
