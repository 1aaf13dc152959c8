import { and, eq, sql } from 'drizzle-orm';
import { addDays } from '@beree/contracts';
import { describe, expect, it } from 'vitest';
import { certificates, deliveryLines, productSkus, products, supplyRelations } from '../../../core/db/schema';
import { withTenant } from '../../../core/tenancy/with-tenant';
import { DEALER_ADMIN, HOSPITAL_ADMIN, useServer } from '../../../../test/harness';
import { userIdOf } from '../../../../test/certificates';
import { DELIVERY_BASE, deliveryNotes, INDENT_BASE, SWAB, LANCET, BALLOON, IODINE } from '../../../../test/delivery-notes';

const server = useServer();
const base = DELIVERY_BASE;
const indentBase = INDENT_BASE;
const DEALER_CLERK = { tenantId: '200001', username: 'zhaoxr', password: '123456' };
const { refs, item, confirmedOrder, batch, saveNote, swabNote, ship, act, orderLine, withChange, today: T, far: FAR } = deliveryNotes(server);

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
    const sent = (await s.call('POST', `${indentBase}/submit`, { token: hospital, body: { supplierTenantId: '200001', orderType: 'NORMAL', receivingAddressId: refs().addressId, lines: [{ catalogItemId: item[SWAB], qty: 2 }] } })).body.data;
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
      receivingAddressId: refs().addressId,
      temperatureRecords: [{ boxCode: 'BX-01', temperature: 4.5, humidity: 55, recordedAt: `${T} 08:30:00` }],
    });
    expect(note.lines[0]).toMatchObject({ indentLineId: null, catalogItemId: item[SWAB] });
    expect(note.temperatureRecords).toHaveLength(1);
    expect((await ship(s, note.id)).status).toBe(200);
    const normal = await s.call('POST', `${base}/submit`, { token: await s.login(DEALER_ADMIN), body: { hospitalTenantId: '100001', deliveryType: 'NORMAL', lines: [{ catalogItemId: item[SWAB], qty: 1 }] } });
    expect(normal.body.data.field).toBe('lines.0.indentLineId');
  });
});
