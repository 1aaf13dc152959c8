import { and, eq } from 'drizzle-orm';
import { addDays, shanghaiToday } from '@beree/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { catalogItems, supplyRelations, surgicalLines, surgicalOrders } from '../../../core/db/schema';
import { withTenant } from '../../../core/tenancy/with-tenant';
import { DEALER2_ADMIN, DEALER_ADMIN, HOSPITAL2_ADMIN, HOSPITAL_ADMIN, MANUFACTURER_ADMIN, useServer, type TestServer } from '../../../../test/harness';
import { describeTwoPartyIsolation } from '../../../../test/cross-tenant';
import { hospitalRefs, type HospitalRefs } from '../../../../test/orders';
import { settleableSurgicalLines } from './settleable';

const server = useServer();
const base = '/api/beree-scm/surgical';
const T = shanghaiToday();
const HIP = '髋关节假体 生物型股骨柄';
const SWAB = '医用棉签';
const HIP_DI = '04012345000023';
let refs: HospitalRefs;
/** The catalog items of the demo hospital with the dealer (200001) and with the manufacturer (300001), by product name. */
const item: Record<string, string> = {};
let otherSupplierItem = '';
beforeAll(async () => {
  const s = server();
  refs = await hospitalRefs(s, '100001');
  const rows = await withTenant(s.database.db, { tenantId: '100001' }, (tx) =>
    tx.select({ id: catalogItems.id, name: catalogItems.productName, supplier: catalogItems.supplierTenantId }).from(catalogItems).where(and(eq(catalogItems.isDeleted, 0), eq(catalogItems.useFlag, 'USING'))),
  );
  for (const r of rows) if (r.supplier === '200001') item[r.name] ??= String(r.id);
  otherSupplierItem = String(rows.find((r) => r.supplier !== '200001')!.id);
});

/** Use is recorded after the operation (R30): the orders of these tests were operated on yesterday unless a test books another time. */
const YESTERDAY = `${addDays(T, -1)} 08:30`;
const booking = (extra: Record<string, unknown> = {}) => ({
  supplierTenantId: '200001',
  departmentId: refs.departmentId,
  surgeryDateTime: YESTERDAY,
  operatingRoom: '3号手术间',
  surgeryName: '全髋关节置换术',
  surgeonName: '周明',
  patientInpatientNo: 'ZY20249999',
  patientName: '孙立平',
  patientGender: '1',
  patientAge: 70,
  lines: [{ catalogItemId: item[HIP], qty: 3 }, { catalogItemId: item[SWAB], qty: 20 }],
  ...extra,
});

/** The hospital books an operation; answers the detail. */
async function book(s: TestServer, extra: Record<string, unknown> = {}) {
  const res = await s.call('POST', `${base}/submit`, { token: await s.login(HOSPITAL_ADMIN), body: booking(extra) });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data;
}

const EXP = addDays(T, 700);
const MADE = addDays(T, -60);
const yymmdd = (day: string) => day.replaceAll('-', '').slice(2);
/** A hip stem's UDI of lot W24S01 with that serial. */
const udi = (serial: string, di = HIP_DI, lot = 'W24S01') => `(01)${di}(11)${yymmdd(MADE)}(17)${yymmdd(EXP)}(10)${lot}(21)${serial}`;
let serialSeq = 0;
/** Serials not used anywhere else in the test database. */
const serials = (n: number) => Array.from({ length: n }, () => `TS${Date.now().toString(36)}${++serialSeq}`);

/** What the dealer releases: three stems, one UDI each, and twenty swabs of one batch. */
function releaseLines(order: { lines: { id: string; productName: string }[] }, stems: string[], change: Record<string, unknown> = {}) {
  const hip = order.lines.find((l) => l.productName === HIP)!;
  const swab = order.lines.find((l) => l.productName === SWAB)!;
  return [
    { id: hip.id, batchNo: 'W24S01', productionDate: MADE, expiryDate: EXP, units: stems.map((serial) => ({ udi: udi(serial) })), ...change },
    { id: swab.id, releasedQty: 20, batchNo: 'MQ2401', productionDate: MADE, expiryDate: EXP },
  ];
}

const act = async (s: TestServer, action: string, id: string, body: Record<string, unknown> = {}, who = HOSPITAL_ADMIN) => s.call('POST', `${base}/${action}?ids=${id}`, { token: await s.login(who), body });
const detail = async (s: TestServer, id: string, who = HOSPITAL_ADMIN) => (await s.call('GET', `${base}/detail?id=${id}`, { token: await s.login(who) })).body.data;

/** A booked order released with three stems (acknowledging the warnings a short-dated card gives) and, if asked, accepted. */
async function released(s: TestServer, accept = false, extra: Record<string, unknown> = {}) {
  const order = await book(s, extra);
  const stems = serials(3);
  const res = await act(s, 'release', order.id, { lines: releaseLines(order, stems), acknowledgeWarnings: true, followerName: '钱跟台' }, DEALER_ADMIN);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  if (accept) expect((await act(s, 'accept', order.id)).status).toBe(200);
  return { order: await detail(s, order.id), stems };
}

describe('surgical orders: booking and the path through the states', () => {
  it('the demo (§7.4) holds orders in every state; lists mask the patient; only used quantities are settleable', async () => {
    const s = server();
    const hospital = (await s.call('GET', `${base}/list?current=1&size=100`, { token: await s.login(HOSPITAL_ADMIN) })).body.data.records;
    expect([...new Set(hospital.map((r: { surgicalStatus: string }) => r.surgicalStatus))].sort()).toEqual(['BE_ACCEPT', 'BE_USE', 'CONFIRM', 'RELEASED']);
    expect(hospital.find((r: { patientInpatientNo: string }) => r.patientInpatientNo === 'ZY20240917').patientName).toBe('王**');
    const dealer = (await s.call('GET', `${base}/list?current=1&size=100&surgicalStatus=BE_USE`, { token: await s.login(DEALER_ADMIN) })).body.data.records;
    expect(dealer).toHaveLength(1);
    const used = await detail(s, dealer[0].id);
    expect(used.patientName).toBe('王建国');
    expect((await detail(s, dealer[0].id, DEALER_ADMIN)).patientName).toBe('王**');
    const hip = used.lines.find((l: { productName: string }) => l.productName === HIP);
    expect(hip).toMatchObject({ releasedQty: '3.0000', usedQty: '1.0000', returnedQty: '2.0000' });
    expect(hip.units.filter((u: { used: boolean }) => u.used)).toHaveLength(1);
    const settleable = await withTenant(s.database.db, { tenantId: '200001' }, (tx) => settleableSurgicalLines(tx, { hospitalTenantId: '100001', supplierTenantId: '200001' }));
    expect(settleable.map((l) => [l.productName, l.usedQty])).toEqual([[HIP, '1.0000'], [SWAB, '12.0000']]);
    expect(settleable[0].usedSerials).toHaveLength(1);
    expect((await s.call('GET', `${base}/list?current=1&size=100`, { token: await s.login(MANUFACTURER_ADMIN) })).body.data.records).toEqual([]);
  });

  it('books an operation numbered SO + day + sequence, CONFIRM at once, and tells the dealer', async () => {
    const s = server();
    const order = await book(s);
    expect(order).toMatchObject({ surgicalStatus: 'CONFIRM', hospitalTenantId: '100001', supplierTenantId: '200001', tenantId: '100001', lineCount: 2, departmentName: refs.departmentName, surgeryDateTime: YESTERDAY });
    expect(order.surgicalOrderNo).toMatch(/^SO\d{8}\d{4}$/);
    expect(order.lines[0]).toMatchObject({ productName: HIP, plannedQty: '3.0000', releasedQty: '0.0000' });
    expect(order.history).toMatchObject([{ action: 'save', toStatus: 'CONFIRM' }]);
    const dealer = await s.login(DEALER_ADMIN);
    expect(JSON.stringify((await s.call('GET', '/api/beree-desk/dashboard/my-message?current=1&size=5', { token: dealer })).body.data)).toContain(order.surgicalOrderNo);
    // The hospital may change or delete it until the kit is released; the number is never reused (R35).
    const changed = await s.call('POST', `${base}/submit`, { token: await s.login(HOSPITAL_ADMIN), body: { ...booking({ operatingRoom: '5号手术间', lines: undefined }), id: order.id, version: order.version } });
    expect(changed.body.data).toMatchObject({ operatingRoom: '5号手术间', lineCount: 2 });
    expect((await act(s, 'remove', order.id)).status).toBe(200);
    expect((await book(s)).surgicalOrderNo).not.toBe(order.surgicalOrderNo);
  });

  it('refuses bad input naming the field; only a hospital books', async () => {
    const s = server();
    const token = await s.login(HOSPITAL_ADMIN);
    const cases: [Record<string, unknown>, string][] = [
      [{ supplierTenantId: '' }, 'supplierTenantId'],
      [{ supplierTenantId: '100002' }, 'supplierTenantId'],
      [{ departmentId: 'x' }, 'departmentId'],
      [{ departmentId: '123' }, 'departmentId'],
      [{ surgeryDateTime: `2025-02-30 08:00` }, 'surgeryDateTime'],
      [{ surgeryName: ' ' }, 'surgeryName'],
      [{ patientName: '' }, 'patientName'],
      [{ patientAge: 200 }, 'patientAge'],
      [{ patientGender: 'X' }, 'patientGender'],
      [{ lines: [] }, 'lines'],
      [{ lines: [{ catalogItemId: item[HIP], qty: 0 }] }, 'lines.0.qty'],
      [{ lines: [{ catalogItemId: otherSupplierItem, qty: 1 }] }, 'lines.0.catalogItemId'],
      [{ lines: [{ catalogItemId: item[HIP], qty: 1 }, { catalogItemId: item[HIP], qty: 1 }] }, 'lines.1.catalogItemId'],
      [{ surgeryName: 'x'.repeat(201) }, 'surgeryName'],
    ];
    for (const [change, field] of cases) {
      const res = await s.call('POST', `${base}/submit`, { token, body: booking(change) });
      expect(res.status, `${field}: ${JSON.stringify(res.body)}`).toBe(400);
      expect(res.body.data.field).toBe(field);
    }
    const r32 = await s.call('POST', `${base}/submit`, { token, body: booking({ lines: [{ catalogItemId: otherSupplierItem, qty: 1 }] }) });
    expect(r32.body.msg).toMatch(/^R32：第1行 所选品规不在.*的供货目录中$/);
    expect((await s.call('POST', `${base}/submit`, { token: await s.login(DEALER_ADMIN), body: booking() })).status).toBe(403);
  });

  it('R29: each transition only by its owner and from its state — the dealer releases, the hospital accepts and records use', async () => {
    const s = server();
    const order = await book(s);
    const stems = serials(3);
    const body = { lines: releaseLines(order, stems), acknowledgeWarnings: true };
    // The other party holds no such button, and the service refuses it in any case.
    for (const [action, who] of [['release', HOSPITAL_ADMIN], ['accept', DEALER_ADMIN], ['use', DEALER_ADMIN]] as const) {
      expect((await act(s, action, order.id, body, who)).status, `${action} by ${who.tenantId}`).toBe(403);
    }
    expect((await detail(s, order.id)).version).toBe(order.version);
    const early = await act(s, 'accept', order.id);
    expect(early.body).toMatchObject({ code: 400, msg: `R29：跟台手术单“${order.surgicalOrderNo}”当前为已确认，不能验收`, data: { field: 'ids' } });
    expect((await act(s, 'release', order.id, body, DEALER_ADMIN)).body.data[0].surgicalStatus).toBe('RELEASED');
    expect((await act(s, 'release', order.id, body, DEALER_ADMIN)).body.msg).toMatch(/^R29：.*当前为已出库，不能出库$/);
    const edit = await s.call('POST', `${base}/submit`, { token: await s.login(HOSPITAL_ADMIN), body: { ...booking(), id: order.id } });
    expect(edit.body).toMatchObject({ code: 400, data: { field: 'id' } });
    expect((await act(s, 'accept', order.id)).body.data[0].surgicalStatus).toBe('BE_ACCEPT');
    const done = await act(s, 'use', order.id, { lines: [{ id: order.lines[0].id, udis: [udi(stems[0])] }], nurseStaffNo: 'N0001' });
    expect(done.body.data[0].surgicalStatus).toBe('BE_USE');
    const after = await detail(s, order.id);
    expect(after.history.map((h: { action: string; tenantId: string }) => `${h.action}:${h.tenantId}`)).toEqual(['save:100001', 'release:200001', 'accept:100001', 'use:100001']);
    expect(after).toMatchObject({ followerName: expect.any(String), releaseDate: T, usageNurseStaffNo: 'N0001' });
    expect((await act(s, 'use', order.id, {})).body.msg).toMatch(/^R29：.*当前为已使用，不能登记使用$/);
  });

  it('R29: releasing asks what shipping a delivery note asks (R1, R14, R15, R16) and writes nothing when refused', async () => {
    const s = server();
    const order = await book(s);
    const stems = serials(3);
    const release = (change: Record<string, unknown>) => act(s, 'release', order.id, { lines: releaseLines(order, stems, change), acknowledgeWarnings: true }, DEALER_ADMIN);
    const expired = await release({ expiryDate: addDays(T, -1) });
    expect(expired.body).toMatchObject({ code: 400, data: { field: 'lines.0.expiryDate' } });
    expect(expired.body.msg).toMatch(/^R14：第1行 “髋关节假体 生物型股骨柄 #11 WS-FS11”失效日期 .* 不晚于发货日期/);
    const wrongDi = await release({ units: [{ udi: udi(stems[0], '06945678901232') }, { udi: udi(stems[1]) }, { udi: udi(stems[2]) }] });
    expect(wrongDi.body).toMatchObject({ code: 400, data: { field: 'lines.0.units.0.udi' } });
    expect(wrongDi.body.msg).toMatch(/^R15：第1行 UDI 的产品标识“06945678901232”/);
    const short = await release({ releasedQty: 3, units: [{ udi: udi(stems[0]) }] });
    expect(short.body).toMatchObject({ code: 400, data: { field: 'lines.0.units' } });
    expect(short.body.msg).toMatch(/^R16：第1行 .*发货 3 件需逐件填写序列号或 UDI（已填 1 件）$/);
    // Nothing of the refused releases stayed.
    const lines = await withTenant(s.database.db, { tenantId: '100001' }, (tx) => tx.select().from(surgicalLines).where(eq(surgicalLines.surgicalOrderId, BigInt(order.id))));
    expect(lines.map((l) => l.releasedQty)).toEqual(['0.0000', '0.0000']);
    expect((await detail(s, order.id)).surgicalStatus).toBe('CONFIRM');
    // A unit out in another kit at this hospital is not released twice (R15).
    const { stems: out } = await released(s);
    const twice = await act(s, 'release', order.id, { lines: releaseLines(order, [out[0], ...stems.slice(1)]), acknowledgeWarnings: true }, DEALER_ADMIN);
    expect(twice.body.msg).toMatch(new RegExp(`^R15：第1行 .*序列号“${out[0]}”已在跟台手术单“SO\\d+”中出库到本院$`));
    // Nor does a delivery note ship a unit that is out in a kit.
    const hospital = await s.login(HOSPITAL_ADMIN);
    const dealer = await s.login(DEALER_ADMIN);
    const po = (await s.call('POST', '/api/beree-scm/indent/submit', { token: hospital, body: { supplierTenantId: '200001', orderType: 'NORMAL', receivingAddressId: refs.addressId, lines: [{ catalogItemId: item[HIP], qty: 1 }] } })).body.data;
    await s.call('POST', `/api/beree-scm/indent/submit-review?ids=${po.id}`, { token: hospital });
    await s.call('POST', `/api/beree-scm/indent/confirm?ids=${po.id}`, { token: dealer });
    const note = await s.call('POST', '/api/beree-scm/delivery/submit', { token: dealer, body: { hospitalTenantId: '100001', deliveryType: 'NORMAL', lines: [{ indentLineId: po.lines[0].id, qty: 1, batchNo: 'W24S01', productionDate: MADE, expiryDate: EXP, units: [{ udi: udi(out[1]) }] }] } });
    const shipped = await s.call('POST', `/api/beree-scm/delivery/submit-review?ids=${note.body.data.id}`, { token: dealer, body: { acknowledgeWarnings: true } });
    expect(shipped.body.msg).toMatch(new RegExp(`^R15：第1行 .*序列号“${out[1]}”已在跟台手术单“SO\\d+”中出库到本院$`));
    // R1: a stopped relation releases nothing.
    const relation = (from: string, to: string) => (tx: any) =>
      tx.update(supplyRelations).set({ supplyStatus: to }).where(and(eq(supplyRelations.supplierTenantId, '200001'), eq(supplyRelations.hospitalTenantId, '100001'), eq(supplyRelations.supplyStatus, from)));
    await withTenant(s.database.db, { tenantId: '100001' }, relation('APPROVED', 'STOPPED'));
    const stopped = await release({}).finally(() => withTenant(s.database.db, { tenantId: '100001' }, relation('STOPPED', 'APPROVED')));
    expect(stopped.body.msg).toMatch(/^R1：.*的供需关系不是已审核状态（当前：已停用），不能出库$/);
    // One implant named on its line is kept as a unit.
    const [one] = serials(1);
    const single = await act(s, 'release', order.id, { lines: [{ id: order.lines[0].id, releasedQty: 1, udi: udi(one) }], acknowledgeWarnings: true }, DEALER_ADMIN);
    expect(single.status, JSON.stringify(single.body)).toBe(200);
    expect((await detail(s, order.id)).lines[0]).toMatchObject({ releasedQty: '1.0000', batchNo: 'W24S01', expiryDate: EXP, units: [{ serialNo: one }] });
  });

  it('R30: use is recorded from the time of surgery on, names released units by UDI, within what was released; the rest goes back; only the used is settleable', async () => {
    const s = server();
    const tomorrow = `${addDays(T, 1)} 08:30`;
    const { order, stems } = await released(s, true, { surgeryDateTime: tomorrow });
    const [hip, swab] = order.lines;
    const use = (lines: Record<string, unknown>[]) => act(s, 'use', order.id, { lines });
    const early = await use([{ id: hip.id, udis: [udi(stems[1])] }]);
    expect(early.body).toMatchObject({ code: 400, msg: `R30：跟台手术单“${order.surgicalOrderNo}”的手术时间为 ${tomorrow}，手术开始前不能登记使用`, data: { field: 'ids' } });
    // The hour of the operation comes.
    await withTenant(s.database.db, { tenantId: '100001' }, (tx) => tx.update(surgicalOrders).set({ surgeryDateTime: YESTERDAY }).where(eq(surgicalOrders.id, BigInt(order.id))));
    const stranger = await use([{ id: hip.id, udis: [udi('NOT-OURS-1')] }]);
    expect(stranger.body).toMatchObject({ code: 400, msg: `R30：第1行 UDI“${udi('NOT-OURS-1')}”不是本单为“髋关节假体 生物型股骨柄 #11 WS-FS11”出库的单件`, data: { field: 'lines.0.udis.0' } });
    const otherLot = await use([{ id: hip.id, udis: [udi(stems[0], HIP_DI, 'OTHER1')] }]);
    expect(otherLot.body.data.field).toBe('lines.0.udis.0');
    const unreadable = await use([{ id: hip.id, udis: ['(01)123'] }]);
    expect(unreadable.body.msg).toMatch(/^R30：第1行 .*的 UDI 无法识别/);
    const twice = await use([{ id: hip.id, udis: [udi(stems[0]), udi(stems[0])] }]);
    expect(twice.body).toMatchObject({ code: 400, data: { field: 'lines.0.udis.1' } });
    expect(twice.body.msg).toMatch(/^R30：第1行 .*序列号“.*”重复登记使用$/);
    const unscanned = await use([{ id: hip.id, usedQty: 2, udis: [udi(stems[0])] }]);
    expect(unscanned.body.msg).toMatch(/^R30：第1行 .*请逐件扫描所用产品的 UDI（使用 2 件，已扫 1 件）$/);
    const over = await use([{ id: swab.id, usedQty: 25 }]);
    expect(over.body).toMatchObject({ code: 400, msg: 'R30：第1行 “医用棉签 非灭菌 10cm”使用数量 25 超过出库数量 20', data: { field: 'lines.0.usedQty' } });
    expect((await detail(s, order.id)).surgicalStatus).toBe('BE_ACCEPT');

    const ok = await use([{ id: hip.id, udis: [udi(stems[1])] }, { id: swab.id, usedQty: 12 }]);
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    const after = await detail(s, order.id);
    const [h, w] = after.lines;
    expect(h).toMatchObject({ usedQty: '1.0000', returnedQty: '2.0000', usedAmount: (Number(h.unitPrice) * 1).toFixed(2) });
    expect(h.units.filter((u: { used: boolean }) => u.used).map((u: { serialNo: string }) => u.serialNo)).toEqual([stems[1]]);
    expect(w).toMatchObject({ usedQty: '12.0000', returnedQty: '8.0000' });
    expect(after.usedAmount).toBe((Number(h.usedAmount) + Number(w.usedAmount)).toFixed(2));
    const settleable = await withTenant(s.database.db, { tenantId: '100001' }, (tx) => settleableSurgicalLines(tx, { hospitalTenantId: '100001', supplierTenantId: '200001', surgicalOrderIds: [BigInt(order.id)] }));
    expect(settleable.map((l) => [l.productName, l.usedQty, l.usedSerials])).toEqual([[HIP, '1.0000', [stems[1]]], [SWAB, '12.0000', []]]);
    // The implanted serial is never released (and so never used) again at this hospital.
    const next = await book(s);
    const again = await act(s, 'release', next.id, { lines: releaseLines(next, [stems[1], ...serials(2)]), acknowledgeWarnings: true }, DEALER_ADMIN);
    expect(again.body.msg).toMatch(new RegExp(`序列号“${stems[1]}”已在跟台手术单“${after.surgicalOrderNo}”中出库到本院$`));
  });
});

describeTwoPartyIsolation(server, {
  base: '/beree-scm/surgical',
  create: async (s) => (await book(s)).id,
  transitions: ['/release', '/accept', '/use'],
  parties: [HOSPITAL_ADMIN, DEALER_ADMIN],
  outsiders: [HOSPITAL2_ADMIN, DEALER2_ADMIN],
});
