import { describe, expect, it } from 'vitest';
import { DEALER_ADMIN, HOSPITAL_ADMIN, HOSPITAL_CLERK, useServer } from '../../../../test/harness';
import { describeTenantIsolation } from '../../../../test/cross-tenant';

const server = useServer();
const BASE = '/api/blade-system/dict-biz';
let seq = 0;
const root = () => ({ code: `biz_${++seq}_${Date.now()}`, dictValue: '耗材分类', sort: 1 });

async function addTree(token: string) {
  const s = server();
  const parent = (await s.call('POST', `${BASE}/submit`, { token, body: root() })).body.data;
  const child = (await s.call('POST', `${BASE}/submit`, { token, body: { parentId: parent.id, code: parent.code, dictKey: 'HV', dictValue: '高值耗材', sort: 1 } })).body.data;
  return { parent, child };
}

describe('business dictionaries', () => {
  it("keeps each tenant's dictionaries to itself", async () => {
    const s = server();
    const hospital = await s.login(HOSPITAL_ADMIN);
    const { parent, child } = await addTree(hospital);
    expect(parent).toMatchObject({ tenantId: '100001', parentId: '0', dictKey: '-1' });
    expect(child).toMatchObject({ tenantId: '100001', code: parent.code });

    const own = await s.call('GET', `${BASE}/dictionary?code=${parent.code}`, { token: hospital });
    expect(own.body.data.map((e: { dictValue: string }) => e.dictValue)).toEqual(['高值耗材']);
    const dealer = await s.login(DEALER_ADMIN);
    expect((await s.call('GET', `${BASE}/dictionary?code=${parent.code}`, { token: dealer })).body.data).toEqual([]);
    expect((await s.call('GET', `${BASE}/tree?code=${parent.code}`, { token: dealer })).body.data).toEqual([]);

    // The same code is free in another tenant.
    const theirs = await s.call('POST', `${BASE}/submit`, { token: dealer, body: { ...root(), code: parent.code } });
    expect(theirs.body.data).toMatchObject({ tenantId: '200001', code: parent.code });
  });

  it('pages roots and entries and builds the tree', async () => {
    const s = server();
    const token = await s.login(HOSPITAL_ADMIN);
    const { parent, child } = await addTree(token);
    const roots = await s.call('GET', `${BASE}/parent-list?code=${parent.code}`, { token });
    expect(roots.body.data.records.map((r: { id: string }) => r.id)).toEqual([parent.id]);
    const entries = await s.call('GET', `${BASE}/child-list?parentId=${parent.id}`, { token });
    expect(entries.body.data.records.map((r: { id: string }) => r.id)).toEqual([child.id]);
    const tree = await s.call('GET', `${BASE}/tree`, { token });
    const node = tree.body.data.find((n: { id: string }) => n.id === parent.id);
    expect(node).toMatchObject({ title: '耗材分类', key: parent.id, value: parent.id, children: [{ id: child.id, title: '高值耗材' }] });
  });

  it('validates, refuses duplicates and a moved parent', async () => {
    const s = server();
    const token = await s.login(HOSPITAL_ADMIN);
    const { parent, child } = await addTree(token);
    expect((await s.call('POST', `${BASE}/submit`, { token, body: { ...root(), code: ' ' } })).body).toMatchObject({ code: 400, msg: '请输入字典编号', data: { field: 'code' } });
    const noKey = await s.call('POST', `${BASE}/submit`, { token, body: { parentId: parent.id, code: parent.code, dictValue: 'x', sort: 1 } });
    expect(noKey.body).toMatchObject({ code: 400, msg: '请输入字典键值', data: { field: 'dictKey' } });
    expect((await s.call('GET', `${BASE}/child-list?parentId=${parent.id}`, { token })).body.data.total).toBe(1);
    const dup = await s.call('POST', `${BASE}/submit`, { token, body: { parentId: parent.id, code: parent.code, dictKey: 'HV', dictValue: 'x', sort: 1 } });
    expect(dup.body).toMatchObject({ code: 409, data: { field: 'dictKey' } });
    const other = (await s.call('POST', `${BASE}/submit`, { token, body: root() })).body.data;
    const moved = await s.call('POST', `${BASE}/submit`, { token, body: { ...child, parentId: other.id, version: 1 } });
    expect(moved.body).toMatchObject({ code: 400, data: { field: 'parentId' } });
  });

  it('removes a dictionary with its entries unless sealed; 404 when missing', async () => {
    const s = server();
    const token = await s.login(HOSPITAL_ADMIN);
    const { parent, child } = await addTree(token);
    const sealed = (await s.call('POST', `${BASE}/submit`, { token, body: { ...root(), isSealed: 1 } })).body.data;
    expect((await s.call('POST', `${BASE}/remove?ids=${sealed.id}`, { token })).body).toMatchObject({ code: 400, data: { field: 'ids' } });
    expect((await s.call('POST', `${BASE}/remove?ids=${parent.id}`, { token })).status).toBe(200);
    expect((await s.call('GET', `${BASE}/detail?id=${child.id}`, { token })).status).toBe(404);
    expect((await s.call('POST', `${BASE}/remove?ids=${parent.id}`, { token })).status).toBe(404);
  });

  it('enforces the button codes: the clerk reads dictionary values only', async () => {
    const s = server();
    const admin = await s.login(HOSPITAL_ADMIN);
    const { parent } = await addTree(admin);
    const clerk = await s.login(HOSPITAL_CLERK);
    expect((await s.call('GET', `${BASE}/list`, { token: clerk })).status).toBe(403);
    expect((await s.call('GET', `${BASE}/parent-list`, { token: clerk })).status).toBe(403);
    expect((await s.call('POST', `${BASE}/submit`, { token: clerk, body: root() })).status).toBe(403);
    expect((await s.call('POST', `${BASE}/submit`, { token: clerk, body: { ...parent, dictValue: 'x' } })).status).toBe(403);
    expect((await s.call('POST', `${BASE}/remove?ids=${parent.id}`, { token: clerk })).status).toBe(403);
    expect((await s.call('GET', `${BASE}/dictionary?code=${parent.code}`, { token: clerk })).body.data).toHaveLength(1);
  });
});

describeTenantIsolation(server, { base: '/blade-system/dict-biz', sample: root, changeField: 'dictValue' });
