import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { roles, userPlatforms, users } from '../../../core/db/schema';
import { DEALER_ADMIN, HOSPITAL_ADMIN, HOSPITAL_CLERK, md5, useServer, type TestServer } from '../../../../test/harness';
import { ownPassword } from '../../../../test/own-password';

const server = useServer();
const base = '/api/blade-system/user';
let seq = 0;

const roleOf = async (s: TestServer, tenantId: string, alias: string) =>
  (await s.database.db.select().from(roles).where(and(eq(roles.tenantId, tenantId), eq(roles.roleAlias, alias))))[0].id;
const userRow = async (s: TestServer, id: string | bigint) => (await s.database.db.select().from(users).where(eq(users.id, BigInt(id))))[0];

/** A new hospital user with the clerk role, signed in, their password made their own. */
async function newUser(s: TestServer, token: string) {
  const account = `acct${++seq}`;
  const res = await s.call('POST', `${base}/submit`, { token, body: { account, realName: '账号测试', password: md5('Given-by-admin1'), roleId: String(await roleOf(s, '100001', 'user')) } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const own = await ownPassword(s, { tenantId: '100001', username: account, password: 'Given-by-admin1' }, 'Start123');
  return { id: res.body.data.id as string, login: own.login, session: own.token };
}
const alive = async (s: TestServer, session: string) => (await s.call('GET', `${base}/info`, { token: session })).status === 200;

describe('user grant', () => {
  it('gives users exactly the roles chosen and ends their sessions', async () => {
    const s = server();
    const token = await s.login(HOSPITAL_ADMIN);
    const a = await newUser(s, token);
    const b = await newUser(s, token);
    const admin = await roleOf(s, '100001', 'admin');
    const res = await s.call('POST', `${base}/grant?userIds=${a.id},${b.id}&roleIds=${admin}`, { token });
    expect(res.body).toMatchObject({ code: 200, success: true });
    expect((await userRow(s, a.id)).roleId).toBe(String(admin));
    expect((await userRow(s, b.id)).roleId).toBe(String(admin));
    expect(await alive(s, a.session)).toBe(false);
    expect(await alive(s, b.session)).toBe(false);
    const detail = await s.call('GET', `${base}/detail?id=${a.id}`, { token });
    expect(detail.body.data.roleName).toBe('管理员');
  });

  it("refuses another tenant's role, missing fields and unknown users", async () => {
    const s = server();
    const token = await s.login(HOSPITAL_ADMIN);
    const a = await newUser(s, token);
    const foreign = await s.call('POST', `${base}/grant?userIds=${a.id}&roleIds=${await roleOf(s, '200001', 'admin')}`, { token });
    expect(foreign.body).toMatchObject({ code: 400, msg: '所选角色不存在', data: { field: 'roleId' } });
    const missing = await s.call('POST', `${base}/grant?userIds=${a.id}`, { token });
    expect(missing.body).toMatchObject({ code: 400, msg: '请选择角色', data: { field: 'roleIds' } });
    expect((await s.call('POST', `${base}/grant?userIds=1;x&roleIds=1`, { token })).body.data.field).toBe('userIds');
    expect((await s.call('POST', `${base}/grant?userIds=42&roleIds=${await roleOf(s, '100001', 'user')}`, { token })).status).toBe(404);
    expect(await alive(s, a.session)).toBe(true);
  });
});

describe('user reset-password', () => {
  it("resets to the initial password and ends the users' sessions", async () => {
    const s = server();
    const token = await s.login(HOSPITAL_ADMIN);
    const a = await newUser(s, token);
    expect((await s.call('POST', `${base}/reset-password?userIds=${a.id}`, { token })).body.code).toBe(200);
    expect(await alive(s, a.session)).toBe(false);
    expect((await s.token(a.login)).status).toBe(400);
    expect((await s.token({ ...a.login, password: '123456' })).status).toBe(200);
  });

  it("uses the tenant's own initial password when it has one", async () => {
    const s = server();
    const token = await s.login(HOSPITAL_ADMIN);
    await s.call('POST', '/api/blade-system/param/submit', { token, body: { paramName: '账号初始密码', paramKey: 'account.initPassword', paramValue: 'Yz1h@2024' } });
    const a = await newUser(s, token);
    await s.call('POST', `${base}/reset-password?userIds=${a.id}`, { token });
    expect((await s.token({ ...a.login, password: 'Yz1h@2024' })).status).toBe(200);
  });

  it('answers 400 without users and 404 for unknown ones', async () => {
    const s = server();
    const token = await s.login(HOSPITAL_ADMIN);
    expect((await s.call('POST', `${base}/reset-password`, { token })).body).toMatchObject({ code: 400, msg: '请选择用户', data: { field: 'userIds' } });
    expect((await s.call('POST', `${base}/reset-password?userIds=42`, { token })).status).toBe(404);
  });
});

describe('user platform', () => {
  it('stores extension data per platform and shows it with the user', async () => {
    const s = server();
    const token = await s.login(HOSPITAL_ADMIN);
    const a = await newUser(s, token);
    expect((await s.call('POST', `${base}/update-platform?userId=${a.id}&userType=1&userExt=${encodeURIComponent('{"theme":"dark"}')}`, { token })).body.code).toBe(200);
    expect((await s.call('POST', `${base}/update-platform`, { token, body: { userId: a.id, userType: 2, userExt: 'app-ext' } })).body.code).toBe(200);
    await s.call('POST', `${base}/update-platform`, { token, body: { userId: a.id, userType: '1', userExt: '{"theme":"light"}' } });
    const detail = await s.call('GET', `${base}/platform-detail?id=${a.id}`, { token });
    expect(detail.body.data).toMatchObject({ id: a.id, userType: 1, userTypeName: 'WEB', userExt: '{"theme":"light"}', roleName: '业务员' });
    expect(detail.body.data.platforms.map((p: { userType: number; userExt: string }) => [p.userType, p.userExt])).toEqual([
      [1, '{"theme":"light"}'],
      [2, 'app-ext'],
    ]);
    expect(detail.body.data.password).toBeUndefined();
  });

  it('refuses a bad platform, and answers 404 for a missing user', async () => {
    const s = server();
    const token = await s.login(HOSPITAL_ADMIN);
    const a = await newUser(s, token);
    const bad = await s.call('POST', `${base}/update-platform`, { token, body: { userId: a.id, userType: 4 } });
    expect(bad.body).toMatchObject({ code: 400, msg: '用户平台只能是 WEB(1)、APP(2) 或 OTHER(3)', data: { field: 'userType' } });
    expect((await s.call('POST', `${base}/update-platform`, { token, body: { userType: 1 } })).body.data.field).toBe('userId');
    expect((await s.database.db.select().from(userPlatforms).where(eq(userPlatforms.userId, BigInt(a.id)))).length).toBe(0);
    expect((await s.call('POST', `${base}/update-platform`, { token, body: { userId: '42', userType: 1 } })).status).toBe(404);
    expect((await s.call('GET', `${base}/platform-detail?id=42`, { token })).status).toBe(404);
  });
});

describe('account actions across tenants and permissions', () => {
  it("another tenant's administrator reaches none of these users", async () => {
    const s = server();
    const token = await s.login(HOSPITAL_ADMIN);
    const a = await newUser(s, token);
    const dealer = await s.login(DEALER_ADMIN);
    const before = await userRow(s, a.id);
    expect((await s.call('POST', `${base}/grant?userIds=${a.id}&roleIds=${await roleOf(s, '200001', 'admin')}`, { token: dealer })).status).toBe(404);
    expect((await s.call('POST', `${base}/reset-password?userIds=${a.id}`, { token: dealer })).status).toBe(404);
    expect((await s.call('POST', `${base}/update-platform`, { token: dealer, body: { userId: a.id, userType: 1, userExt: 'x' } })).status).toBe(404);
    expect((await s.call('GET', `${base}/platform-detail?id=${a.id}`, { token: dealer })).status).toBe(404);
    expect((await s.call('POST', `${base}/unlock?userIds=${a.id}`, { token: dealer })).status).toBe(404);
    expect(await userRow(s, a.id)).toEqual(before);
    expect(await alive(s, a.session)).toBe(true);
  });

  it('a clerk without the button codes is refused', async () => {
    const s = server();
    const token = await s.login(HOSPITAL_ADMIN);
    const a = await newUser(s, token);
    const clerk = await s.login(HOSPITAL_CLERK);
    for (const url of [`${base}/grant?userIds=${a.id}&roleIds=1`, `${base}/reset-password?userIds=${a.id}`, `${base}/update-platform?userId=${a.id}&userType=1`, `${base}/unlock?userIds=${a.id}`]) {
      expect((await s.call('POST', url, { token: clerk })).status, url).toBe(403);
    }
    expect((await s.call('GET', `${base}/platform-detail?id=${a.id}`, { token: clerk })).status).toBe(403);
    expect(await alive(s, a.session)).toBe(true);
  });
});
