import { describe, expect, it } from 'vitest';
import { menuFitsKind, type MenuNode } from '@beree/contracts';
import { HOSPITAL_ADMIN, HOSPITAL_CLERK, PLATFORM_ADMIN, useServer } from '../../../../test/harness';
import { MENU_TREE, type MenuSeed } from '../../../seeds/menus';
import { seedDatabase } from '../../../seeds';
import { menus, roleMenus, roles } from '../../../core/db/schema';
import { nextId } from '../../../core/db/ids';
import { eq } from 'drizzle-orm';

const server = useServer();
const flatten = (nodes: MenuNode[]): MenuNode[] => nodes.flatMap((n) => [n, ...flatten(n.children ?? [])]);
/** Seeded entries a tenant (not the platform) may be granted, in tree order. */
const tenantSeeds = (seeds: MenuSeed[], platformOnly = false): MenuSeed[] =>
  seeds.flatMap((m) => (platformOnly || m.platformOnly ? [] : [m, ...tenantSeeds(m.children ?? [])]));
/** What the demo hospital's administrator holds: the tenant entries a hospital works with. */
const hospitalSeeds = () => tenantSeeds(MENU_TREE).filter((m) => menuFitsKind(m.code, 'HOSPITAL'));

describe('menus of the signed-in user', () => {
  it('routes: the platform administrator sees every menu, no buttons', async () => {
    const s = server();
    const res = await s.call('GET', '/api/blade-system/menu/routes', { token: await s.login(PLATFORM_ADMIN) });
    const all = flatten(res.body.data);
    expect(all.map((m) => m.path)).toEqual(expect.arrayContaining(['/system', '/system/param', '/system/tenant-package']));
    expect(all.every((m) => m.category === 1)).toBe(true);
    expect(res.body.data[0]).toMatchObject({ code: 'system', parentId: '0', hasChildren: true });
  });

  it("routes: the platform sees none of the parties' working menus (配送单 and its buttons), whose calls would refuse it, also on a database seeded before", async () => {
    const s = server();
    const codesOf = async () => flatten((await s.call('GET', '/api/blade-system/menu/routes', { token: await s.login(PLATFORM_ADMIN) })).body.data).map((m) => m.code);
    expect((await codesOf()).filter((code) => !menuFitsKind(code, 'PLATFORM'))).toEqual([]);
    // Every button of a party's menu is listed for the parties too: a button granted would show its menu.
    const loose = (seeds: MenuSeed[], restricted: boolean): string[] =>
      seeds.flatMap((m) => [...(restricted && menuFitsKind(m.code, 'PLATFORM') ? [m.code] : []), ...loose(m.children ?? [], !menuFitsKind(m.code, 'PLATFORM'))]);
    expect(loose(MENU_TREE, false)).toEqual([]);
    // A platform role granted 打印 of 配送单 before it was listed: the next start takes it back.
    const { db } = s.database;
    const [print] = await db.select({ id: menus.id }).from(menus).where(eq(menus.code, 'delivery_print'));
    const [role] = await db.select({ id: roles.id }).from(roles).where(eq(roles.tenantId, '000000'));
    await db.insert(roleMenus).values({ id: nextId(), tenantId: '000000', roleId: role.id, menuId: print.id });
    expect(await codesOf()).toContain('delivery');
    await seedDatabase(db, { demo: true, regions: false });
    expect(await codesOf()).not.toContain('delivery');
  });

  it("routes: a tenant sees only its roles' menus, never the platform's", async () => {
    const s = server();
    const admin = flatten((await s.call('GET', '/api/blade-system/menu/routes', { token: await s.login(HOSPITAL_ADMIN) })).body.data);
    expect(admin.map((m) => m.code)).toEqual(hospitalSeeds().filter((m) => m.category !== 2).map((m) => m.code));
    expect(admin.map((m) => m.code)).not.toContain('tenant');
    const clerk = flatten((await s.call('GET', '/api/blade-system/menu/routes', { token: await s.login(HOSPITAL_CLERK) })).body.data);
    expect(clerk.map((m) => m.code)).toEqual(['system', 'param', 'report_centre', 'report_viewer']);
  });

  it('buttons: leaves are the granted button codes', async () => {
    const s = server();
    const codes = (token: string) =>
      s.call('GET', '/api/blade-system/menu/buttons', { token }).then((r) => flatten(r.body.data).filter((n) => !n.children?.length).map((n) => n.code).sort());
    const tenantButtons = hospitalSeeds().filter((m) => m.category === 2).map((m) => m.code).sort();
    expect(await codes(await s.login(HOSPITAL_ADMIN))).toEqual(tenantButtons);
    expect(await codes(await s.login(HOSPITAL_CLERK))).toEqual(['param_view', 'report_export', 'report_run']);
    expect(await codes(await s.login(PLATFORM_ADMIN))).toContain('tenant_package_add');
  });

  it('top-menu answers a list and routes accept a topMenuId; tree lists menus and buttons', async () => {
    const s = server();
    const token = await s.login(PLATFORM_ADMIN);
    expect((await s.call('GET', '/api/blade-system/menu/top-menu', { token })).body.data).toEqual([]);
    expect((await s.call('GET', '/api/blade-system/menu/routes?topMenuId=1', { token })).body.data).toEqual([]);
    expect((await s.call('GET', '/api/blade-system/menu/routes?topMenuId=x', { token })).status).toBe(400);
    const tree = (await s.call('GET', '/api/blade-system/menu/tree', { token })).body.data;
    expect(tree[0]).toMatchObject({ title: '系统管理', key: tree[0].id, value: tree[0].id });
  });
});
