import { describe, expect, it } from 'vitest';
import { HOSPITAL2_ADMIN, HOSPITAL_ADMIN, useServer, type TestServer } from '../../../../test/harness';
import { describeTenantIsolation } from '../../../../test/cross-tenant';

const server = useServer();
const dept = '/api/beree-scm/hospital/department';
const addr = '/api/beree-scm/hospital/address';
const HOSPITAL3_ADMIN = { tenantId: '100003', username: 'admin', password: 'admin' };

let serial = 0;
const code = () => `T${Date.now().toString(36)}${serial++}`.toUpperCase();

async function addDept(s: TestServer, token: string, body: Record<string, unknown>) {
  const res = await s.call('POST', `${dept}/submit`, { token, body: { code: code(), name: '测试科室', kind: 'CLINICAL', ...body } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as { id: string; version: number; parentId: string };
}

type Address = { id: string; version: number; isDefault: boolean; warehouseName: string };

async function addresses(s: TestServer, token: string): Promise<Address[]> {
  return (await s.call('GET', `${addr}/list?current=1&size=100`, { token })).body.data.records;
}

const defaults = (list: Address[]) => list.filter((a) => a.isDefault).map((a) => a.warehouseName);

describe('departments', () => {
  it("lists the demo hospital's departments as a tree", async () => {
    const s = server();
    const res = await s.call('GET', `${dept}/list?current=1&size=100`, { token: await s.login(HOSPITAL_ADMIN) });
    expect(res.status).toBe(200);
    const names = res.body.data.records.map((r: { name: string }) => r.name);
    expect(names).toEqual(expect.arrayContaining(['中心库', '骨科', '心内科', '检验科', '手术室']));
    const ortho = res.body.data.records.find((r: { name: string }) => r.name === '骨科');
    expect(ortho).toMatchObject({ kind: 'CLINICAL', hasChildren: true });
    expect(ortho.children.map((c: { name: string }) => c.name)).toEqual(['脊柱外科', '创伤骨科']);
    const tree = await s.call('GET', `${dept}/tree`, { token: await s.login(HOSPITAL_ADMIN) });
    expect(tree.body.data.map((n: { title: string }) => n.title)).toContain('中心库');
  });

  it('keeps codes unique in the hospital (409 naming code) and refuses a kind outside the list', async () => {
    const s = server();
    const token = await s.login(HOSPITAL_ADMIN);
    const dup = await s.call('POST', `${dept}/submit`, { token, body: { code: 'GK', name: '骨科二', kind: 'CLINICAL' } });
    expect(dup.status).toBe(409);
    expect(dup.body).toMatchObject({ msg: '科室编码已存在', data: { field: 'code' } });
    const kind = await s.call('POST', `${dept}/submit`, { token, body: { code: code(), name: '药房', kind: 'PHARMACY' } });
    expect(kind.status).toBe(400);
    expect(kind.body).toMatchObject({ msg: '请选择科室类型', data: { field: 'kind' } });
    // Another hospital may use the same code.
    expect((await s.call('POST', `${dept}/submit`, { token: await s.login(HOSPITAL3_ADMIN), body: { code: 'GK', name: '骨科', kind: 'CLINICAL' } })).status).toBe(200);
  });

  it('refuses a parent inside the department itself, and deleting a department that has sub-departments', async () => {
    const s = server();
    const token = await s.login(HOSPITAL_ADMIN);
    const top = await addDept(s, token, { name: '外科' });
    const child = await addDept(s, token, { name: '普外科', parentId: top.id });
    const loop = await s.call('POST', `${dept}/submit`, { token, body: { id: top.id, version: top.version, code: 'LOOP1', name: '外科', kind: 'CLINICAL', parentId: child.id } });
    expect(loop.status).toBe(400);
    expect(loop.body.data.field).toBe('parentId');
    const missing = await s.call('POST', `${dept}/submit`, { token, body: { code: code(), name: '无上级', kind: 'ADMIN', parentId: '123456789' } });
    expect(missing.body.data.field).toBe('parentId');
    const blocked = await s.call('POST', `${dept}/remove?ids=${top.id}`, { token });
    expect(blocked.status).toBe(400);
    expect(blocked.body.msg).toBe('请先删除下级科室');
    expect((await s.call('POST', `${dept}/remove?ids=${top.id},${child.id}`, { token })).status).toBe(200);
  });
});

describe('receiving addresses', () => {
  const sample = (warehouseName: string, extra: Record<string, unknown> = {}) => ({ warehouseName, address: '云州市解放路 88 号', receiver: '李婷', phone: '13905710002', ...extra });

  it('makes the first address the default and keeps exactly one default as others are added, switched and deleted', async () => {
    const s = server();
    const token = await s.login(HOSPITAL3_ADMIN);
    for (const a of await addresses(s, token)) await s.call('POST', `${addr}/remove?ids=${a.id}`, { token });
    expect(await addresses(s, token)).toEqual([]);

    const first = await s.call('POST', `${addr}/submit`, { token, body: sample('一号库', { isDefault: false }) });
    expect(first.body.data.isDefault).toBe(true);
    await s.call('POST', `${addr}/submit`, { token, body: sample('二号库') });
    expect(defaults(await addresses(s, token))).toEqual(['一号库']);

    const third = await s.call('POST', `${addr}/submit`, { token, body: sample('三号库', { isDefault: true, phone: '0571-64001234' }) });
    expect(third.status, JSON.stringify(third.body)).toBe(200);
    expect(defaults(await addresses(s, token))).toEqual(['三号库']);

    const second = (await addresses(s, token)).find((a) => a.warehouseName === '二号库')!;
    expect((await s.call('POST', `${addr}/set-default?id=${second.id}`, { token })).status).toBe(200);
    expect(defaults(await addresses(s, token))).toEqual(['二号库']);

    // The default goes: the oldest address left takes over.
    expect((await s.call('POST', `${addr}/remove?ids=${second.id}`, { token })).status).toBe(200);
    expect(defaults(await addresses(s, token))).toEqual(['一号库']);
  });

  it('refuses clearing the default while other addresses exist, naming isDefault', async () => {
    const s = server();
    const token = await s.login(HOSPITAL_ADMIN);
    const current = (await addresses(s, token)).find((a) => a.isDefault)!;
    const res = await s.call('POST', `${addr}/submit`, { token, body: { ...sample(current.warehouseName), id: current.id, version: current.version, isDefault: false } });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ data: { field: 'isDefault' } });
    expect(res.body.msg).toContain('默认收货地址');
    expect(defaults(await addresses(s, token))).toEqual([current.warehouseName]);
  });

  it('takes an 11-digit mobile or a landline as the phone, and refuses anything else naming phone', async () => {
    const s = server();
    const token = await s.login(HOSPITAL_ADMIN);
    for (const phone of ['13800138000', '0571-88886666', '88886666']) {
      const ok = await s.call('POST', `${addr}/submit`, { token, body: sample(`电话${phone}`, { phone }) });
      expect(ok.status, phone).toBe(200);
    }
    for (const phone of ['1380013800', '23800138000', '0571-123', 'abc']) {
      const bad = await s.call('POST', `${addr}/submit`, { token, body: sample('坏电话', { phone }), headers: { 'accept-language': 'en' } });
      expect(bad.status, phone).toBe(400);
      expect(bad.body).toMatchObject({ data: { field: 'phone' }, msg: 'The phone is an 11-digit mobile number or a landline such as 0571-88886666' });
    }
    const missing = await s.call('POST', `${addr}/submit`, { token, body: { ...sample('无收货人'), receiver: '' } });
    expect(missing.body).toMatchObject({ msg: '请输入收货人', data: { field: 'receiver' } });
  });
});

// A second hospital is the intruder: other kinds of tenant are refused these routes outright.
describeTenantIsolation(server, {
  base: '/beree-scm/hospital/department',
  sample: () => ({ code: code(), name: '隔离测试科室', kind: 'CLINICAL' }),
  changeField: 'name',
  owner: HOSPITAL_ADMIN,
  intruder: HOSPITAL2_ADMIN,
});

describeTenantIsolation(server, {
  base: '/beree-scm/hospital/address',
  sample: () => ({ warehouseName: '隔离测试库', address: '云州市解放路 88 号', receiver: '李婷', phone: '13905710002' }),
  changeField: 'warehouseName',
  owner: HOSPITAL_ADMIN,
  intruder: HOSPITAL2_ADMIN,
});
