import { and, eq, sql } from 'drizzle-orm';
import { addDays, shanghaiToday } from '@beree/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { catalogItems, certificates, deliveryLines, productSkus, products, supplyRelations } from '../../../core/db/schema';
import { withTenant } from '../../../core/tenancy/with-tenant';
import { DEALER2_ADMIN, DEALER_ADMIN, HOSPITAL2_ADMIN, HOSPITAL_ADMIN, MANUFACTURER_ADMIN, useServer, type TestServer } from '../../../../test/harness';
import { describeTwoPartyIsolation } from '../../../../test/cross-tenant';
import { hospitalRefs, type HospitalRefs } from '../../../../test/orders';
import { userIdOf } from '../../../../test/certificates';

const server = useServer();
const base = '/api/beree-scm/delivery';
const indentBase = '/api/beree-scm/indent';
const DEALER_CLERK = { tenantId: '200001', username: 'zhaoxr', password: '123456' };
const T = shanghaiToday();
const FAR = addDays(T, 730);
let refs: HospitalRefs;
/** The dealer's catalog items with the demo hospital, by product name. */
const item: Record<string, string> = {};
beforeAll(async () => {
  const s = server();
  refs = await hospitalRefs(s, '100001');
  const rows = await withTenant(s.database.db, { tenantId: '100001' }, (tx) =>
    tx.select({ id: catalogItems.id, name: catalogItems.productName }).from(catalogItems).where(and(eq(catalogItems.supplierTenantId, '200001'), eq(catalogItems.isDeleted, 0), eq(catalogItems.useFlag, 'USING'))),
  );
  for (const r of rows) item[r.name] ??= String(r.id);
});

const SWAB = '医用棉签';
const LANCET = '一次性使用末梢采血针';
const BALLOON = 'PTCA球囊扩张导管';
const IODINE = '复合碘皮肤消毒液';

/** A confirmed order of the demo hospital with the dealer; answers its lines by product name. */
async function confirmedOrder(s: TestServer, lines: [string, number][]): Promise<Record<string, { id: string; unitPrice: string; indentId: string }>> {
  const hospital = await s.login(HOSPITAL_ADMIN);
  const body = { supplierTenantId: '200001', orderType: 'NORMAL', receivingAddressId: refs.addressId, lines: lines.map(([name, qty]) => ({ catalogItemId: item[name], qty })) };
  const saved = await s.call('POST', `${indentBase}/submit`, { token: hospital, body });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  const id = saved.body.data.id;
  expect((await s.call('POST', `${indentBase}/submit-review?ids=${id}`, { token: hospital })).status).toBe(200);
  expect((await s.call('POST', `${indentBase}/confirm?ids=${id}`, { token: await s.login(DEALER_ADMIN) })).status).toBe(200);
  return Object.fromEntries(saved.body.data.lines.map((l: { productName: string; id: string; unitPrice: string }) => [l.productName, { id: l.id, unitPrice: l.unitPrice, indentId: id }]));
}

const batch = (extra: Record<string, unknown> = {}) => ({ batchNo: 'B2401', productionDate: addDays(T, -30), expiryDate: FAR, ...extra });

/** The dealer saves a note for those order lines; answers the detail. */
async function saveNote(s: TestServer, lines: Record<string, unknown>[], extra: Record<string, unknown> = {}) {
  const res = await s.call('POST', `${base}/submit`, { token: await s.login(DEALER_ADMIN), body: { hospitalTenantId: '100001', deliveryType: 'NORMAL', lines, ...extra } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data;
}

/** An order of `qty` swabs and a saved note shipping `ship` of them. */
async function swabNote(s: TestServer, qty = 10, ship = qty, extra: Record<string, unknown> = {}) {
  const order = await confirmedOrder(s, [[SWAB, qty]]);
  const note = await saveNote(s, [{ indentLineId: order[SWAB].id, qty: ship, ...batch() }], extra);
  return { order, note };
}

const ship = async (s: TestServer, id: string, body: Record<string, unknown> = {}) => s.call('POST', `${base}/submit-review?ids=${id}`, { token: await s.login(DEALER_ADMIN), body });
const act = async (s: TestServer, action: string, id: string, body: Record<string, unknown> = {}, who = HOSPITAL_ADMIN) => s.call('POST', `${base}/${action}?ids=${id}`, { token: await s.login(who), body });
const orderLine = async (s: TestServer, indentId: string, lineId: string) => {
  const order = (await s.call('GET', `${indentBase}/detail?id=${indentId}`, { token: await s.login(HOSPITAL_ADMIN) })).body.data;
  return { status: order.indentStatus, line: order.lines.find((l: { id: string }) => l.id === lineId) };
};
const inbox = async (s: TestServer, token: string) => JSON.stringify((await s.call('GET', '/api/beree-desk/dashboard/my-message?current=1&size=5', { token })).body.data);

/** Runs `fn` with a column of the supplier's data changed, and puts it back. */
async function withChange<T>(s: TestServer, tenantId: string, change: (tx: any) => Promise<unknown>, undo: (tx: any) => Promise<unknown>, fn: () => Promise<T>): Promise<T> {
  await withTenant(s.database.db, { tenantId }, change);
  try {
    return await fn();
  } finally {
    await withTenant(s.database.db, { tenantId }, undo);
  }
}

describe('delivery notes: saving and the path through the states', () => {
  it('the demo (§7.4) holds notes in every state in step with the orders; its SAVED note is blocked by R10', async () => {
    const s = server();
    const states = new Set<string>();
    for (const who of [DEALER_ADMIN, MANUFACTURER_ADMIN]) {
      const list = await s.call('GET', `${base}/list?current=1&size=100`, { token: await s.login(who) });
      for (const r of list.body.data.records) states.add(r.deliveryStatus);
    }
    expect([...states].sort()).toEqual(['APPROVED', 'RECEIVED', 'SAVED', 'SUBMITTED']);
    const hospital = (await s.call('GET', `${base}/list?current=1&size=100`, { token: await s.login(HOSPITAL_ADMIN) })).body.data.records;
    expect(hospital.some((r: { deliveryStatus: string }) => r.deliveryStatus === 'SAVED')).toBe(false);
    expect(hospital.find((r: { coldChain: boolean }) => r.coldChain)).toMatchObject({ deliveryStatus: 'SUBMITTED', deliveryType: 'CONSIGNMENT' });
    // Every order line's delivered and received quantities are what the shipped notes say.
    const drift = await withTenant(s.database.db, { tenantId: '100001' }, (tx) =>
      tx.execute(sql`select l.id from scm_indent_line l where l.delivered_qty <> (select coalesce(sum(dl.qty), 0) from scm_delivery_line dl join scm_delivery d on d.id = dl.delivery_id where dl.indent_line_id = l.id and d.delivery_status <> 'SAVED')
                     or l.received_qty <> (select coalesce(sum(dl.received_qty), 0) from scm_delivery_line dl join scm_delivery d on d.id = dl.delivery_id where dl.indent_line_id = l.id and d.delivery_status <> 'SAVED')`),
    );
    expect((drift as unknown as { rows: unknown[] }).rows).toEqual([]);
    const dealer = (await s.call('GET', `${base}/list?current=1&size=100&deliveryStatus=SAVED`, { token: await s.login(DEALER_ADMIN) })).body.data.records;
    const blocked = await ship(s, dealer[0].id);
    expect(blocked.body.msg).toMatch(/^R10：第1行 “复合碘皮肤消毒液 500ml”的注册证/);
  });

  it('saves a note numbered DN + day + sequence, copying the order line; the hospital cannot see it until it ships', async () => {
    const s = server();
    const { order, note } = await swabNote(s, 10, 4);
    expect(note).toMatchObject({ deliveryStatus: 'SAVED', supplierTenantId: '200001', hospitalTenantId: '100001', tenantId: '200001', lineCount: 1, warehouseName: '中心库' });
    expect(note.deliveryNo).toMatch(/^DN\d{8}\d{4}$/);
    expect(note.lines[0]).toMatchObject({ productName: SWAB, qty: '4.0000', unitPrice: order[SWAB].unitPrice, indentLineId: order[SWAB].id, batchNo: 'B2401' });
    expect(note.totalAmount).toBe((Math.round(4 * Number(order[SWAB].unitPrice) * 100) / 100).toFixed(2));
    const hospital = await s.login(HOSPITAL_ADMIN);
    expect((await s.call('GET', `${base}/detail?id=${note.id}`, { token: hospital })).status).toBe(404);
    const shipped = await ship(s, note.id);
    expect(shipped.status, JSON.stringify(shipped.body)).toBe(200);
    expect(await inbox(s, hospital)).toContain(note.deliveryNo);
    const seen = (await s.call('GET', `${base}/detail?id=${note.id}`, { token: hospital })).body.data;
    expect(seen).toMatchObject({ deliveryStatus: 'SUBMITTED', shipDate: T });
    // The order follows: 4 of 10 on the way.
    expect(await orderLine(s, order[SWAB].indentId, order[SWAB].id)).toMatchObject({ status: 'PARTIALLY_DELIVERED', line: { deliveredQty: '4.0000' } });
  });

  it('refuses bad input naming the field; only the supplier writes, and only a SAVED note', async () => {
    const s = server();
    const order = await confirmedOrder(s, [[SWAB, 5]]);
    const token = await s.login(DEALER_ADMIN);
    const good = { indentLineId: order[SWAB].id, qty: 1, ...batch() };
    const cases: [Record<string, unknown>, string][] = [
      [{ deliveryType: 'OTHER' }, 'deliveryType'],
      [{ hospitalTenantId: '200002' }, 'hospitalTenantId'],
      [{ lines: [{ ...good, qty: 0 }] }, 'lines.0.qty'],
      [{ lines: [{ ...good, expiryDate: '2025-02-30' }] }, 'lines.0.expiryDate'],
      [{ lines: [{ qty: 1 }] }, 'lines.0.indentLineId'],
      [{ lines: [good, good] }, 'lines.1.indentLineId'],
      [{ temperatureRecords: [{ temperature: 200, recordedAt: `${T} 08:00:00` }] }, 'temperatureRecords.0.temperature'],
      [{ salesRepUserId: '123' }, 'salesRepUserId'],
    ];
    for (const [change, field] of cases) {
      const res = await s.call('POST', `${base}/submit`, { token, body: { hospitalTenantId: '100001', deliveryType: 'NORMAL', lines: [good], ...change } });
      expect(res.status, `${field}: ${JSON.stringify(res.body)}`).toBe(400);
      expect(res.body.data.field).toBe(field);
    }
    expect((await s.call('POST', `${base}/submit`, { token: await s.login(HOSPITAL_ADMIN), body: { hospitalTenantId: '100001', deliveryType: 'NORMAL', lines: [good] } })).status).toBe(403);
    const note = await saveNote(s, [good]);
    expect((await s.call('POST', `${base}/submit`, { token, body: { hospitalTenantId: '100001', deliveryType: 'NORMAL', id: note.id, version: note.version - 1 } })).status).toBe(409);
    expect((await ship(s, note.id)).status).toBe(200);
    const late = await s.call('POST', `${base}/remove?ids=${note.id}`, { token });
    expect(late.body.msg).toBe(`配送单“${note.deliveryNo}”当前为已发货，不能修改或删除`);
  });

  it('withdraw and return put it back in SAVED and the order back; approve and a partial receipt then the rest make it RECEIVED', async () => {
    const s = server();
    const { order, note } = await swabNote(s, 10);
    const progress = () => orderLine(s, order[SWAB].indentId, order[SWAB].id);
    expect((await ship(s, note.id)).status).toBe(200);
    expect((await progress()).status).toBe('DELIVERED');
    expect((await act(s, 'withdraw', note.id, {}, HOSPITAL_ADMIN)).status).toBe(403);
    expect((await act(s, 'withdraw', note.id, {}, DEALER_ADMIN)).status).toBe(200);
    expect(await progress()).toMatchObject({ status: 'CONFIRMED', line: { deliveredQty: '0.0000' } });
    expect((await ship(s, note.id)).status).toBe(200);
    expect((await act(s, 'return', note.id)).body).toMatchObject({ code: 400, data: { field: 'reason' } });
    expect((await act(s, 'return', note.id, { reason: '批号与实物不符' })).status).toBe(200);
    const dealer = await s.login(DEALER_ADMIN);
    expect(await inbox(s, dealer)).toContain('批号与实物不符');
    expect((await s.call('GET', `${base}/detail?id=${note.id}`, { token: dealer })).body.data).toMatchObject({ deliveryStatus: 'SAVED', returnReason: '批号与实物不符' });
    const third = await ship(s, note.id);
    expect(third.status, JSON.stringify(third.body)).toBe(200);
    expect((await act(s, 'approve', note.id, {}, DEALER_ADMIN)).status).toBe(403);
    expect((await act(s, 'receive', note.id, { lines: [] })).body.msg).toMatch(/当前为已发货，不能验收$/);
    expect((await act(s, 'approve', note.id)).status).toBe(200);
    const line = (await s.call('GET', `${base}/detail?id=${note.id}`, { token: dealer })).body.data.lines[0];
    // §7.4: 10 sent, 8 received, 2 rejected — counted in two goes.
    const first = await act(s, 'receive', note.id, { lines: [{ id: line.id, receivedQty: 6 }] });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.data[0].deliveryStatus).toBe('APPROVED');
    expect((await act(s, 'receive', note.id, { lines: [{ id: line.id, receivedQty: 2, rejectedQty: 2 }] })).body).toMatchObject({ code: 400, data: { field: 'lines.0.rejectReason' } });
    const rest = await act(s, 'receive', note.id, { lines: [{ id: line.id, receivedQty: 2, rejectedQty: 2, rejectReason: '外包装破损' }] });
    expect(rest.body.data[0]).toMatchObject({ deliveryStatus: 'RECEIVED', receivedAmount: (Math.round(8 * Number(line.unitPrice) * 100) / 100).toFixed(2) });
    expect(await progress()).toMatchObject({ status: 'DELIVERED', line: { deliveredQty: '10.0000', receivedQty: '8.0000' } });
    const detail = (await s.call('GET', `${base}/detail?id=${note.id}`, { token: dealer })).body.data;
    expect(detail.lines[0]).toMatchObject({ receivedQty: '8.0000', rejectedQty: '2.0000', rejectReason: '外包装破损' });
    expect(detail.history.map((h: { action: string; tenantId: string }) => `${h.action}:${h.tenantId}`)).toEqual([
      'submit-review:200001', 'withdraw:200001', 'submit-review:200001', 'return:100001', 'submit-review:200001', 'approve:100001', 'receive:100001', 'receive:100001',
    ]);
  });
});

describe('delivery rules', () => {
  it('R10: a line whose registration card has lapsed on the ship date is not shipped', async () => {
    const s = server();
    const order = await confirmedOrder(s, [[IODINE, 3]]);
    const note = await saveNote(s, [{ indentLineId: order[IODINE].id, qty: 3, ...batch() }]);
    const res = await ship(s, note.id);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ msg: `R10：第1行 “${IODINE} 500ml”的注册证“粤卫消证字(2019)第0032号”在发货日期 ${T} 不在有效期内，不能发货`, data: { field: 'lines.0.registrationNo' } });
  });

  it('R11: a Class II line needs the operating filing (or licence) valid on the ship date; the business licence always', async () => {
    const s = server();
    const order = await confirmedOrder(s, [[LANCET, 2]]);
    const note = await saveNote(s, [{ indentLineId: order[LANCET].id, qty: 2, ...batch() }]);
    const stop = (useFlag: string) => (tx: any) => tx.update(certificates).set({ useFlag }).where(and(eq(certificates.tenantId, '200001'), eq(certificates.certType, 'ENTERPRISE_CERTIFICATE'), sql`${certificates.certSubType} in ('DEVICE_OPERATING_FILING', 'DEVICE_OPERATING_LICENSE')`));
    const res = await withChange(s, '200001', stop('STOP'), stop('USING'), () => ship(s, note.id));
    expect(res.body).toMatchObject({ code: 400, msg: `R11：第1行为第二类医疗器械，本企业没有在发货日期 ${T} 有效的《第二类医疗器械经营备案凭证》`, data: { field: 'lines.0.skuId' } });
    const licence = (useFlag: string) => (tx: any) => tx.update(certificates).set({ useFlag }).where(and(eq(certificates.tenantId, '200001'), eq(certificates.certSubType, 'BUSINESS_LICENSE')));
    const swab = await swabNote(s, 2);
    expect((await withChange(s, '200001', licence('STOP'), licence('USING'), () => ship(s, swab.note.id))).body.msg).toBe(`R11：本企业没有在发货日期 ${T} 有效的营业执照，不能发货`);
    expect((await ship(s, note.id)).status).toBe(200);
  });

  it('R12: a dealer shipping a product its maker keeps needs the maker’s authorization for this hospital', async () => {
    const s = server();
    const { note } = await swabNote(s, 2);
    // The catalog lists a supplier's own SKUs; a line naming the maker's SKU stands for a dealer selling it.
    const [makerSku] = await withTenant(s.database.db, { tenantId: '300001' }, (tx) =>
      tx.select({ id: productSkus.id }).from(productSkus).innerJoin(products, eq(products.id, productSkus.productId)).where(eq(products.productName, '一次性使用输液器 带针')).limit(1),
    );
    await withTenant(s.database.db, { tenantId: '200001' }, (tx) => tx.update(deliveryLines).set({ skuId: makerSku.id, udiDi: null }).where(eq(deliveryLines.deliveryId, BigInt(note.id))));
    const letter = (useFlag: string) => (tx: any) => tx.update(certificates).set({ useFlag }).where(and(eq(certificates.tenantId, '300001'), eq(certificates.certNo, 'RH-SQ-2025-018')));
    const res = await withChange(s, '300001', letter('STOP'), letter('USING'), () => ship(s, note.id));
    expect(res.body).toMatchObject({ code: 400, data: { field: 'lines.0.skuId' } });
    expect(res.body.msg).toMatch(/^第1行：R12：“一次性使用输液器 带针”没有从生产企业“苏州瑞禾医疗器械有限公司”到本企业的有效授权链/);
    expect((await ship(s, note.id)).status).toBe(200);
  });

  it('R13: a sales rep without a power of attorney warns; shipping anyway is recorded; a hospital that says ERROR refuses', async () => {
    const s = server();
    const clerk = userIdOf(await s.login(DEALER_CLERK));
    const { note } = await swabNote(s, 2, 2, { salesRepUserId: clerk });
    const warned = await ship(s, note.id);
    expect(warned.body).toMatchObject({ code: 400, data: { field: 'acknowledgeWarnings' } });
    expect(warned.body.msg).toMatch(/^请确认以下提醒后再发货：R13：赵欣然没有.+有效的、委托至医院“云州市第一人民医院”的法人授权委托书$/);
    expect((await ship(s, note.id, { acknowledgeWarnings: true })).status).toBe(200);
    const history = (await s.call('GET', `${base}/detail?id=${note.id}`, { token: await s.login(HOSPITAL_ADMIN) })).body.data.history;
    expect(history[0].overriddenWarnings).toMatch(/^R13：赵欣然/);
    const second = await swabNote(s, 2, 2, { salesRepUserId: clerk });
    const param = await s.call('POST', '/api/blade-system/param/submit', { token: await s.login(HOSPITAL_ADMIN), body: { paramName: '委托书校验', paramKey: 'scm.delivery.powerOfAttorneyCheck', paramValue: 'ERROR' } });
    expect(param.status, JSON.stringify(param.body)).toBe(200);
    try {
      const refused = await ship(s, second.note.id, { acknowledgeWarnings: true });
      expect(refused.body).toMatchObject({ code: 400, data: { field: 'salesRepUserId' } });
      expect(refused.body.msg).toMatch(/^R13：赵欣然/);
    } finally {
      await s.call('POST', `/api/blade-system/param/remove?ids=${param.body.data?.id ?? ''}`, { token: await s.login(HOSPITAL_ADMIN) });
    }
  });

  it('R14: dates in order on the ship date refuse; less shelf life than the hospital asks warns', async () => {
    const s = server();
    const order = await confirmedOrder(s, [[SWAB, 50]]);
    const cases: [Record<string, unknown>, string, RegExp][] = [
      [{ expiryDate: T }, 'lines.0.expiryDate', /^R14：第1行 “医用棉签.*”失效日期 .+ 不晚于发货日期 .+，过期产品不能发货$/],
      [{ productionDate: addDays(T, 1) }, 'lines.0.productionDate', /^R14：第1行 .*生产日期 .* 晚于发货日期/],
      [{ productionDate: addDays(T, -10), expiryDate: addDays(T, -10) }, 'lines.0.expiryDate', /^R14：第1行 .*应晚于生产日期/],
      [{ sterilizationExpiry: addDays(T, -1) }, 'lines.0.sterilizationExpiry', /^R14：第1行 .*灭菌效期/],
      [{ batchNo: null }, 'lines.0.batchNo', /^R14：第1行 .*请填写生产批号或序列号$/],
    ];
    for (const [change, field, msg] of cases) {
      const note = await saveNote(s, [{ indentLineId: order[SWAB].id, qty: 1, ...batch(change) }]);
      const res = await ship(s, note.id);
      expect(res.body, field).toMatchObject({ code: 400, data: { field } });
      expect(res.body.msg).toMatch(msg);
    }
    const short = await saveNote(s, [{ indentLineId: order[SWAB].id, qty: 1, ...batch({ expiryDate: addDays(T, 90) }) }]);
    const warned = await ship(s, short.id);
    expect(warned.body.msg).toBe(`请确认以下提醒后再发货：R14：第1行 “医用棉签 非灭菌 10cm”失效日期 ${addDays(T, 90)}，剩余效期 90 天，少于医院要求的 180 天`);
    expect((await ship(s, short.id, { acknowledgeWarnings: true })).status).toBe(200);
  });

  it('R15: a scanned UDI carries the SKU’s DI and the line’s lot and dates; a serial ships once to a hospital', async () => {
    const s = server();
    const order = await confirmedOrder(s, [[BALLOON, 5]]);
    const exp = addDays(T, 400).replaceAll('-', '').slice(2);
    const udi = (serial: string, di = '04012345000016', lot = 'W24A01') => `(01)${di}(17)${exp}(10)${lot}(21)${serial}`;
    const line = (units: Record<string, unknown>[], extra: Record<string, unknown> = {}) => ({ indentLineId: order[BALLOON].id, qty: units.length, batchNo: 'W24A01', expiryDate: addDays(T, 400), units, ...extra });
    const wrongDi = await saveNote(s, [line([{ udi: udi('S1', '06945678901232') }])]);
    expect((await ship(s, wrongDi.id)).body).toMatchObject({ code: 400, msg: 'R15：第1行 UDI 的产品标识“06945678901232”不是“PTCA球囊扩张导管 2.5×15mm WB-2515”任一包装层级的 UDI-DI', data: { field: 'lines.0.units.0.udi' } });
    const wrongLot = await saveNote(s, [line([{ udi: udi('S1', undefined, 'OTHER1') }])]);
    expect((await ship(s, wrongLot.id)).body.msg).toBe('R15：第1行 “PTCA球囊扩张导管 2.5×15mm WB-2515”UDI 中的批号“OTHER1”与填写的“W24A01”不一致');
    const twice = await saveNote(s, [line([{ udi: udi('S7') }, { serialNo: 'S7' }])]);
    expect((await ship(s, twice.id)).body.msg).toMatch(/^R15：第1行 .*序列号“S7”在第1行已出现$/);
    const first = await saveNote(s, [line([{ udi: udi('S8') }])]);
    expect((await ship(s, first.id)).status).toBe(200);
    expect((await s.call('GET', `${base}/detail?id=${first.id}`, { token: await s.login(HOSPITAL_ADMIN) })).body.data.lines[0].units[0]).toMatchObject({ serialNo: 'S8' });
    const again = await saveNote(s, [line([{ serialNo: 'S8' }])]);
    expect((await ship(s, again.id)).body.msg).toBe(`R15：第1行 “PTCA球囊扩张导管 2.5×15mm WB-2515”序列号“S8”已在配送单“${first.deliveryNo}”中发往本院`);
  });

  it('R16: a high-value line names every unit, or carries a serial when it is one', async () => {
    const s = server();
    const order = await confirmedOrder(s, [[BALLOON, 5]]);
    const base16 = { indentLineId: order[BALLOON].id, batchNo: 'W24A02', expiryDate: FAR };
    const missing = await saveNote(s, [{ ...base16, qty: 2, units: [{ serialNo: 'U1' }] }]);
    expect((await ship(s, missing.id)).body).toMatchObject({ code: 400, msg: 'R16：第1行 “PTCA球囊扩张导管 2.5×15mm WB-2515”为高值/植入类产品，发货 2 件需逐件填写序列号或 UDI（已填 1 件）', data: { field: 'lines.0.units' } });
    const one = await saveNote(s, [{ ...base16, qty: 1, serialNo: 'U9' }]);
    expect((await ship(s, one.id)).status).toBe(200);
    const two = await saveNote(s, [{ ...base16, qty: 2, units: [{ serialNo: 'U2' }, { serialNo: 'U3' }] }]);
    expect((await ship(s, two.id)).status).toBe(200);
  });

  it('receives implants unit by unit: each scanned UDI or serial accepted or refused with its reason, refused units on the return record, partial receipts in the money figures (R27)', async () => {
    const s = server();
    const order = await confirmedOrder(s, [[BALLOON, 3]]);
    const exp = addDays(T, 400).replaceAll('-', '').slice(2);
    const udi = (serial: string) => `(01)04012345000016(17)${exp}(10)W24A03(21)${serial}`;
    const units = [{ udi: udi('RC1') }, { udi: udi('RC2') }, { serialNo: 'RC3' }];
    const note = await saveNote(s, [{ indentLineId: order[BALLOON].id, qty: 3, batchNo: 'W24A03', expiryDate: addDays(T, 400), units }]);
    expect((await ship(s, note.id)).status).toBe(200);
    expect((await act(s, 'approve', note.id)).status).toBe(200);
    const hospital = await s.login(HOSPITAL_ADMIN);
    const detail = async () => (await s.call('GET', `${base}/detail?id=${note.id}`, { token: hospital })).body.data;
    const toSettle = async () => Number((await s.call('GET', '/api/beree-scm/home-page-statistics/money', { token: hospital })).body.data.toSettleAmount);
    const lineId = (await detail()).lines[0].id;
    const scan = (list: Record<string, unknown>[]) => act(s, 'receive', note.id, { units: list });
    // A unit line is scanned, never counted; a code not on the note, or scanned twice, refuses the whole receipt.
    expect((await act(s, 'receive', note.id, { lines: [{ id: lineId, receivedQty: 1 }] })).body).toMatchObject({ code: 400, msg: '第1行 “PTCA球囊扩张导管 2.5×15mm WB-2515”按单件验收，请扫描其 UDI 或序列号', data: { field: 'lines.0.receivedQty' } });
    expect((await scan([{ code: 'RC1', outcome: 'ACCEPTED' }, { code: 'NOPE9', outcome: 'ACCEPTED' }])).body).toMatchObject({ code: 400, msg: '“NOPE9”不是本配送单的单件', data: { field: 'units.1.code' } });
    expect((await scan([{ code: udi('RC1'), outcome: 'ACCEPTED' }, { code: 'RC1', outcome: 'ACCEPTED' }])).body).toMatchObject({ code: 400, msg: '“RC1”（第1行 “PTCA球囊扩张导管 2.5×15mm WB-2515”）已扫描过', data: { field: 'units.1.code' } });
    expect((await scan([{ code: 'RC2', outcome: 'REFUSED' }])).body).toMatchObject({ code: 400, data: { field: 'units.0.reason' } });
    expect((await scan([{ code: 'RC1', outcome: 'LOST' }])).body).toMatchObject({ code: 400, data: { field: 'units.0.outcome' } });
    expect((await detail()).lines[0]).toMatchObject({ receivedQty: '0.0000', units: units.map(() => expect.objectContaining({ receiptOutcome: null })) });
    // The scanner sends the raw element string with the group separator: the serial is read from it.
    const before = await toSettle();
    const first = await scan([{ code: `]d2010401234500001617${exp}10W24A03\u001d21RC1`, outcome: 'ACCEPTED' }]);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.data[0]).toMatchObject({ deliveryStatus: 'APPROVED' });
    // R27: what was taken in counts in the money figures before the rest of the note arrives.
    expect(Math.round((await toSettle()) * 100 - before * 100)).toBe(Math.round(Number(order[BALLOON].unitPrice) * 100));
    expect((await scan([{ code: 'RC1', outcome: 'ACCEPTED' }])).body.data.field).toBe('units.0.code');
    const rest = await scan([{ code: udi('RC2'), outcome: 'REFUSED', reason: '包装破损' }, { code: 'RC3', outcome: 'ACCEPTED' }]);
    expect(rest.body.data[0]).toMatchObject({ deliveryStatus: 'RECEIVED' });
    const done = (await s.call('GET', `${base}/detail?id=${note.id}`, { token: await s.login(DEALER_ADMIN) })).body.data;
    expect(done.lines[0]).toMatchObject({ receivedQty: '2.0000', rejectedQty: '1.0000', rejectReason: '包装破损' });
    expect(done.lines[0].units.map((u: { receiptOutcome: string; refuseReason: string | null }) => [u.receiptOutcome, u.refuseReason])).toEqual([['ACCEPTED', null], ['REFUSED', '包装破损'], ['ACCEPTED', null]]);
    expect(done.returns).toEqual([expect.objectContaining({ code: udi('RC2'), reason: '包装破损', deliveryLineId: lineId, tenantId: '100001' })]);
  });

  it('R17: shipped notes stay within the order line; received and rejected stay within what was shipped', async () => {
    const s = server();
    const { order, note } = await swabNote(s, 10, 7);
    expect((await ship(s, note.id)).status).toBe(200);
    const over = await saveNote(s, [{ indentLineId: order[SWAB].id, qty: 4, ...batch() }]);
    expect((await ship(s, over.id)).body).toMatchObject({ code: 400, msg: 'R17：第1行 “医用棉签 非灭菌 10cm”发货数量 4 超过订单剩余可发数量 3（订购 10，已发 7）', data: { field: 'lines.0.qty' } });
    expect((await act(s, 'approve', note.id)).status).toBe(200);
    const lineId = (await s.call('GET', `${base}/detail?id=${note.id}`, { token: await s.login(HOSPITAL_ADMIN) })).body.data.lines[0].id;
    expect((await act(s, 'receive', note.id, { lines: [{ id: lineId, receivedQty: 6, rejectedQty: 2, rejectReason: '破损' }] })).body).toMatchObject({ code: 400, data: { field: 'lines.0.receivedQty' } });
    expect((await act(s, 'receive', note.id, { lines: [{ id: lineId, receivedQty: 7 }] })).body.data[0].deliveryStatus).toBe('RECEIVED');
  });

  it('R17: two receipts of one note sent at the same moment count once — one is taken, the other refused as over what was shipped', async () => {
    const s = server();
    const { order, note } = await swabNote(s, 10);
    expect((await ship(s, note.id)).status).toBe(200);
    expect((await act(s, 'approve', note.id)).status).toBe(200);
    const lineId = (await s.call('GET', `${base}/detail?id=${note.id}`, { token: await s.login(HOSPITAL_ADMIN) })).body.data.lines[0].id;
    const token = await s.login(HOSPITAL_ADMIN);
    // On PostgreSQL the two run on two connections at once; the note's row lock makes the second see the first.
    const receipt = () => s.call('POST', `${base}/receive?ids=${note.id}`, { token, body: { lines: [{ id: lineId, receivedQty: 6 }] } });
    const answers = await Promise.all([receipt(), receipt()]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 400]);
    expect(answers.find((a) => a.status === 400)!.body.data).toMatchObject({ field: 'lines.0.receivedQty' });
    expect(await orderLine(s, order[SWAB].indentId, order[SWAB].id)).toMatchObject({ line: { deliveredQty: '10.0000', receivedQty: '6.0000' } });
  });

  it('R18: a price other than the order’s is refused; the amount is quantity × price', async () => {
    const s = server();
    const order = await confirmedOrder(s, [[SWAB, 3]]);
    const res = await s.call('POST', `${base}/submit`, { token: await s.login(DEALER_ADMIN), body: { hospitalTenantId: '100001', deliveryType: 'NORMAL', lines: [{ indentLineId: order[SWAB].id, qty: 3, unitPrice: '99.5', ...batch() }] } });
    expect(res.body).toMatchObject({ code: 400, data: { field: 'lines.0.unitPrice' } });
    expect(res.body.msg).toBe(`R18：第1行 “医用棉签 非灭菌 10cm”单价 99.5 与订单/目录价格 ${Number(order[SWAB].unitPrice)} 不一致`);
    const note = await saveNote(s, [{ indentLineId: order[SWAB].id, qty: 3, unitPrice: order[SWAB].unitPrice, ...batch() }]);
    expect(note.lines[0].amount).toBe((Math.round(3 * Number(order[SWAB].unitPrice) * 100) / 100).toFixed(2));
  });

  it('R19: a note fills only this hospital’s confirmed orders with this supplier', async () => {
    const s = server();
    const hospital = await s.login(HOSPITAL_ADMIN);
    const sent = (await s.call('POST', `${indentBase}/submit`, { token: hospital, body: { supplierTenantId: '200001', orderType: 'NORMAL', receivingAddressId: refs.addressId, lines: [{ catalogItemId: item[SWAB], qty: 2 }] } })).body.data;
    await s.call('POST', `${indentBase}/submit-review?ids=${sent.id}`, { token: hospital });
    const res = await s.call('POST', `${base}/submit`, { token: await s.login(DEALER_ADMIN), body: { hospitalTenantId: '100001', deliveryType: 'NORMAL', lines: [{ indentLineId: sent.lines[0].id, qty: 1, ...batch() }] } });
    expect(res.body).toMatchObject({ code: 400, msg: `R19：第1行 订单“${sent.indentNo}”当前为待确认，不能配送`, data: { field: 'lines.0.indentLineId' } });
    const elsewhere = await s.call('POST', `${base}/submit`, { token: await s.login(DEALER_ADMIN), body: { hospitalTenantId: '100002', deliveryType: 'NORMAL', lines: [{ indentLineId: sent.lines[0].id, qty: 1 }] } });
    expect(elsewhere.body.data.field).toMatch(/^(hospitalTenantId|lines\.0\.indentLineId)$/);
  });

  it('R1 and R8: a stopped relation ships nothing new; a stopped SKU is not shipped', async () => {
    const s = server();
    const { note } = await swabNote(s, 2);
    const relation = (from: string, to: string) => (tx: any) => tx.update(supplyRelations).set({ supplyStatus: to }).where(sql`${supplyRelations.supplierTenantId} = '200001' and ${supplyRelations.hospitalTenantId} = '100001' and ${supplyRelations.supplyStatus} = ${from}`);
    const r1 = await withChange(s, '100001', relation('APPROVED', 'STOPPED'), relation('STOPPED', 'APPROVED'), () => ship(s, note.id));
    expect(r1.body.msg).toMatch(/^R1：浙江康链医疗供应链有限公司与云州市第一人民医院的供需关系不是已审核状态（当前：已停用），不能发货$/);
    const [line] = await withTenant(s.database.db, { tenantId: '200001' }, (tx) => tx.select().from(deliveryLines).where(eq(deliveryLines.deliveryId, BigInt(note.id))));
    const sku = (useFlag: string) => (tx: any) => tx.update(productSkus).set({ useFlag }).where(eq(productSkus.id, line.skuId));
    const r8 = await withChange(s, '200001', sku('STOP'), sku('USING'), () => ship(s, note.id));
    expect(r8.body).toMatchObject({ code: 400, msg: 'R8：第1行 “医用棉签”已停用，不能发货', data: { field: 'lines.0.skuId' } });
  });

  it('a consignment note replenishes from the catalog without an order, with cold-chain readings', async () => {
    const s = server();
    const note = await saveNote(s, [{ catalogItemId: item[SWAB], qty: 20, ...batch() }], {
      deliveryType: 'CONSIGNMENT',
      receivingAddressId: refs.addressId,
      temperatureRecords: [{ boxCode: 'BX-01', temperature: 4.5, humidity: 55, recordedAt: `${T} 08:30:00` }],
    });
    expect(note.lines[0]).toMatchObject({ indentLineId: null, catalogItemId: item[SWAB] });
    expect(note.temperatureRecords).toHaveLength(1);
    expect((await ship(s, note.id)).status).toBe(200);
    const normal = await s.call('POST', `${base}/submit`, { token: await s.login(DEALER_ADMIN), body: { hospitalTenantId: '100001', deliveryType: 'NORMAL', lines: [{ catalogItemId: item[SWAB], qty: 1 }] } });
    expect(normal.body.data.field).toBe('lines.0.indentLineId');
  });
});

describeTwoPartyIsolation(server, {
  base: '/beree-scm/delivery',
  create: async (s) => {
    const { note } = await swabNote(s, 2);
    expect((await ship(s, note.id)).status).toBe(200);
    return note.id;
  },
  transitions: ['/submit-review', '/withdraw', '/approve', '/return', '/receive'],
  parties: [DEALER_ADMIN, HOSPITAL_ADMIN],
  outsiders: [HOSPITAL2_ADMIN, DEALER2_ADMIN],
});
