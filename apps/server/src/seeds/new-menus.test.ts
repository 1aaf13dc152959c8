import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useServer } from '../../test/harness';
import { menus, roleMenus } from '../core/db/schema';
import { seedDatabase } from '.';

const server = useServer();

describe('menus of a newer version on an older database', () => {
  it('adds a missing button under its page and grants it to the roles that hold the page, where their kind of tenant may have it', async () => {
    const { db } = server().database;
    const holders = async (menuId: bigint) =>
      (await db.select({ roleId: roleMenus.roleId, tenantId: roleMenus.tenantId }).from(roleMenus).where(eq(roleMenus.menuId, menuId))).map((r) => `${r.tenantId}:${r.roleId}`).sort();
    const [before] = await db.select().from(menus).where(eq(menus.code, 'indent_export'));
    const grantedBefore = await holders(before.id);
    // Hospitals and suppliers use 采购订单; the platform does not.
    expect(grantedBefore.some((h) => h.startsWith('100001:'))).toBe(true);
    expect(grantedBefore.some((h) => h.startsWith('000000:'))).toBe(false);
    // A database seeded before the button existed.
    await db.delete(roleMenus).where(eq(roleMenus.menuId, before.id));
    await db.delete(menus).where(inArray(menus.id, [before.id]));

    await seedDatabase(db, { demo: true, regions: false });
    const [after] = await db.select().from(menus).where(eq(menus.code, 'indent_export'));
    expect(after).toMatchObject({ parentId: before.parentId, name: before.name, nameEn: before.nameEn, category: 2, sort: before.sort });
    expect(await holders(after.id)).toEqual(grantedBefore);
    // Nothing else was added twice.
    const codes = (await db.select({ code: menus.code }).from(menus)).map((m) => m.code);
    expect(codes.length).toBe(new Set(codes).size);
  });

  it('adds a missing page with its buttons and grants the page and every button to the roles that hold its parent', async () => {
    const { db } = server().database;
    const granted = async (menuIds: bigint[]) =>
      (await db.select({ menuId: roleMenus.menuId, roleId: roleMenus.roleId, tenantId: roleMenus.tenantId }).from(roleMenus).where(inArray(roleMenus.menuId, menuIds))).length;
    const [page] = await db.select().from(menus).where(eq(menus.code, 'param'));
    const buttons = await db.select().from(menus).where(eq(menus.parentId, page.id));
    expect(buttons.map((b) => b.code)).toContain('param_add');
    const holdersOfParent = (await db.select({ roleId: roleMenus.roleId }).from(roleMenus).where(eq(roleMenus.menuId, page.parentId))).length;
    // A database seeded before 参数管理 existed.
    const ids = [page.id, ...buttons.map((b) => b.id)];
    await db.delete(roleMenus).where(inArray(roleMenus.menuId, ids));
    await db.delete(menus).where(inArray(menus.id, ids));

    await seedDatabase(db, { demo: true, regions: false });
    const [added] = await db.select().from(menus).where(eq(menus.code, 'param'));
    const addedButtons = await db.select().from(menus).where(eq(menus.parentId, added.id));
    expect(addedButtons.map((b) => b.code).sort()).toEqual(buttons.map((b) => b.code).sort());
    // Each holder of 系统管理 now holds the page and each of its buttons (every kind of tenant may have them).
    expect(holdersOfParent).toBeGreaterThan(0);
    expect(await granted([added.id])).toBe(holdersOfParent);
    for (const button of addedButtons) expect(await granted([button.id]), button.code).toBe(holdersOfParent);
  });
});
