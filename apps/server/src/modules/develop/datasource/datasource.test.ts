import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { tenants } from '../../../core/db/schema';
import { HOSPITAL_ADMIN, HOSPITAL_CLERK, PLATFORM_ADMIN, useServer } from '../../../../test/harness';
import { describeTenantIsolation } from '../../../../test/cross-tenant';

const server = useServer();
const BASE = '/api/blade-develop/datasource';
let seq = 0;
const sample = () => ({
  name: `报表库${++seq}-${Date.now()}`,
  driverClass: 'org.postgresql.Driver',
  url: 'jdbc:postgresql://127.0.0.1:5432/report',
  username: 'report',
  password: 'pa55-word',
  remark: '只读副本',
});

describe('data sources', () => {
  it('adds and reads; the password never shows in list, select or submit answers', async () => {
    const s = server();
    const token = await s.login(PLATFORM_ADMIN);
    const body = sample();
    const added = await s.call('POST', `${BASE}/submit`, { token, body });
    expect(added.body.data).toMatchObject({ name: body.name, url: body.url, version: 1 });
    expect(added.body.data.password).toBeUndefined();
    const id = added.body.data.id;

    const list = await s.call('GET', `${BASE}/list?name=${encodeURIComponent(body.name)}`, { token });
    expect(list.body.data.records.map((r: { id: string }) => r.id)).toEqual([id]);
    expect(JSON.stringify(list.body)).not.toContain('pa55-word');
    const select = await s.call('GET', `${BASE}/select`, { token });
    expect(select.body.data).toContainEqual({ id, name: body.name });
    expect(JSON.stringify(select.body)).not.toContain('pa55-word');
    expect((await s.call('GET', `${BASE}/detail?id=${id}`, { token })).body.data.password).toBe('pa55-word');
  });

  it('keeps the password on an edit without one and changes it when given', async () => {
    const s = server();
    const token = await s.login(PLATFORM_ADMIN);
    const body = sample();
    const id = (await s.call('POST', `${BASE}/submit`, { token, body })).body.data.id;
    const edited = await s.call('POST', `${BASE}/submit`, { token, body: { ...body, id, version: 1, password: null, username: 'reader' } });
    expect(edited.body.data).toMatchObject({ username: 'reader', version: 2 });
    expect((await s.call('GET', `${BASE}/detail?id=${id}`, { token })).body.data.password).toBe('pa55-word');
    await s.call('POST', `${BASE}/submit`, { token, body: { ...body, id, version: 2, password: 'n3w' } });
    expect((await s.call('GET', `${BASE}/detail?id=${id}`, { token })).body.data.password).toBe('n3w');
  });

  it.each([
    ['name', { name: '' }, '请输入数据源名称'],
    ['driverClass', { driverClass: ' ' }, '请输入驱动类'],
    ['url', { url: undefined }, '请输入连接地址'],
    ['username', { username: '' }, '请输入用户名'],
    ['password', { password: '' }, '请输入密码'],
  ])('refuses a bad %s and writes nothing', async (field, change, msg) => {
    const s = server();
    const token = await s.login(PLATFORM_ADMIN);
    const body = { ...sample(), ...change };
    const res = await s.call('POST', `${BASE}/submit`, { token, body });
    expect(res.body).toMatchObject({ code: 400, success: false, msg, data: { field } });
    expect((await s.call('GET', `${BASE}/list?remark_equal=${encodeURIComponent(body.remark)}&size=100`, { token })).body.data.records.map((r: { name: string }) => r.name)).not.toContain(body.name);
  });

  it('refuses a duplicate name and a stale version with 409', async () => {
    const s = server();
    const token = await s.login(PLATFORM_ADMIN);
    const body = sample();
    const id = (await s.call('POST', `${BASE}/submit`, { token, body })).body.data.id;
    expect((await s.call('POST', `${BASE}/submit`, { token, body })).body).toMatchObject({ code: 409, msg: '数据源名称已存在', data: { field: 'name' } });
    await s.call('POST', `${BASE}/submit`, { token, body: { ...body, id, version: 1, remark: 'a' } });
    expect((await s.call('POST', `${BASE}/submit`, { token, body: { ...body, id, version: 1, remark: 'b' } })).status).toBe(409);
  });

  it('removes a data source no tenant uses; 404 when missing', async () => {
    const s = server();
    const token = await s.login(PLATFORM_ADMIN);
    const used = (await s.call('POST', `${BASE}/submit`, { token, body: sample() })).body.data.id;
    await s.database.db.update(tenants).set({ datasourceId: BigInt(used) }).where(eq(tenants.tenantId, '300001'));
    const refused = await s.call('POST', `${BASE}/remove?ids=${used}`, { token });
    expect(refused.body).toMatchObject({ code: 400, msg: '租户 300001 正在使用该数据源，不能删除', data: { field: 'ids' } });
    await s.database.db.update(tenants).set({ datasourceId: null }).where(eq(tenants.tenantId, '300001'));

    const free = (await s.call('POST', `${BASE}/submit`, { token, body: sample() })).body.data.id;
    expect((await s.call('POST', `${BASE}/remove?ids=${free}`, { token })).status).toBe(200);
    expect((await s.call('GET', `${BASE}/detail?id=${free}`, { token })).status).toBe(404);
    expect((await s.call('POST', `${BASE}/remove?ids=${free}`, { token })).status).toBe(404);
    expect((await s.call('POST', `${BASE}/submit`, { token, body: { ...sample(), id: free } })).status).toBe(404);
  });

  it('is the platform administrator’s alone', async () => {
    const s = server();
    for (const who of [HOSPITAL_ADMIN, HOSPITAL_CLERK]) {
      const token = await s.login(who);
      for (const path of ['list', 'select', 'detail?id=1']) expect((await s.call('GET', `${BASE}/${path}`, { token })).status).toBe(403);
      expect((await s.call('POST', `${BASE}/submit`, { token, body: sample() })).status).toBe(403);
      expect((await s.call('POST', `${BASE}/remove?ids=1`, { token })).status).toBe(403);
    }
  });
});

describeTenantIsolation(server, { base: '/blade-develop/datasource', sample, changeField: 'remark', platformOnly: true, owner: PLATFORM_ADMIN, intruder: HOSPITAL_ADMIN });
