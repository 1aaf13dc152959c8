import { and, asc, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import {
  amountOf,
  cents,
  centsText,
  exclOf,
  INVOICE_ATTACHMENT_TYPES,
  message,
  scaled,
  quantityText4,
  taxOf,
  unitPriceExcl,
  type InvoiceLineSubmit,
  type InvoiceSubmit,
} from '@beree/contracts';
import { listedSource } from '../../../core/crud/export';
import { pageRows } from '../../../core/crud/service';
import { listing as filteredListing } from '../../../core/crud/listing';
import type { Executor } from '../../../core/db/database';
import { nextId } from '../../../core/db/ids';
import { attachments, deliveries, deliveryLines, invoiceAttachments, invoiceHistory, invoiceLines, invoices, products, productSkus } from '../../../core/db/schema';
import { badRequest, conflict, forbidden, notFound } from '../../../core/http/errors';
import type { RequestContext } from '../../../core/tenancy/context';
import { inTenant } from '../../../core/tenancy/in-tenant';
import { findParty, isHospital, isSupplier, ownParty } from '../party/party';
import { dateFilters, invoiceFileLink, invoiceFilters, sortable } from './resource';
import { checkR20Sources, checkR23Unique } from './rules';
import { checkR20UsedSources, readUsedSources } from './surgical-source';

export type InvoiceRow = typeof invoices.$inferSelect;
export type InvoiceLineInsert = Omit<typeof invoiceLines.$inferInsert, 'id' | 'tenantId' | 'hospitalTenantId' | 'supplierTenantId' | 'invoiceId' | 'lineNo'>;

const live = eq(invoices.isDeleted, 0);
const MAX_CENTS = 10n ** 18n;
const MAX_PRICE = 10n ** 18n;

const shown = () => ({
  ...getTableColumns(invoices),
  lineCount: sql<number>`(select count(*)::int from scm_invoice_line l where l.invoice_id = scm_invoice.id)`.as('line_count'),
  originalInvoiceNo: sql<string | null>`(select o.invoice_no from scm_invoice o where o.id = scm_invoice.original_invoice_id)`.as('original_invoice_no'),
});

/** The row, locked for the rest of the transaction; 404 when the caller may not see it. */
export async function lockInvoice(tx: Executor, id: bigint): Promise<InvoiceRow> {
  const [row] = await tx.select().from(invoices).where(and(eq(invoices.id, id), live)).for('update');
  if (!row) throw notFound();
  return row;
}

/** What the list and its export select: the shown columns under the query's filters (row-level security adds the party scope). */
const listing = (query: Record<string, unknown>) => filteredListing('scm_invoice', { table: invoices, columns: shown(), base: live, filters: invoiceFilters, sortable, dates: dateFilters(query) }, query);

/** The invoices the caller is a party to and may see (row-level security), filtered and paged. */
export async function listInvoices(tx: Executor, query: Record<string, unknown>) {
  return pageRows<{ [K in keyof ReturnType<typeof shown>]: unknown }>(tx, listing(query));
}

/** The same rows in the list's order, as an export reads them a page at a time. */
export const exportInvoices = (query: Record<string, unknown>) => listedSource(listing(query));

/** An invoice with its lines, its files (with the link both parties fetch them by) and its history, oldest first. */
export async function invoiceDetail(tx: Executor, id: bigint) {
  const [row] = await tx.select(shown()).from(invoices).where(and(eq(invoices.id, id), live));
  if (!row) throw notFound();
  const lines = await tx.select().from(invoiceLines).where(eq(invoiceLines.invoiceId, id)).orderBy(asc(invoiceLines.lineNo));
  const files = await tx.select().from(invoiceAttachments).where(eq(invoiceAttachments.invoiceId, id)).orderBy(asc(invoiceAttachments.sortOrder), asc(invoiceAttachments.id));
  const history = await tx.select().from(invoiceHistory).where(eq(invoiceHistory.invoiceId, id)).orderBy(asc(invoiceHistory.createTime), asc(invoiceHistory.id));
  return {
    ...row,
    lines,
    attachments: files.map((f) => ({ attachId: String(f.attachId), originalName: f.originalName, mimeType: f.mimeType, attachSize: f.attachSize, link: invoiceFileLink(id, f.attachId) })),
    history,
  };
}

/** The stored object of one of an invoice's files the caller may see, or 404. */
export async function invoiceFile(tx: Executor, invoiceId: bigint, attachId: bigint) {
  const [file] = await tx
    .select({ objectKey: invoiceAttachments.objectKey, mimeType: invoiceAttachments.mimeType, originalName: invoiceAttachments.originalName })
    .from(invoiceAttachments)
    .innerJoin(invoices, and(eq(invoices.id, invoiceAttachments.invoiceId), live))
    .where(and(eq(invoiceAttachments.invoiceId, invoiceId), eq(invoiceAttachments.attachId, attachId)));
  if (!file) throw notFound();
  return file;
}

/** Writes one step of an invoice's history, as the acting party. */
export async function writeInvoiceHistory(tx: Executor, ctx: RequestContext, row: InvoiceRow, step: { action: string; fromStatus: string | null; toStatus: string; reason?: string | null }): Promise<void> {
  await tx.insert(invoiceHistory).values({
    id: nextId(),
    tenantId: ctx.tenantId,
    hospitalTenantId: row.hospitalTenantId,
    supplierTenantId: row.supplierTenantId,
    invoiceId: row.id,
    action: step.action,
    fromStatus: step.fromStatus,
    toStatus: step.toStatus,
    reason: step.reason ?? null,
    userId: ctx.userId,
    userName: ctx.userName?.slice(0, 64) || null,
  });
}

/** The supplier's own invoice, still SAVED; an APPROVED one is never touched again (R26). */
function assertEditable(ctx: RequestContext, row: InvoiceRow, field: string): void {
  if (row.supplierTenantId !== ctx.tenantId) throw forbidden('invoice.party.supplier');
  if (row.invoiceStatus === 'APPROVED') throw badRequest('invoice.R26', { field, invoiceNo: row.invoiceNo });
  if (row.invoiceStatus !== 'SAVED') throw badRequest('invoice.edit.notAllowed', { field, invoiceNo: row.invoiceNo, status: message(`invoice.status.${row.invoiceStatus}`, ctx.lang) });
}

/**
 * A line's amounts: those printed when given, the rest following from them — or, for a
 * downstream line given none, from quantity × the delivery price (tax inside the price).
 * Signed: a red-letter line is negative throughout. R21 judges them when the invoice is sent.
 */
function lineAmounts(input: InvoiceLineSubmit, index: number, sign: 1n | -1n, taxRate: string, expectedIncl: bigint | null) {
  const given = (v: string | null | undefined) => (v == null || v === '' ? null : cents(v));
  const signed = (v: bigint | null) => (v === null ? null : v < 0n ? v : v * sign);
  let excl = signed(given(input.amountExclTax));
  let tax = signed(given(input.taxAmount));
  let incl = signed(given(input.amountInclTax));
  if (incl === null) {
    if (excl !== null) incl = excl + (tax ?? taxOf(excl, taxRate));
    else if (expectedIncl !== null) incl = expectedIncl * sign;
    else throw badRequest('invoice.line.amount.required', { field: `lines.${index}.amountExclTax`, line: index + 1 });
  }
  excl ??= exclOf(incl, taxRate);
  tax ??= incl - excl;
  const quantity = scaled(input.quantity, 4) * sign;
  // What the columns hold: amounts below 10^16 yuan, unit prices below 10^10 yuan.
  const price = unitPriceExcl(excl, quantityText4(quantity));
  const abs = (v: bigint) => (v < 0n ? -v : v);
  if ([excl, tax, incl].some((v) => abs(v) >= MAX_CENTS) || abs(scaled(price, 8)) >= MAX_PRICE) throw badRequest('invoice.amount.invalid', { field: `lines.${index}.amountExclTax` });
  return { quantity: quantityText4(quantity), amountExclTax: centsText(excl), taxAmount: centsText(tax), amountInclTax: centsText(incl), unitPriceExclTax: price, taxRate };
}

/** A SKU as an upstream line names it: read in the tenant keeping it. */
async function readSku(tx: Executor, skuId: bigint) {
  const result = (await tx.execute(sql`select scm_sku_owner(${skuId}) as owner`)) as unknown as { rows: { owner: string | null }[] };
  const holder = result.rows[0]?.owner;
  if (!holder) return undefined;
  const [row] = await inTenant(tx, holder, () =>
    tx
      .select({ productName: products.productName, specification: productSkus.specification, unit: productSkus.unit })
      .from(productSkus)
      .innerJoin(products, eq(products.id, productSkus.productId))
      .where(and(eq(productSkus.id, skuId), eq(productSkus.isDeleted, 0))),
  );
  return row;
}

/**
 * The lines as stored. DOWNSTREAM: each bills a received delivery line of this supplier and
 * hospital, or a used line of its surgical order there (R20), copying its SKU, batch and price; a red-letter invoice bills lines of the
 * invoice it corrects, negative. UPSTREAM: each names a SKU and the amounts printed.
 */
async function resolveLines(tx: Executor, ctx: RequestContext, head: { invoiceRole: string; hospitalTenantId: string | null; hospitalName: string | null; redLetter: boolean; originalLines: (typeof invoiceLines.$inferSelect)[] }, inputs: InvoiceLineSubmit[]): Promise<InvoiceLineInsert[]> {
  const rows: InvoiceLineInsert[] = [];
  if (head.invoiceRole === 'UPSTREAM') {
    for (const [index, input] of inputs.entries()) {
      if (!input.skuId) throw badRequest('invoice.line.sku.required', { field: `lines.${index}.skuId`, line: index + 1 });
      const sku = await readSku(tx, BigInt(input.skuId));
      if (!sku) throw badRequest('invoice.line.sku.notFound', { field: `lines.${index}.skuId`, line: index + 1 });
      const taxRate = input.taxRate ?? '0.13';
      rows.push({
        sourceKind: null,
        skuId: BigInt(input.skuId),
        itemName: input.itemName ?? sku.productName,
        specification: input.specification ?? sku.specification,
        unit: input.unit ?? sku.unit,
        batchNo: input.batchNo,
        ...lineAmounts(input, index, 1n, taxRate, null),
      });
    }
    return rows;
  }
  // A line bills a surgical line when it says so, or names one and no delivery line.
  const kindOf = (l: InvoiceLineSubmit) => l.sourceKind ?? (l.surgicalLineId && !l.deliveryLineId ? 'SURGICAL' : 'DELIVERY');
  const entries = inputs.map((input, index) => ({ input, index, kind: kindOf(input) }));
  const delivered = entries.filter((e) => e.kind === 'DELIVERY');
  const used = entries.filter((e) => e.kind === 'SURGICAL');
  for (const { input, index } of delivered) if (!input.deliveryLineId) throw badRequest('invoice.line.deliveryLine.required', { field: `lines.${index}.deliveryLineId`, line: index + 1 });
  for (const { input, index } of used) if (!input.surgicalLineId) throw badRequest('invoice.line.surgicalLine.required', { field: `lines.${index}.surgicalLineId`, line: index + 1 });
  const ids = delivered.map((e) => BigInt(e.input.deliveryLineId!));
  const sources = ids.length
    ? await tx
        .select({ line: deliveryLines, deliveryNo: deliveries.deliveryNo, deliveryStatus: deliveries.deliveryStatus, isDeleted: deliveries.isDeleted })
        .from(deliveryLines)
        .innerJoin(deliveries, eq(deliveries.id, deliveryLines.deliveryId))
        .where(inArray(deliveryLines.id, ids))
    : [];
  checkR20Sources(ctx, head, delivered, sources);
  const usedSources = await readUsedSources(tx, used.map((e) => BigInt(e.input.surgicalLineId!)));
  checkR20UsedSources(ctx, head, used, usedSources);
  const sign = head.redLetter ? -1n : 1n;
  for (const { input, index, kind } of entries) {
    if (kind === 'SURGICAL') {
      const first = used.find((e) => e.input.surgicalLineId === input.surgicalLineId)!.index;
      if (first < index) throw badRequest('invoice.line.surgicalDuplicate', { field: `lines.${index}.surgicalLineId`, line: index + 1, first: first + 1 });
      const { line, surgicalOrderNo } = usedSources.find((s) => String(s.line.id) === input.surgicalLineId)!;
      rows.push({
        sourceKind: 'SURGICAL',
        surgicalOrderId: line.surgicalOrderId,
        surgicalOrderNo,
        surgicalLineId: line.id,
        skuId: line.skuId,
        itemName: input.itemName ?? line.productName,
        specification: input.specification ?? line.specification,
        unit: input.unit ?? line.unit,
        batchNo: input.batchNo ?? line.batchNo,
        sourceUnitPrice: line.unitPrice,
        ...lineAmounts(input, index, sign, input.taxRate ?? line.taxRate, amountOf(input.quantity, line.unitPrice)),
      });
      continue;
    }
    const first = delivered.find((e) => e.input.deliveryLineId === input.deliveryLineId)!.index;
    if (first < index) throw badRequest('invoice.line.duplicate', { field: `lines.${index}.deliveryLineId`, line: index + 1, first: first + 1 });
    const { line, deliveryNo } = sources.find((s) => String(s.line.id) === input.deliveryLineId)!;
    const taxRate = input.taxRate ?? line.taxRate;
    rows.push({
      sourceKind: 'DELIVERY',
      deliveryId: line.deliveryId,
      deliveryNo,
      deliveryLineId: line.id,
      skuId: line.skuId,
      itemName: input.itemName ?? line.productName,
      specification: input.specification ?? line.specification,
      unit: input.unit ?? line.unit,
      batchNo: input.batchNo ?? line.batchNo,
      sourceUnitPrice: line.unitPrice,
      ...lineAmounts(input, index, sign, taxRate, amountOf(input.quantity, line.unitPrice)),
    });
  }
  return rows;
}

/**
 * Makes the invoice's files exactly `attachIds`, in that order: files the supplier uploaded (row-
 * level security hides the others), images, PDF, OFD or XML. Name and stored object are copied
 * so the hospital reaches them through the invoice.
 */
async function setAttachments(tx: Executor, own: { tenantId: string; hospitalTenantId: string | null; supplierTenantId: string; invoiceId: bigint }, attachIds: string[]): Promise<void> {
  const ids = [...new Set(attachIds)].map((id) => BigInt(id));
  const files = ids.length ? await tx.select().from(attachments).where(and(inArray(attachments.id, ids), eq(attachments.isDeleted, 0))) : [];
  for (const id of ids) {
    const file = files.find((f) => f.id === id);
    if (!file) throw badRequest('invoice.attachment.notFound', { field: 'attachIds' });
    if (!(INVOICE_ATTACHMENT_TYPES as readonly string[]).includes(file.mimeType ?? '')) throw badRequest('invoice.attachment.type', { field: 'attachIds', name: file.originalName });
  }
  await tx.delete(invoiceAttachments).where(eq(invoiceAttachments.invoiceId, own.invoiceId));
  if (ids.length === 0) return;
  await tx.insert(invoiceAttachments).values(
    ids.map((attachId, sortOrder) => {
      const f = files.find((x) => x.id === attachId)!;
      return { ...own, id: nextId(), attachId, sortOrder, originalName: f.originalName, mimeType: f.mimeType, attachSize: f.attachSize, objectKey: f.objectKey };
    }),
  );
}

/**
 * The supplier writes an invoice (no id) or changes its SAVED one. A DOWNSTREAM invoice bills a
 * hospital for received delivery lines; a red-letter one corrects an APPROVED invoice of the same
 * parties; an UPSTREAM copy is a dealer's. R23 (the number once on the platform) is checked now;
 * the other rules when it is sent (submit-review).
 */
export async function submitInvoice(tx: Executor, ctx: RequestContext, input: InvoiceSubmit): Promise<bigint> {
  const me = await ownParty(tx, ctx.tenantId);
  if (!isSupplier(me)) throw forbidden('invoice.supplierOnly');
  const upstream = input.invoiceRole === 'UPSTREAM';
  if (upstream && me.kind !== 'DEALER') throw badRequest('invoice.upstream.dealerOnly', { field: 'invoiceRole' });
  if (upstream && input.hospitalTenantId) throw badRequest('invoice.hospital.upstream', { field: 'hospitalTenantId' });
  if (upstream && input.redLetter) throw badRequest('invoice.red.upstream', { field: 'redLetter' });
  const hospital = upstream ? undefined : await findParty(tx, input.hospitalTenantId!);
  if (!upstream && (!hospital || !isHospital(hospital))) throw badRequest('invoice.hospital.notFound', { field: 'hospitalTenantId' });
  if (input.sellerPartyId && !(await findParty(tx, input.sellerPartyId))) throw badRequest('invoice.sellerParty.notFound', { field: 'sellerPartyId' });
  const existing = input.id ? await lockInvoice(tx, BigInt(input.id)) : undefined;
  if (existing) {
    assertEditable(ctx, existing, 'id');
    if (input.version != null && input.version !== existing.version) throw conflict('record.stale');
  }
  const redLetter = !!input.redLetter;
  let originalLines: (typeof invoiceLines.$inferSelect)[] = [];
  if (redLetter) {
    const [original] = await tx.select().from(invoices).where(and(eq(invoices.id, BigInt(input.originalInvoiceId!)), live));
    if (!original || original.invoiceStatus !== 'APPROVED' || original.invoiceRole !== 'DOWNSTREAM' || original.redLetter || original.supplierTenantId !== me.tenantId || original.hospitalTenantId !== hospital!.tenantId) {
      throw badRequest('invoice.red.originalState', { field: 'originalInvoiceId' });
    }
    originalLines = await tx.select().from(invoiceLines).where(eq(invoiceLines.invoiceId, original.id));
  }
  const id = existing?.id ?? nextId();
  await checkR23Unique(tx, input.invoiceCode, input.invoiceNo, id);
  const head = { invoiceRole: input.invoiceRole, hospitalTenantId: hospital?.tenantId ?? null, hospitalName: hospital?.name ?? null, redLetter, originalLines };
  const lines = input.lines ? await resolveLines(tx, ctx, head, input.lines) : undefined;
  const values = {
    hospitalTenantId: head.hospitalTenantId,
    hospitalName: head.hospitalName,
    supplierName: me.name,
    invoiceRole: input.invoiceRole,
    invoiceType: input.invoiceType,
    invoiceMedium: input.invoiceMedium,
    invoiceCode: input.invoiceCode,
    invoiceNo: input.invoiceNo,
    checkCode: input.checkCode,
    invoiceDate: input.invoiceDate!,
    sellerName: input.sellerName,
    sellerTaxNo: input.sellerTaxNo,
    sellerPartyId: upstream ? (input.sellerPartyId ?? null) : null,
    buyerName: input.buyerName,
    buyerTaxNo: input.buyerTaxNo,
    redLetter,
    originalInvoiceId: redLetter ? BigInt(input.originalInvoiceId!) : null,
    remark: input.remark,
  };
  if (existing) {
    if (existing.hospitalTenantId !== head.hospitalTenantId && !lines) throw badRequest('invoice.hospital.linesRequired', { field: 'lines' });
    await tx.update(invoices).set({ ...values, updateUser: ctx.userId, updateTime: new Date(), version: sql`${invoices.version} + 1` }).where(eq(invoices.id, id));
  } else {
    await tx.insert(invoices).values({ ...values, id, tenantId: me.tenantId, supplierTenantId: me.tenantId, invoiceStatus: 'SAVED', createUser: ctx.userId, updateUser: ctx.userId, createDept: ctx.deptIds[0] ?? null });
  }
  const own = { tenantId: me.tenantId, hospitalTenantId: head.hospitalTenantId, supplierTenantId: me.tenantId, invoiceId: id };
  if (lines) {
    await tx.delete(invoiceLines).where(eq(invoiceLines.invoiceId, id));
    if (lines.length) await tx.insert(invoiceLines).values(lines.map((l, index) => ({ ...l, ...own, id: nextId(), lineNo: index + 1 })));
  }
  if (existing && existing.hospitalTenantId !== head.hospitalTenantId) {
    // The parties of the lines and files follow the header's.
    await tx.update(invoiceAttachments).set({ hospitalTenantId: head.hospitalTenantId }).where(eq(invoiceAttachments.invoiceId, id));
  }
  if (input.attachIds) await setAttachments(tx, own, input.attachIds);
  // The header's totals: those printed when given (R21 compares them with the lines), else the lines' sums.
  const all = await tx.select({ excl: invoiceLines.amountExclTax, tax: invoiceLines.taxAmount, incl: invoiceLines.amountInclTax }).from(invoiceLines).where(eq(invoiceLines.invoiceId, id));
  const sum = (pick: (l: (typeof all)[number]) => string) => {
    const total = all.reduce((s, l) => s + cents(pick(l)), 0n);
    if (total >= MAX_CENTS || -total >= MAX_CENTS) throw badRequest('invoice.amount.invalid', { field: 'lines' });
    return centsText(total);
  };
  const signed = (v: string | null | undefined) => (v == null ? null : redLetter && !v.startsWith('-') && cents(v) !== 0n ? `-${v}` : v);
  await tx
    .update(invoices)
    .set({ amountExclTax: signed(input.amountExclTax) ?? sum((l) => l.excl), taxAmount: signed(input.taxAmount) ?? sum((l) => l.tax), amountInclTax: signed(input.amountInclTax) ?? sum((l) => l.incl) })
    .where(eq(invoices.id, id));
  return id;
}

/** The supplier deletes its SAVED invoices; an APPROVED one never (R26). */
export async function removeInvoices(tx: Executor, ctx: RequestContext, ids: bigint[]): Promise<void> {
  for (const id of ids) {
    const row = await lockInvoice(tx, id);
    assertEditable(ctx, row, 'ids');
    await tx.update(invoices).set({ isDeleted: 1, updateUser: ctx.userId, updateTime: new Date(), version: sql`${invoices.version} + 1` }).where(eq(invoices.id, id));
  }
}
