import { and, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { nextId } from '../../../core/db/ids';
import { dataScopes, menus, roleMenus, roles, roleScopes, users } from '../../../core/db/schema';
import { HOSPITAL_CLERK, md5, useServer } from '../../../../test/harness';

const server = useServer();
const base = '/api/blade-system/user';
const ids: Record<string, bigint> = {};

/** The clerk may manage users, but a data scope "own" limits it to the users the clerk created. */
beforeAll(async () => {
  const { db } = server().database;
  const [clerk] = await db.select().from(users).where(and(eq(users.tenantId, '100001'), eq(users.account, 'liting')));
  const [admin] = await db.select().from(users).where(and(eq(users.tenantId, '100001'), eq(users.account, 'admin')));
  const [role] = await db.select().from(roles).where(and(eq(roles.tenantId, '100001'), eq(roles.roleAlias, 'user')));
  const granted = await db.select().from(menus).where(inArray(menus.code, ['user', 'user_edit', 'user_delete', 'user_reset', 'user_platform']));
  await db.insert(roleMenus).values(granted.map((m) => ({ id: nextId(), tenantId: '100001', roleId: role.id, menuId: m.id })));
  const scope = { id: nextId(), menuId: granted.find((m) => m.code === 'user')!.id, resourceCode: 'user', scopeName: '本人创建', scopeColumn: 'create_user', scopeType: 2 };
  await db.insert(dataScopes).values(scope);
  await db.insert(roleScopes).values({ id: nextId(), tenantId: '100001', scopeCategory: 1, scopeId: scope.id, roleId: role.id });
  const mine = nextId();
  await db.insert(users).values({ id: mine, tenantId: '100001', account: 'mine', password: 'x', realName: '下属', createUser: clerk.id });
  Object.assign(ids, { clerk: clerk.id, admin: admin.id, mine });
});

describe('user data scopes', () => {
  it('list and detail show only the users within the scope', async () => {
    const s = server();
    const token = await s.login(HOSPITAL_CLERK);
    const page = await s.call('GET', `${base}/page?size=100`, { token });
    expect(page.body.data.records.map((u: { account: string }) => u.account)).toEqual(['mine']);
    expect((await s.call('GET', `${base}/detail?id=${ids.mine}`, { token })).status).toBe(200);
    expect((await s.call('GET', `${base}/detail?id=${ids.admin}`, { token })).status).toBe(404);
  });

  it('changes outside the scope answer 404 and change nothing', async () => {
    const s = server();
    const token = await s.login(HOSPITAL_CLERK);
    expect((await s.call('POST', `${base}/update`, { token, body: { id: String(ids.admin), account: 'admin', realName: '越权' } })).status).toBe(404);
    expect((await s.call('POST', `${base}/remove?ids=${ids.admin}`, { token })).status).toBe(404);
    expect((await s.call('POST', `${base}/reset-password?userIds=${ids.admin}`, { token })).status).toBe(404);
    expect((await s.call('POST', `${base}/update-platform`, { token, body: { userId: String(ids.admin), userType: 1 } })).status).toBe(404);
    const [admin] = await s.database.db.select().from(users).where(eq(users.id, ids.admin));
    expect(admin).toMatchObject({ realName: '周敏', isDeleted: 0, version: 1 });
    expect((await s.token({ tenantId: '100001', username: 'admin', password: 'admin' })).status).toBe(200);
    const inside = await s.call('POST', `${base}/update`, { token, body: { id: String(ids.mine), account: 'mine', realName: '改名', phone: '13900003333' } });
    expect(inside.body.data).toMatchObject({ realName: '改名', version: 2 });
    expect((await s.call('POST', `${base}/submit`, { token, body: { account: 'x', realName: 'x', password: md5('x') } })).status).toBe(403);
  });
});
