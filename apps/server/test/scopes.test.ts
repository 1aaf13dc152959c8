import { and, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { nextId } from '../src/core/db/ids';
import { apiScopes, dataScopes, depts, menus, params, roleMenus, roles, roleScopes, users } from '../src/core/db/schema';
import { BASIC, HOSPITAL_ADMIN, HOSPITAL_CLERK, useServer } from './harness';

const server = useServer();
const T = '100001';
const ids: Record<string, bigint> = {};

/** Grants the clerk's role exactly the given data or api scopes (category 1 data, 2 api). */
async function grantClerk(category: 1 | 2, scopeIds: bigint[]) {
  const { db } = server().database;
  await db.delete(roleScopes).where(and(eq(roleScopes.tenantId, T), eq(roleScopes.roleId, ids.clerkRole)));
  if (scopeIds.length) await db.insert(roleScopes).values(scopeIds.map((scopeId) => ({ id: nextId(), tenantId: T, scopeCategory: category, scopeId, roleId: ids.clerkRole })));
}

async function clerkSees(): Promise<string[]> {
  const s = server();
  const token = await s.login(HOSPITAL_CLERK);
  const res = await s.call('GET', '/api/blade-system/param/list?paramKey_likeright=scope.&size=100', { token });
  expect(res.status).toBe(200);
  return res.body.data.records.map((r: { paramKey: string }) => r.paramKey).sort();
}

beforeAll(async () => {
  const { db } = server().database;
  const [admin] = await db.select().from(users).where(and(eq(users.tenantId, T), eq(users.account, 'admin')));
  const [clerk] = await db.select().from(users).where(and(eq(users.tenantId, T), eq(users.account, 'liting')));
  const [root] = await db.select().from(depts).where(eq(depts.tenantId, T));
  const [clerkRole] = await db.select().from(roles).where(and(eq(roles.tenantId, T), eq(roles.roleAlias, 'user')));
  const [paramMenu] = await db.select().from(menus).where(eq(menus.code, 'param'));
  Object.assign(ids, { admin: admin.id, clerk: clerk.id, root: root.id, clerkRole: clerkRole.id, paramMenu: paramMenu.id, child: nextId(), other: nextId() });
  await db.insert(depts).values({ id: ids.child, tenantId: T, parentId: root.id, ancestors: `0,${root.id}`, deptName: '骨科' });
  // Rows by different creators in different depts; the clerk sits in the root dept.
  const row = (key: string, createUser: bigint, createDept: bigint) => ({ id: nextId(), tenantId: T, paramName: key, paramKey: key, paramValue: '1', createUser, createDept });
  await db.insert(params).values([
    row('scope.by-admin.root', ids.admin, ids.root),
    row('scope.by-clerk.child', ids.clerk, ids.child),
    row('scope.custom.other.child', ids.other, ids.child),
  ]);
  // Let the clerk edit and delete parameters too, so scopes are seen on those actions.
  const buttons = await db.select().from(menus).where(inArray(menus.code, ['param_edit', 'param_delete']));
  await db.insert(roleMenus).values(buttons.map((b) => ({ id: nextId(), tenantId: T, roleId: ids.clerkRole, menuId: b.id })));
  const scope = (name: string, scopeType: number, scopeValue?: string) => ({ id: nextId(), menuId: ids.paramMenu, resourceCode: 'param', scopeName: name, scopeColumn: 'create_dept', scopeType, scopeValue });
  const defs = [scope('all', 1), scope('own', 2), scope('dept', 3), scope('deptAndChildren', 4), scope('custom', 5, JSON.stringify({ column: 'paramKey', operator: 'like', value: 'scope.custom.*' })), scope('broken', 5, 'delete from x'), scope('unknown', 9)];
  await db.insert(dataScopes).values(defs);
  for (const d of defs) ids[`scope_${d.scopeName}`] = d.id;
});

describe('data scopes', () => {
  it('without a data scope on the menu the clerk sees every row', async () => {
    await grantClerk(1, []);
    expect(await clerkSees()).toEqual(['scope.by-admin.root', 'scope.by-clerk.child', 'scope.custom.other.child']);
  });

  it('all (1): every row', async () => {
    await grantClerk(1, [ids.scope_all]);
    expect(await clerkSees()).toHaveLength(3);
  });

  it('own (2): rows the caller created', async () => {
    await grantClerk(1, [ids.scope_own]);
    expect(await clerkSees()).toEqual(['scope.by-clerk.child']);
  });

  it('own dept (3): rows created in the caller’s dept', async () => {
    await grantClerk(1, [ids.scope_dept]);
    expect(await clerkSees()).toEqual(['scope.by-admin.root']);
  });

  it('dept and children (4): rows of the caller’s dept and the depts below it', async () => {
    await grantClerk(1, [ids.scope_deptAndChildren]);
    expect(await clerkSees()).toEqual(['scope.by-admin.root', 'scope.by-clerk.child', 'scope.custom.other.child']);
  });

  it('custom (5): an allowlisted column and operator with a bound value', async () => {
    await grantClerk(1, [ids.scope_custom]);
    expect(await clerkSees()).toEqual(['scope.custom.other.child']);
  });

  it('a malformed custom rule or an unknown type grants nothing', async () => {
    await grantClerk(1, [ids.scope_broken, ids.scope_unknown]);
    expect(await clerkSees()).toEqual([]);
  });

  it('several scopes combine with OR', async () => {
    await grantClerk(1, [ids.scope_own, ids.scope_dept]);
    expect(await clerkSees()).toEqual(['scope.by-admin.root', 'scope.by-clerk.child']);
  });

  it('also limits detail, update and delete', async () => {
    await grantClerk(1, [ids.scope_own]);
    const s = server();
    const token = await s.login(HOSPITAL_CLERK);
    const { db } = s.database;
    const [outside] = await db.select().from(params).where(eq(params.paramKey, 'scope.by-admin.root'));
    expect((await s.call('GET', `/api/blade-system/param/detail?id=${outside.id}`, { token })).status).toBe(404);
    const update = await s.call('POST', '/api/blade-system/param/submit', { token, body: { id: String(outside.id), paramName: 'x', paramKey: outside.paramKey, paramValue: 'changed' } });
    expect(update.status).toBe(404);
    expect((await s.call('POST', `/api/blade-system/param/remove?ids=${outside.id}`, { token })).status).toBe(404);
    const [still] = await db.select().from(params).where(eq(params.id, outside.id));
    expect(still).toMatchObject({ paramValue: '1', isDeleted: 0 });
  });

  it('also limits export, which answers CSV of exactly the listed rows', async () => {
    await grantClerk(1, [ids.scope_own]);
    const s = server();
    const exportAs = async (token: string, lang = 'zh') =>
      s.app.inject({ method: 'GET', url: '/api/blade-system/param/export?paramKey_likeright=scope.', headers: { authorization: BASIC, 'blade-auth': `bearer ${token}`, 'accept-language': lang } });
    const clerk = await exportAs(await s.login(HOSPITAL_CLERK));
    expect(clerk.statusCode).toBe(200);
    expect(clerk.headers['content-type']).toMatch(/^text\/csv/);
    expect(clerk.headers['content-disposition']).toContain('params.csv');
    const lines = clerk.body.replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines[0]).toBe('参数名称,参数键名,参数键值,备注,更新时间');
    expect(lines.slice(1).map((l) => l.split(',')[1])).toEqual(['scope.by-clerk.child']);
    const admin = await exportAs(await s.login(HOSPITAL_ADMIN), 'en');
    const adminLines = admin.body.trim().split('\r\n');
    expect(adminLines[0]).toContain('Name,Key,Value');
    expect(adminLines).toHaveLength(4);
  });

  it('administrators are not limited', async () => {
    await grantClerk(1, [ids.scope_own]);
    const s = server();
    const res = await s.call('GET', '/api/blade-system/param/list?paramKey_likeright=scope.&size=100', { token: await s.login(HOSPITAL_ADMIN) });
    expect(res.body.data.total).toBe(3);
  });
});

describe('api scopes', () => {
  it('deny by default for a role that has api scopes, allowing exactly the granted method and route', async () => {
    await grantClerk(1, []);
    const list = { id: nextId(), menuId: ids.paramMenu, resourceCode: 'param', scopeName: 'list', scopePath: 'GET /api/blade-system/param/list' };
    await server().database.db.insert(apiScopes).values(list);
    await grantClerk(2, [list.id]);
    const s = server();
    const token = await s.login(HOSPITAL_CLERK);
    expect((await s.call('GET', '/api/blade-system/param/list', { token })).status).toBe(200);
    const [row] = await s.database.db.select().from(params).where(eq(params.paramKey, 'scope.by-admin.root'));
    expect((await s.call('GET', `/api/blade-system/param/detail?id=${row.id}`, { token })).status).toBe(403);
    // The shell's own calls stay open.
    expect((await s.call('GET', '/api/blade-system/menu/routes', { token })).status).toBe(200);
    expect((await s.call('GET', '/api/blade-auth/oauth/user-info', { token })).status).toBe(200);
    expect((await s.call('GET', '/api/beree-desk/dashboard/my-notice?current=1&size=5', { token })).status).toBe(200);
    expect((await s.call('GET', '/api/blade-system/user/info', { token })).status).toBe(200);
    await grantClerk(2, []);
    expect((await s.call('GET', `/api/blade-system/param/detail?id=${row.id}`, { token: await s.login(HOSPITAL_CLERK) })).status).toBe(200);
  });
});
