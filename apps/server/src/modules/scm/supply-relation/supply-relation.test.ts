import { describe, expect, it } from 'vitest';
import { DEALER2_ADMIN, DEALER_ADMIN, HOSPITAL2_ADMIN, HOSPITAL_ADMIN, MANUFACTURER_ADMIN, PLATFORM_ADMIN, useServer, type TestServer } from '../../../../test/harness';
import { describeTwoPartyIsolation } from '../../../../test/cross-tenant';
import { withTenant } from '../../../core/tenancy/with-tenant';
import { readExport } from '../../../../test/xlsx';
import { requireApprovedRelation } from './service';

const server = useServer();
const base = '/api/beree-scm/supply-relation';

/** The third hospital has no relation with the manufacturer: a fresh pair for each application. */
async function apply(s: TestServer, body: Record<string, unknown> = {}) {
  const token = await s.login(MANUFACTURER_ADMIN);
  const res = await s.call('POST', `${base}/submit`, { token, body: { hospitalTenantId: '100003', applyReason: '申请供货', supplierContactPhone: '13700000001', ...body } });
  return { token, res };
}

async function reset(s: TestServer) {
  // Leaves no open relation between the manufacturer and the third hospital.
  const token = await s.login(MANUFACTURER_ADMIN);
  const list = await s.call('GET', `${base}/list?hospitalTenantId=100003&current=1&size=100`, { token });
  for (const r of list.body.data.records as { id: string; supplyStatus: string }[]) {
    if (r.supplyStatus === 'SUBMITTED') await s.call('POST', `${base}/cancel?ids=${r.id}`, { token });
    if (r.supplyStatus === 'APPROVED') await s.call('POST', `${base}/terminate?ids=${r.id}`, { token, body: { reason: '测试结束' } });
    if (r.supplyStatus === 'STOPPED') {
      const hospital = await s.login({ tenantId: '100003', username: 'admin', password: 'admin' });
      await s.call('POST', `${base}/resume?ids=${r.id}`, { token: hospital });
      await s.call('POST', `${base}/terminate?ids=${r.id}`, { token, body: { reason: '测试结束' } });
    }
  }
}

const HOSPITAL3_ADMIN = { tenantId: '100003', username: 'admin', password: 'admin' };

describe('supply relations', () => {
  it('lets a supplier apply from the hospital directory, and the hospital approve it, each side told', async () => {
    const s = server();
    await reset(s);
    const directory = await s.call('GET', '/api/beree-scm/hospital/directory?tenantName=临江', { token: await s.login(MANUFACTURER_ADMIN) });
    expect(directory.body.data.records).toEqual([expect.objectContaining({ tenantId: '100003', tenantName: '临江县人民医院', supplyStatus: null })]);

    const { res } = await apply(s);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({ supplyStatus: 'SUBMITTED', hospitalTenantId: '100003', supplierTenantId: '300001', supplierName: '苏州瑞禾医疗器械有限公司', hospitalName: '临江县人民医院', tenantId: '300001' });
    const id = res.body.data.id;

    const hospital = await s.login(HOSPITAL3_ADMIN);
    const inbox = await s.call('GET', '/api/beree-desk/dashboard/my-message?current=1&size=5', { token: hospital });
    expect(JSON.stringify(inbox.body.data)).toContain('苏州瑞禾医疗器械有限公司');

    const approved = await s.call('POST', `${base}/approve?ids=${id}`, { token: hospital, body: { hospitalSupplierCode: 'GYS-0301' } });
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    const detail = await s.call('GET', `${base}/detail?id=${id}`, { token: hospital });
    expect(detail.body.data).toMatchObject({ supplyStatus: 'APPROVED', hospitalSupplierCode: 'GYS-0301' });
    expect(detail.body.data.history.map((h: { action: string; toStatus: string }) => `${h.action}:${h.toStatus}`)).toEqual(['apply:SUBMITTED', 'approve:APPROVED']);

    const dir = await s.call('GET', '/api/beree-scm/hospital/directory?tenantName=临江', { token: await s.login(MANUFACTURER_ADMIN) });
    expect(dir.body.data.records[0]).toMatchObject({ supplyStatus: 'APPROVED', relationId: id });
  });

  it('keeps one open relation per supplier and hospital (409 naming the hospital)', async () => {
    const s = server();
    await reset(s);
    expect((await apply(s)).res.status).toBe(200);
    const again = await apply(s);
    expect(again.res.status).toBe(409);
    expect(again.res.body).toMatchObject({ code: 409, data: { field: 'hospitalTenantId' } });
    expect(again.res.body.msg).toContain('临江县人民医院');
  });

  it('requires a reason to reject, then lets the supplier correct and apply again', async () => {
    const s = server();
    await reset(s);
    const { token, res } = await apply(s);
    const id = res.body.data.id;
    const hospital = await s.login(HOSPITAL3_ADMIN);
    const bare = await s.call('POST', `${base}/reject?ids=${id}`, { token: hospital, body: {} });
    expect(bare.status).toBe(400);
    expect(bare.body).toMatchObject({ msg: '请填写原因', data: { field: 'reason' } });
    expect((await s.call('GET', `${base}/detail?id=${id}`, { token: hospital })).body.data.supplyStatus).toBe('SUBMITTED');

    expect((await s.call('POST', `${base}/reject?ids=${id}`, { token: hospital, body: { reason: '缺少经营许可证' } })).status).toBe(200);
    const rejected = (await s.call('GET', `${base}/detail?id=${id}`, { token })).body.data;
    expect(rejected).toMatchObject({ supplyStatus: 'REJECTED', rejectReason: '缺少经营许可证' });

    const again = await s.call('POST', `${base}/submit`, { token, body: { id, version: rejected.version, hospitalTenantId: '100003', applyReason: '已补充经营许可证' } });
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect(again.body.data).toMatchObject({ supplyStatus: 'SUBMITTED', applyReason: '已补充经营许可证', rejectReason: null });
  });

  it('refuses a transition from a state it does not start from, naming both parties and the state', async () => {
    const s = server();
    await reset(s);
    const { token, res } = await apply(s);
    const id = res.body.data.id;
    const hospital = await s.login(HOSPITAL3_ADMIN);
    const stop = await s.call('POST', `${base}/stop?ids=${id}`, { token: hospital, body: { reason: '测试' } });
    expect(stop.status).toBe(400);
    expect(stop.body.msg).toBe('苏州瑞禾医疗器械有限公司与临江县人民医院的供需关系当前为待审核，不能停用');
    const en = await s.call('POST', `${base}/resume?ids=${id}`, { token: hospital, headers: { 'accept-language': 'en' } });
    expect(en.body.msg).toContain('cannot be resumed');
    expect((await s.call('POST', `${base}/cancel?ids=${id}`, { token })).status).toBe(200);
    expect((await s.call('POST', `${base}/cancel?ids=${id}`, { token })).status).toBe(400);
  });

  it('lets each transition be made only by its own party', async () => {
    const s = server();
    await reset(s);
    const { token, res } = await apply(s);
    const id = res.body.data.id;
    const hospital = await s.login(HOSPITAL3_ADMIN);
    // The supplier holds no approve button; the hospital no cancel button.
    expect((await s.call('POST', `${base}/approve?ids=${id}`, { token })).status).toBe(403);
    expect((await s.call('POST', `${base}/cancel?ids=${id}`, { token: hospital })).status).toBe(403);
    const platform = await s.login(PLATFORM_ADMIN);
    // The platform reads relations; it holds no clerk's buttons.
    const byPlatform = await s.call('POST', `${base}/approve?ids=${id}`, { token: platform });
    expect(byPlatform.status).toBe(403);
    expect((await s.call('GET', `${base}/detail?id=${id}`, { token: platform })).body.data.supplyStatus).toBe('SUBMITTED');
  });

  it('stops and resumes an approved relation; only a cancelled or rejected one can be deleted', async () => {
    const s = server();
    await reset(s);
    const { token, res } = await apply(s);
    const id = res.body.data.id;
    const hospital = await s.login(HOSPITAL3_ADMIN);
    await s.call('POST', `${base}/approve?ids=${id}`, { token: hospital });
    expect((await s.call('POST', `${base}/stop?ids=${id}`, { token: hospital, body: { reason: '配送不及时' } })).status).toBe(200);
    expect((await s.call('GET', `${base}/detail?id=${id}`, { token })).body.data).toMatchObject({ supplyStatus: 'STOPPED', stopReason: '配送不及时' });
    expect((await s.call('POST', `${base}/remove?ids=${id}`, { token })).status).toBe(400);
    expect((await s.call('POST', `${base}/resume?ids=${id}`, { token: hospital })).status).toBe(200);
    expect((await s.call('POST', `${base}/terminate?ids=${id}`, { token, body: { reason: '不再经营' } })).status).toBe(200);
    expect((await s.call('POST', `${base}/remove?ids=${id}`, { token })).status).toBe(200);
    expect((await s.call('GET', `${base}/detail?id=${id}`, { token })).status).toBe(404);
  });

  it('refuses an application from a hospital and to a tenant that is not a hospital', async () => {
    const s = server();
    const fromHospital = await s.call('POST', `${base}/submit`, { token: await s.login(HOSPITAL_ADMIN), body: { hospitalTenantId: '100002' } });
    expect(fromHospital.status).toBe(403);
    const toDealer = await s.call('POST', `${base}/submit`, { token: await s.login(MANUFACTURER_ADMIN), body: { hospitalTenantId: '200001' } });
    expect(toDealer.status).toBe(400);
    expect(toDealer.body).toMatchObject({ msg: '所选医院不存在', data: { field: 'hospitalTenantId' } });
    const badPhone = await apply(s, { supplierContactPhone: '12345' });
    expect(badPhone.res.status).toBe(400);
    expect(badPhone.res.body.data.field).toBe('supplierContactPhone');
  });

  it('lets the platform read and export every relation but each party only its own, the export holding what the list shows', async () => {
    const s = server();
    const platformToken = await s.login(PLATFORM_ADMIN);
    const hospitalToken = await s.login(HOSPITAL_ADMIN);
    const all = await s.call('GET', `${base}/list?current=1&size=100`, { token: platformToken });
    const hospital = await s.call('GET', `${base}/list?current=1&size=100`, { token: hospitalToken });
    expect(all.body.data.total).toBeGreaterThan(hospital.body.data.total);
    expect(hospital.body.data.records.every((r: { hospitalTenantId: string }) => r.hospitalTenantId === '100001')).toBe(true);
    const statuses = new Set(all.body.data.records.map((r: { supplyStatus: string }) => r.supplyStatus));
    expect([...statuses].sort()).toEqual(['APPROVED', 'CANCELLED', 'REJECTED', 'STOPPED', 'SUBMITTED']);

    type Row = { hospitalName: string; supplierName: string; supplyStatus: string; manufacturerDirect: boolean; appliedAt: string };
    const pairs = (rows: { hospitalName: unknown; supplierName: unknown }[]) => rows.map((r) => `${r.hospitalName}/${r.supplierName}`).sort();
    const approved = (await s.call('GET', `${base}/list?current=1&size=100&supplyStatus=APPROVED`, { token: hospitalToken })).body.data.records as Row[];
    const sheet = await readExport(s, `${base}/export?supplyStatus=APPROVED`, hospitalToken);
    expect(sheet.fileName).toMatch(/^供需关系-\d{8}\.xlsx$/);
    expect(sheet.headings).toEqual(['医院', '供应商', '供应状态', '厂家直供', '院内供应商编码', '供应商联系人', '联系电话', '申请时间', '审核时间']);
    expect(pairs(sheet.rows.map((r) => ({ hospitalName: r['医院'], supplierName: r['供应商'] })))).toEqual(pairs(approved));
    expect(new Set(sheet.rows.map((r) => r['供应状态']))).toEqual(new Set(['已审核']));
    const direct = approved.find((r) => r.manufacturerDirect)!;
    expect(sheet.rows.find((r) => r['供应商'] === direct.supplierName)).toMatchObject({ 厂家直供: '是', 申请时间: direct.appliedAt });
    // The platform's export (in English) holds every relation, as its list does; another hospital's none of this one's.
    const platform = await readExport(s, `${base}/export`, platformToken, 'en');
    expect(platform.rows).toHaveLength(all.body.data.total);
    expect(new Set(platform.rows.map((r) => r.Status))).toEqual(new Set(['Approved', 'Cancelled', 'Rejected', 'Stopped', 'Pending review']));
    const other = await readExport(s, `${base}/export`, await s.login(HOSPITAL2_ADMIN));
    expect(other.rows.some((r) => r['医院'] === approved[0].hospitalName)).toBe(false);
    expect(await s.call('GET', `${base}/export?manufacturerDirect=maybe`, { token: hospitalToken })).toMatchObject({ status: 400, body: { data: { field: 'manufacturerDirect' } } });
  });

  it('filters by a yes/no column and refuses a value that is neither, naming the filter', async () => {
    const s = server();
    const token = await s.login(HOSPITAL_ADMIN);
    const direct = await s.call('GET', `${base}/list?manufacturerDirect=true`, { token });
    expect(direct.body.data.records.map((r: { supplierTenantId: string }) => r.supplierTenantId)).toEqual(['300001']);
    for (const query of ['manufacturerDirect=maybe', 'manufacturerDirect_like=1877']) {
      const res = await s.call('GET', `${base}/list?${query}`, { token });
      expect(res.status).toBe(400);
      expect(res.body.data.field).toBe(query.split('=')[0]);
    }
  });

  it('R1: refuses documents for a hospital unless the relation is approved, naming the hospital and the state', async () => {
    const s = server();
    const { db } = s.database;
    const check = (supplier: string, hospital: string, allowStopped = false) =>
      withTenant(db, { tenantId: supplier }, (tx) => requireApprovedRelation(tx, 'zh', { hospitalTenantId: hospital, supplierTenantId: supplier }, '创建配送单', { allowStopped }));
    await expect(check('200001', '100001')).resolves.toMatchObject({ supplyStatus: 'APPROVED' });
    await expect(check('200001', '100002')).rejects.toMatchObject({ code: 400, key: 'supply.R1', vars: { hospital: '云州医科大学附属第二医院', status: '待审核', field: 'hospitalTenantId' } });
    await expect(check('200002', '100002')).rejects.toMatchObject({ key: 'supply.R1', vars: { status: '已停用' } });
    await expect(check('200002', '100002', true)).resolves.toMatchObject({ supplyStatus: 'STOPPED' });
    await expect(check('200002', '100001')).rejects.toMatchObject({ key: 'supply.R1', vars: { status: '无' } });
  });
});

describeTwoPartyIsolation(server, {
  base: '/beree-scm/supply-relation',
  create: async (s) => {
    await reset(s);
    return (await apply(s)).res.body.data.id;
  },
  transitions: ['/approve', '/reject', '/stop', '/resume', '/cancel', '/terminate'],
  parties: [MANUFACTURER_ADMIN, HOSPITAL3_ADMIN],
  outsiders: [HOSPITAL_ADMIN, HOSPITAL2_ADMIN, DEALER_ADMIN, DEALER2_ADMIN],
});
