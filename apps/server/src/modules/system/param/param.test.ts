import { describe, expect, it } from 'vitest';
import { HOSPITAL_ADMIN, HOSPITAL_CLERK, PLATFORM_ADMIN, useServer } from '../../../../test/harness';
import { describeTenantIsolation } from '../../../../test/cross-tenant';

const server = useServer();
let seq = 0;
const sample = () => ({ paramName: '测试参数', paramKey: `test.key.${++seq}.${Date.now()}`, paramValue: 'v1', remark: 'r' });

describe('parameters', () => {
  it('adds, reads, edits, searches and deletes', async () => {
    const s = server();
    const token = await s.login(HOSPITAL_ADMIN);
    const body = sample();
    const added = await s.call('POST', '/api/blade-system/param/submit', { token, body });
    expect(added.body).toMatchObject({ code: 200, success: true, data: { paramKey: body.paramKey, tenantId: '100001', version: 1 } });
    const id = added.body.data.id as string;
    expect(id).toMatch(/^\d+$/);
    expect(added.body.data.createTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);

    const detail = await s.call('GET', `/api/blade-system/param/detail?id=${id}`, { token });
    expect(detail.body.data.paramValue).toBe('v1');

    const edited = await s.call('POST', '/api/blade-system/param/submit', { token, body: { ...body, id, version: 1, paramValue: 'v2' } });
    expect(edited.body.data).toMatchObject({ paramValue: 'v2', version: 2 });

    const byName = await s.call('GET', `/api/blade-system/param/list?current=1&size=10&paramKey=${encodeURIComponent(body.paramKey)}`, { token });
    expect(byName.body.data).toMatchObject({ total: 1, size: 10, current: 1, pages: 1 });
    expect(byName.body.data.records[0].id).toBe(id);

    const removed = await s.call('POST', `/api/blade-system/param/remove?ids=${id}`, { token });
    expect(removed.body.code).toBe(200);
    expect((await s.call('GET', `/api/blade-system/param/detail?id=${id}`, { token })).status).toBe(404);
  });

  it('pages with current and size and sorts by an allowed column', async () => {
    const s = server();
    const token = await s.login(HOSPITAL_ADMIN);
    for (let i = 0; i < 3; i++) await s.call('POST', '/api/blade-system/param/submit', { token, body: { ...sample(), paramName: `分页${i}` } });
    const res = await s.call('GET', '/api/blade-system/param/list?current=2&size=2&paramName=分页&ascs=paramName', { token });
    expect(res.body.data).toMatchObject({ total: 3, size: 2, current: 2, pages: 2 });
    expect(res.body.data.records.map((r: { paramName: string }) => r.paramName)).toEqual(['分页2']);
  });

  it('batch-deletes several ids', async () => {
    const s = server();
    const token = await s.login(HOSPITAL_ADMIN);
    const a = (await s.call('POST', '/api/blade-system/param/submit', { token, body: sample() })).body.data.id;
    const b = (await s.call('POST', '/api/blade-system/param/submit', { token, body: sample() })).body.data.id;
    expect((await s.call('POST', `/api/blade-system/param/remove?ids=${a},${b}`, { token })).status).toBe(200);
    expect((await s.call('GET', `/api/blade-system/param/detail?id=${a}`, { token })).status).toBe(404);
    expect((await s.call('GET', `/api/blade-system/param/detail?id=${b}`, { token })).status).toBe(404);
  });

  it.each([
    ['paramName', '请输入参数名称'],
    ['paramKey', '请输入参数键名'],
    ['paramValue', '请输入参数键值'],
  ])('refuses a missing %s with the spec message and writes nothing', async (field, msg) => {
    const s = server();
    const token = await s.login(HOSPITAL_ADMIN);
    const body: Record<string, unknown> = sample();
    body[field] = '  ';
    const res = await s.call('POST', '/api/blade-system/param/submit', { token, body });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 400, success: false, msg, data: { field } });
    const list = await s.call('GET', `/api/blade-system/param/list?paramKey_equal=${encodeURIComponent(String(body.paramKey))}`, { token });
    expect(list.body.data.total).toBe(0);
  });

  it('answers validation messages in English when asked', async () => {
    const s = server();
    const token = await s.login(HOSPITAL_ADMIN);
    const res = await s.call('POST', '/api/blade-system/param/submit', { token, body: { ...sample(), paramName: '' }, headers: { 'accept-language': 'en-US' } });
    expect(res.body.msg).toBe('Please enter the parameter name');
  });

  it('refuses a duplicate key and a stale version with 409', async () => {
    const s = server();
    const token = await s.login(HOSPITAL_ADMIN);
    const body = sample();
    const first = await s.call('POST', '/api/blade-system/param/submit', { token, body });
    const dup = await s.call('POST', '/api/blade-system/param/submit', { token, body });
    expect(dup.status).toBe(409);
    expect(dup.body).toMatchObject({ msg: '参数键名已存在', data: { field: 'paramKey' } });
    const id = first.body.data.id;
    await s.call('POST', '/api/blade-system/param/submit', { token, body: { ...body, id, version: 1, paramValue: 'new' } });
    const stale = await s.call('POST', '/api/blade-system/param/submit', { token, body: { ...body, id, version: 1, paramValue: 'old' } });
    expect(stale.status).toBe(409);
    expect((await s.call('GET', `/api/blade-system/param/detail?id=${id}`, { token })).body.data.paramValue).toBe('new');
  });

  it('refuses unknown and malformed filters with 400, never as SQL', async () => {
    const s = server();
    const token = await s.login(HOSPITAL_ADMIN);
    for (const query of ['password=1', "paramName_equal=1&tenant_id=000000", 'createTime_datege=yesterday', 'size=0', 'current=-1', 'ascs=password', 'paramName_bogus=1']) {
      const res = await s.call('GET', `/api/blade-system/param/list?${query}`, { token });
      expect(res.status, query).toBe(400);
      expect(res.body.success).toBe(false);
    }
    const injection = await s.call('GET', `/api/blade-system/param/list?paramName=${encodeURIComponent("' or 1=1 --")}`, { token });
    expect(injection.body.data.total).toBe(0);
    expect((await s.call('POST', '/api/blade-system/param/remove?ids=1;drop', { token })).status).toBe(400);
    expect((await s.call('GET', '/api/blade-system/param/detail?id=abc', { token })).status).toBe(400);
  });

  it('enforces the button codes: a clerk may read but not change', async () => {
    const s = server();
    const clerk = await s.login(HOSPITAL_CLERK);
    expect((await s.call('GET', '/api/blade-system/param/list', { token: clerk })).status).toBe(200);
    expect((await s.call('POST', '/api/blade-system/param/submit', { token: clerk, body: sample() })).status).toBe(403);
    const admin = await s.login(HOSPITAL_ADMIN);
    const id = (await s.call('POST', '/api/blade-system/param/submit', { token: admin, body: sample() })).body.data.id;
    expect((await s.call('POST', `/api/blade-system/param/remove?ids=${id}`, { token: clerk })).status).toBe(403);
    expect((await s.call('POST', '/api/blade-system/param/submit', { token: clerk, body: { ...sample(), id } })).status).toBe(403);
  });

  it('needs a token', async () => {
    const res = await server().call('GET', '/api/blade-system/param/list');
    expect(res.status).toBe(401);
    expect(res.body.code).toBe(401);
  });

  it("keeps the platform's parameters to the platform", async () => {
    const s = server();
    const hospital = await s.call('GET', '/api/blade-system/param/list?paramKey_equal=account.failCount', { token: await s.login(HOSPITAL_ADMIN) });
    expect(hospital.body.data.total).toBe(0);
    const platform = await s.call('GET', '/api/blade-system/param/list?paramKey_equal=account.failCount', { token: await s.login(PLATFORM_ADMIN) });
    expect(platform.body.data.total).toBe(1);
  });
});

describeTenantIsolation(server, { base: '/blade-system/param', sample, changeField: 'paramValue' });
