import { and, eq } from 'drizzle-orm';
import { addDays, amountOf, centsText, exclOf, quantityText4, scaled, shanghaiToday, unitPriceExcl } from '@beree/contracts';
import type { Executor } from '../core/db/database';
import { nextId } from '../core/db/ids';
import { deliveries, deliveryLines, invoiceCoverage, invoiceHistory, invoiceLines, invoices } from '../core/db/schema';

const HOSPITAL = '100001';
const DEALER = '200001';
const BUYER = { buyerName: '云州市第一人民医院', buyerTaxNo: '12330100470001234C' };
const KANGLIAN = { name: '浙江康链医疗供应链有限公司', taxNo: '91330108MA27Y4KL3D' };
/** The makers the dealer buys from, off the platform (the dealer keeps their products). */
const MAKERS: Record<string, string> = {
  '广州洁源卫生用品有限公司': '91440101MA5CXK1D4Q',
  '台湾康泰医材股份有限公司': '91350200MA2XN5KT7R',
  'Wiesen Medizintechnik GmbH': '91310115MA1K4N6W00',
};

type Line = typeof deliveryLines.$inferSelect;
type Status = 'SAVED' | 'SUBMITTED' | 'APPROVED';

/** The path of transitions that brings an invoice to a state, for its history: [action, party, to]. */
const PATHS: Record<Status, [string, 'h' | 's', Status][]> = {
  SAVED: [],
  SUBMITTED: [['submit-review', 's', 'SUBMITTED']],
  APPROVED: [['submit-review', 's', 'SUBMITTED'], ['approve', 'h', 'APPROVED']],
};

/**
 * Invoices of the demo (domain model §7.4) on the dealer's received demo notes, 13 % VAT:
 * - the note of the lancets and hip stems fully invoiced and approved (settlement PROCESSED) —
 *   after a first invoice for the stems was corrected by a red-letter invoice and issued again;
 * - the swab note 16 of 26 invoiced, submitted and awaiting the hospital (PROCESSING);
 * - the disinfectant's invoice returned for a wrong buyer tax number (its note UNPROCESSED);
 * - the balloon's invoice saved but refused by the two-invoice rule (R24): no upstream invoice
 *   from Wiesen or its general agent 博衡 is on file (its note UNPROCESSED);
 * - the upstream copies from the makers that cover what is sent, held line by line.
 * Runs after the delivery demo.
 */
export async function seedInvoices(tx: Executor): Promise<void> {
  const T = shanghaiToday();
  const received = await tx
    .select({ line: deliveryLines, deliveryNo: deliveries.deliveryNo })
    .from(deliveryLines)
    .innerJoin(deliveries, eq(deliveries.id, deliveryLines.deliveryId))
    .where(and(eq(deliveries.supplierTenantId, DEALER), eq(deliveries.hospitalTenantId, HOSPITAL), eq(deliveries.deliveryStatus, 'RECEIVED'), eq(deliveries.isDeleted, 0)));
  const find = (name: string) => received.find((r) => r.line.productName.startsWith(name));
  const swab = find('医用棉签');
  const iodine = find('复合碘皮肤消毒液');
  const lancet = find('一次性使用末梢采血针');
  const hip = find('髋关节假体');
  const balloon = find('PTCA球囊扩张导管');
  if (!swab || !iodine || !lancet || !hip || !balloon) throw new Error('invoice demo: the delivery demo has no received lines to invoice');

  let sequence = 0;
  const at = (daysAgo: number, step = 0) => new Date(Date.parse(`${addDays(T, -daysAgo)}T02:00:00Z`) + step * 3_600_000);
  type Billed = { source: (typeof received)[number]; qty: number; maker?: string };

  /** One invoice with its lines and history; answers the header and the lines as stored. */
  const invoice = async (n: {
    role: 'DOWNSTREAM' | 'UPSTREAM';
    status: Status;
    daysAgo: number;
    lines: Billed[];
    seller?: string;
    no?: { code: string | null; no: string; medium: 'PAPER' | 'DIGITAL' };
    red?: { original: bigint };
    returnReason?: string;
    buyerTaxNo?: string;
    remark?: string;
  }) => {
    const id = nextId();
    const upstream = n.role === 'UPSTREAM';
    const sign = n.red ? -1n : 1n;
    const parties = { tenantId: DEALER, hospitalTenantId: upstream ? null : HOSPITAL, supplierTenantId: DEALER };
    const rows = n.lines.map((b, index) => {
      const l: Line = b.source.line;
      // Upstream: the maker's price is 80 % of the hospital's.
      const price = upstream ? quantityText4((scaled(l.unitPrice, 4) * 8n) / 10n) : l.unitPrice;
      const incl = amountOf(b.qty, price) * sign;
      const excl = exclOf(incl, l.taxRate);
      const quantity = quantityText4(scaled(b.qty, 4) * sign);
      return {
        ...parties,
        id: nextId(),
        invoiceId: id,
        lineNo: index + 1,
        sourceKind: upstream ? null : 'DELIVERY',
        deliveryId: upstream ? null : l.deliveryId,
        deliveryNo: upstream ? null : b.source.deliveryNo,
        deliveryLineId: upstream ? null : l.id,
        skuId: l.skuId,
        itemName: `*医疗仪器器械*${l.productName}`,
        specification: l.specification,
        unit: l.unit,
        batchNo: l.batchNo,
        quantity,
        sourceUnitPrice: upstream ? null : l.unitPrice,
        unitPriceExclTax: unitPriceExcl(excl, quantity),
        amountExclTax: centsText(excl),
        taxRate: l.taxRate,
        taxAmount: centsText(incl - excl),
        amountInclTax: centsText(incl),
      };
    });
    const sum = (k: 'amountExclTax' | 'taxAmount' | 'amountInclTax') => centsText(rows.reduce((s, r) => s + scaled(r[k], 2), 0n));
    const seller = upstream ? { sellerName: n.seller!, sellerTaxNo: MAKERS[n.seller!] } : { sellerName: KANGLIAN.name, sellerTaxNo: KANGLIAN.taxNo };
    const buyer = upstream ? { buyerName: KANGLIAN.name, buyerTaxNo: KANGLIAN.taxNo } : { ...BUYER, buyerTaxNo: n.buyerTaxNo ?? BUYER.buyerTaxNo };
    const number = n.no ?? { code: null, no: `2633200000${String(88_000_000 + ++sequence).padStart(10, '0')}`, medium: 'DIGITAL' as const };
    const header = {
      ...parties,
      id,
      hospitalName: upstream ? null : BUYER.buyerName,
      supplierName: KANGLIAN.name,
      invoiceRole: n.role,
      invoiceType: 'SPECIAL',
      invoiceMedium: number.medium,
      invoiceCode: number.code,
      invoiceNo: number.no,
      invoiceDate: addDays(T, -n.daysAgo),
      ...seller,
      ...buyer,
      amountExclTax: sum('amountExclTax'),
      taxAmount: sum('taxAmount'),
      amountInclTax: sum('amountInclTax'),
      invoiceStatus: n.status,
      returnReason: n.returnReason ?? null,
      redLetter: !!n.red,
      originalInvoiceId: n.red?.original ?? null,
      remark: n.remark ?? null,
      submittedAt: n.status === 'SAVED' ? null : at(n.daysAgo, 1),
      approvedAt: n.status === 'APPROVED' ? at(n.daysAgo, 2) : null,
      createTime: at(n.daysAgo),
      updateTime: at(n.daysAgo, PATHS[n.status].length),
    };
    await tx.insert(invoices).values(header);
    await tx.insert(invoiceLines).values(rows);
    const path: [string, 'h' | 's', Status][] = n.returnReason ? [['submit-review', 's', 'SUBMITTED'], ['return', 'h', 'SAVED']] : PATHS[n.status];
    for (const [step, [action, party, to]] of path.entries()) {
      await tx.insert(invoiceHistory).values({
        ...parties,
        id: nextId(),
        tenantId: party === 'h' ? HOSPITAL : DEALER,
        invoiceId: id,
        action,
        fromStatus: step === 0 ? 'SAVED' : path[step - 1][2],
        toStatus: to,
        reason: action === 'return' ? n.returnReason! : null,
        userName: party === 'h' ? '周敏' : '王磊',
        createTime: at(n.daysAgo, step + 1),
      });
    }
    return { header, rows };
  };

  /** R24's record: which upstream line covers which downstream line, by how much (negative for a correction). */
  const cover = async (down: Awaited<ReturnType<typeof invoice>>, up: Awaited<ReturnType<typeof invoice>>, skuId: bigint, quantity: number) => {
    const line = down.rows.find((r) => r.skuId === skuId)!;
    const upLine = up.rows.find((r) => r.skuId === skuId)!;
    await tx.insert(invoiceCoverage).values({
      id: nextId(),
      tenantId: DEALER,
      hospitalTenantId: HOSPITAL,
      supplierTenantId: DEALER,
      invoiceId: down.header.id,
      invoiceLineId: line.id,
      upstreamInvoiceId: up.header.id,
      upstreamLineId: upLine.id,
      quantity: quantityText4(scaled(quantity, 4)),
    });
  };

  // The makers' invoices to the dealer (upstream copies on file).
  const fromJieyuan = await invoice({ role: 'UPSTREAM', status: 'SUBMITTED', daysAgo: 20, seller: '广州洁源卫生用品有限公司', no: { code: '3200231130', no: '00871234', medium: 'PAPER' }, lines: [{ source: swab, qty: 16 }, { source: iodine, qty: 9 }] });
  const fromKangtai = await invoice({ role: 'UPSTREAM', status: 'SUBMITTED', daysAgo: 18, seller: '台湾康泰医材股份有限公司', no: { code: '3500231130', no: '00452210', medium: 'PAPER' }, lines: [{ source: lancet, qty: 4 }] });
  const fromWiesen = await invoice({ role: 'UPSTREAM', status: 'SUBMITTED', daysAgo: 18, seller: 'Wiesen Medizintechnik GmbH', no: { code: null, no: '24312000000076543210', medium: 'DIGITAL' }, lines: [{ source: hip, qty: 22 }] });

  // The hip stems first invoiced with a wrong item name, corrected by a red-letter invoice, then invoiced again with the lancets.
  const first = await invoice({ role: 'DOWNSTREAM', status: 'APPROVED', daysAgo: 9, lines: [{ source: hip, qty: 22 }], remark: '品名规格有误，已红冲' });
  await cover(first, fromWiesen, hip.line.skuId, 22);
  const red = await invoice({ role: 'DOWNSTREAM', status: 'APPROVED', daysAgo: 6, lines: [{ source: hip, qty: 22 }], red: { original: first.header.id }, remark: `冲红发票 ${first.header.invoiceNo}：开票品名规格有误` });
  await cover(red, fromWiesen, hip.line.skuId, -22);
  const approved = await invoice({ role: 'DOWNSTREAM', status: 'APPROVED', daysAgo: 5, no: { code: null, no: '24332000000123456789', medium: 'DIGITAL' }, lines: [{ source: lancet, qty: 4 }, { source: hip, qty: 22 }] });
  await cover(approved, fromKangtai, lancet.line.skuId, 4);
  await cover(approved, fromWiesen, hip.line.skuId, 22);

  // 16 of the 26 swabs invoiced, waiting for the hospital.
  const partial = await invoice({ role: 'DOWNSTREAM', status: 'SUBMITTED', daysAgo: 2, lines: [{ source: swab, qty: 16 }] });
  await cover(partial, fromJieyuan, swab.line.skuId, 16);

  // Returned by the hospital: the buyer's tax number was mistyped.
  await invoice({ role: 'DOWNSTREAM', status: 'SAVED', daysAgo: 3, lines: [{ source: iodine, qty: 9 }], buyerTaxNo: '12330100470001243C', returnReason: '购买方纳税人识别号有误（应为 12330100470001234C），请更正后重新提交' });

  // Saved but not sendable: no upstream invoice from Wiesen or its general agent 博衡 covers the balloons (R24).
  await invoice({ role: 'DOWNSTREAM', status: 'SAVED', daysAgo: 1, lines: [{ source: balloon, qty: 15 }], remark: '待上传博衡医疗开具的上游发票（两票制）' });
}
