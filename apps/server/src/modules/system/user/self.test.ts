import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { roles, users } from '../../../core/db/schema';
import { HOSPITAL_ADMIN, HOSPITAL_CLERK, md5, useServer, type TestServer } from '../../../../test/harness';
import { ownPassword } from '../../../../test/own-password';

const server = useServer();
const base = '/api/blade-system/user';
let seq = 0;

/** A fresh hospital clerk, so that password changes do not disturb other tests. */
async function newClerk(s: TestServer) {
  const admin = await s.login(HOSPITAL_ADMIN);
  const [role] = await s.database.db.select().from(roles).where(and(eq(roles.tenantId, '100001'), eq(roles.roleAlias, 'user')));
  const account = `self${++seq}`;
  const res = await s.call('POST', `${base}/submit`, { token: admin, body: { account, realName: '自助', password: md5('Given-by-admin1'), roleId: String(role.id), phone: '13900002222' } });
  expect(res.status).toBe(200);
  // The clerk has made the password their own (a password someone else set must be changed first).
  const { login } = await ownPassword(s, { tenantId: '100001', username: account, password: 'Given-by-admin1' }, 'Old12345');
  return { id: res.body.data.id as string, login };
}

describe('user info', () => {
  it("describes the signed-in user with display names and without the password", async () => {
    const s = server();
    const res = await s.call('GET', `${base}/info`, { token: await s.login(HOSPITAL_CLERK) });
    expect(res.body.data).toMatchObject({ account: 'liting', tenantId: '100001', realName: '李婷', roleName: '业务员', deptName: '医学装备部' });
    expect(res.body.data.password).toBeUndefined();
    expect((await s.call('GET', `${base}/info`)).status).toBe(401);
  });
});

describe('password policy', () => {
  it("answers a tenant's policy to anyone: its own parameters, else the platform's", async () => {
    const s = server();
    expect((await s.call('GET', '/api/blade-auth/oauth/password-policy?tenantId=100001')).body).toMatchObject({ code: 200, data: { minLength: 8, classes: 0 } });
    const admin = await s.login(HOSPITAL_ADMIN);
    await s.call('POST', '/api/blade-system/param/submit', { token: admin, body: { paramName: '密码字符类别数', paramKey: 'password.classes', paramValue: '3' } });
    expect((await s.call('GET', '/api/blade-auth/oauth/password-policy?tenantId=100001')).body.data).toEqual({ minLength: 8, classes: 3 });
    expect((await s.call('GET', '/api/blade-auth/oauth/password-policy?tenantId=200001')).body.data).toEqual({ minLength: 8, classes: 0 });
    expect((await s.call('GET', '/api/blade-auth/oauth/password-policy?tenantId=%27')).body).toMatchObject({ code: 400, data: { field: 'tenantId' } });
  });
});

describe('user update-password', () => {
  it('changes the password after checking the old one and ends the other sessions only', async () => {
    const s = server();
    const clerk = await newClerk(s);
    const current = await s.login(clerk.login);
    const other = await s.login(clerk.login);
    const res = await s.call('POST', `${base}/update-password?oldPassword=${md5('Old12345')}&newPassword=${md5('New12345')}&newPassword1=${md5('New12345')}`, { token: current });
    expect(res.body).toMatchObject({ code: 200, success: true });
    expect((await s.call('GET', `${base}/info`, { token: current })).status).toBe(200);
    expect((await s.call('GET', `${base}/info`, { token: other })).status).toBe(401);
    expect((await s.token(clerk.login)).status).toBe(400);
    expect((await s.token({ ...clerk.login, password: 'New12345' })).status).toBe(200);
  });

  it.each([
    ['a wrong old password', { oldPassword: md5('wrong'), newPassword: md5('a'), newPassword1: md5('a') }, 'oldPassword', '原密码不正确'],
    ['two different new passwords', { oldPassword: md5('Old12345'), newPassword: md5('a'), newPassword1: md5('b') }, 'newPassword1', '两次输入的密码不一致'],
    ['no new password', { oldPassword: md5('Old12345'), newPassword1: md5('a') }, 'newPassword', '请输入新密码'],
    ['a password not hashed', { oldPassword: md5('Old12345'), newPassword: 'plain', newPassword1: 'plain' }, 'newPassword', '密码格式不正确'],
    ['one of the most common passwords', { oldPassword: md5('Old12345'), newPassword: md5('123456'), newPassword1: md5('123456') }, 'newPassword', '密码过于常见,请换一个'],
  ])('refuses %s naming the field and keeps the password', async (_case, body, field, msg) => {
    const s = server();
    const clerk = await newClerk(s);
    const token = await s.login(clerk.login);
    const res = await s.call('POST', `${base}/update-password`, { token, body });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ msg, data: { field } });
    expect((await s.token(clerk.login)).status).toBe(200);
  });
});

describe('passwords sent in clear (Password-Encoding: plain)', () => {
  const plain = { 'password-encoding': 'plain' };

  it('an administrator adds a user: the whole policy is checked, naming the field, and the user signs in with it', async () => {
    const s = server();
    const admin = await s.login(HOSPITAL_ADMIN);
    const [role] = await s.database.db.select().from(roles).where(and(eq(roles.tenantId, '100001'), eq(roles.roleAlias, 'user')));
    const add = (account: string, password: string) => s.call('POST', `${base}/submit`, { token: admin, headers: plain, body: { account, realName: '明文', password, roleId: String(role.id) } });
    expect((await add('plainuser', '1')).body).toMatchObject({ code: 400, msg: '密码长度不能少于8位', data: { field: 'password' } });
    expect((await add('plainuser', 'x-plainuser-1')).body).toMatchObject({ code: 400, msg: '密码不能包含账号', data: { field: 'password' } });
    // The tenant asks for three classes: its own policy applies (the policy test above may have set it already).
    if ((await s.call('GET', '/api/blade-auth/oauth/password-policy?tenantId=100001')).body.data.classes !== 3)
      await s.call('POST', '/api/blade-system/param/submit', { token: admin, body: { paramName: '密码字符类别数', paramKey: 'password.classes', paramValue: '3' } });
    expect((await add('plainuser', '12345678')).body).toMatchObject({ code: 400, msg: '密码需包含小写字母、大写字母、数字、其他字符中的至少3类', data: { field: 'password' } });
    expect((await add('plainuser', 'Given-in-clear1')).status).toBe(200);
    expect((await s.token({ tenantId: '100001', username: 'plainuser', password: 'Given-in-clear1' })).status).toBe(200);
  });

  it('a user changes their own: the new one is checked, the old and the repeated one only digested', async () => {
    const s = server();
    const clerk = await newClerk(s);
    const token = await s.login(clerk.login);
    const change = (newPassword: string) => s.call('POST', `${base}/update-password`, { token, headers: plain, body: { oldPassword: 'Old12345', newPassword, newPassword1: newPassword } });
    expect((await change('short')).body).toMatchObject({ code: 400, msg: '密码长度不能少于8位', data: { field: 'newPassword' } });
    expect((await change('Changed-in-clear2')).body).toMatchObject({ code: 200 });
    expect((await s.token({ ...clerk.login, password: 'Changed-in-clear2' })).status).toBe(200);
  });
});

describe('user update-info', () => {
  it("changes only the caller's own personal fields", async () => {
    const s = server();
    const clerk = await newClerk(s);
    const token = await s.login(clerk.login);
    const res = await s.call('POST', `${base}/update-info`, {
      token,
      body: { name: '小自', realName: '自助改名', phone: '13911112222', email: 'self@yz1h.example.cn', avatar: '/upload/me.png', roleId: '1', account: 'hijack', tenantId: '200001' },
    });
    expect(res.body.data).toMatchObject({ id: clerk.id, account: clerk.login.username, tenantId: '100001', realName: '自助改名', phone: '13911112222', avatar: '/upload/me.png', roleName: '业务员' });
    const [row] = await s.database.db.select().from(users).where(eq(users.id, BigInt(clerk.id)));
    expect(row).toMatchObject({ account: clerk.login.username, email: 'self@yz1h.example.cn', version: 3 });
    // Left out: unchanged; empty: cleared.
    const partial = await s.call('POST', `${base}/update-info`, { token, body: { phone: '' } });
    expect(partial.body.data).toMatchObject({ realName: '自助改名', phone: null, email: 'self@yz1h.example.cn' });
  });

  it.each([
    [{ phone: '139' }, 'phone', '手机号码长度不为11位'],
    [{ email: 'nope' }, 'email', '邮箱格式不正确'],
    [{ realName: '' }, 'realName', '请输入用户姓名'],
  ])('refuses %o naming the field and changes nothing', async (body, field, msg) => {
    const s = server();
    const clerk = await newClerk(s);
    const res = await s.call('POST', `${base}/update-info`, { token: await s.login(clerk.login), body });
    expect(res.body).toMatchObject({ code: 400, msg, data: { field } });
    const [row] = await s.database.db.select().from(users).where(eq(users.id, BigInt(clerk.id)));
    expect(row).toMatchObject({ phone: '13900002222', realName: '自助', version: 2 });
  });
});
