import { describe, expect, it } from 'vitest';
import { BUSINESS_DICTIONARIES, PLATFORM_TENANT_ID } from '@beree/contracts';
import { DEALER_ADMIN, HOSPITAL_ADMIN, HOSPITAL_CLERK, PLATFORM_ADMIN, useServer } from '../../../../test/harness';
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

describe("the platform's business dictionaries", () => {
  const EN = { 'accept-language': 'en' };
  type Entry = { id: string; dictKey: string; dictValue: string; tenantId?: string };
  const labels = (entries: Entry[]) => entries.map((e) => `${e.dictKey}:${e.dictValue}`);

  it('a hospital, a dealer and the platform each read supplyStatus, in Chinese and in English', async () => {
    const s = server();
    for (const login of [HOSPITAL_ADMIN, DEALER_ADMIN, PLATFORM_ADMIN, HOSPITAL_CLERK]) {
      const token = await s.login(login);
      const zh = await s.call('GET', `${BASE}/dictionary?code=supplyStatus`, { token });
      expect(labels(zh.body.data), login.tenantId).toEqual(['SUBMITTED:待审核', 'APPROVED:已审核', 'CANCELLED:已取消', 'REJECTED:已驳回', 'STOPPED:已停用']);
      const en = await s.call('GET', `${BASE}/dictionary?code=supplyStatus`, { token, headers: EN });
      expect(labels(en.body.data), login.tenantId).toEqual(['SUBMITTED:Pending review', 'APPROVED:Approved', 'CANCELLED:Cancelled', 'REJECTED:Rejected', 'STOPPED:Stopped']);
    }
  });

  it("lists every enumeration of packages/contracts on a tenant's screen, the tree in the caller's language", async () => {
    const s = server();
    const token = await s.login(HOSPITAL_ADMIN);
    const roots = (await s.call('GET', `${BASE}/parent-list?size=200`, { token })).body.data.records as (Entry & { code: string; isSealed: number })[];
    const platform = roots.filter((r) => r.tenantId === PLATFORM_TENANT_ID);
    expect(platform.map((r) => r.code)).toEqual(BUSINESS_DICTIONARIES.map((d) => d.code));
    expect(platform.every((r) => r.isSealed === 1)).toBe(true);
    expect(platform.find((r) => r.code === 'managementLevel')).toMatchObject({ dictValue: '管理类别', dictValueEn: 'Management class' });
    const tree = (await s.call('GET', `${BASE}/tree?code=invoiceType`, { token, headers: EN })).body.data;
    expect(tree[0]).toMatchObject({ title: 'Invoice type', children: [{ title: 'Plain' }, { title: 'Special' }] });
  });

  it("a tenant can neither change nor delete the platform's entries, but adds its own, which no other tenant sees", async () => {
    const s = server();
    const hospital = await s.login(HOSPITAL_ADMIN);
    const [root] = (await s.call('GET', `${BASE}/parent-list?code_equal=supplyStatus`, { token: hospital })).body.data.records;
    const entries = (await s.call('GET', `${BASE}/child-list?parentId=${root.id}&size=50`, { token: hospital })).body.data.records as Entry[];
    const approved = entries.find((e) => e.dictKey === 'APPROVED')!;

    const edit = await s.call('POST', `${BASE}/submit`, { token: hospital, body: { ...approved, dictValue: '通过' } });
    expect(edit.status).toBe(403);
    expect(edit.body).toMatchObject({ code: 403, msg: '平台的业务字典只能查看，可在其下新增本租户的字典项' });
    const editRoot = await s.call('POST', `${BASE}/submit`, { token: hospital, body: { ...root, code: 'mine' }, headers: EN });
    expect(editRoot.body).toMatchObject({ code: 403, msg: "The platform's business dictionaries are read-only; you may add your own entries under them" });
    expect((await s.call('POST', `${BASE}/remove?ids=${approved.id}`, { token: hospital })).status).toBe(403);
    expect((await s.call('POST', `${BASE}/remove?ids=${root.id}`, { token: hospital })).status).toBe(403);
    expect(labels((await s.call('GET', `${BASE}/dictionary?code=supplyStatus`, { token: hospital })).body.data)).toContain('APPROVED:已审核');

    // The platform's keys stay the platform's; a key of the hospital's own joins them for the hospital only.
    const dup = await s.call('POST', `${BASE}/submit`, { token: hospital, body: { parentId: root.id, code: 'supplyStatus', dictKey: 'APPROVED', dictValue: '重复', sort: 9 } });
    expect(dup.body).toMatchObject({ code: 409, data: { field: 'dictKey' } });
    const own = await s.call('POST', `${BASE}/submit`, {
      token: hospital,
      body: { parentId: root.id, code: 'ignored', dictKey: 'ON_HOLD', dictValue: '暂缓', dictValueEn: 'On hold', sort: 9 },
    });
    expect(own.body.data).toMatchObject({ tenantId: '100001', code: 'supplyStatus', parentId: root.id });
    expect(labels((await s.call('GET', `${BASE}/dictionary?code=supplyStatus`, { token: hospital, headers: EN })).body.data).at(-1)).toBe('ON_HOLD:On hold');
    for (const other of [DEALER_ADMIN, PLATFORM_ADMIN]) {
      const token = await s.login(other);
      expect(labels((await s.call('GET', `${BASE}/dictionary?code=supplyStatus`, { token })).body.data), other.tenantId).not.toContain('ON_HOLD:暂缓');
      expect((await s.call('GET', `${BASE}/detail?id=${own.body.data.id}`, { token })).status, other.tenantId).toBe(404);
    }
    // Its own entry stays its to change and remove.
    expect((await s.call('POST', `${BASE}/submit`, { token: hospital, body: { ...own.body.data, dictValue: '暂停' } })).body.data).toMatchObject({ dictValue: '暂停', version: 2 });
    expect((await s.call('POST', `${BASE}/remove?ids=${own.body.data.id}`, { token: hospital })).status).toBe(200);
  });

  it('the platform administrator edits the English label of its own entry', async () => {
    const s = server();
    const token = await s.login(PLATFORM_ADMIN);
    const [root] = (await s.call('GET', `${BASE}/parent-list?code_equal=planType`, { token })).body.data.records;
    const [monthly] = (await s.call('GET', `${BASE}/child-list?parentId=${root.id}`, { token })).body.data.records as (Entry & { version: number })[];
    const edited = await s.call('POST', `${BASE}/submit`, { token, body: { ...monthly, dictValueEn: 'Month' } });
    expect(edited.body.data).toMatchObject({ dictValueEn: 'Month', version: monthly.version + 1 });
    const hospital = await s.login(HOSPITAL_ADMIN);
    expect((await s.call('GET', `${BASE}/dictionary?code=planType`, { token: hospital, headers: EN })).body.data[0].dictValue).toBe('Month');
  });
});

describeTenantIsolation(server, { base: '/blade-system/dict-biz', sample: root, changeField: 'dictValue', readableFrom: [PLATFORM_TENANT_ID] });
describeTenantIsolation(server, { base: '/blade-system/dict-biz', sample: root, changeField: 'dictValue', owner: PLATFORM_ADMIN, intruder: HOSPITAL_ADMIN, readableFrom: [PLATFORM_TENANT_ID] });
