import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { roles, users } from '../../../core/db/schema';
import { DEALER_ADMIN, HOSPITAL_ADMIN, HOSPITAL_CLERK, md5, PLATFORM_ADMIN, useServer, type TestServer } from '../../../../test/harness';

const server = useServer();
const base = '/api/blade-system/user';
const CHANGE = `${base}/update-password`;
let seq = 0;

/** A hospital clerk an administrator adds with a password of the administrator's choosing. */
async function addedClerk(s: TestServer) {
  const admin = await s.login(HOSPITAL_ADMIN);
  const [role] = await s.database.db.select().from(roles).where(and(eq(roles.tenantId, '100001'), eq(roles.roleAlias, 'user')));
  const account = `forced${++seq}`;
  const res = await s.call('POST', `${base}/submit`, { token: admin, body: { account, realName: '初始密码', password: md5('Given-by-admin1'), roleId: String(role.id) } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return { admin, id: res.body.data.id as string, login: { tenantId: '100001', username: account, password: 'Given-by-admin1' } };
}

const change = (s: TestServer, token: string, from: string, to: string) =>
  s.call('POST', CHANGE, { token, body: { oldPassword: md5(from), newPassword: md5(to), newPassword1: md5(to) } });
const flagOf = async (s: TestServer, id: string) => (await s.database.db.select().from(users).where(eq(users.id, BigInt(id))))[0].passwordChangeRequired;

describe('a password someone else set must be changed first', () => {
  it('says so in the token answer and user-info of a user an administrator added', async () => {
    const s = server();
    const { id, login } = await addedClerk(s);
    expect(await flagOf(s, id)).toBe(1);
    const answer = await s.token(login);
    expect(answer.body.password_change_required).toBe(true);
    const info = await s.call('GET', '/api/blade-auth/oauth/user-info', { token: answer.body.access_token });
    expect(info.body.data).toMatchObject({ account: login.username, password_change_required: true });
  });

  it('refuses every business call of that session with 403 naming the change, in the caller\'s language', async () => {
    const s = server();
    const { login } = await addedClerk(s);
    const token = await s.login(login);
    for (const [method, url] of [
      ['GET', '/api/blade-system/param/list'],
      ['GET', `${base}/info`],
      ['GET', '/api/blade-system/menu/routes'],
      ['GET', '/api/beree-desk/dashboard/my-notice'],
      ['POST', `${base}/update-info`],
    ] as const) {
      const res = await s.call(method, url, { token, body: method === 'POST' ? { realName: '改名' } : undefined });
      expect(res.status, url).toBe(403);
      expect(res.body).toMatchObject({ code: 403, success: false, msg: '您的密码由他人设置，请先修改密码再继续操作' });
    }
    const en = await s.call('GET', '/api/blade-system/param/list', { token, headers: { 'accept-language': 'en' } });
    expect(en.body.msg).toBe('Your password was set by someone else: change it before you continue');
  });

  it('allows only the change itself, user-info, the choice of dept and role, and signing out before it', async () => {
    const s = server();
    const { login } = await addedClerk(s);
    const token = await s.login(login);
    expect((await s.call('GET', '/api/blade-auth/oauth/user-info', { token })).status).toBe(200);
    expect((await s.call('GET', '/api/blade-auth/oauth/switch-options', { token })).status).toBe(200);
    // Bad input to the change still answers 400 naming the field, not the 403.
    expect((await change(s, token, 'wrong-one', 'Chosen-by-me2')).body).toMatchObject({ code: 400, data: { field: 'oldPassword' } });
    expect((await s.call('GET', '/api/blade-auth/oauth/logout', { token })).status).toBe(200);
    expect((await s.call('GET', '/api/blade-auth/oauth/user-info', { token })).status).toBe(401);
  });

  it('clears once the user chooses a new password, in the same session and at the next sign-in', async () => {
    const s = server();
    const { id, login } = await addedClerk(s);
    const token = await s.login(login);
    expect((await s.call('GET', '/api/blade-system/param/list', { token })).status).toBe(403);
    expect((await change(s, token, login.password, 'Chosen-by-me2')).body).toMatchObject({ code: 200, success: true });
    expect(await flagOf(s, id)).toBe(0);
    expect((await s.call('GET', '/api/blade-system/param/list', { token })).status).toBe(200);
    const next = await s.token({ ...login, password: 'Chosen-by-me2' });
    expect(next.body.password_change_required).toBe(false);
  });

  it('refuses keeping the password someone else set, naming the new password', async () => {
    const s = server();
    const { login } = await addedClerk(s);
    const token = await s.login(login);
    const res = await change(s, token, login.password, login.password);
    expect(res.body).toMatchObject({ code: 400, msg: '新密码不能与原密码相同', data: { field: 'newPassword' } });
    expect((await s.call('GET', '/api/blade-system/param/list', { token })).status).toBe(403);
  });

  it('is required again after an administrator resets the password', async () => {
    const s = server();
    const { admin, id, login } = await addedClerk(s);
    const own = await s.login(login);
    await change(s, own, login.password, 'Chosen-by-me2');
    expect(await flagOf(s, id)).toBe(0);
    expect((await s.call('POST', `${base}/reset-password?userIds=${id}`, { token: admin })).body.code).toBe(200);
    expect(await flagOf(s, id)).toBe(1);
    const answer = await s.token({ ...login, password: '123456' });
    expect(answer.body.password_change_required).toBe(true);
    expect((await s.call('GET', '/api/blade-system/param/list', { token: answer.body.access_token })).status).toBe(403);
  });

  it("is required of a new tenant's administrator, who starts with the initial password", async () => {
    const s = server();
    const platform = await s.login(PLATFORM_ADMIN);
    const created = await s.call('POST', '/api/blade-system/tenant/submit', { token: platform, body: { tenantName: `强制改密医院${++seq}` } });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const admin = { tenantId: created.body.data.tenantId as string, username: 'admin', password: '123456' };
    const answer = await s.token(admin);
    expect(answer.body.password_change_required).toBe(true);
    const token = answer.body.access_token as string;
    expect((await s.call('GET', '/api/blade-system/user/list', { token })).status).toBe(403);
    expect((await change(s, token, '123456', 'Tenant-admin-own3')).body.code).toBe(200);
    expect((await s.call('GET', '/api/blade-system/user/list', { token })).status).toBe(200);
  });

  it('is not asked of the seeded demo users', async () => {
    const s = server();
    for (const who of [PLATFORM_ADMIN, HOSPITAL_ADMIN, HOSPITAL_CLERK, DEALER_ADMIN]) {
      expect((await s.token(who)).body.password_change_required, who.username).toBe(false);
    }
  });
});
