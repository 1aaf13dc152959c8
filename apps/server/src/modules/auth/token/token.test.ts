import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { tenants, users } from '../../../core/db/schema';
import { BASIC, HOSPITAL_ADMIN, HOSPITAL_CLERK, md5, PLATFORM_ADMIN, useServer, type Login, type TestServer } from '../../../../test/harness';
import { failureDelayMs } from './lockout';

const server = useServer();
const tokenUrl = (q: Record<string, string>) => `/api/blade-auth/oauth/token?${new URLSearchParams({ scope: 'all', type: 'account', ...q })}`;

describe('token endpoint: password and captcha grants', () => {
  it('answers the flat snake_case token of the wire protocol', async () => {
    const res = await server().token(PLATFORM_ADMIN);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      token_type: 'bearer',
      tenant_id: '000000',
      user_id: '1123598821738675201',
      account: 'admin',
      user_name: 'admin',
      role_name: 'administrator',
      role_id: '1123598816738675201',
      dept_id: '1123598813738675201',
      client_id: 'beree',
      expires_in: 3600,
    });
    expect(res.body.access_token).toMatch(/^ey/);
    expect(res.body.refresh_token.length).toBeGreaterThan(30);
  });

  it('refuses a wrong password, an unknown account and a wrong client with error_description', async () => {
    const s = server();
    const wrong = await s.token({ tenantId: '300001', username: 'wangfang', password: 'nope' });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual({ error_code: 400, error_description: '用户名或密码错误' });
    expect((await s.token({ ...HOSPITAL_CLERK, username: 'ghost' })).body.error_description).toBe('用户名或密码错误');
    const badClient = await s.call('POST', tokenUrl({ tenantId: '000000', username: 'admin', password: md5('admin'), grant_type: 'password' }), {
      headers: { authorization: `Basic ${Buffer.from('saber:wrong').toString('base64')}` },
    });
    expect(badClient.status).toBe(401);
    expect(badClient.body.error_description).toBe('客户端认证失败');
    const noGrant = await s.call('POST', tokenUrl({ tenantId: '000000', username: 'admin', password: md5('admin'), grant_type: 'client_credentials' }));
    expect(noGrant.body.error_description).toBe('不支持的授权类型');
  });

  it('refuses an unknown tenant and an expired tenant', async () => {
    const s = server();
    expect((await s.token({ ...HOSPITAL_ADMIN, tenantId: '999999' })).body.error_description).toBe('未获得用户的租户信息');
    await s.database.db.update(tenants).set({ expireTime: new Date(Date.now() - 1000) }).where(eq(tenants.tenantId, '300001'));
    const expired = await s.token({ tenantId: '300001', username: 'admin', password: 'admin' });
    expect(expired.body.error_description).toBe('租户授权已过期,请联系管理员');
    await s.database.db.update(tenants).set({ expireTime: null }).where(eq(tenants.tenantId, '300001'));
    expect((await s.token({ tenantId: '300001', username: 'admin', password: 'admin' })).status).toBe(200);
  });

  it('checks the captcha before the password, once only', async () => {
    const s = server();
    const captcha = await s.call('GET', '/api/blade-auth/oauth/captcha');
    expect(captcha.body.key).toMatch(/^[0-9a-f-]{36}$/);
    expect(captcha.body.image).toMatch(/^data:image\/svg\+xml;base64,/);
    const answer = (await s.call('GET', `/api/test-hooks/captcha?key=${captcha.body.key}`)).body.data.answer as string;
    const q = { tenantId: '000000', username: 'admin', password: md5('admin'), grant_type: 'captcha' };
    const wrong = await s.call('POST', tokenUrl(q), { headers: { 'captcha-key': captcha.body.key, 'captcha-code': 'zzzzz' } });
    expect(wrong.body.error_description).toBe('验证码不正确');
    // The failed attempt consumed it: the right answer no longer works.
    const reused = await s.call('POST', tokenUrl(q), { headers: { 'captcha-key': captcha.body.key, 'captcha-code': answer } });
    expect(reused.body.error_description).toBe('验证码不正确');
    const fresh = await s.call('GET', '/api/blade-auth/oauth/captcha');
    const freshAnswer = (await s.call('GET', `/api/test-hooks/captcha?key=${fresh.body.key}`)).body.data.answer as string;
    const good = await s.call('POST', tokenUrl(q), { headers: { 'captcha-key': fresh.body.key, 'captcha-code': freshAnswer.toUpperCase() } });
    expect(good.status).toBe(200);
    expect(good.body.access_token).toBeTruthy();
    const again = await s.call('POST', tokenUrl(q), { headers: { 'captcha-key': fresh.body.key, 'captcha-code': freshAnswer } });
    expect(again.body.error_description).toBe('验证码不正确');
  });

  /** A password or captcha grant from one client address. */
  const attempt = async (s: TestServer, who: Login, source: string, captcha?: boolean) => {
    const headers: Record<string, string> = { authorization: BASIC, 'tenant-id': who.tenantId };
    if (captcha) {
      const { key } = (await s.call('GET', '/api/blade-auth/oauth/captcha')).body;
      const answer = (await s.call('GET', `/api/test-hooks/captcha?key=${key}`)).body.data.answer as string;
      Object.assign(headers, { 'captcha-key': key, 'captcha-code': answer });
    }
    const q = { tenantId: who.tenantId, username: who.username, password: md5(who.password), grant_type: captcha ? 'captcha' : 'password' };
    const res = await s.app.inject({ method: 'POST', url: tokenUrl(q), headers, remoteAddress: source });
    return res.json() as { access_token?: string; error_description?: string };
  };
  const wrong = { ...HOSPITAL_CLERK, password: 'bad' };

  it('five wrong passwords ask every path for a captcha, and the right password with a solved one always gets in', async () => {
    const s = server();
    for (let i = 0; i < 5; i++) expect((await attempt(s, wrong, '203.0.113.9')).error_description).toBe('用户名或密码错误');
    // The source that guessed, and anyone else, is asked for a captcha: no password grant without one.
    expect((await attempt(s, HOSPITAL_CLERK, '203.0.113.9')).error_description).toBe('登录失败次数过多,请输入验证码后再试');
    expect((await attempt(s, HOSPITAL_CLERK, '198.51.100.7')).error_description).toBe('登录失败次数过多,请输入验证码后再试');
    // A wrong password with a solved captcha is still wrong and still counted.
    expect((await attempt(s, wrong, '203.0.113.9', true)).error_description).toBe('用户名或密码错误');
    // The right password with a solved captcha gets in, even from the guesser's address (a hospital's one NAT address).
    expect((await attempt(s, HOSPITAL_CLERK, '203.0.113.9', true)).access_token).toBeTruthy();
    // That success clears the account's count and that source's: no captcha needed any more.
    expect((await attempt(s, HOSPITAL_CLERK, '198.51.100.8')).access_token).toBeTruthy();
    expect((await attempt(s, HOSPITAL_CLERK, '203.0.113.9')).access_token).toBeTruthy();
    // The same account name in another tenant is not affected.
    expect((await attempt(s, { tenantId: '200001', username: 'zhaoxr', password: '123456' }, '203.0.113.9')).access_token).toBeTruthy();
  });

  it('failures from many sources never lock the account: a solved captcha and the right password get in', async () => {
    const s = server();
    // The hospital holds wrong answers back for 10 ms, doubling: the delay itself has a test below.
    const admin = await s.login(HOSPITAL_ADMIN);
    const delay = await s.call('POST', '/api/blade-system/param/submit', { token: admin, body: { paramName: '登录失败延迟(秒)', paramKey: 'account.failDelaySeconds', paramValue: '0.01' } });
    expect(delay.body.code).toBe(200);
    for (let i = 0; i < 7; i++) expect((await attempt(s, wrong, `192.0.2.${i + 1}`, i >= 5)).error_description).toBe('用户名或密码错误');
    expect((await attempt(s, HOSPITAL_CLERK, '192.0.2.100')).error_description).toBe('登录失败次数过多,请输入验证码后再试');
    expect((await attempt(s, HOSPITAL_CLERK, '192.0.2.100', true)).access_token).toBeTruthy();
  });

  it('holds back each wrong answer past the limit longer, doubling up to the maximum', () => {
    const policy = { limit: 5, lockMinutes: 30, delaySeconds: 1, maxDelaySeconds: 60 };
    expect([1, 5, 6, 7, 8, 12, 13, 40].map((n) => failureDelayMs(n, policy))).toEqual([0, 0, 1000, 2000, 4000, 60_000, 60_000, 60_000]);
  });

  it('an administrator unlocks a locked-out source; a clerk may not, nor another tenant', async () => {
    const s = server();
    for (let i = 0; i < 5; i++) await attempt(s, wrong, '203.0.113.10');
    expect((await attempt(s, HOSPITAL_CLERK, '203.0.113.10')).error_description).toBe('登录失败次数过多,请输入验证码后再试');
    const admin = await s.login(HOSPITAL_ADMIN);
    const [clerk] = await s.database.db.select({ id: users.id }).from(users).where(eq(users.account, 'liting'));
    const unlock = await s.call('POST', `/api/blade-system/user/unlock?userIds=${clerk.id}`, { token: admin });
    expect(unlock.body.code).toBe(200);
    expect((await attempt(s, HOSPITAL_CLERK, '203.0.113.10')).access_token).toBeTruthy();
    const clerkToken = await s.login(HOSPITAL_CLERK);
    expect((await s.call('POST', `/api/blade-system/user/unlock?userIds=${clerk.id}`, { token: clerkToken })).status).toBe(403);
    // Another tenant's administrator cannot unlock this tenant's user.
    const dealer = await s.login({ tenantId: '200001', username: 'admin', password: 'admin' });
    expect((await s.call('POST', `/api/blade-system/user/unlock?userIds=${clerk.id}`, { token: dealer })).status).toBe(404);
  });

  it('refuses a disabled user and accepts an imported BladeX hash, upgrading it', async () => {
    const s = server();
    await s.database.db.update(users).set({ status: 0 }).where(eq(users.account, 'zhaoxr'));
    expect((await s.token({ tenantId: '200001', username: 'zhaoxr', password: '123456' })).body.error_description).toBe('用户已被禁用');
    // sha1(md5('123456')), as BladeX stores it.
    await s.database.db.update(users).set({ password: '10470c3b4b1fed12c3baac014be15fac67c6e815' }).where(eq(users.account, 'wangfang'));
    expect((await s.token({ tenantId: '300001', username: 'wangfang', password: '123456' })).status).toBe(200);
    const [row] = await s.database.db.select({ password: users.password }).from(users).where(eq(users.account, 'wangfang'));
    expect(row.password).toMatch(/^\$argon2id\$/);
  });

  it('accepts a form-encoded body as well as the query string', async () => {
    const s = server();
    const res = await s.app.inject({
      method: 'POST',
      url: '/api/blade-auth/oauth/token',
      headers: { authorization: BASIC, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ tenantId: '000000', username: 'admin', password: md5('admin'), grant_type: 'password' }).toString(),
    });
    expect(res.statusCode).toBe(200);
  });
});

describe('token endpoint: refresh grant and sessions', () => {
  it('rotates the refresh token and revokes the session when a rotated one is reused', async () => {
    const s = server();
    const first = (await s.token(HOSPITAL_ADMIN)).body;
    const refresh = (rt: string, path = '/api/blade-auth/oauth/token') =>
      s.call('POST', `${path}?${new URLSearchParams({ tenantId: '100001', refresh_token: rt, grant_type: 'refresh_token', scope: 'all' })}`, { headers: { 'tenant-id': '100001' } });
    const second = await refresh(first.refresh_token);
    expect(second.status).toBe(200);
    expect(second.body.refresh_token).not.toBe(first.refresh_token);
    const third = await refresh(second.body.refresh_token, '/api/blade-auth/oauth/token/refresh');
    expect(third.status).toBe(200);
    // Reusing the first (rotated) token: refused, and the whole session ends.
    const reuse = await refresh(first.refresh_token);
    expect(reuse.status).toBe(401);
    expect(reuse.body.error_description).toBe('令牌已失效,请重新登录');
    expect((await refresh(third.body.refresh_token)).status).toBe(401);
  });

  it('refuses the access token of a session that refresh-token reuse ended, at once', async () => {
    const s = server();
    const first = (await s.token(HOSPITAL_ADMIN)).body;
    const refresh = (rt: string) =>
      s.call('POST', `/api/blade-auth/oauth/token?${new URLSearchParams({ tenantId: '100001', refresh_token: rt, grant_type: 'refresh_token', scope: 'all' })}`, { headers: { 'tenant-id': '100001' } });
    const second = (await refresh(first.refresh_token)).body;
    // The session's grants are now cached on this node.
    expect((await s.call('GET', '/api/blade-auth/oauth/user-info', { token: second.access_token })).status).toBe(200);
    expect((await refresh(first.refresh_token)).status).toBe(401);
    expect((await s.call('GET', '/api/blade-auth/oauth/user-info', { token: second.access_token })).status).toBe(401);
  });

  it('logout revokes the session at once', async () => {
    const s = server();
    const token = await s.login(HOSPITAL_ADMIN);
    expect((await s.call('GET', '/api/blade-auth/oauth/user-info', { token })).status).toBe(200);
    const out = await s.call('GET', '/api/blade-auth/oauth/logout', { token });
    expect(out.body).toMatchObject({ code: 200, success: true, account: 'admin' });
    expect((await s.call('GET', '/api/blade-auth/oauth/user-info', { token })).status).toBe(401);
  });

  it('POST logout stores the UI error entries it carries', async () => {
    const s = server();
    const token = await s.login(HOSPITAL_ADMIN);
    const entries = [{ type: 'error', message: 'x is undefined', stack: 'at y', info: 'render', url: 'http://localhost/wel/index', time: '2026-11-21 10:00:00' }];
    expect((await s.call('POST', '/api/blade-auth/oauth/logout', { token, body: entries })).status).toBe(200);
    const { errorLogs } = await import('../../../core/db/schema');
    const rows = await s.database.db.select().from(errorLogs).where(eq(errorLogs.tenantId, '100001'));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ exceptionName: 'error', stackTrace: 'at y', requestUri: 'http://localhost/wel/index', createBy: 'admin' });
  });

  it('user-info describes the session user; clear-cache answers 清除完毕', async () => {
    const s = server();
    const token = await s.login(HOSPITAL_ADMIN);
    const me = await s.call('GET', '/api/blade-auth/oauth/user-info', { token });
    expect(me.body.data).toMatchObject({ tenant_id: '100001', account: 'admin', real_name: '周敏', role_name: 'admin' });
    expect(me.body.data.permissions).toContain('param_add');
    expect((await s.call('GET', '/api/blade-auth/oauth/clear-cache', { token })).body.msg).toBe('清除完毕');
  });

  it('refuses forged, expired and missing tokens', async () => {
    const s = server();
    const token = await s.login(HOSPITAL_ADMIN);
    const [h, p] = token.split('.');
    expect((await s.call('GET', '/api/blade-auth/oauth/user-info', { token: `${h}.${p}.forged` })).status).toBe(401);
    expect((await s.call('GET', '/api/blade-auth/oauth/user-info', { token: 'garbage' })).status).toBe(401);
    expect((await s.call('GET', '/api/blade-auth/oauth/user-info')).status).toBe(401);
  });
});
