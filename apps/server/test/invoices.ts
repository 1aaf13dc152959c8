import { and, eq } from 'drizzle-orm';
import { addDays, shanghaiToday } from '@beree/contracts';
import { expect } from 'vitest';
import { catalogItems } from '../src/core/db/schema';
import { withTenant } from '../src/core/tenancy/with-tenant';
import { DEALER_ADMIN, HOSPITAL_ADMIN, type Login, type TestServer } from './harness';
import { hospitalRefs } from './orders';

export const INVOICE = '/api/beree-scm/invoice';
const T = shanghaiToday();
export const HOSPITAL_BUYER = { buyerName: '云州市第一人民医院', buyerTaxNo: '12330100470001234C' };
export const DEALER_SELLER = { sellerName: '浙江康链医疗供应链有限公司', sellerTaxNo: '91330108MA27Y4KL3D' };
/** The swab's maker, not on the platform: the dealer keeps the product and names it. */
export const SWAB_MAKER = { sellerName: '广州洁源卫生用品有限公司', sellerTaxNo: '91440101MA5CXK1234' };

let serial = 0;
/** A fresh 20-digit digital invoice number (year 26, region 33, channel 0). */
export const digitalNo = () => `263300${String(Date.now() % 1e9).padStart(9, '0')}${String(++serial).padStart(5, '0')}`;

const tokens = new WeakMap<TestServer, Map<string, string>>();
/** Signs in once per server and login (the tokens outlive a test file). */
export async function tokenOf(s: TestServer, login: Login): Promise<string> {
  const mine = tokens.get(s) ?? new Map<string, string>();
  tokens.set(s, mine);
  const key = `${login.tenantId}:${login.username}`;
  if (!mine.has(key)) mine.set(key, await s.login(login));
  return mine.get(key)!;
}

/** A received delivery line: its id, SKU, price and batch. */
export interface ReceivedLine {
  lineId: string;
  skuId: string;
  unitPrice: string;
  deliveryId: string;
  batchNo: string;
}

/**
 * One note of the dealer to the demo hospital, shipped, approved and received through the API:
 * one line per quantity given, each a batch of swabs (医用棉签, a Class I filing that never
 * lapses) from one order, every piece taken in. Answers the received lines.
 */
export async function receivedSwabs(s: TestServer, quantities: number[]): Promise<ReceivedLine[]> {
  const refs = await hospitalRefs(s, '100001');
  const [item] = await withTenant(s.database.db, { tenantId: '100001' }, (tx) =>
    tx.select({ id: catalogItems.id }).from(catalogItems).where(and(eq(catalogItems.supplierTenantId, '200001'), eq(catalogItems.productName, '医用棉签'), eq(catalogItems.isDeleted, 0), eq(catalogItems.useFlag, 'USING'))),
  );
  const hospital = await tokenOf(s, HOSPITAL_ADMIN);
  const dealer = await tokenOf(s, DEALER_ADMIN);
  const total = quantities.reduce((a, b) => a + b, 0);
  const order = await s.call('POST', '/api/beree-scm/indent/submit', { token: hospital, body: { supplierTenantId: '200001', orderType: 'NORMAL', receivingAddressId: refs.addressId, lines: [{ catalogItemId: String(item.id), qty: total }] } });
  expect(order.status, JSON.stringify(order.body)).toBe(200);
  expect((await s.call('POST', `/api/beree-scm/indent/submit-review?ids=${order.body.data.id}`, { token: hospital })).status).toBe(200);
  expect((await s.call('POST', `/api/beree-scm/indent/confirm?ids=${order.body.data.id}`, { token: dealer })).status).toBe(200);
  const lines = quantities.map((qty) => ({ indentLineId: order.body.data.lines[0].id, qty, batchNo: `B${++serial}`, productionDate: addDays(T, -30), expiryDate: addDays(T, 730) }));
  const note = await s.call('POST', '/api/beree-scm/delivery/submit', { token: dealer, body: { hospitalTenantId: '100001', deliveryType: 'NORMAL', lines } });
  expect(note.status, JSON.stringify(note.body)).toBe(200);
  const id = note.body.data.id;
  const shipped = await s.call('POST', `/api/beree-scm/delivery/submit-review?ids=${id}`, { token: dealer, body: { acknowledgeWarnings: true } });
  expect(shipped.status, JSON.stringify(shipped.body)).toBe(200);
  expect((await s.call('POST', `/api/beree-scm/delivery/approve?ids=${id}`, { token: hospital })).status).toBe(200);
  const stored: { id: string; qty: string; skuId: string; unitPrice: string; batchNo: string }[] = note.body.data.lines;
  const taken = await s.call('POST', `/api/beree-scm/delivery/receive?ids=${id}`, { token: hospital, body: { lines: stored.map((l) => ({ id: l.id, receivedQty: l.qty })) } });
  expect(taken.status, JSON.stringify(taken.body)).toBe(200);
  return stored.map((l) => ({ lineId: l.id, skuId: String(l.skuId), unitPrice: l.unitPrice, deliveryId: id, batchNo: l.batchNo }));
}

/** A downstream invoice body billing `lines` ([delivery line id, quantity]) to the demo hospital. */
export const downstream = (lines: [string, number][], extra: Record<string, unknown> = {}) => ({
  invoiceRole: 'DOWNSTREAM',
  hospitalTenantId: '100001',
  invoiceType: 'SPECIAL',
  invoiceMedium: 'DIGITAL',
  invoiceNo: digitalNo(),
  invoiceDate: T,
  ...DEALER_SELLER,
  ...HOSPITAL_BUYER,
  lines: lines.map(([deliveryLineId, quantity]) => ({ deliveryLineId, quantity })),
  ...extra,
});

/** An upstream copy body: the maker → the dealer, `quantity` of a SKU at `price` ex-tax each, 13 % VAT, legacy special invoice. */
export const upstream = (skuId: string, quantity: number, extra: Record<string, unknown> = {}, price = 1) => ({
  invoiceRole: 'UPSTREAM',
  invoiceType: 'SPECIAL',
  invoiceMedium: 'PAPER',
  invoiceCode: '3200231130',
  invoiceNo: digitalNo().slice(-8),
  invoiceDate: T,
  ...SWAB_MAKER,
  buyerName: DEALER_SELLER.sellerName,
  buyerTaxNo: DEALER_SELLER.sellerTaxNo,
  lines: [{ skuId, quantity, amountExclTax: (quantity * price).toFixed(2), taxRate: '0.13' }],
  ...extra,
});

/** Saves an invoice as the dealer (or `token`'s tenant); answers the detail. */
export async function saveInvoice(s: TestServer, body: Record<string, unknown>, token?: string) {
  const res = await s.call('POST', `${INVOICE}/submit`, { token: token ?? (await tokenOf(s, DEALER_ADMIN)), body });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data;
}

/** Runs a transition; answers the response. */
export const move = async (s: TestServer, action: string, id: string, who = DEALER_ADMIN, body: Record<string, unknown> = {}) =>
  s.call('POST', `${INVOICE}/${action}?ids=${id}`, { token: await tokenOf(s, who), body });

/** Files and submits an upstream copy from the swab's maker covering `quantity`; answers its id. */
export async function upstreamCopy(s: TestServer, skuId: string, quantity: number, extra: Record<string, unknown> = {}): Promise<string> {
  const saved = await saveInvoice(s, upstream(skuId, quantity, extra));
  const sent = await move(s, 'submit-review', saved.id);
  expect(sent.status, JSON.stringify(sent.body)).toBe(200);
  return saved.id;
}
