import { eq, sql } from 'drizzle-orm';
import { addDays, amountOf, centsText, exclOf, shanghaiToday, taxOf } from '@beree/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { invoices } from '../../../core/db/schema';
import { withTenant } from '../../../core/tenancy/with-tenant';
import { DEALER2_ADMIN, DEALER_ADMIN, HOSPITAL2_ADMIN, HOSPITAL_ADMIN, MANUFACTURER_ADMIN, useServer, type TestServer } from '../../../../test/harness';
import { describeTwoPartyIsolation } from '../../../../test/cross-tenant';
import { uploadScan } from '../../../../test/certificates';
import { digitalNo, downstream, HOSPITAL_BUYER, INVOICE, move, receivedSwabs, saveInvoice, tokenOf, upstream, upstreamCopy, type ReceivedLine } from '../../../../test/invoices';
import { readExport } from '../../../../test/xlsx';
import { invoicedByDeliveryLine } from './invoiced';

const server = useServer();
const T = shanghaiToday();

/** Received lines of 10 swabs each, covered upstream, handed out one per test. */
let received: ReceivedLine[] = [];
let swabSku = '';
beforeAll(async () => {
  const s = server();
  received = await receivedSwabs(s, Array(9).fill(10));
  swabSku = received[0].skuId;
  await upstreamCopy(s, swabSku, 90);
});
const nextLine = () => received.shift()!;

/** A fresh received line and a saved invoice billing `bill` of its 10. */
async function billed(s: TestServer, bill = 10, extra: Record<string, unknown> = {}) {
  const source = nextLine();
  const invoice = await saveInvoice(s, downstream([[source.lineId, bill]], extra));
  return { source, invoice };
}

const invoiced = async (s: TestServer, lineId: string) =>
  (await withTenant(s.database.db, { tenantId: '200001' }, (tx) => invoicedByDeliveryLine(tx, [BigInt(lineId)]))).get(lineId)!;

describe('invoices: writing, sending and approving', () => {
  it('the demo (§7.4): approved, submitted, returned and red-letter invoices; the balloon invoice is refused by R24; upstream cover is never held twice', async () => {
    const s = server();
    const dealer = (await s.call('GET', `${INVOICE}/list?current=1&size=100&invoiceRole=DOWNSTREAM`, { token: await tokenOf(s, DEALER_ADMIN) })).body.data.records;
    expect(new Set(dealer.map((r: { invoiceStatus: string }) => r.invoiceStatus))).toEqual(new Set(['SAVED', 'SUBMITTED', 'APPROVED']));
    expect(dealer.find((r: { redLetter: boolean }) => r.redLetter)).toMatchObject({ invoiceStatus: 'APPROVED', originalInvoiceNo: expect.any(String) });
    expect(dealer.find((r: { returnReason: string | null }) => r.returnReason)).toMatchObject({ invoiceStatus: 'SAVED', returnReason: expect.stringContaining('购买方纳税人识别号有误') });
    const hospital = (await s.call('GET', `${INVOICE}/list?current=1&size=100`, { token: await tokenOf(s, HOSPITAL_ADMIN) })).body.data.records;
    expect(hospital.length).toBeGreaterThan(0);
    expect(hospital.some((r: { invoiceStatus: string; invoiceRole: string }) => r.invoiceStatus === 'SAVED' || r.invoiceRole === 'UPSTREAM')).toBe(false);
    const balloon = dealer.find((r: { remark: string | null }) => r.remark?.includes('两票制'));
    const refused = await move(s, 'submit-review', balloon.id);
    expect(refused.body.msg).toBe('R24：第1行 “*医疗仪器器械*PTCA球囊扩张导管”缺少上游发票：需 15，已覆盖 0，缺 15（应由Wiesen Medizintechnik GmbH开给本企业）');
    const overHeld = await withTenant(s.database.db, { tenantId: '200001' }, (tx) =>
      tx.execute(sql`select l.id from scm_invoice_line l where exists (select 1 from scm_invoice_coverage c where c.upstream_line_id = l.id) and l.quantity < (select sum(c.quantity) from scm_invoice_coverage c where c.upstream_line_id = l.id)`),
    );
    expect((overHeld as unknown as { rows: unknown[] }).rows).toEqual([]);
  });

  it('R20, R21: bills exactly what was received, to the cent; the hospital sees it once submitted, approves it, and the invoiced figures follow', async () => {
    const s = server();
    const dealer = await tokenOf(s, DEALER_ADMIN);
    const hospital = await tokenOf(s, HOSPITAL_ADMIN);
    const source = nextLine();
    const attachId = await uploadScan(s, dealer, '发票.png');
    const invoice = await saveInvoice(s, downstream([[source.lineId, 8]], { attachIds: [attachId] }));
    const incl = amountOf(8, source.unitPrice);
    const rate = invoice.lines[0].taxRate;
    expect(invoice).toMatchObject({ invoiceStatus: 'SAVED', invoiceRole: 'DOWNSTREAM', supplierTenantId: '200001', hospitalTenantId: '100001', amountInclTax: centsText(incl), lineCount: 1 });
    expect(invoice.lines[0]).toMatchObject({ sourceKind: 'DELIVERY', deliveryLineId: source.lineId, quantity: '8.0000', amountInclTax: centsText(incl), amountExclTax: centsText(exclOf(incl, rate)), batchNo: source.batchNo });
    expect(invoice.attachments).toEqual([expect.objectContaining({ attachId, mimeType: 'image/png' })]);
    // The hospital never sees a SAVED invoice.
    expect((await s.call('GET', `${INVOICE}/detail?id=${invoice.id}`, { token: hospital })).status).toBe(404);
    const file = async (link: string) => (await s.app.inject({ method: 'GET', url: link, headers: { 'blade-auth': `bearer ${hospital}`, authorization: 'Basic c2FiZXI6c2FiZXJfc2VjcmV0' } })).statusCode;
    expect(await file(invoice.attachments[0].link)).toBe(404);
    expect((await move(s, 'submit-review', invoice.id)).status).toBe(200);
    const seen = (await s.call('GET', `${INVOICE}/detail?id=${invoice.id}`, { token: hospital })).body.data;
    expect(seen).toMatchObject({ invoiceStatus: 'SUBMITTED', history: [expect.objectContaining({ action: 'submit-review', toStatus: 'SUBMITTED' })] });
    expect(await file(seen.attachments[0].link)).toBe(200);
    expect(await invoiced(s, source.lineId)).toEqual({ quantity: '8', amount: centsText(incl), approvedQuantity: '0', approvedAmount: '0.00' });
    const approved = await move(s, 'approve', invoice.id, HOSPITAL_ADMIN);
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    expect(await invoiced(s, source.lineId)).toEqual({ quantity: '8', amount: centsText(incl), approvedQuantity: '8', approvedAmount: centsText(incl) });
  });

  it('refuses bad input naming the field (R23 number formats among them), writing nothing', async () => {
    const s = server();
    const token = await tokenOf(s, DEALER_ADMIN);
    const before = await withTenant(s.database.db, { tenantId: '200001' }, (tx) => tx.select({ id: invoices.id }).from(invoices));
    const good = downstream([['1', 1]]);
    const cases: [Record<string, unknown>, string][] = [
      [{ invoiceRole: 'SIDEWAYS' }, 'invoiceRole'],
      [{ hospitalTenantId: null }, 'hospitalTenantId'],
      [{ invoiceNo: '2633000000012345678' }, 'invoiceNo'],
      [{ invoiceCode: '3200231130' }, 'invoiceCode'],
      [{ invoiceMedium: 'PAPER', invoiceCode: '320023113', invoiceNo: '00871234' }, 'invoiceCode'],
      [{ invoiceMedium: 'PAPER', invoiceCode: '3200231130', invoiceNo: '0087123' }, 'invoiceNo'],
      [{ invoiceDate: '2025-02-30' }, 'invoiceDate'],
      [{ sellerTaxNo: 'abc' }, 'sellerTaxNo'],
      [{ lines: [{ deliveryLineId: '1', quantity: 0 }] }, 'lines.0.quantity'],
      [{ lines: [{ deliveryLineId: '1', quantity: 1, taxRate: '1.3' }] }, 'lines.0.taxRate'],
      [{ lines: [{ deliveryLineId: '1', quantity: 1, amountExclTax: '1.234' }] }, 'lines.0.amountExclTax'],
      [{ lines: [{ quantity: 1 }] }, 'lines.0.deliveryLineId'],
      [{ redLetter: true }, 'originalInvoiceId'],
      [{ hospitalTenantId: '200002' }, 'hospitalTenantId'],
      [{ attachIds: ['123'], lines: [] }, 'attachIds'],
    ];
    for (const [change, field] of cases) {
      const res = await s.call('POST', `${INVOICE}/submit`, { token, body: { ...good, ...change } });
      expect(res.status, `${field}: ${JSON.stringify(res.body)}`).toBe(400);
      expect(res.body.data.field, JSON.stringify(res.body)).toBe(field);
    }
    // Only a supplier writes invoices; an upstream copy is a dealer's.
    expect((await s.call('POST', `${INVOICE}/submit`, { token: await tokenOf(s, HOSPITAL_ADMIN), body: good })).status).toBe(403);
    const maker = await s.call('POST', `${INVOICE}/submit`, { token: await tokenOf(s, MANUFACTURER_ADMIN), body: upstream('1', 1) });
    expect(maker.body.data.field).toBe('invoiceRole');
    // Amounts the columns cannot hold are bad input, not a failure.
    const huge = await s.call('POST', `${INVOICE}/submit`, { token, body: upstream(swabSku, 1, { lines: [{ skuId: swabSku, quantity: '0.0001', amountExclTax: '9999999999999999.99' }] }) });
    expect(huge.body).toMatchObject({ code: 400, data: { field: 'lines.0.amountExclTax' } });
    const after = await withTenant(s.database.db, { tenantId: '200001' }, (tx) => tx.select({ id: invoices.id }).from(invoices));
    expect(after.length).toBe(before.length);
  });

  it('R20: a line bills a received line of this hospital, and never more than is left of it', async () => {
    const s = server();
    const source = nextLine();
    const first = await saveInvoice(s, downstream([[source.lineId, 6]]));
    expect((await move(s, 'submit-review', first.id)).status).toBe(200);
    const second = await saveInvoice(s, downstream([[source.lineId, 5]]));
    const over = await move(s, 'submit-review', second.id);
    expect(over.status).toBe(400);
    expect(over.body.data.field).toBe('lines.0.quantity');
    expect(over.body.msg).toBe('R20：第1行 “医用棉签”开票数量 5 超过可开票数量 4（已验收 10，其他发票已开 6）');
    // Returned, the first invoice no longer counts: the second goes.
    expect((await move(s, 'return', first.id, HOSPITAL_ADMIN, { reason: '购买方税号有误' })).status).toBe(200);
    expect((await move(s, 'submit-review', second.id)).status).toBe(200);
    // A line of a note not yet received is refused when written.
    const token = await tokenOf(s, DEALER_ADMIN);
    const shippedOnly = await s.call('GET', '/api/beree-scm/delivery/list?current=1&size=50&deliveryStatus=SUBMITTED', { token });
    const note = (await s.call('GET', `/api/beree-scm/delivery/detail?id=${shippedOnly.body.data.records[0].id}`, { token })).body.data;
    const refused = await s.call('POST', `${INVOICE}/submit`, { token, body: downstream([[note.lines[0].id, 1]]) });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ msg: expect.stringMatching(/^R20：第1行/), data: { field: 'lines.0.deliveryLineId' } });
  });

  it('R21: amounts as printed must add up to the cent (± 0.01), line by line and in total', async () => {
    const s = server();
    const { source, invoice } = await billed(s);
    const incl = amountOf(10, source.unitPrice);
    const rate = invoice.lines[0].taxRate;
    const excl = exclOf(incl, rate);
    const tax = incl - excl;
    const edit = async (line: Record<string, unknown>, head: Record<string, unknown> = {}) => {
      const current = (await s.call('GET', `${INVOICE}/detail?id=${invoice.id}`, { token: await tokenOf(s, DEALER_ADMIN) })).body.data;
      await saveInvoice(s, { ...downstream([[source.lineId, 10]]), invoiceNo: invoice.invoiceNo, id: invoice.id, version: current.version, lines: [{ deliveryLineId: source.lineId, quantity: 10, ...line }], ...head });
      return move(s, 'submit-review', invoice.id);
    };
    const wrongTax = await edit({ amountExclTax: centsText(excl), taxAmount: centsText(tax + 5n), amountInclTax: centsText(incl + 5n) });
    expect(wrongTax.body).toMatchObject({ code: 400, data: { field: 'lines.0.taxAmount' } });
    expect(wrongTax.body.msg).toBe(`R21：第1行 税额 = 金额 × 税率：应为 ${centsText(taxOf(excl, rate))}，发票为 ${centsText(tax + 5n)}`);
    const notAdding = await edit({ amountExclTax: centsText(excl), taxAmount: centsText(tax), amountInclTax: centsText(incl + 1n) });
    expect(notAdding.body.data.field).toBe('lines.0.amountInclTax');
    const price = await edit({ amountInclTax: centsText(incl + 3n) });
    expect(price.body.msg).toMatch(/^R21：第1行 价税合计 = 数量 × 配送单价：应为/);
    const total = await edit({}, { amountInclTax: centsText(incl + 2n) });
    expect(total.body).toMatchObject({ msg: expect.stringMatching(/^R21：价税合计合计应为/), data: { field: 'amountInclTax' } });
    // A cent off on the price inside the tolerance is accepted.
    const cent = await edit({ amountInclTax: centsText(incl + 1n), amountExclTax: centsText(excl + 1n), taxAmount: centsText(tax) });
    expect(cent.status, JSON.stringify(cent.body)).toBe(200);
  });

  it('R22, R23: the buyer is the hospital, the seller the supplier, not dated ahead; a number only once on the platform', async () => {
    const s = server();
    const { invoice } = await billed(s, 4);
    const token = await tokenOf(s, DEALER_ADMIN);
    const tryWith = async (change: Record<string, unknown>) => {
      const current = (await s.call('GET', `${INVOICE}/detail?id=${invoice.id}`, { token })).body.data;
      await saveInvoice(s, { ...downstream([[current.lines[0].deliveryLineId, 4]]), invoiceNo: invoice.invoiceNo, id: invoice.id, version: current.version, ...change });
      return move(s, 'submit-review', invoice.id);
    };
    // The form fills in the buyer R22 wants, for a hospital the dealer supplies only.
    expect((await s.call('GET', `${INVOICE}/buyer?hospitalTenantId=100001`, { token })).body.data).toEqual(HOSPITAL_BUYER);
    expect((await s.call('GET', `${INVOICE}/buyer?hospitalTenantId=100001`, { token: await tokenOf(s, DEALER2_ADMIN) })).status).toBe(404);
    expect((await s.call('GET', `${INVOICE}/buyer?hospitalTenantId=10-01`, { token })).body).toMatchObject({ code: 400, data: { field: 'hospitalTenantId' } });
    const buyer = await tryWith({ buyerTaxNo: '12330100470001235A' });
    expect(buyer.body).toMatchObject({ msg: 'R22：购买方应为“云州市第一人民医院”（纳税人识别号 12330100470001234C）', data: { field: 'buyerTaxNo' } });
    expect((await tryWith({ sellerTaxNo: '91330100MA2CF7H95P' })).body.data.field).toBe('sellerTaxNo');
    expect((await tryWith({ invoiceDate: addDays(T, 1) })).body.msg).toMatch(/^R22：开票日期 .* 晚于今天$/);
    // Dated before the ship date it warns; accepted, it goes.
    const early = await tryWith({ invoiceDate: addDays(T, -30) });
    expect(early.body).toMatchObject({ msg: expect.stringContaining('早于配送单'), data: { field: 'acknowledgeWarnings' } });
    expect((await move(s, 'submit-review', invoice.id, DEALER_ADMIN, { acknowledgeWarnings: true })).status).toBe(200);
    // R23: another dealer cannot file the same number, even unseen.
    const taken = await s.call('POST', `${INVOICE}/submit`, { token: await tokenOf(s, DEALER2_ADMIN), body: { ...upstream('1', 1), invoiceMedium: 'DIGITAL', invoiceCode: null, invoiceNo: invoice.invoiceNo } });
    expect(taken.body).toMatchObject({ code: 400, msg: `R23：发票${invoice.invoiceNo}已在平台登记，不能重复录入`, data: { field: 'invoiceNo' } });
  });

  it('transitions belong to their party: the supplier submits and withdraws, the hospital approves and returns with a reason', async () => {
    const s = server();
    const { invoice } = await billed(s, 3);
    expect((await move(s, 'submit-review', invoice.id, HOSPITAL_ADMIN)).status).toBe(403);
    expect((await move(s, 'approve', invoice.id, HOSPITAL_ADMIN)).status).toBe(404);
    expect((await move(s, 'submit-review', invoice.id)).status).toBe(200);
    expect((await move(s, 'approve', invoice.id)).status).toBe(403);
    expect((await move(s, 'withdraw', invoice.id, HOSPITAL_ADMIN)).status).toBe(403);
    const noReason = await move(s, 'return', invoice.id, HOSPITAL_ADMIN);
    expect(noReason.body.data.field).toBe('reason');
    expect((await move(s, 'return', invoice.id, HOSPITAL_ADMIN, { reason: '购买方税号有误' })).status).toBe(200);
    const back = (await s.call('GET', `${INVOICE}/detail?id=${invoice.id}`, { token: await tokenOf(s, DEALER_ADMIN) })).body.data;
    expect(back).toMatchObject({ invoiceStatus: 'SAVED', returnReason: '购买方税号有误' });
    expect((await s.call('GET', `${INVOICE}/detail?id=${invoice.id}`, { token: await tokenOf(s, HOSPITAL_ADMIN) })).status).toBe(404);
    expect((await move(s, 'submit-review', invoice.id)).status).toBe(200);
    expect((await move(s, 'withdraw', invoice.id)).status).toBe(200);
    expect((await move(s, 'submit-review', invoice.id)).status).toBe(200);
    expect((await move(s, 'approve', invoice.id, HOSPITAL_ADMIN)).status).toBe(200);
  });

  it('R20, R25, R28, R30: a hospital settling on consumption is invoiced for what surgery used, never more, and its settlement counts it', async () => {
    const s = server();
    const hospital = await tokenOf(s, HOSPITAL_ADMIN);
    const dealer = await tokenOf(s, DEALER_ADMIN);
    const settle = async (body: Record<string, unknown>) => {
      const now = (await s.call('GET', '/api/beree-scm/hospital/settings', { token: hospital })).body.data;
      const saved = await s.call('POST', '/api/beree-scm/hospital/settings', { token: hospital, body: { ...body, version: now.version } });
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    };
    const ordersIn = async (status: string) => (await s.call('GET', `/api/beree-scm/surgical/list?current=1&size=100&surgicalStatus=${status}`, { token: dealer })).body.data.records as { id: string }[];
    const order = (await s.call('GET', `/api/beree-scm/surgical/detail?id=${(await ordersIn('BE_USE'))[0]!.id}`, { token: dealer })).body.data;
    const line = (order.lines as { id: string; usedQty: string; unitPrice: string; productName: string }[]).find((l) => Number(l.usedQty) > 0)!;
    const qty = Number(line.usedQty);
    const surgical = (lineId: string, quantity: number) => ({ ...downstream([]), lines: [{ sourceKind: 'SURGICAL', surgicalLineId: lineId, quantity }] });
    const first = await saveInvoice(s, surgical(line.id, qty));
    expect(first.lines[0]).toMatchObject({ sourceKind: 'SURGICAL', surgicalLineId: line.id, surgicalOrderNo: order.surgicalOrderNo, deliveryLineId: null, amountInclTax: centsText(amountOf(qty, line.unitPrice)) });
    // Settling on receipt, the hospital is billed for received notes, not for surgery.
    const onReceipt = await move(s, 'submit-review', first.id);
    expect(onReceipt.body).toMatchObject({ code: 400, msg: `R25：第1行 云州市第一人民医院按入库结算，请开具已验收的配送明细，不能开具跟台手术单${order.surgicalOrderNo}的使用明细`, data: { field: 'lines.0.surgicalLineId' } });
    try {
      await settle({ settlementBasis: 'CONSUMPTION', enforceTwoInvoice: false });
      const { invoice: received } = await billed(s, 2);
      const onConsumption = await move(s, 'submit-review', received.id);
      expect(onConsumption.body).toMatchObject({ code: 400, msg: expect.stringMatching(/^R25：第1行 云州市第一人民医院按消耗结算，只能开具已确认使用的跟台手术明细/), data: { field: 'lines.0.deliveryLineId' } });
      expect((await move(s, 'submit-review', first.id)).status).toBe(200);
      const more = await saveInvoice(s, surgical(line.id, 1));
      const over = await move(s, 'submit-review', more.id);
      expect(over.body).toMatchObject({ code: 400, msg: `R20：第1行 “${line.productName}”开票数量 1 超过可开票数量 0（已使用 ${qty}，其他发票已开 ${qty}）`, data: { field: 'lines.0.quantity' } });
      const row = (await s.call('GET', `/api/beree-scm/settlement/detail?id=${order.id}`, { token: hospital })).body.data;
      expect(row).toMatchObject({ source: 'SURGICAL', basis: 'CONSUMPTION' });
      expect(row.lines.find((l: { lineId: string }) => l.lineId === line.id)).toMatchObject({ invoicedAmount: centsText(amountOf(qty, line.unitPrice)), settlementStatus: 'PROCESSED' });
      const listed = (await s.call('GET', '/api/beree-scm/settlement/list?current=1&size=100', { token: dealer })).body.data.records.find((r: { id: string }) => r.id === order.id);
      expect(listed).toMatchObject({ invoicedAmount: row.invoicedAmount, settlementStatus: row.settlementStatus });
      // Two invoices sent at once for the same use: one goes, the other finds nothing left.
      expect((await move(s, 'withdraw', first.id)).status).toBe(200);
      const rival = await saveInvoice(s, surgical(line.id, qty));
      const raced = await Promise.all([move(s, 'submit-review', first.id), move(s, 'submit-review', rival.id)]);
      expect(raced.map((r) => r.status).sort()).toEqual([200, 400]);
      // Only a used line of an order in use is billed.
      const booked = (await s.call('GET', `/api/beree-scm/surgical/detail?id=${(await ordersIn('CONFIRM'))[0]!.id}`, { token: dealer })).body.data;
      const unused = await s.call('POST', `${INVOICE}/submit`, { token: dealer, body: surgical(booked.lines[0].id, 1) });
      expect(unused.body).toMatchObject({ code: 400, msg: 'R20：第1行 所选跟台手术明细不是本企业为云州市第一人民医院出库且已确认使用的明细', data: { field: 'lines.0.surgicalLineId' } });
    } finally {
      await settle({ settlementBasis: 'RECEIPT', enforceTwoInvoice: true });
    }
  });

  it('R26: an approved invoice is never changed, moved back or deleted; a red-letter invoice corrects it, within what it billed', async () => {
    const s = server();
    const { source, invoice } = await billed(s);
    expect((await move(s, 'submit-review', invoice.id)).status).toBe(200);
    expect((await move(s, 'approve', invoice.id, HOSPITAL_ADMIN)).status).toBe(200);
    const token = await tokenOf(s, DEALER_ADMIN);
    const edit = await s.call('POST', `${INVOICE}/submit`, { token, body: { ...downstream([[source.lineId, 9]]), id: invoice.id } });
    expect(edit.body).toMatchObject({ code: 400, msg: `R26：发票“${invoice.invoiceNo}”已审核，不能修改或删除；如需更正请开具红字发票` });
    expect((await s.call('POST', `${INVOICE}/remove?ids=${invoice.id}`, { token })).body.msg).toMatch(/^R26：/);
    expect((await move(s, 'withdraw', invoice.id)).body.msg).toMatch(/^R26：/);
    expect((await move(s, 'return', invoice.id, HOSPITAL_ADMIN, { reason: '重开' })).body.msg).toMatch(/^R26：/);
    // Red letter: 4 of the 10 back, negative, referencing the original.
    const red = await saveInvoice(s, downstream([[source.lineId, 4]], { redLetter: true, originalInvoiceId: invoice.id }));
    const incl = amountOf(4, source.unitPrice);
    expect(red).toMatchObject({ redLetter: true, originalInvoiceNo: invoice.invoiceNo, amountInclTax: centsText(-incl) });
    expect(red.lines[0]).toMatchObject({ quantity: '-4.0000', amountInclTax: centsText(-incl) });
    expect((await move(s, 'submit-review', red.id)).status).toBe(200);
    expect((await move(s, 'approve', red.id, HOSPITAL_ADMIN)).status).toBe(200);
    expect(await invoiced(s, source.lineId)).toMatchObject({ quantity: '6', approvedQuantity: '6', amount: centsText(amountOf(10, source.unitPrice) - incl) });
    // What was billed and not yet corrected is the most a further red letter takes back.
    const tooMuch = await saveInvoice(s, downstream([[source.lineId, 7]], { redLetter: true, originalInvoiceId: invoice.id }));
    const refused = await move(s, 'submit-review', tooMuch.id);
    expect(refused.body).toMatchObject({ msg: '第1行：冲红数量 7 超过原发票该明细尚可冲红的 6', data: { field: 'lines.0.quantity' } });
    // Only an approved invoice is corrected.
    const notApproved = await s.call('POST', `${INVOICE}/submit`, { token, body: downstream([[source.lineId, 1]], { redLetter: true, originalInvoiceId: red.id }) });
    expect(notApproved.body.data.field).toBe('originalInvoiceId');
  });

  it('exports the listed invoices as .xlsx: the same filters, only what the caller\'s party may see, codes by their labels', async () => {
    const s = server();
    const dealer = await tokenOf(s, DEALER_ADMIN);
    type Row = { invoiceNo: string; invoiceStatus: string; invoiceRole: string; redLetter: boolean; amountInclTax: string; invoiceDate: string };
    const approved = (await s.call('GET', `${INVOICE}/list?current=1&size=100&invoiceRole=DOWNSTREAM&invoiceStatus=APPROVED`, { token: dealer })).body.data.records as Row[];
    expect(approved.length).toBeGreaterThan(0);
    const sheet = await readExport(s, `${INVOICE}/export?invoiceRole=DOWNSTREAM&invoiceStatus=APPROVED`, dealer);
    expect(sheet.fileName).toMatch(/^发票-\d{8}\.xlsx$/);
    expect(sheet.headings).toEqual(['发票号码', '红字', '发票代码', '状态', '发票类别', '医院', '销售方', '发票类型', '开票日期', '金额（不含税）', '税额', '价税合计', '行数', '退回原因']);
    expect(sheet.rows.map((r) => r['发票号码']).sort()).toEqual(approved.map((r) => r.invoiceNo).sort());
    expect(new Set(sheet.rows.map((r) => `${r['状态']}/${r['发票类别']}`))).toEqual(new Set(['已审核/销售发票（开给医院）']));
    const red = approved.find((r) => r.redLetter)!;
    expect(sheet.rows.find((r) => r['发票号码'] === red.invoiceNo)).toMatchObject({ 红字: '是', 价税合计: Number(red.amountInclTax), 开票日期: new Date(`${red.invoiceDate}T00:00:00Z`) });
    // The hospital's export (in English): suppliers, no direction, nothing saved, no upstream invoice — what its list shows.
    const hospitalToken = await tokenOf(s, HOSPITAL_ADMIN);
    const hospital = await readExport(s, `${INVOICE}/export`, hospitalToken, 'en');
    expect(hospital.headings).toContain('Supplier');
    expect(hospital.headings).not.toContain('Direction');
    expect(hospital.rows.some((r) => r.Status === 'Saved')).toBe(false);
    const listed = (await s.call('GET', `${INVOICE}/list?current=1&size=1000`, { token: hospitalToken })).body.data.records as Row[];
    expect(hospital.rows.map((r) => r['Invoice no.']).sort()).toEqual(listed.map((r) => r.invoiceNo).sort());
    const upstreamNos = (await s.call('GET', `${INVOICE}/list?current=1&size=1000&invoiceRole=UPSTREAM`, { token: dealer })).body.data.records.map((r: Row) => r.invoiceNo);
    expect(upstreamNos.length).toBeGreaterThan(0);
    expect(hospital.rows.some((r) => upstreamNos.includes(r['Invoice no.']))).toBe(false);
    // Another dealer's export holds none of this dealer's invoices.
    const other = await readExport(s, `${INVOICE}/export`, await tokenOf(s, DEALER2_ADMIN));
    expect(other.rows.some((r) => approved.some((a) => a.invoiceNo === r['发票号码']) || upstreamNos.includes(r['发票号码']))).toBe(false);
    expect(await s.call('GET', `${INVOICE}/export?invoiceDate_datege=x`, { token: dealer })).toMatchObject({ status: 400, body: { data: { field: 'invoiceDate_datege' } } });
  });
});

describeTwoPartyIsolation(server, {
  base: '/beree-scm/invoice',
  create: async (s) => {
    const { invoice } = await billed(s, 2);
    expect((await move(s, 'submit-review', invoice.id)).status).toBe(200);
    return invoice.id;
  },
  transitions: ['/submit-review', '/withdraw', '/approve', '/return'],
  parties: [DEALER_ADMIN, HOSPITAL_ADMIN],
  outsiders: [HOSPITAL2_ADMIN, DEALER2_ADMIN, MANUFACTURER_ADMIN],
});

describe('upstream copies', () => {
  it('are the dealer\'s alone: the hospital never lists them, nor another dealer', async () => {
    const s = server();
    const id = await upstreamCopy(s, swabSku, 5, { invoiceNo: digitalNo().slice(-8) });
    for (const who of [HOSPITAL_ADMIN, DEALER2_ADMIN, MANUFACTURER_ADMIN]) {
      const token = await tokenOf(s, who);
      expect((await s.call('GET', `${INVOICE}/detail?id=${id}`, { token })).status, who.tenantId).toBe(404);
      const list = await s.call('GET', `${INVOICE}/list?current=1&size=500&invoiceRole=UPSTREAM`, { token });
      expect(list.body.data.records.map((r: { id: string }) => r.id)).not.toContain(id);
    }
    const [row] = await withTenant(s.database.db, { tenantId: '200001' }, (tx) => tx.select().from(invoices).where(eq(invoices.id, BigInt(id))));
    expect(row).toMatchObject({ invoiceRole: 'UPSTREAM', hospitalTenantId: null, invoiceStatus: 'SUBMITTED' });
  });
});
