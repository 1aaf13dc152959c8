import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { nextId } from '../../../core/db/ids';
import { loginFailures, tenants, userOauths, users } from '../../../core/db/schema';
import { loadSigningKey } from '../../../core/auth/signing-key';
import { signBindTicket } from '../../auth/social/ticket';
import { DEALER_ADMIN, HOSPITAL_ADMIN, md5, useServer } from '../../../../test/harness';

const server = useServer();
let sequence = 0;

/** A third-party identity as a sign-in leaves it (unbound), and the oauth_id ticket handed out for it. */
async function unboundIdentity(): Promise<{ id: bigint; ticket: string }> {
  const { db } = server().database;
  const id = nextId();
  await db.insert(userOauths).values({ id, source: 'corp', uuid: `guest-test-${++sequence}`, username: `someone${sequence}` });
  return { id, ticket: await signBindTicket(await loadSigningKey(db), id) };
}

const register = (body: Record<string, unknown>) => server().call('POST', '/api/blade-system/user/register-guest', { body });
const bind = (body: Record<string, unknown>) => server().call('POST', '/api/blade-system/user/bind-guest', { body });
const userOf = async (tenantId: string, account: string) =>
  (await server().database.db.select().from(users).where(and(eq(users.tenantId, tenantId), eq(users.account, account), eq(users.isDeleted, 0))))[0];
const identity = async (id: bigint) => (await server().database.db.select().from(userOauths).where(eq(userOauths.id, id)))[0];

describe('guest registration', () => {
  it('refuses one of the most common passwords, naming it, and creates nobody', async () => {
    const s = server();
    const res = await register({ tenantId: '100001', name: '常见', account: 'common1', password: md5('admin') });
    expect(res.body).toMatchObject({ code: 400, msg: '密码过于常见,请换一个', data: { field: 'password' } });
    expect(await s.database.db.select().from(users).where(eq(users.account, 'common1'))).toHaveLength(0);
  });

  it('checks a password sent in clear (Password-Encoding: plain) against the tenant’s policy and stores its md5’s hash', async () => {
    const s = server();
    const plain = (body: Record<string, unknown>) => s.call('POST', '/api/blade-system/user/register-guest', { body, headers: { 'password-encoding': 'plain' } });
    expect((await plain({ tenantId: '100001', name: '明文', account: 'plainone', password: '1' })).body).toMatchObject({ code: 400, msg: '密码长度不能少于8位', data: { field: 'password' } });
    expect(await userOf('100001', 'plainone')).toBeUndefined();
    expect((await plain({ tenantId: '100001', name: '明文', account: 'plainone', password: 'Quiet-river-82' })).status).toBe(200);
    const { checkPassword } = await import('../../../core/auth/passwords');
    expect((await checkPassword((await userOf('100001', 'plainone')).password, md5('Quiet-river-82'))).ok).toBe(true);
  });

  it('creates a roleless user in the tenant, who cannot sign in until a role is granted', async () => {
    const s = server();
    const res = await register({ tenantId: '100001', name: '张三', account: 'zhangsan', password: md5('Quiet-lake-81') });
    expect(res.status).toBe(200);
    expect(res.body.msg).toBe('注册成功，请等待管理员分配角色后登录');
    const user = await userOf('100001', 'zhangsan');
    expect(user).toMatchObject({ name: '张三', realName: '张三', roleId: '', deptId: '', status: 1 });
    expect(user.password).toMatch(/^\$argon2id\$/);
    const login = { tenantId: '100001', username: 'zhangsan', password: 'Quiet-lake-81' };
    expect((await s.token(login)).body.error_description).toBe('未获得用户的角色信息');
    // An administrator grants a role; then the guest is in.
    const admin = await s.login(HOSPITAL_ADMIN);
    const roles = (await s.call('GET', '/api/blade-system/role/select', { token: admin })).body.data as { id: string; roleAlias: string }[];
    const clerkRole = roles.find((r) => r.roleAlias === 'user')!.id;
    expect((await s.call('POST', `/api/blade-system/user/grant?userIds=${user.id}&roleIds=${clerkRole}`, { token: admin })).status).toBe(200);
    expect((await s.token(login)).status).toBe(200);
  });

  it('takes the fields as query parameters too, as the BladeX web app sends them', async () => {
    const q = new URLSearchParams({ tenantId: '200001', name: '李四', account: 'lisi', password: md5('Quiet-lake-81') });
    const res = await server().call('POST', `/api/blade-system/user/register-guest?${q}`);
    expect(res.status).toBe(200);
    expect(await userOf('200001', 'lisi')).toBeTruthy();
  });

  it('refuses an account the tenant already has, naming account; the same account in another tenant is fine', async () => {
    const dup = await register({ tenantId: '100001', name: '重名', account: 'liting', password: md5('Quiet-lake-81') });
    expect(dup.status).toBe(400);
    expect(dup.body).toMatchObject({ code: 400, msg: '登录账号已存在', data: { field: 'account' } });
    expect((await register({ tenantId: '300001', name: '李婷', account: 'liting', password: md5('Quiet-lake-81') })).status).toBe(200);
  });

  it('refuses an unknown tenant and an expired one, naming tenantId', async () => {
    const s = server();
    const unknown = await register({ tenantId: '999999', name: 'x', account: 'ghost', password: md5('Quiet-lake-81') });
    expect(unknown.body).toMatchObject({ code: 400, msg: '租户不存在', data: { field: 'tenantId' } });
    await s.database.db.update(tenants).set({ expireTime: new Date(Date.now() - 1000) }).where(eq(tenants.tenantId, '300001'));
    const expired = await register({ tenantId: '300001', name: 'x', account: 'late', password: md5('Quiet-lake-81') });
    expect(expired.body).toMatchObject({ code: 400, msg: '租户授权已过期,请联系管理员' });
    await s.database.db.update(tenants).set({ expireTime: null }).where(eq(tenants.tenantId, '300001'));
    expect(await userOf('300001', 'late')).toBeUndefined();
  });

  it("respects the tenant's account quota", async () => {
    const s = server();
    // Counted as the quota counts: the tenant's live users.
    const counted = await s.database.db.execute(sql`select count(*)::int as n from blade_user where tenant_id = '200001' and is_deleted = 0`);
    const [{ n }] = (counted as unknown as { rows: { n: number }[] }).rows;
    await s.database.db.update(tenants).set({ accountNumber: n }).where(eq(tenants.tenantId, '200001'));
    const full = await register({ tenantId: '200001', name: '满员', account: 'onemore', password: md5('Quiet-lake-81') });
    expect(full.status).toBe(400);
    expect(full.body.msg).toContain(`最多 ${n} 个`);
    await s.database.db.update(tenants).set({ accountNumber: -1 }).where(eq(tenants.tenantId, '200001'));
    expect(await userOf('200001', 'onemore')).toBeUndefined();
  });

  it('checks every field, naming it', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ name: 'a', account: 'a', password: md5('x') }, 'tenantId', '请先输入租户编号'],
      [{ tenantId: '100001', account: 'a', password: md5('x') }, 'name', '请输入用户昵称'],
      [{ tenantId: '100001', name: 'a', password: md5('x') }, 'account', '请先输入账号名称'],
      [{ tenantId: '100001', name: 'a', account: 'a' }, 'password', '请先输入密码'],
      [{ tenantId: '100001', name: 'a', account: 'a', password: 'plain-text' }, 'password', '密码格式不正确'],
      [{ tenantId: '10 01', name: 'a', account: 'a', password: md5('x') }, 'tenantId', '租户ID只能由字母和数字组成，最多12位'],
    ];
    for (const [body, field, msg] of cases) {
      const res = await register(body);
      expect(res.status, field).toBe(400);
      expect(res.body).toMatchObject({ msg, data: { field } });
    }
  });

  it('binds a third-party identity in the same step; a refused binding leaves no user behind', async () => {
    const { id, ticket } = await unboundIdentity();
    const res = await register({ tenantId: '100001', name: '王五', account: 'wangwu', password: md5('Quiet-lake-81'), oauthId: ticket });
    expect(res.status).toBe(200);
    const user = await userOf('100001', 'wangwu');
    expect(await identity(id)).toMatchObject({ userId: user.id, boundTenantId: '100001' });
    // The identity is taken now: a second registration with it fails whole.
    const again = await register({ tenantId: '100001', name: '赵六', account: 'zhaoliu', password: md5('Quiet-lake-81'), oauthId: ticket });
    expect(again.body).toMatchObject({ code: 400, msg: '该第三方账号已绑定其他用户', data: { field: 'oauthId' } });
    expect(await userOf('100001', 'zhaoliu')).toBeUndefined();
    const forged = await register({ tenantId: '100001', name: '赵六', account: 'zhaoliu', password: md5('Quiet-lake-81'), oauthId: id.toString() });
    expect(forged.body).toMatchObject({ code: 400, msg: '第三方登录信息已失效,请重新登录', data: { field: 'oauthId' } });
    expect(await userOf('100001', 'zhaoliu')).toBeUndefined();
  });
});

describe('binding a third-party identity to an existing account', () => {
  it('binds with the right password and answers the spec’s toast text', async () => {
    const { id, ticket } = await unboundIdentity();
    const res = await bind({ tenantId: '100001', account: 'admin', password: md5('admin'), oauthId: ticket });
    expect(res.status).toBe(200);
    expect(res.body.msg).toBe('绑定成功，三方登录已开通，请重新登录!');
    const admin = await userOf('100001', 'admin');
    expect(await identity(id)).toMatchObject({ userId: admin.id, boundTenantId: '100001' });
    // Binding it again to the same account is harmless.
    expect((await bind({ tenantId: '100001', account: 'admin', password: md5('admin'), oauthId: ticket })).status).toBe(200);
  });

  it('refuses a wrong password, counting it toward the lockout like a sign-in', async () => {
    const s = server();
    const { id, ticket } = await unboundIdentity();
    const wrong = await bind({ tenantId: '300001', account: 'wangfang', password: md5('wrong'), oauthId: ticket });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ msg: '用户名或密码错误', data: { field: 'password' } });
    expect((await identity(id)).userId).toBeNull();
    const [count] = await s.database.db.select().from(loginFailures).where(and(eq(loginFailures.tenantId, '300001'), eq(loginFailures.account, 'wangfang')));
    expect(count.failures).toBe(1);
    for (let i = 0; i < 4; i++) await bind({ tenantId: '300001', account: 'wangfang', password: md5('wrong'), oauthId: ticket });
    const locked = await bind({ tenantId: '300001', account: 'wangfang', password: md5('123456'), oauthId: ticket });
    expect(locked.body.msg).toBe('用户登录失败次数过多,请稍后再试');
    // Signing in from that address then asks for a captcha (which the bind dialog has not).
    expect((await s.token({ tenantId: '300001', username: 'wangfang', password: '123456' })).body.error_description).toBe('登录失败次数过多,请输入验证码后再试');
    await s.database.db.delete(loginFailures).where(eq(loginFailures.tenantId, '300001'));
  });

  it('refuses a bare row id or a forged ticket, and checks the fields', async () => {
    const { id } = await unboundIdentity();
    const bare = await bind({ tenantId: '100001', account: 'admin', password: md5('admin'), oauthId: id.toString() });
    expect(bare.body).toMatchObject({ code: 400, msg: '第三方登录信息已失效,请重新登录', data: { field: 'oauthId' } });
    expect((await identity(id)).userId).toBeNull();
    expect((await bind({ account: 'admin', password: md5('admin'), oauthId: 'x' })).body).toMatchObject({ msg: '请先输入租户编号', data: { field: 'tenantId' } });
    expect((await bind({ tenantId: '100001', password: md5('admin'), oauthId: 'x' })).body).toMatchObject({ msg: '请先输入账号名称', data: { field: 'account' } });
    expect((await bind({ tenantId: '100001', account: 'admin', oauthId: 'x' })).body).toMatchObject({ msg: '请先输入密码', data: { field: 'password' } });
    expect((await bind({ tenantId: '100001', account: 'admin', password: md5('admin') })).status).toBe(400);
  });

  it("cannot attach an identity to another tenant's user without that user's password, nor take one bound elsewhere", async () => {
    const { id, ticket } = await unboundIdentity();
    // The hospital administrator's password does not open the dealer's admin account.
    const foreign = await bind({ tenantId: DEALER_ADMIN.tenantId, account: 'admin', password: md5('not-the-dealer-password'), oauthId: ticket });
    expect(foreign.body.msg).toBe('用户名或密码错误');
    expect((await identity(id)).userId).toBeNull();
    // Bound to the hospital's admin, the dealer's admin cannot take it over even with his own password.
    expect((await bind({ tenantId: '100001', account: 'admin', password: md5('admin'), oauthId: ticket })).status).toBe(200);
    const takeover = await bind({ tenantId: DEALER_ADMIN.tenantId, account: 'admin', password: md5(DEALER_ADMIN.password), oauthId: ticket });
    expect(takeover.body).toMatchObject({ code: 400, msg: '该第三方账号已绑定其他用户' });
    expect(await identity(id)).toMatchObject({ boundTenantId: '100001' });
    await server().database.db.delete(loginFailures).where(eq(loginFailures.tenantId, DEALER_ADMIN.tenantId));
  });
});
