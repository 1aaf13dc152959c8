import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { amountOf, cents, centsText, message, quantityText4, scaled, SENT_INVOICE_STATUSES, shanghaiToday, taxOf, type InvoiceLineSubmit, type Lang, type SettlementBasis } from '@beree/contracts';
import type { Executor } from '../../../core/db/database';
import { companies, deliveries, deliveryLines, invoiceLines, invoices } from '../../../core/db/schema';
import { badRequest } from '../../../core/http/errors';
import type { RequestContext } from '../../../core/tenancy/context';
import { inTenant } from '../../../core/tenancy/in-tenant';
import { hospitalAsBuyer } from './buyer';
import { checkR20UsedQuantities } from './surgical-source';

type InvoiceRow = typeof invoices.$inferSelect;
type LineRow = typeof invoiceLines.$inferSelect;

/** A warning a rule gives instead of refusing (R22's invoice date before the ship date). */
export interface InvoiceWarning {
  rule: string;
  field: string;
  text: string;
}

const at = (line: Pick<LineRow, 'lineNo' | 'itemName'>, name: string) => ({ field: `lines.${line.lineNo - 1}.${name}`, line: line.lineNo, product: line.itemName });

/**
 * R20 when a line is written: it bills a line of a delivery note of this supplier to this
 * hospital that the hospital received (RECEIVED); a red-letter line one the corrected invoice billed.
 */
export function checkR20Sources(
  ctx: RequestContext,
  head: { hospitalTenantId: string | null; hospitalName: string | null; redLetter: boolean; originalLines: LineRow[] },
  entries: { input: InvoiceLineSubmit; index: number }[],
  sources: { line: typeof deliveryLines.$inferSelect; deliveryStatus: string; isDeleted: number }[],
): void {
  for (const { input, index } of entries) {
    const found = sources.find((s) => String(s.line.id) === input.deliveryLineId);
    const ok = found && found.isDeleted === 0 && found.deliveryStatus === 'RECEIVED' && found.line.supplierTenantId === ctx.tenantId && found.line.hospitalTenantId === head.hospitalTenantId;
    const onOriginal = !head.redLetter || head.originalLines.some((l) => String(l.deliveryLineId) === input.deliveryLineId);
    if (!ok || !onOriginal) throw badRequest('invoice.R20.source', { field: `lines.${index}.deliveryLineId`, line: index + 1, hospital: head.hospitalName ?? '' });
  }
}

/**
 * R20 when the invoice is sent or approved: what sent invoices bill of each delivery line, this
 * one included, stays within what the hospital received (red-letter lines count negative), and of
 * each used surgical line within what was used. A red-letter invoice takes back at most what its
 * original billed, less earlier corrections.
 * Runs under the supplier's invoicing lock, so two invoices cannot both take the last of a line.
 */
export async function checkR20Quantities(tx: Executor, row: InvoiceRow, lines: LineRow[]): Promise<void> {
  await checkR20UsedQuantities(tx, row, lines);
  const delivered = lines.filter((l) => l.deliveryLineId !== null);
  const ids = [...new Set(delivered.map((l) => l.deliveryLineId!))];
  if (ids.length === 0) return row.redLetter ? checkRedLetter(tx, row, lines) : undefined;
  const sources = await tx.select().from(deliveryLines).where(inArray(deliveryLines.id, ids));
  const [shipped] = await tx.select({ status: deliveries.deliveryStatus }).from(deliveries).where(and(inArray(deliveries.id, [...new Set(sources.map((s) => s.deliveryId))]), ne(deliveries.deliveryStatus, 'RECEIVED'))).limit(1);
  if (shipped || sources.length !== ids.length) {
    const line = delivered.find((l) => !sources.some((s) => s.id === l.deliveryLineId)) ?? delivered[0]!;
    throw badRequest('invoice.R20.source', { field: `lines.${line.lineNo - 1}.deliveryLineId`, line: line.lineNo, hospital: row.hospitalName ?? '' });
  }
  if (row.redLetter) return checkRedLetter(tx, row, lines);
  const others = await tx
    .select({ deliveryLineId: invoiceLines.deliveryLineId, quantity: sql<string>`sum(${invoiceLines.quantity})` })
    .from(invoiceLines)
    .innerJoin(invoices, eq(invoices.id, invoiceLines.invoiceId))
    .where(and(inArray(invoiceLines.deliveryLineId, ids), ne(invoices.id, row.id), eq(invoices.isDeleted, 0), inArray(invoices.invoiceStatus, [...SENT_INVOICE_STATUSES])))
    .groupBy(invoiceLines.deliveryLineId);
  const billed = (id: bigint) => scaled(others.find((o) => o.deliveryLineId === id)?.quantity ?? '0', 4);
  for (const l of delivered) {
    const source = sources.find((s) => s.id === l.deliveryLineId)!;
    const received = scaled(source.receivedQty, 4);
    const invoiced = billed(source.id);
    const left = received - invoiced;
    if (scaled(l.quantity, 4) > left) {
      throw badRequest('invoice.R20.over', { ...at(l, 'quantity'), quantity: quantityText4(scaled(l.quantity, 4)), left: quantityText4(left < 0n ? 0n : left), received: quantityText4(received), invoiced: quantityText4(invoiced) });
    }
  }
}

/** The source line an invoice line bills, whichever kind it is. */
const sourceKey = (l: Pick<LineRow, 'deliveryLineId' | 'surgicalLineId'>) => (l.deliveryLineId !== null ? `d${l.deliveryLineId}` : `s${l.surgicalLineId}`);

/** R26: a red-letter invoice takes back of each source line at most what its original billed, less earlier corrections. */
async function checkRedLetter(tx: Executor, row: InvoiceRow, lines: LineRow[]): Promise<void> {
  const original = await tx.select().from(invoiceLines).where(eq(invoiceLines.invoiceId, row.originalInvoiceId!));
  const corrected = await tx
    .select({ deliveryLineId: invoiceLines.deliveryLineId, surgicalLineId: invoiceLines.surgicalLineId, quantity: sql<string>`sum(${invoiceLines.quantity})` })
    .from(invoiceLines)
    .innerJoin(invoices, eq(invoices.id, invoiceLines.invoiceId))
    .where(and(eq(invoices.originalInvoiceId, row.originalInvoiceId!), ne(invoices.id, row.id), eq(invoices.isDeleted, 0), inArray(invoices.invoiceStatus, [...SENT_INVOICE_STATUSES])))
    .groupBy(invoiceLines.deliveryLineId, invoiceLines.surgicalLineId);
  for (const l of lines) {
    const was = original.filter((o) => sourceKey(o) === sourceKey(l)).reduce((s, o) => s + scaled(o.quantity, 4), 0n);
    const left = was + scaled(corrected.find((c) => sourceKey(c) === sourceKey(l))?.quantity ?? '0', 4);
    if (-scaled(l.quantity, 4) > left) throw badRequest('invoice.red.line', { ...at(l, 'quantity'), quantity: quantityText4(-scaled(l.quantity, 4)), left: quantityText4(left) });
  }
}

/**
 * R25 / R28: a hospital is invoiced for what it settles — received delivery lines when it settles
 * on receipt, used surgical lines when it settles on consumption (a consumption hospital allows
 * invoicing only once use is confirmed). A red-letter invoice corrects what was billed under
 * whichever basis held then, so it is not judged by today's.
 */
export function checkR25(row: InvoiceRow, lines: LineRow[], basis: SettlementBasis): void {
  if (row.redLetter) return;
  for (const l of lines) {
    if (basis === 'CONSUMPTION' && l.deliveryLineId !== null) {
      throw badRequest('invoice.R25.consumption', { ...at(l, 'deliveryLineId'), hospital: row.hospitalName ?? '', deliveryNo: l.deliveryNo ?? '' });
    }
    if (basis === 'RECEIPT' && l.surgicalLineId !== null) {
      throw badRequest('invoice.R25.receipt', { ...at(l, 'surgicalLineId'), hospital: row.hospitalName ?? '', surgicalOrderNo: l.surgicalOrderNo ?? '' });
    }
  }
}

/**
 * R21: on every line the amount incl. tax is amount + tax, the tax is amount × rate to the cent
 * (± 0.01), and on a downstream line the amount incl. tax is quantity × the delivery price (± 0.01);
 * the header's totals are the lines' sums (± 0.01 per line).
 */
export function checkR21(lang: Lang, row: InvoiceRow, lines: LineRow[]): void {
  const what = (k: string) => message(`invoice.R21.what.${k}`, lang);
  for (const l of lines) {
    const excl = cents(l.amountExclTax);
    const tax = cents(l.taxAmount);
    const incl = cents(l.amountInclTax);
    if (incl !== excl + tax) throw badRequest('invoice.R21.line', { ...at(l, 'amountInclTax'), what: what('incl'), expected: centsText(excl + tax), given: l.amountInclTax });
    const expectedTax = taxOf(excl, l.taxRate);
    if (tax - expectedTax > 1n || expectedTax - tax > 1n) throw badRequest('invoice.R21.line', { ...at(l, 'taxAmount'), what: what('tax'), expected: centsText(expectedTax), given: l.taxAmount });
    if (l.sourceUnitPrice !== null) {
      const expected = amountOf(l.quantity, l.sourceUnitPrice);
      if (incl - expected > 1n || expected - incl > 1n) throw badRequest('invoice.R21.line', { ...at(l, 'amountInclTax'), what: what('price'), expected: centsText(expected), given: l.amountInclTax });
    }
  }
  const tolerance = BigInt(lines.length);
  for (const key of ['amountExclTax', 'taxAmount', 'amountInclTax'] as const) {
    const expected = lines.reduce((s, l) => s + cents(l[key]), 0n);
    const given = cents(row[key]);
    if (given - expected > tolerance || expected - given > tolerance) throw badRequest('invoice.R21.total', { field: key, what: what(key), expected: centsText(expected), given: row[key] });
  }
}

/** A supplier's name and credit code, from its company record (read in its tenant). */
async function companyOf(tx: Executor, tenantId: string) {
  const [c] = await inTenant(tx, tenantId, () =>
    tx.select({ name: companies.companyName, taxNo: companies.unifiedSocialCreditCode }).from(companies).where(and(eq(companies.tenantId, tenantId), eq(companies.isDeleted, 0))),
  );
  return c;
}

/**
 * R22: the buyer is the hospital (downstream) or the dealer itself (upstream), by name and credit
 * code; the seller's tax number is the supplier's credit code (downstream) or, for an upstream
 * seller on the platform, that company's. The invoice is not dated after today; dated before a
 * billed note's ship date it warns.
 */
export async function checkR22(tx: Executor, lang: Lang, row: InvoiceRow, lines: LineRow[]): Promise<InvoiceWarning[]> {
  if (row.invoiceDate > shanghaiToday()) throw badRequest('invoice.R22.future', { field: 'invoiceDate', date: row.invoiceDate });
  const norm = (s: string | null | undefined) => (s ?? '').replace(/[()（）\s]/g, '');
  let buyer: { name: string; taxNo: string } | undefined;
  if (row.invoiceRole === 'DOWNSTREAM') {
    buyer = await hospitalAsBuyer(tx, row.hospitalTenantId!);
    const seller = await companyOf(tx, row.supplierTenantId);
    if (seller && seller.taxNo !== row.sellerTaxNo) throw badRequest('invoice.R22.seller', { field: 'sellerTaxNo', taxNo: seller.taxNo, name: seller.name });
  } else {
    buyer = await companyOf(tx, row.supplierTenantId);
    if (row.sellerPartyId) {
      const seller = await companyOf(tx, row.sellerPartyId);
      if (seller && seller.taxNo !== row.sellerTaxNo) throw badRequest('invoice.R22.seller', { field: 'sellerTaxNo', taxNo: seller.taxNo, name: seller.name });
    }
  }
  if (buyer && (norm(buyer.name) !== norm(row.buyerName) || buyer.taxNo !== row.buyerTaxNo)) {
    throw badRequest('invoice.R22.buyer', { field: buyer.taxNo !== row.buyerTaxNo ? 'buyerTaxNo' : 'buyerName', name: buyer.name, taxNo: buyer.taxNo });
  }
  const noteIds = [...new Set(lines.map((l) => l.deliveryId).filter((id): id is bigint => id !== null))];
  if (noteIds.length === 0) return [];
  const notes = await tx.select({ deliveryNo: deliveries.deliveryNo, shipDate: deliveries.shipDate }).from(deliveries).where(inArray(deliveries.id, noteIds));
  const earliest = notes.filter((n) => n.shipDate).sort((a, b) => (a.shipDate! < b.shipDate! ? -1 : 1))[0];
  if (earliest && row.invoiceDate < earliest.shipDate!) {
    return [{ rule: 'R22', field: 'invoiceDate', text: message('invoice.R22.beforeShip', lang, { date: row.invoiceDate, deliveryNo: earliest.deliveryNo, shipDate: earliest.shipDate! }) }];
  }
  return [];
}

/**
 * R23: the number is on no other live invoice on the platform. Other tenants' invoices are out of
 * sight, so the question goes through a function of migration 0019 answering yes or no only; the
 * unique index is the floor beneath it.
 */
export async function checkR23Unique(tx: Executor, code: string | null | undefined, no: string, id: bigint): Promise<void> {
  const result = (await tx.execute(sql`select scm_invoice_number_taken(${code ?? ''}, ${no}, ${id}) as taken`)) as unknown as { rows: { taken: boolean }[] };
  if (result.rows[0]?.taken) throw badRequest('invoice.R23.duplicate', { field: 'invoiceNo', code: code ? `${code}-` : '', invoiceNo: no });
}
