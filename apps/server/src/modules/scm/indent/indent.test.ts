import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ORDER_TYPE_LABELS, type OrderType } from '@beree/contracts';
import { catalogItems, contracts, indentLines, indents, supplyRelations } from '../../../core/db/schema';
import { withTenant } from '../../../core/tenancy/with-tenant';
import { DEALER2_ADMIN, DEALER_ADMIN, HOSPITAL2_ADMIN, HOSPITAL_ADMIN, MANUFACTURER_ADMIN, useServer, type TestServer } from '../../../../test/harness';
import { describeTwoPartyIsolation } from '../../../../test/cross-tenant';
import { hospitalRefs, type HospitalRefs } from '../../../../test/orders';
import { addSku, setSkuUseFlag } from '../../../../test/skus';
import { readExport } from '../../../../test/xlsx';
import { refreshIndentProgress } from './progress';

const server = useServer();
const base = '/api/beree-scm/indent';
const countUrl = '/api/beree-scm/home-page-statistics/indent-count';
let refs: HospitalRefs;
beforeAll(async () => {
  refs = await hospitalRefs(server(), '100001');
});

const order = (extra: Record<string, unknown> = {}) => ({
  supplierTenantId: '200001',
  orderType: 'NORMAL',
  urgent: false,
  receivingAddressId: refs.addressId,
  lines: [
    { catalogItemId: refs.items['200001'][0], qty: '10' },
    { catalogItemId: refs.items['200001'][4], qty: 3 },
  ],
  ...extra,
});

/** The hospital saves an order (and sends it, when asked); answers the order as the detail shows it. */
async function place(s: TestServer, extra: Record<string, unknown> = {}, send = false) {
  const token = await s.login(HOSPITAL_ADMIN);
  const res = await s.call('POST', `${base}/submit`, { token, body: order(extra) });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  if (!send) return res.body.data;
  const sent = await s.call('POST', `${base}/submit-review?ids=${res.body.data.id}`, { token });
  expect(sent.status, JSON.stringify(sent.body)).toBe(200);
  return (await s.call('GET', `${base}/detail?id=${res.body.data.id}`, { token })).body.data;
}

/** Sets delivered and received quantities as deliveries will, and puts the state in step. */
async function deliver(s: TestServer, id: string, qty: (line: { qty: string }) => { deliveredQty: string; receivedQty: string }) {
  await withTenant(s.database.db, { tenantId: '100001' }, async (tx) => {
    for (const line of await tx.select().from(indentLines).where(eq(indentLines.indentId, BigInt(id)))) {
      await tx.update(indentLines).set(qty(line)).where(eq(indentLines.id, line.id));
    }
    await refreshIndentProgress(tx, BigInt(id));
  });
}

const inbox = async (s: TestServer, token: string) => JSON.stringify((await s.call('GET', '/api/beree-desk/dashboard/my-message?current=1&size=5', { token })).body.data);

describe('purchase orders', () => {
  it('the demo holds orders in every state with the dealer and the manufacturer', async () => {
    const s = server();
    const list = await s.call('GET', `${base}/list?current=1&size=100`, { token: await s.login(HOSPITAL_ADMIN) });
    const states = new Set(list.body.data.records.map((r: { indentStatus: string }) => r.indentStatus));
    expect([...states].sort()).toEqual(['CANCELLED', 'CLOSED', 'COMPLETED', 'CONFIRMED', 'DECLINED', 'DELIVERED', 'PARTIALLY_DELIVERED', 'SAVED', 'SUBMITTED']);
    expect(new Set(list.body.data.records.map((r: { supplierTenantId: string }) => r.supplierTenantId))).toEqual(new Set(['200001', '300001']));
  });

  it('saves an order with lines copied and priced from the catalog, numbered PO + day + sequence (R35)', async () => {
    const s = server();
    const first = await place(s);
    const second = await place(s);
    expect(first).toMatchObject({ indentStatus: 'SAVED', hospitalTenantId: '100001', supplierTenantId: '200001', tenantId: '100001', warehouseName: '中心库', lineCount: 2 });
    expect(first.indentNo).toMatch(/^PO\d{8}\d{4}$/);
    expect(Number(second.indentNo.slice(-4))).toBe(Number(first.indentNo.slice(-4)) + 1);
    const [a, b] = first.lines;
    expect(a).toMatchObject({ lineNo: 1, qty: '10.0000', deliveredQty: '0.0000', receivedQty: '0.0000' });
    expect(a.productName).toBeTruthy();
    expect(a.amount).toBe((Math.round(10 * Number(a.unitPrice) * 100) / 100).toFixed(2));
    expect(first.totalAmount).toBe((Number(a.amount) + Number(b.amount)).toFixed(2));
  });

  it('ADR 0087: an order says whether it holds implants or high-value items, whatever its type, in the list and the detail of both parties', async () => {
    const s = server();
    const items = await withTenant(s.database.db, { tenantId: '100001' }, (tx) =>
      tx.select({ id: catalogItems.id, implantable: catalogItems.implantable, highValue: catalogItems.highValue }).from(catalogItems).where(eq(catalogItems.supplierTenantId, '200001')),
    );
    const inCatalog = (id: bigint) => refs.items['200001'].includes(String(id));
    const implant = items.find((i) => i.implantable && inCatalog(i.id))!;
    const highValue = items.find((i) => i.highValue && !i.implantable && inCatalog(i.id))!;
    const plain = items.find((i) => !i.highValue && !i.implantable && inCatalog(i.id))!;
    const lines = (...picked: { id: bigint }[]) => ({ lines: picked.map((i) => ({ catalogItemId: String(i.id), qty: 1 })) });
    const cases = [
      { order: await place(s, lines(plain), true), kinds: { holdsImplants: false, holdsHighValue: false } },
      { order: await place(s, lines(plain, implant), true), kinds: { holdsImplants: true, holdsHighValue: true } },
      { order: await place(s, lines(highValue, plain), true), kinds: { holdsImplants: false, holdsHighValue: true } },
    ];
    for (const who of [HOSPITAL_ADMIN, DEALER_ADMIN]) {
      const token = await s.login(who);
      for (const { order: o, kinds } of cases) {
        expect(o).toMatchObject({ orderType: 'NORMAL' });
        const listed = await s.call('GET', `${base}/list?indentNo=${o.indentNo}&current=1&size=10`, { token });
        expect(listed.body.data.records, who.tenantId).toEqual([expect.objectContaining({ indentNo: o.indentNo, ...kinds })]);
        expect((await s.call('GET', `${base}/detail?id=${o.id}`, { token })).body.data).toMatchObject(kinds);
      }
    }
  });

  it('R35: a deleted order keeps its number; the next order gets a new one', async () => {
    const s = server();
    const token = await s.login(HOSPITAL_ADMIN);
    const gone = await place(s);
    expect((await s.call('POST', `${base}/remove?ids=${gone.id}`, { token })).status).toBe(200);
    const next = await place(s);
    expect(next.indentNo > gone.indentNo).toBe(true);
    expect((await s.call('GET', `${base}/detail?id=${gone.id}`, { token })).status).toBe(404);
  });

  it('refuses bad input with 400 naming the field, and a stale version with 409', async () => {
    const s = server();
    const token = await s.login(HOSPITAL_ADMIN);
    const cases: [Record<string, unknown>, string][] = [
      [{ orderType: 'OTHER' }, 'orderType'],
      [{ supplierTenantId: '100002' }, 'supplierTenantId'],
      [{ receivingAddressId: '12345' }, 'receivingAddressId'],
      [{ receivingAddressId: undefined }, 'receivingAddressId'],
      [{ lines: [{ catalogItemId: refs.items['200001'][0], qty: 0 }] }, 'lines.0.qty'],
      [{ lines: [{ catalogItemId: refs.items['200001'][0], qty: '1' }, { catalogItemId: refs.items['200001'][0], qty: '2' }] }, 'lines.1.catalogItemId'],
      [{ expectedArrivalDate: '2025-02-30' }, 'expectedArrivalDate'],
    ];
    for (const [change, field] of cases) {
      const res = await s.call('POST', `${base}/submit`, { token, body: order(change) });
      expect(res.status, `${field}: ${JSON.stringify(res.body)}`).toBe(400);
      expect(res.body.data.field).toBe(field);
    }
    const saved = await place(s);
    expect((await s.call('POST', `${base}/submit`, { token, body: order({ id: saved.id, version: saved.version, remark: '加急' }) })).status).toBe(200);
    const stale = await s.call('POST', `${base}/submit`, { token, body: order({ id: saved.id, version: saved.version, remark: '再改' }) });
    expect(stale.status).toBe(409);
    // A supplier places no orders.
    expect((await s.call('POST', `${base}/submit`, { token: await s.login(DEALER_ADMIN), body: order() })).status).toBe(403);
  });

  it('R32: refuses an item outside the catalog with this supplier, and a contract-priced item whose contract is not valid today', async () => {
    const s = server();
    const token = await s.login(HOSPITAL_ADMIN);
    const other = await s.call('POST', `${base}/submit`, { token, body: order({ lines: [{ catalogItemId: refs.items['300001'][0], qty: 1 }] }) });
    expect(other.status).toBe(400);
    expect(other.body).toMatchObject({ msg: 'R32：第1行 所选品规不在本院与浙江康链医疗供应链有限公司的供货目录中', data: { field: 'lines.0.catalogItemId' } });
    const expire = (validTo: string) =>
      withTenant(s.database.db, { tenantId: '200001' }, (tx) => tx.update(contracts).set({ validTo }).where(eq(contracts.contractNo, 'KL-CG-2025-001')));
    const [{ validTo }] = await withTenant(s.database.db, { tenantId: '200001' }, (tx) => tx.select({ validTo: contracts.validTo }).from(contracts).where(eq(contracts.contractNo, 'KL-CG-2025-001')));
    await expire('2020-12-31');
    try {
      const res = await s.call('POST', `${base}/submit`, { token, body: order() });
      expect(res.status).toBe(400);
      expect(res.body.msg).toMatch(/^R32：第1行 “.+”没有在 \d{4}-\d{2}-\d{2} 有效的采购合同$/);
      expect(res.body.data.field).toBe('lines.0.catalogItemId');
      // An item the supplier priced without a contract is still ordered at the catalog's price.
      const free = await s.call('POST', `${base}/submit`, { token, body: order({ lines: [{ catalogItemId: refs.items['200001'][3], qty: 1 }] }) });
      expect(free.status, JSON.stringify(free.body)).toBe(200);
    } finally {
      await expire(validTo);
    }
  });

  it('R8: a stopped SKU or catalog item enters no new order, and an order holding it is not sent', async () => {
    const s = server();
    const dealer = await s.login(DEALER_ADMIN);
    const hospital = await s.login(HOSPITAL_ADMIN);
    const skuId = await addSku(s, '200001', '一次性使用无菌注射器');
    const item = await s.call('POST', '/api/beree-scm/catalog/submit', { token: dealer, body: { hospitalTenantId: '100001', skuId, unitPrice: '0.85', taxRate: 0.13, bidStatus: 'WINNING_BID' } });
    expect(item.status).toBe(200);
    const body = order({ lines: [{ catalogItemId: item.body.data.id, qty: 100 }] });
    const saved = (await s.call('POST', `${base}/submit`, { token: hospital, body })).body.data;
    expect(saved.totalAmount).toBe('85.00');
    await setSkuUseFlag(s, '200001', skuId, 'STOP');
    const res = await s.call('POST', `${base}/submit`, { token: hospital, body });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ msg: 'R8：第1行 “一次性使用无菌注射器 10ml T-1”已停用，不能下单', data: { field: 'lines.0.catalogItemId' } });
    const send = await s.call('POST', `${base}/submit-review?ids=${saved.id}`, { token: hospital });
    expect(send.status).toBe(400);
    expect(send.body.msg).toBe('R8：第1行 “一次性使用无菌注射器 10ml T-1”已停用，不能提交');
    await setSkuUseFlag(s, '200001', skuId, 'USING');
    expect((await s.call('POST', `/api/beree-scm/catalog/stop?ids=${item.body.data.id}`, { token: hospital })).status).toBe(200);
    expect((await s.call('POST', `${base}/submit`, { token: hospital, body })).body.msg).toMatch(/^R8：/);
  });

  it('R1: no order is placed with, or confirmed by, a supplier whose relation is not approved', async () => {
    const s = server();
    const hospital = await s.login(HOSPITAL_ADMIN);
    const sent = await place(s, { supplierTenantId: '300001', lines: [{ catalogItemId: refs.items['300001'][0], qty: 2 }] }, true);
    const setStatus = (supplyStatus: string) =>
      withTenant(s.database.db, { tenantId: '100001' }, (tx) => tx.update(supplyRelations).set({ supplyStatus }).where(sql`${supplyRelations.supplierTenantId} = '300001' and ${supplyRelations.supplyStatus} in ('APPROVED', 'STOPPED')`));
    await setStatus('STOPPED');
    try {
      const res = await s.call('POST', `${base}/submit`, { token: hospital, body: order({ supplierTenantId: '300001', lines: [] }) });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ data: { field: 'supplierTenantId' } });
      expect(res.body.msg).toMatch(/^R1：.+与云州市第一人民医院的供需关系不是已审核状态（当前：已停用），不能下单$/);
      const confirm = await s.call('POST', `${base}/confirm?ids=${sent.id}`, { token: await s.login(MANUFACTURER_ADMIN) });
      expect(confirm.status).toBe(400);
      expect(confirm.body.msg).toMatch(/^R1：.*不能确认$/);
    } finally {
      await setStatus('APPROVED');
    }
  });

  it('hides a SAVED order from the supplier; sending it tells the supplier, who confirms it; the hospital is told', async () => {
    const s = server();
    const hospital = await s.login(HOSPITAL_ADMIN);
    const dealer = await s.login(DEALER_ADMIN);
    const saved = await place(s);
    expect((await s.call('GET', `${base}/detail?id=${saved.id}`, { token: dealer })).status).toBe(404);
    const list = await s.call('GET', `${base}/list?current=1&size=1000`, { token: dealer });
    expect(list.body.data.records.every((r: { indentStatus: string }) => r.indentStatus !== 'SAVED')).toBe(true);
    await s.call('POST', `${base}/submit-review?ids=${saved.id}`, { token: hospital });
    expect(await inbox(s, dealer)).toContain(saved.indentNo);
    const confirmed = await s.call('POST', `${base}/confirm?ids=${saved.id}`, { token: dealer, body: { version: saved.version + 1 } });
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    expect(await inbox(s, hospital)).toContain(`采购订单确认：${saved.indentNo}`);
    const detail = (await s.call('GET', `${base}/detail?id=${saved.id}`, { token: dealer })).body.data;
    expect(detail.indentStatus).toBe('CONFIRMED');
    expect(detail.history.map((h: { action: string; tenantId: string }) => `${h.action}:${h.tenantId}`)).toEqual(['submit-review:100001', 'confirm:200001']);
  });

  it('lets each transition be made only by its party, from its states, on the version read', async () => {
    const s = server();
    const hospital = await s.login(HOSPITAL_ADMIN);
    const dealer = await s.login(DEALER_ADMIN);
    const sent = await place(s, {}, true);
    // The other party's buttons: a hospital confirms nothing, a supplier cancels nothing.
    expect((await s.call('POST', `${base}/confirm?ids=${sent.id}`, { token: hospital })).status).toBe(403);
    expect((await s.call('POST', `${base}/cancel?ids=${sent.id}`, { token: dealer })).status).toBe(403);
    expect((await s.call('POST', `${base}/confirm?ids=${sent.id}`, { token: dealer, body: { version: sent.version - 1 } })).status).toBe(409);
    const decline = await s.call('POST', `${base}/decline?ids=${sent.id}`, { token: dealer });
    expect(decline.body).toMatchObject({ code: 400, data: { field: 'reason' } });
    expect((await s.call('POST', `${base}/decline?ids=${sent.id}`, { token: dealer, body: { reason: '该规格暂时缺货' } })).status).toBe(200);
    const declined = (await s.call('GET', `${base}/detail?id=${sent.id}`, { token: hospital })).body.data;
    expect(declined).toMatchObject({ indentStatus: 'DECLINED', declineReason: '该规格暂时缺货' });
    expect(await inbox(s, hospital)).toContain('该规格暂时缺货');
    const again = await s.call('POST', `${base}/confirm?ids=${sent.id}`, { token: dealer });
    expect(again.body.msg).toBe(`订单“${sent.indentNo}”当前为已拒绝，不能确认`);
    // The hospital corrects a declined order and sends it again; then cancels it before delivery.
    expect((await s.call('POST', `${base}/submit`, { token: hospital, body: order({ id: sent.id, version: declined.version }) })).body.data.indentStatus).toBe('SAVED');
    expect((await s.call('POST', `${base}/submit-review?ids=${sent.id}`, { token: hospital })).status).toBe(200);
    expect((await s.call('POST', `${base}/close?ids=${sent.id}`, { token: hospital })).body.msg).toBe(`订单“${sent.indentNo}”当前为待确认，不能关闭`);
    expect((await s.call('POST', `${base}/cancel?ids=${sent.id}`, { token: hospital, body: { reason: '科室取消手术' } })).status).toBe(200);
    expect((await s.call('POST', `${base}/remove?ids=${sent.id}`, { token: hospital })).status).toBe(400);
  });

  it('derives the delivery states from the lines, cancels only before delivery and closes the remainder', async () => {
    const s = server();
    const hospital = await s.login(HOSPITAL_ADMIN);
    const dealer = await s.login(DEALER_ADMIN);
    const state = async (id: string) => (await s.call('GET', `${base}/detail?id=${id}`, { token: hospital })).body.data.indentStatus;
    const a = await place(s, {}, true);
    await s.call('POST', `${base}/confirm?ids=${a.id}`, { token: dealer });
    await deliver(s, a.id, (l) => ({ deliveredQty: Number(l.qty) > 5 ? '4' : l.qty, receivedQty: '0' }));
    expect(await state(a.id)).toBe('PARTIALLY_DELIVERED');
    const cancel = await s.call('POST', `${base}/cancel?ids=${a.id}`, { token: hospital });
    expect(cancel.body.msg).toBe(`订单“${a.indentNo}”已有配送，不能作废，可以关闭剩余部分`);
    await deliver(s, a.id, (l) => ({ deliveredQty: l.qty, receivedQty: '0' }));
    expect(await state(a.id)).toBe('DELIVERED');
    await deliver(s, a.id, (l) => ({ deliveredQty: l.qty, receivedQty: l.qty }));
    expect(await state(a.id)).toBe('COMPLETED');
    const b = await place(s, {}, true);
    await s.call('POST', `${base}/confirm?ids=${b.id}`, { token: dealer });
    await deliver(s, b.id, () => ({ deliveredQty: '1', receivedQty: '1' }));
    expect((await s.call('POST', `${base}/close?ids=${b.id}`, { token: hospital, body: { reason: '余量不再需要' } })).status).toBe(200);
    await deliver(s, b.id, (l) => ({ deliveredQty: l.qty, receivedQty: l.qty }));
    expect(await state(b.id)).toBe('CLOSED');
  });

  it('indent-count: the supplier sees what to confirm, deliver and what has not shipped for a week; the hospital what awaits delivery and receipt', async () => {
    const s = server();
    const dealer = await s.login(DEALER_ADMIN);
    const hospital = await s.login(HOSPITAL_ADMIN);
    const count = async (token: string) => (await s.call('GET', countUrl, { token })).body.data;
    const [d0, h0] = [await count(dealer), await count(hospital)];
    expect(d0.party).toBe('supplier');
    expect(h0.party).toBe('hospital');
    await place(s); // a SAVED order counts for nobody
    const submitted = await place(s, {}, true);
    const confirmed = await place(s, {}, true);
    await s.call('POST', `${base}/confirm?ids=${confirmed.id}`, { token: dealer });
    await withTenant(s.database.db, { tenantId: '100001' }, (tx) => tx.update(indents).set({ submittedAt: new Date(Date.now() - 8 * 86_400_000) }).where(eq(indents.id, BigInt(confirmed.id))));
    const partial = await place(s, {}, true);
    await s.call('POST', `${base}/confirm?ids=${partial.id}`, { token: dealer });
    await deliver(s, partial.id, () => ({ deliveredQty: '2', receivedQty: '1' }));
    const [d1, h1] = [await count(dealer), await count(hospital)];
    expect({ toConfirm: d1.toConfirm - d0.toConfirm, toDeliver: d1.toDeliver - d0.toDeliver, notShippedOverWeek: d1.notShippedOverWeek - d0.notShippedOverWeek }).toEqual({ toConfirm: 1, toDeliver: 2, notShippedOverWeek: 1 });
    expect({ awaitingDelivery: h1.awaitingDelivery - h0.awaitingDelivery, awaitingReceipt: h1.awaitingReceipt - h0.awaitingReceipt }).toEqual({ awaitingDelivery: 3, awaitingReceipt: 1 });
    expect(d1.awaitingDelivery).toBe(0);
    expect(h1.toConfirm).toBe(0);
    // A second dealer counts none of these.
    expect((await count(await s.login(DEALER2_ADMIN))).toConfirm).toBe(0);
    expect(submitted.indentStatus).toBe('SUBMITTED');
  });

  it('exports the listed orders as .xlsx: the same filters, only the caller\'s party, statuses by their labels', async () => {
    const s = server();
    const hospital = await s.login(HOSPITAL_ADMIN);
    const listed = (await s.call('GET', `${base}/list?current=1&size=100&indentStatus=CONFIRMED&supplierTenantId=200001`, { token: hospital })).body.data;
    expect(listed.total).toBeGreaterThan(0);
    const sheet = await readExport(s, `${base}/export?indentStatus=CONFIRMED&supplierTenantId=200001`, hospital);
    expect(sheet.fileName).toMatch(/^采购订单-\d{8}\.xlsx$/);
    expect(sheet.headings).toEqual(['订单号', '状态', '加急', '供应商', '订单类型', '合计金额', '明细数', '下单日期', '期望到货日期', '来源计划']);
    expect(sheet.rows.map((r) => r['订单号']).sort()).toEqual(listed.records.map((r: { indentNo: string }) => r.indentNo).sort());
    const first = listed.records.find((r: { indentNo: string }) => r.indentNo === sheet.rows[0]['订单号']);
    expect(sheet.rows[0]).toMatchObject({ 状态: '已确认', 订单类型: ORDER_TYPE_LABELS[first.orderType as OrderType].zh, 合计金额: Number(first.totalAmount), 下单日期: new Date(`${first.orderDate}T00:00:00Z`) });
    expect(new Set(sheet.rows.map((r) => r['供应商']))).toEqual(new Set([first.supplierName]));
    // The dealer's export (in English) names hospitals and holds none of the manufacturer's orders.
    const all = (await s.call('GET', `${base}/list?current=1&size=1000`, { token: hospital })).body.data.records as { indentNo: string; supplierTenantId: string }[];
    const dealer = await readExport(s, `${base}/export`, await s.login(DEALER_ADMIN), 'en');
    expect(dealer.fileName).toMatch(/^Purchase orders-\d{8}\.xlsx$/);
    expect(dealer.headings).toContain('Hospital');
    expect(dealer.headings).not.toContain('Supplier');
    const dealerNos = new Set(dealer.rows.map((r) => r['Order no.']));
    expect(all.filter((r) => r.supplierTenantId === '300001').some((r) => dealerNos.has(r.indentNo))).toBe(false);
    expect(dealer.rows.filter((r) => r.Status === 'Confirmed').length).toBeGreaterThan(0);
    // Another hospital's export holds none of this hospital's orders.
    const other = await readExport(s, `${base}/export`, await s.login(HOSPITAL2_ADMIN));
    expect(other.rows.some((r) => all.some((o) => o.indentNo === r['订单号']))).toBe(false);
    expect(await s.call('GET', `${base}/export?orderDate_datege=soon`, { token: hospital })).toMatchObject({ status: 400, body: { data: { field: 'orderDate_datege' } } });
  });
});

describeTwoPartyIsolation(server, {
  base: '/beree-scm/indent',
  create: async (s) => (await place(s, {}, true)).id,
  transitions: ['/submit-review', '/confirm', '/decline', '/cancel', '/close'],
  parties: [HOSPITAL_ADMIN, DEALER_ADMIN],
  outsiders: [HOSPITAL2_ADMIN, DEALER2_ADMIN],
});
