import { describe, expect, it } from 'vitest';
import { DEALER_ADMIN, HOSPITAL_ADMIN, HOSPITAL_CLERK, PLATFORM_ADMIN, useServer } from '../../../../test/harness';
import { describeTenantIsolation } from '../../../../test/cross-tenant';

const server = useServer();
const BASE = '/api/blade-system/post';
let seq = 0;
const sample = () => ({ category: 2, postCode: `P${++seq}${String(Date.now()).slice(-6)}`, postName: '采购主管', sort: 1, remark: '负责耗材采购' });

describe('posts', () => {
  it('adds, reads, edits, searches and deletes', async () => {
    const s = server();
    const token = await s.login(HOSPITAL_ADMIN);
    const body = sample();
    const added = await s.call('POST', `${BASE}/submit`, { token, body });
    expect(added.body.data).toMatchObject({ ...body, tenantId: '100001', version: 1 });
    const id = added.body.data.id;
    expect((await s.call('GET', `${BASE}/detail?id=${id}`, { token })).body.data.postName).toBe('采购主管');
    const edited = await s.call('POST', `${BASE}/submit`, { token, body: { ...body, id, version: 1, postName: '采购经理', category: '1' } });
    expect(edited.body.data).toMatchObject({ postName: '采购经理', category: 1, version: 2 });
    const found = await s.call('GET', `${BASE}/list?postCode=${body.postCode}&category=1`, { token });
    expect(found.body.data.records.map((r: { id: string }) => r.id)).toEqual([id]);
    expect((await s.call('POST', `${BASE}/remove?ids=${id}`, { token })).status).toBe(200);
    expect((await s.call('GET', `${BASE}/detail?id=${id}`, { token })).status).toBe(404);
  });

  it("select lists the caller's own posts; only the platform may name another tenant", async () => {
    const s = server();
    const hospital = await s.login(HOSPITAL_ADMIN);
    const mine = (await s.call('POST', `${BASE}/submit`, { token: hospital, body: sample() })).body.data;
    const dealer = await s.login(DEALER_ADMIN);
    const theirs = (await s.call('POST', `${BASE}/submit`, { token: dealer, body: sample() })).body.data;

    const own = await s.call('GET', `${BASE}/select`, { token: hospital });
    const ownIds = own.body.data.map((p: { id: string }) => p.id);
    expect(ownIds).toContain(mine.id);
    expect(ownIds).not.toContain(theirs.id);
    const asked = await s.call('GET', `${BASE}/select?tenantId=200001`, { token: hospital });
    expect(asked.body.data.map((p: { id: string }) => p.id)).not.toContain(theirs.id);
    expect(asked.body.data.every((p: { tenantId: string }) => p.tenantId === '100001')).toBe(true);

    const clerk = await s.call('GET', `${BASE}/select`, { token: await s.login(HOSPITAL_CLERK) });
    expect(clerk.body.data.map((p: { id: string }) => p.id)).toContain(mine.id);

    const platform = await s.call('GET', `${BASE}/select?tenantId=200001`, { token: await s.login(PLATFORM_ADMIN) });
    expect(platform.body.data.map((p: { id: string }) => p.id)).toContain(theirs.id);
    expect(platform.body.data.every((p: { tenantId: string }) => p.tenantId === '200001')).toBe(true);
    expect((await s.call('GET', `${BASE}/select?tenantId=${'9'.repeat(13)}`, { token: hospital })).body).toMatchObject({ code: 400, data: { field: 'tenantId' } });
  });

  it.each([
    ['category', { category: undefined }, '请选择岗位类型'],
    ['category', { category: 5 }, '请选择岗位类型'],
    ['postCode', { postCode: '' }, '请输入岗位编号'],
    ['postCode', { postCode: 'X'.repeat(13) }, 'postCode长度不能超过12'],
    ['postName', { postName: ' ' }, '请输入岗位名称'],
    ['sort', { sort: null }, '请输入岗位排序'],
  ] as [string, Record<string, unknown>, string][])('refuses a bad %s and writes nothing', async (field, change, msg) => {
    const s = server();
    const token = await s.login(HOSPITAL_ADMIN);
    const body = { ...sample(), postName: `bad-${++seq}`, ...change };
    const res = await s.call('POST', `${BASE}/submit`, { token, body });
    expect(res.body).toMatchObject({ code: 400, success: false, msg, data: { field } });
    expect((await s.call('GET', `${BASE}/list?postName_equal=${encodeURIComponent(String(body.postName))}`, { token })).body.data.total).toBe(0);
  });

  it('refuses a code already used in the tenant, but not in another', async () => {
    const s = server();
    const hospital = await s.login(HOSPITAL_ADMIN);
    const body = sample();
    await s.call('POST', `${BASE}/submit`, { token: hospital, body });
    const dup = await s.call('POST', `${BASE}/submit`, { token: hospital, body });
    expect(dup.body).toMatchObject({ code: 409, msg: '岗位编号已存在', data: { field: 'postCode' } });
    expect((await s.call('POST', `${BASE}/submit`, { token: await s.login(DEALER_ADMIN), body })).status).toBe(200);
  });

  it('enforces the button codes and answers 404 for missing posts', async () => {
    const s = server();
    const admin = await s.login(HOSPITAL_ADMIN);
    const id = (await s.call('POST', `${BASE}/submit`, { token: admin, body: sample() })).body.data.id;
    const clerk = await s.login(HOSPITAL_CLERK);
    expect((await s.call('GET', `${BASE}/list`, { token: clerk })).status).toBe(403);
    expect((await s.call('POST', `${BASE}/submit`, { token: clerk, body: sample() })).status).toBe(403);
    expect((await s.call('POST', `${BASE}/remove?ids=${id}`, { token: clerk })).status).toBe(403);
    expect((await s.call('GET', `${BASE}/detail?id=1`, { token: admin })).status).toBe(404);
    expect((await s.call('POST', `${BASE}/remove?ids=1`, { token: admin })).status).toBe(404);
    expect((await s.call('POST', `${BASE}/submit`, { token: admin, body: { ...sample(), id: '1' } })).status).toBe(404);
  });
});

describeTenantIsolation(server, { base: '/blade-system/post', sample, changeField: 'postName' });
