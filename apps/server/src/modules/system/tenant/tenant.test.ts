import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { depts, roles, tenants, users } from '../../../core/db/schema';
import { HOSPITAL_ADMIN, HOSPITAL_CLERK, md5, PLATFORM_ADMIN, useServer, type TestServer } from '../../../../test/harness';
import { ownPassword } from '../../../../test/own-password';
import { describeTenantIsolation } from '../../../../test/cross-tenant';

const server = useServer();
let seq = 0;
const sample = () => ({ tenantName: `测试租户${++seq}`, linkman: '孙立', contactNumber: '0571-81234567', address: `测试路 ${seq} 号 ${Date.now()}` });
const base = '/api/blade-system/tenant';

async function create(s: TestServer, token: string, body: Record<string, unknown>) {
  const res = await s.call('POST', `${base}/submit`, { token, body });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as Record<string, any>;
}

const countTenants = async (s: TestServer) => (await s.database.db.select({ id: tenants.id }).from(tenants)).length;
const buttonCodes = async (s: TestServer, token: string) => {
  const tree = (await s.call('GET', '/api/blade-system/menu/buttons', { token })).body.data as { code: string; children?: { code: string }[] }[];
  return new Set(tree.flatMap((n) => (n.children ?? []).map((c) => c.code)));
};

describe('tenants', () => {
  it('provisions a new tenant in one go: next free hospital code, root dept, admin role with every tenant menu, admin account', async () => {
    const s = server();
    const token = await s.login(PLATFORM_ADMIN);
    const body = sample();
    const row = await create(s, token, body);
    expect(row).toMatchObject({ tenantName: body.tenantName, linkman: '孙立', accountNumber: 100, tenantId: '100004', version: 1 });
    expect(row.createUser).toBe('1123598821738675201');

    const [dept] = await s.database.db.select().from(depts).where(eq(depts.tenantId, row.tenantId));
    expect(dept).toMatchObject({ deptName: body.tenantName, parentId: 0n });
    const [role] = await s.database.db.select().from(roles).where(eq(roles.tenantId, row.tenantId));
    expect(role).toMatchObject({ roleAlias: 'admin' });
    const [admin] = await s.database.db.select().from(users).where(eq(users.tenantId, row.tenantId));
    expect(admin).toMatchObject({ account: 'admin', roleId: String(role.id), deptId: String(dept.id) });
    expect(admin.password).toMatch(/^\$argon2id\$/);

    // The administrator signs in with the initial password, must change it, and holds tenant buttons, never platform ones.
    expect((await s.token({ tenantId: row.tenantId, username: 'admin', password: '123456' })).body.password_change_required).toBe(true);
    const { token: tenantAdmin } = await ownPassword(s, { tenantId: row.tenantId, username: 'admin', password: '123456' });
    const codes = await buttonCodes(s, tenantAdmin);
    expect(codes.has('param_add')).toBe(true);
    expect(codes.has('user_add')).toBe(true);
    expect(codes.has('tenant_add')).toBe(false);
    expect(codes.has('menu_add')).toBe(false);
  });

  it("grants a packaged tenant only its package's menus, and takes a given id and expiry", async () => {
    const s = server();
    const token = await s.login(PLATFORM_ADMIN);
    const packages = (await s.call('GET', '/api/blade-system/tenant-package/list?packageName=只读版', { token })).body.data.records;
    const row = await create(s, token, { ...sample(), tenantId: 'ro2024', packageId: packages[0].id, accountNumber: 5, expireTime: '2099-12-31 23:59:59' });
    expect(row).toMatchObject({ tenantId: 'ro2024', packageId: packages[0].id, accountNumber: 5, expireTime: '2099-12-31 23:59:59' });
    const codes = await buttonCodes(s, (await ownPassword(s, { tenantId: 'ro2024', username: 'admin', password: '123456' })).token);
    expect([...codes]).toEqual(['param_view']);
  });

  it('lists with the allowlisted filters, reads one, and answers 404 for a missing one', async () => {
    const s = server();
    const token = await s.login(PLATFORM_ADMIN);
    const body = { ...sample(), linkman: `联系人${Date.now()}` };
    const row = await create(s, token, body);
    for (const filter of [`tenantId=${row.tenantId}`, `tenantName=${encodeURIComponent(body.tenantName)}`, `linkman=${encodeURIComponent(body.linkman)}`]) {
      const res = await s.call('GET', `${base}/list?current=1&size=10&${filter}`, { token });
      expect(res.body.data.total, filter).toBe(1);
      expect(res.body.data.records[0].id).toBe(row.id);
    }
    const byPhone = await s.call('GET', `${base}/list?contactNumber=0571-81234567&size=100`, { token });
    expect(byPhone.body.data.records.map((r: { id: string }) => r.id)).toContain(row.id);
    expect((await s.call('GET', `${base}/detail?id=${row.id}`, { token })).body.data.tenantName).toBe(body.tenantName);
    expect((await s.call('GET', `${base}/detail?id=123`, { token })).status).toBe(404);
    expect((await s.call('GET', `${base}/list?password=1`, { token })).status).toBe(400);
  });

  it.each([
    [{ tenantName: '' }, 'tenantName', '请输入租户名称'],
    [{ tenantId: '12-34' }, 'tenantId', '租户ID只能由字母和数字组成，最多12位'],
    [{ accountNumber: -5 }, 'accountNumber', '账号额度须为整数，-1 表示不限'],
    [{ expireTime: '31/12/2099' }, 'expireTime', '过期时间格式应为 yyyy-MM-dd HH:mm:ss'],
    [{ packageId: '42' }, 'packageId', '产品包不存在'],
  ])('refuses %o with a 400 naming the field and writes nothing', async (change, field, msg) => {
    const s = server();
    const token = await s.login(PLATFORM_ADMIN);
    const before = await countTenants(s);
    const res = await s.call('POST', `${base}/submit`, { token, body: { ...sample(), ...change } });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 400, success: false, msg, data: { field } });
    expect(await countTenants(s)).toBe(before);
  });

  it('never reuses a tenant id, even of a deleted tenant', async () => {
    const s = server();
    const token = await s.login(PLATFORM_ADMIN);
    const dup = await s.call('POST', `${base}/submit`, { token, body: { ...sample(), tenantId: '100001' } });
    expect(dup.status).toBe(409);
    expect(dup.body).toMatchObject({ msg: '租户ID已存在或曾被使用', data: { field: 'tenantId' } });
    const gone = await create(s, token, { ...sample(), tenantId: 'gone01' });
    expect((await s.call('POST', `${base}/remove?ids=${gone.id}`, { token })).status).toBe(200);
    expect((await s.call('POST', `${base}/submit`, { token, body: { ...sample(), tenantId: 'gone01' } })).status).toBe(409);
  });

  it('edits a tenant with its version; the code cannot change; a stale version is a 409', async () => {
    const s = server();
    const token = await s.login(PLATFORM_ADMIN);
    const row = await create(s, token, sample());
    const edited = await s.call('POST', `${base}/submit`, { token, body: { ...sample(), id: row.id, version: 1, tenantName: '改名租户', domain: 'HTTPS://Edit.Example.cn/login' } });
    expect(edited.body.data).toMatchObject({ tenantName: '改名租户', domain: 'edit.example.cn', version: 2, tenantId: row.tenantId, accountNumber: 100 });
    expect((await s.call('GET', '/api/blade-system/tenant/info?domain=https://edit.example.cn')).body.data.tenantId).toBe(row.tenantId);
    const stale = await s.call('POST', `${base}/submit`, { token, body: { ...sample(), id: row.id, version: 1 } });
    expect(stale.status).toBe(409);
    const renamed = await s.call('POST', `${base}/submit`, { token, body: { ...sample(), id: row.id, tenantId: 'other1' } });
    expect(renamed.body).toMatchObject({ code: 400, data: { field: 'tenantId' } });
    const other = await create(s, token, sample());
    const sameDomain = await s.call('POST', `${base}/submit`, { token, body: { ...sample(), id: other.id, domain: 'edit.example.cn' } });
    expect(sameDomain.body).toMatchObject({ code: 409, msg: '域名已被其他租户使用', data: { field: 'domain' } });
    expect((await s.call('POST', `${base}/submit`, { token, body: { ...sample(), id: '123' } })).status).toBe(404);
  });

  it("keeps the platform tenant's package, quota and expiry and refuses to delete it", async () => {
    const s = server();
    const token = await s.login(PLATFORM_ADMIN);
    const [platform] = await s.database.db.select().from(tenants).where(eq(tenants.tenantId, '000000'));
    const expire = await s.call('POST', `${base}/submit`, { token, body: { id: String(platform.id), tenantName: '管理组', expireTime: '2000-01-01 00:00:00' } });
    expect(expire.body).toMatchObject({ code: 400, msg: '平台租户的产品包、账号额度与过期时间不能修改', data: { field: 'expireTime' } });
    const renamed = await s.call('POST', `${base}/submit`, { token, body: { id: String(platform.id), tenantName: '平台管理组' } });
    expect(renamed.body.data.tenantName).toBe('平台管理组');
    const remove = await s.call('POST', `${base}/remove?ids=${platform.id}`, { token });
    expect(remove.body).toMatchObject({ code: 400, msg: '平台租户不能删除' });
    expect((await s.token(PLATFORM_ADMIN)).status).toBe(200);
  });

  it("deleting a tenant stops sign-in to it and ends its users' sessions", async () => {
    const s = server();
    const token = await s.login(PLATFORM_ADMIN);
    const row = await create(s, token, sample());
    const { login, token: tenantAdmin } = await ownPassword(s, { tenantId: row.tenantId, username: 'admin', password: '123456' });
    expect((await s.call('GET', '/api/blade-system/user/info', { token: tenantAdmin })).status).toBe(200);
    expect((await s.call('POST', `${base}/remove?ids=${row.id}`, { token })).body).toMatchObject({ code: 200, msg: '删除成功' });
    expect((await s.call('GET', '/api/blade-system/user/info', { token: tenantAdmin })).status).toBe(401);
    expect((await s.token(login)).status).toBe(400);
    expect((await s.call('GET', `${base}/detail?id=${row.id}`, { token })).status).toBe(404);
    expect((await s.call('POST', `${base}/remove?ids=${row.id}`, { token })).status).toBe(404);
  });

  it('offers every live tenant to pickers', async () => {
    const s = server();
    const token = await s.login(PLATFORM_ADMIN);
    const res = await s.call('GET', `${base}/select`, { token });
    expect(res.body.data.map((t: { tenantId: string }) => t.tenantId)).toEqual(expect.arrayContaining(['000000', '100001', '200001', '300001']));
    expect(Object.keys(res.body.data[0]).sort()).toEqual(['id', 'tenantId', 'tenantName']);
  });

  it('is out of reach of tenant administrators and clerks, whose picker holds their own tenant only', async () => {
    const s = server();
    for (const who of [HOSPITAL_ADMIN, HOSPITAL_CLERK]) {
      const token = await s.login(who);
      for (const [method, url] of [
        ['GET', `${base}/list`],
        ['GET', `${base}/detail?id=1`],
        ['POST', `${base}/remove?ids=1`],
      ] as const) {
        expect((await s.call(method, url, { token })).status, `${who.username} ${url}`).toBe(403);
      }
      expect((await s.call('POST', `${base}/submit`, { token, body: sample() })).status).toBe(403);
      // The picker shows them their own tenant alone, as SpringBlade does for its clients' tenant column.
      const own = await s.call('GET', `${base}/select`, { token });
      expect(own.body.data.map((t: { tenantId: string }) => t.tenantId)).toEqual([who.tenantId]);
    }
  });

  it('enforces the account quota when a tenant administrator adds users', async () => {
    const s = server();
    const token = await s.login(PLATFORM_ADMIN);
    const row = await create(s, token, { ...sample(), accountNumber: 2 });
    const { token: admin } = await ownPassword(s, { tenantId: row.tenantId, username: 'admin', password: '123456' });
    const user = (account: string) => ({ account, realName: '新用户', password: md5('Quiet-lake-81') });
    expect((await s.call('POST', '/api/blade-system/user/submit', { token: admin, body: user('first') })).status).toBe(200);
    const full = await s.call('POST', '/api/blade-system/user/submit', { token: admin, body: user('second') });
    expect(full.status).toBe(400);
    expect(full.body.msg).toBe('租户账号额度已满（最多 2 个），请联系平台管理员');
    const [second] = await s.database.db.select().from(users).where(and(eq(users.tenantId, row.tenantId), eq(users.account, 'second')));
    expect(second).toBeUndefined();
    // Unlimited again: the same user can be added.
    await s.call('POST', `${base}/setting`, { token, body: { tenantIds: row.tenantId, accountNumber: -1 } });
    expect((await s.call('POST', '/api/blade-system/user/submit', { token: admin, body: user('second') })).status).toBe(200);
  });
});

describeTenantIsolation(server, {
  base: '/blade-system/tenant',
  sample,
  changeField: 'address',
  owner: PLATFORM_ADMIN,
  intruder: HOSPITAL_ADMIN,
  platformOnly: true,
});
