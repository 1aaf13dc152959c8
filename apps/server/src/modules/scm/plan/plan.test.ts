import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { supplyRelations } from '../../../core/db/schema';
import { withTenant } from '../../../core/tenancy/with-tenant';
import { DEALER_ADMIN, HOSPITAL2_ADMIN, HOSPITAL_ADMIN, useServer, type TestServer } from '../../../../test/harness';
import { describeTenantIsolation } from '../../../../test/cross-tenant';
import { hospitalRefs, type HospitalRefs } from '../../../../test/orders';

const server = useServer();
const base = '/api/beree-scm/plan';
let refs: HospitalRefs;
let other: HospitalRefs;
beforeAll(async () => {
  refs = await hospitalRefs(server(), '100001');
  other = await hospitalRefs(server(), '100002');
});

let month = 0;
/** A MONTH plan of a period no other test uses, with lines of the dealer and the manufacturer. */
const plan = (extra: Record<string, unknown> = {}) => ({
  planType: 'MONTH',
  planPeriod: ((n) => `${2031 + Math.floor(n / 12)}-${String((n % 12) + 1).padStart(2, '0')}`)(month++),
  departmentId: refs.departmentId,
  lines: [
    { catalogItemId: refs.items['200001'][0], qty: '20', requiredDate: '2031-01-20' },
    { catalogItemId: refs.items['300001'][0], qty: '5' },
    { catalogItemId: refs.items['200001'][4], qty: '2.5' },
  ],
  ...extra,
});

async function save(s: TestServer, body: Record<string, unknown>) {
  const res = await s.call('POST', `${base}/submit`, { token: await s.login(HOSPITAL_ADMIN), body });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data;
}

describe('purchase plans', () => {
  it('the demo holds a plan in every state, the approved one split into orders', async () => {
    const s = server();
    const token = await s.login(HOSPITAL_ADMIN);
    const records = (await s.call('GET', `${base}/list?current=1&size=100`, { token })).body.data.records;
    expect([...new Set(records.map((r: { planStatus: string }) => r.planStatus))].sort()).toEqual(['APPROVED', 'REJECTED', 'SAVED', 'SUBMITTED']);
    expect(records.find((r: { planStatus: string }) => r.planStatus === 'APPROVED').orderCount).toBe(2);
  });

  it('saves a plan with lines priced from the catalog, numbered PP + day + sequence (R35)', async () => {
    const s = server();
    const saved = await save(s, plan());
    expect(saved).toMatchObject({ planStatus: 'SAVED', tenantId: '100001', departmentName: refs.departmentName, lineCount: 3, orderCount: 0 });
    expect(saved.planNo).toMatch(/^PP\d{12}$/);
    expect(saved.lines.map((l: { supplierTenantId: string }) => l.supplierTenantId)).toEqual(['200001', '300001', '200001']);
    expect(saved.lines[0]).toMatchObject({ qty: '20.0000', requiredDate: '2031-01-20' });
    const sum = saved.lines.reduce((t: number, l: { amount: string }) => t + Number(l.amount), 0);
    expect(saved.totalAmount).toBe(sum.toFixed(2));
    const token = await s.login(HOSPITAL_ADMIN);
    expect((await s.call('POST', `${base}/remove?ids=${saved.id}`, { token })).status).toBe(200);
    const next = await save(s, plan());
    expect(next.planNo > saved.planNo).toBe(true);
  });

  it('refuses bad input with 400 naming the field: a MONTH plan needs its month, a TEMPORARY one a reason', async () => {
    const s = server();
    const token = await s.login(HOSPITAL_ADMIN);
    const cases: [Record<string, unknown>, string, string?][] = [
      [{ planPeriod: undefined }, 'planPeriod', '月度计划请填写计划月份'],
      [{ planPeriod: '2031-13' }, 'planPeriod'],
      [{ planType: 'TEMPORARY', reason: ' ' }, 'reason', '临时计划请填写申请原因'],
      [{ departmentId: undefined }, 'departmentId'],
      [{ departmentId: other.departmentId }, 'departmentId', '所选科室不存在'],
      [{ lines: [{ catalogItemId: refs.items['200001'][0], qty: '-1' }] }, 'lines.0.qty'],
      // Impossible days are refused by the shared date check, never thrown from it.
      [{ lines: [{ catalogItemId: refs.items['200001'][0], qty: '1', requiredDate: '0000-00-00' }] }, 'lines.0.requiredDate'],
      [{ lines: [{ catalogItemId: refs.items['200001'][0], qty: '1', requiredDate: '2031-02-30' }] }, 'lines.0.requiredDate'],
    ];
    for (const [change, field, msg] of cases) {
      const res = await s.call('POST', `${base}/submit`, { token, body: plan(change) });
      expect(res.status, `${field}: ${JSON.stringify(res.body)}`).toBe(400);
      expect(res.body.data.field).toBe(field);
      if (msg) expect(res.body.msg).toBe(msg);
    }
    expect((await s.call('POST', `${base}/submit`, { token, body: plan({ planType: 'TEMPORARY', planPeriod: null, reason: '急诊 CVC 套件告急' }) })).status).toBe(200);
    // Plans are the hospital's own: a supplier has no such menu.
    expect((await s.call('GET', `${base}/list`, { token: await s.login(DEALER_ADMIN) })).status).toBe(403);
  });

  it('R33: one open MONTH plan per department and period, until it is approved', async () => {
    const s = server();
    const token = await s.login(HOSPITAL_ADMIN);
    const first = await save(s, plan());
    const again = await s.call('POST', `${base}/submit`, { token, body: plan({ planPeriod: first.planPeriod }) });
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({ msg: `R33：${refs.departmentName} ${first.planPeriod} 已有未完结的月度计划“${first.planNo}”`, data: { field: 'planPeriod' } });
    // Changing the open plan itself is no second plan; a TEMPORARY plan of the same month is none either.
    expect((await s.call('POST', `${base}/submit`, { token, body: plan({ id: first.id, version: first.version, planPeriod: first.planPeriod, remark: '补充' }) })).status).toBe(200);
    expect((await s.call('POST', `${base}/submit`, { token, body: plan({ planType: 'TEMPORARY', reason: '临时加量', planPeriod: first.planPeriod }) })).status).toBe(200);
    await s.call('POST', `${base}/submit-review?ids=${first.id}`, { token });
    expect((await s.call('POST', `${base}/approve?ids=${first.id}`, { token })).status).toBe(200);
    expect((await s.call('POST', `${base}/submit`, { token, body: plan({ planPeriod: first.planPeriod }) })).status).toBe(200);
  });

  it('R32, R8 and R1: lines come from the catalog, in use, of suppliers with an approved relation', async () => {
    const s = server();
    const token = await s.login(HOSPITAL_ADMIN);
    const line = (catalogItemId: string) => plan({ lines: [{ catalogItemId, qty: 1 }, { catalogItemId: '9007199254740993', qty: 1 }] });
    const outside = await s.call('POST', `${base}/submit`, { token, body: line(refs.items['200001'][1]) });
    expect(outside.body).toMatchObject({ code: 400, msg: 'R32：第2行 所选品规不在本院的供货目录中', data: { field: 'lines.1.catalogItemId' } });
    const stopped = refs.items['200001'].at(-1)!;
    expect((await s.call('POST', `/api/beree-scm/catalog/stop?ids=${stopped}`, { token })).status).toBe(200);
    const r8 = await s.call('POST', `${base}/submit`, { token, body: plan({ lines: [{ catalogItemId: stopped, qty: 1 }] }) });
    expect(r8.body).toMatchObject({ code: 400, data: { field: 'lines.0.catalogItemId' } });
    expect(r8.body.msg).toMatch(/^R8：第1行 “.+”已停用，不能加入计划$/);
    await s.call('POST', `/api/beree-scm/catalog/use?ids=${stopped}`, { token });
    const saved = await save(s, plan());
    const setStatus = (supplyStatus: string) =>
      withTenant(s.database.db, { tenantId: '100001' }, (tx) => tx.update(supplyRelations).set({ supplyStatus }).where(sql`${supplyRelations.supplierTenantId} = '300001' and ${supplyRelations.supplyStatus} in ('APPROVED', 'STOPPED')`));
    await setStatus('STOPPED');
    try {
      const r1 = await s.call('POST', `${base}/submit-review?ids=${saved.id}`, { token });
      expect(r1.body).toMatchObject({ code: 400, data: { field: 'lines.1.catalogItemId' } });
      expect(r1.body.msg).toMatch(/^R1：第2行 .+与本院的供需关系不是已审核状态（当前：已停用），不能提交审核$/);
    } finally {
      await setStatus('APPROVED');
    }
  });

  it('approving splits the plan into one SAVED order per supplier; rejecting needs a reason and sends it back to be saved again', async () => {
    const s = server();
    const token = await s.login(HOSPITAL_ADMIN);
    const saved = await save(s, plan());
    expect((await s.call('POST', `${base}/approve?ids=${saved.id}`, { token })).body.msg).toBe(`计划“${saved.planNo}”当前为已保存，不能审核通过`);
    expect((await s.call('POST', `${base}/submit-review?ids=${saved.id}`, { token, body: { version: saved.version - 1 } })).status).toBe(409);
    expect((await s.call('POST', `${base}/submit-review?ids=${saved.id}`, { token, body: { version: saved.version } })).status).toBe(200);
    expect((await s.call('POST', `${base}/submit`, { token, body: plan({ id: saved.id, planPeriod: saved.planPeriod }) })).status).toBe(400);
    expect((await s.call('POST', `${base}/remove?ids=${saved.id}`, { token })).status).toBe(400);
    expect((await s.call('POST', `${base}/reject?ids=${saved.id}`, { token })).body).toMatchObject({ code: 400, data: { field: 'reason' } });
    expect((await s.call('POST', `${base}/reject?ids=${saved.id}`, { token, body: { reason: '数量超出科室月度预算' } })).status).toBe(200);
    const rejected = (await s.call('GET', `${base}/detail?id=${saved.id}`, { token })).body.data;
    expect(rejected).toMatchObject({ planStatus: 'REJECTED', rejectReason: '数量超出科室月度预算' });
    const resaved = await save(s, plan({ id: saved.id, version: rejected.version, planPeriod: saved.planPeriod }));
    expect(resaved.planStatus).toBe('SAVED');
    await s.call('POST', `${base}/submit-review?ids=${saved.id}`, { token });
    expect((await s.call('POST', `${base}/approve?ids=${saved.id}`, { token })).status).toBe(200);
    const approved = (await s.call('GET', `${base}/detail?id=${saved.id}`, { token })).body.data;
    expect(approved).toMatchObject({ planStatus: 'APPROVED', orderCount: 2 });
    expect(approved.history.map((h: { action: string }) => h.action)).toEqual(['submit-review', 'reject', 'save', 'submit-review', 'approve']);
    const orders = approved.indents;
    expect(orders.map((o: { supplierTenantId: string; indentStatus: string }) => `${o.supplierTenantId}:${o.indentStatus}`).sort()).toEqual(['200001:SAVED', '300001:SAVED']);
    const dealerOrder = (await s.call('GET', `/api/beree-scm/indent/detail?id=${orders.find((o: { supplierTenantId: string }) => o.supplierTenantId === '200001').id}`, { token })).body.data;
    expect(dealerOrder).toMatchObject({ planNo: saved.planNo, orderType: 'NORMAL', urgent: false, expectedArrivalDate: '2031-01-20', warehouseName: '中心库', lineCount: 2 });
    expect(dealerOrder.totalAmount).toBe((Number(approved.lines[0].amount) + Number(approved.lines[2].amount)).toFixed(2));
    expect(approved.lines.every((l: { indentId: string | null }) => l.indentId)).toBe(true);
  });
});

describeTenantIsolation(server, {
  base: '/beree-scm/plan',
  sample: () => ({ planType: 'TEMPORARY', reason: '急诊临时采购', departmentId: refs.departmentId, remark: `备注 ${++month}`, lines: [{ catalogItemId: refs.items['200001'][0], qty: 1 }] }),
  intruderSample: () => ({ planType: 'TEMPORARY', reason: '急诊临时采购', departmentId: other.departmentId, lines: [] }),
  changeField: 'remark',
  intruder: HOSPITAL2_ADMIN,
});
