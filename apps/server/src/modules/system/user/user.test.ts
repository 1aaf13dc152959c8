import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { depts, roles, users } from '../../../core/db/schema';
import { nextId } from '../../../core/db/ids';
import { DEALER_ADMIN, HOSPITAL_ADMIN, HOSPITAL_CLERK, md5, useServer, type TestServer } from '../../../../test/harness';
import { describeTenantIsolation } from '../../../../test/cross-tenant';
import { ownPassword } from '../../../../test/own-password';

const server = useServer();
const base = '/api/blade-system/user';
let seq = 0;
const sample = () => ({ account: `user${++seq}`, realName: '测试用户', password: md5('Passw0rd'), avatar: `/avatars/${seq}-${Date.now()}.png` });

/** The seeded roles and root dept of a tenant. */
async function seeded(s: TestServer, tenantId: string) {
  const roleRows = await s.database.db.select().from(roles).where(eq(roles.tenantId, tenantId));
  const [root] = await s.database.db.select().from(depts).where(and(eq(depts.tenantId, tenantId), eq(depts.parentId, 0n)));
  return { admin: roleRows.find((r) => r.roleAlias === 'admin')!, clerk: roleRows.find((r) => r.roleAlias === 'user')!, root };
}
const userRow = async (s: TestServer, tenantId: string, account: string) =>
  (await s.database.db.select().from(users).where(and(eq(users.tenantId, tenantId), eq(users.account, account), eq(users.isDeleted, 0))))[0];

describe('user page and detail', () => {
  it('pages the tenant users with display names and never a password', async () => {
    const s = server();
    const token = await s.login(HOSPITAL_ADMIN);
    const res = await s.call('GET', `${base}/page?current=1&size=10&ascs=account`, { token });
    expect(res.body.data).toMatchObject({ total: 5, current: 1, size: 10, pages: 1 });
    // The administrator, the clerk and the leave process's three approvers.
    expect(res.body.data.records.map((u: { account: string }) => u.account)).toEqual(['admin', 'gm', 'hr', 'liting', 'manager']);
    const [admin, , , clerk] = res.body.data.records;
    expect(admin).toMatchObject({ account: 'admin', tenantId: '100001', roleName: '管理员', deptName: '医学装备部', postName: '', userTypeName: 'WEB' });
    expect(clerk).toMatchObject({ account: 'liting', realName: '李婷', roleName: '业务员' });
    expect(JSON.stringify(res.body)).not.toMatch(/"password"|argon2/);
    const byName = await s.call('GET', `${base}/page?realName=${encodeURIComponent('李')}`, { token });
    expect(byName.body.data.records.map((u: { account: string }) => u.account)).toEqual(['liting']);
    expect((await s.call('GET', `${base}/list?account_equal=admin`, { token })).body.data.total).toBe(1);
    for (const bad of ['password=x', 'deptId=abc', 'size=0', 'ascs=password']) {
      expect((await s.call('GET', `${base}/page?${bad}`, { token })).status, bad).toBe(400);
    }
  });

  it('pages the users of a dept and of every dept below it', async () => {
    const s = server();
    const token = await s.login(HOSPITAL_ADMIN);
    const { root, clerk } = await seeded(s, '100001');
    const child = nextId();
    const grandchild = nextId();
    await s.database.db.insert(depts).values([
      { id: child, tenantId: '100001', parentId: root.id, ancestors: `0,${root.id}`, deptName: '采购科' },
      { id: grandchild, tenantId: '100001', parentId: child, ancestors: `0,${root.id},${child}`, deptName: '耗材组' },
    ]);
    const add = await s.call('POST', `${base}/submit`, { token, body: { ...sample(), account: 'buyer', deptId: String(grandchild), roleId: String(clerk.id) } });
    expect(add.status).toBe(200);
    const accounts = async (deptId: bigint) =>
      (await s.call('GET', `${base}/page?deptId=${deptId}&size=100`, { token })).body.data.records.map((u: { account: string }) => u.account).sort();
    expect(await accounts(root.id)).toEqual(['admin', 'buyer', 'gm', 'hr', 'liting', 'manager']);
    expect(await accounts(child)).toEqual(['buyer']);
    expect(await accounts(grandchild)).toEqual(['buyer']);
    expect(await accounts(123n)).toEqual([]);
    expect(add.body.data).toMatchObject({ deptName: '耗材组', roleName: '业务员' });
  });

  it('reads one user, and answers 404 for a missing one', async () => {
    const s = server();
    const token = await s.login(HOSPITAL_ADMIN);
    const clerk = await userRow(s, '100001', 'liting');
    const res = await s.call('GET', `${base}/detail?id=${clerk.id}`, { token });
    expect(res.body.data).toMatchObject({ id: String(clerk.id), account: 'liting', roleName: '业务员', phone: '13905710002' });
    expect(res.body.data.password).toBeUndefined();
    expect((await s.call('GET', `${base}/detail?id=42`, { token })).status).toBe(404);
    expect((await s.call('GET', `${base}/detail?id=x`, { token })).status).toBe(400);
  });
});

describe('user submit and update', () => {
  it('adds a user who can then sign in with the password given', async () => {
    const s = server();
    const token = await s.login(HOSPITAL_ADMIN);
    const { clerk, root } = await seeded(s, '100001');
    const body = { ...sample(), account: 'zhangsan', name: '小张', phone: '13900001111', email: 'zs@yz1h.example.cn', sex: 1, birthday: '1990-05-01', roleId: String(clerk.id), deptId: String(root.id) };
    const res = await s.call('POST', `${base}/submit`, { token, body });
    expect(res.body.data).toMatchObject({ account: 'zhangsan', tenantId: '100001', sexName: '男', birthday: '1990-05-01 00:00:00', status: 1, version: 1, roleName: '业务员' });
    expect(res.body.data.password).toBeUndefined();
    expect((await userRow(s, '100001', 'zhangsan')).password).toMatch(/^\$argon2id\$/);
    expect((await s.token({ tenantId: '100001', username: 'zhangsan', password: 'Passw0rd' })).status).toBe(200);
  });

  it.each([
    [{ account: '' }, 'account', '请输入登录账号'],
    [{ password: undefined }, 'password', '请输入密码'],
    [{ password: 'plain-text' }, 'password', '密码格式不正确'],
    [{ realName: '' }, 'realName', '请输入用户姓名'],
    [{ phone: '1390000' }, 'phone', '手机号码长度不为11位'],
    [{ phone: '23900001111' }, 'phone', '手机号码格式不正确'],
    [{ email: 'not-an-email' }, 'email', '邮箱格式不正确'],
    [{ sex: 7 }, 'sex', '请选择性别'],
    [{ status: 2 }, 'status', '用户状态只能是启用(1)或禁用(0)'],
    [{ birthday: '05/01/1990' }, 'birthday', '生日格式应为 yyyy-MM-dd'],
    [{ roleId: '1,abc' }, 'roleId', 'roleId必须是数字编号'],
    [{ deptId: '42' }, 'deptId', '所选部门不存在'],
    [{ postId: '42' }, 'postId', '所选岗位不存在'],
  ])('refuses %o with a 400 naming the field and writes nothing', async (change, field, msg) => {
    const s = server();
    const token = await s.login(HOSPITAL_ADMIN);
    const body = { ...sample(), ...change };
    const res = await s.call('POST', `${base}/submit`, { token, body });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 400, success: false, data: { field } });
    expect(res.body.msg).toBe(msg);
    expect(await userRow(s, '100001', String(body.account))).toBeUndefined();
  });

  it("refuses another tenant's role and a duplicate account", async () => {
    const s = server();
    const token = await s.login(HOSPITAL_ADMIN);
    const dealer = await seeded(s, '200001');
    const foreign = await s.call('POST', `${base}/submit`, { token, body: { ...sample(), account: 'foreign', roleId: String(dealer.admin.id) } });
    expect(foreign.body).toMatchObject({ code: 400, msg: '所选角色不存在', data: { field: 'roleId' } });
    expect(await userRow(s, '100001', 'foreign')).toBeUndefined();
    const dup = await s.call('POST', `${base}/submit`, { token, body: { ...sample(), account: 'liting' } });
    expect(dup.body).toMatchObject({ code: 409, msg: '登录账号已存在', data: { field: 'account' } });
  });

  it('edits with the version, keeps the password, and answers 409 when stale and 404 when missing', async () => {
    const s = server();
    const token = await s.login(HOSPITAL_ADMIN);
    const added = (await s.call('POST', `${base}/submit`, { token, body: { ...sample(), account: 'editme' } })).body.data;
    const before = (await userRow(s, '100001', 'editme')).password;
    const edited = await s.call('POST', `${base}/submit`, { token, body: { id: added.id, version: 1, account: 'editme', realName: '改名', password: md5('other') } });
    expect(edited.body.data).toMatchObject({ realName: '改名', version: 2, avatar: added.avatar });
    expect((await userRow(s, '100001', 'editme')).password).toBe(before);
    expect((await s.call('POST', `${base}/submit`, { token, body: { id: added.id, version: 1, account: 'editme', realName: '旧' } })).status).toBe(409);
    expect((await s.call('POST', `${base}/update`, { token, body: { id: '42', account: 'x', realName: 'x' } })).status).toBe(404);
    const noId = await s.call('POST', `${base}/update`, { token, body: { account: 'x', realName: 'x', password: md5('x') } });
    expect(noId.body).toMatchObject({ code: 400, data: { field: 'id' } });
    const renamed = await s.call('POST', `${base}/update`, { token, body: { id: added.id, account: 'liting', realName: '改名' } });
    expect(renamed.status).toBe(409);
  });

  it('disabling a user or changing their roles ends their sessions; other edits do not', async () => {
    const s = server();
    const token = await s.login(HOSPITAL_ADMIN);
    const { admin, clerk } = await seeded(s, '100001');
    const add = (await s.call('POST', `${base}/submit`, { token, body: { ...sample(), account: 'worker', roleId: String(clerk.id) } })).body.data;
    // The administrator set the password: the worker chooses their own first.
    const { login } = await ownPassword(s, { tenantId: '100001', username: 'worker', password: 'Passw0rd' });
    const info = (t: string) => s.call('GET', `${base}/info`, { token: t });

    let session = await s.login(login);
    await s.call('POST', `${base}/update`, { token, body: { id: add.id, account: 'worker', realName: '换名字', roleId: String(clerk.id) } });
    expect((await info(session)).status).toBe(200);

    await s.call('POST', `${base}/update`, { token, body: { id: add.id, account: 'worker', realName: '换角色', roleId: `${clerk.id},${admin.id}` } });
    expect((await info(session)).status).toBe(401);

    session = await s.login(login);
    const disabled = await s.call('POST', `${base}/update`, { token, body: { id: add.id, account: 'worker', realName: '停用', status: 0 } });
    expect(disabled.body.data.status).toBe(0);
    expect((await info(session)).status).toBe(401);
    expect((await s.token(login)).body.error_description).toBe('用户已被禁用');
  });
});

describe('user remove', () => {
  it('deletes users and ends their sessions, never the caller', async () => {
    const s = server();
    const token = await s.login(HOSPITAL_ADMIN);
    const { clerk } = await seeded(s, '100001');
    const a = (await s.call('POST', `${base}/submit`, { token, body: { ...sample(), roleId: String(clerk.id) } })).body.data;
    const b = (await s.call('POST', `${base}/submit`, { token, body: sample() })).body.data;
    const session = await s.login({ tenantId: '100001', username: a.account, password: 'Passw0rd' });
    expect((await s.call('POST', `${base}/remove?ids=${a.id},${b.id}`, { token })).body).toMatchObject({ code: 200, msg: '删除成功' });
    expect((await s.call('GET', `${base}/detail?id=${a.id}`, { token })).status).toBe(404);
    expect((await s.call('GET', `${base}/info`, { token: session })).status).toBe(401);
    const me = await userRow(s, '100001', 'admin');
    expect((await s.call('POST', `${base}/remove?ids=${me.id}`, { token })).body).toMatchObject({ code: 400, msg: '不能删除当前登录的用户' });
    expect(await userRow(s, '100001', 'admin')).toBeDefined();
    expect((await s.call('POST', `${base}/remove?ids=${a.id}`, { token })).status).toBe(404);
    expect((await s.call('POST', `${base}/remove?ids=x`, { token })).status).toBe(400);
  });
});

describe('user permissions', () => {
  it('a clerk holding only param_view can do none of it', async () => {
    const s = server();
    const clerk = await s.login(HOSPITAL_CLERK);
    const target = await userRow(s, '100001', 'admin');
    for (const url of [`${base}/page`, `${base}/list`, `${base}/detail?id=${target.id}`]) {
      expect((await s.call('GET', url, { token: clerk })).status, url).toBe(403);
    }
    expect((await s.call('POST', `${base}/submit`, { token: clerk, body: sample() })).status).toBe(403);
    expect((await s.call('POST', `${base}/submit`, { token: clerk, body: { ...sample(), id: String(target.id) } })).status).toBe(403);
    expect((await s.call('POST', `${base}/update`, { token: clerk, body: { ...sample(), id: String(target.id), realName: '篡改' } })).status).toBe(403);
    expect((await s.call('POST', `${base}/remove?ids=${target.id}`, { token: clerk })).status).toBe(403);
    expect((await userRow(s, '100001', 'admin')).realName).toBe('周敏');
  });

  it("another tenant's administrator reaches none of this tenant's users", async () => {
    const s = server();
    const dealer = await s.login(DEALER_ADMIN);
    const target = await userRow(s, '100001', 'liting');
    expect((await s.call('POST', `${base}/update`, { token: dealer, body: { id: String(target.id), account: 'liting', realName: '篡改' } })).status).toBe(404);
    expect((await s.call('GET', `${base}/page?account=liting`, { token: dealer })).body.data.total).toBe(0);
  });
});

describeTenantIsolation(server, { base: '/blade-system/user', sample, changeField: 'avatar' });
