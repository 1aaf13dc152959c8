import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, numeric, pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { audit, id, tenantId, ts } from './columns';

/**
 * The parties of an invoice: the supplier (tenant_id), which writes it, and the hospital it bills.
 * An UPSTREAM copy (manufacturer or general agent → dealer) is the dealer's evidence alone: it
 * names no hospital, so row-level security shows it to the dealer only (core/db/two-party.ts).
 */
const parties = () => ({
  tenantId: tenantId(),
  hospitalTenantId: varchar('hospital_tenant_id', { length: 12 }),
  supplierTenantId: varchar('supplier_tenant_id', { length: 12 }).notNull(),
});

/**
 * 发票 (domain model §3.10): a DOWNSTREAM invoice billing received goods to a hospital, or an
 * UPSTREAM copy a dealer files as two-invoice evidence. Amounts are numeric to the cent; a
 * red-letter invoice carries negative amounts and the APPROVED invoice it corrects.
 */
export const invoices = pgTable(
  'scm_invoice',
  {
    id: id().primaryKey(),
    ...parties(),
    hospitalName: varchar('hospital_name', { length: 128 }),
    supplierName: varchar('supplier_name', { length: 128 }).notNull(),
    invoiceRole: varchar('invoice_role', { length: 12 }).notNull(),
    invoiceType: varchar('invoice_type', { length: 8 }).notNull(),
    invoiceMedium: varchar('invoice_medium', { length: 12 }).notNull(),
    invoiceCode: varchar('invoice_code', { length: 12 }),
    invoiceNo: varchar('invoice_no', { length: 20 }).notNull(),
    checkCode: varchar('check_code', { length: 20 }),
    invoiceDate: date('invoice_date', { mode: 'string' }).notNull(),
    sellerName: varchar('seller_name', { length: 128 }).notNull(),
    sellerTaxNo: varchar('seller_tax_no', { length: 20 }).notNull(),
    /** UPSTREAM: the seller when it is on the platform (its credit code must then be sellerTaxNo). */
    sellerPartyId: varchar('seller_party_id', { length: 12 }),
    buyerName: varchar('buyer_name', { length: 128 }).notNull(),
    buyerTaxNo: varchar('buyer_tax_no', { length: 20 }).notNull(),
    amountExclTax: numeric('amount_excl_tax', { precision: 18, scale: 2 }).notNull().default('0'),
    taxAmount: numeric('tax_amount', { precision: 18, scale: 2 }).notNull().default('0'),
    amountInclTax: numeric('amount_incl_tax', { precision: 18, scale: 2 }).notNull().default('0'),
    invoiceStatus: varchar('invoice_status', { length: 16 }).notNull().default('SAVED'),
    returnReason: varchar('return_reason', { length: 500 }),
    redLetter: boolean('red_letter').notNull().default(false),
    originalInvoiceId: id('original_invoice_id'),
    remark: varchar('remark', { length: 500 }),
    submittedAt: ts('submitted_at'),
    approvedAt: ts('approved_at'),
    ...audit(),
  },
  (t) => [
    // R23: one number platform-wide (code + number; a digital invoice has no code).
    uniqueIndex('scm_invoice_number_uq').on(sql`coalesce(${t.invoiceCode}, '')`, t.invoiceNo).where(sql`${t.isDeleted} = 0`),
    index('scm_invoice_hospital_idx').on(t.hospitalTenantId, t.invoiceStatus),
    index('scm_invoice_supplier_idx').on(t.supplierTenantId, t.invoiceRole, t.invoiceStatus),
    index('scm_invoice_original_idx').on(t.originalInvoiceId),
  ],
);

/**
 * A line of an invoice. DOWNSTREAM lines bill a source line — a received delivery line
 * (sourceKind DELIVERY) or a used surgical line (SURGICAL); UPSTREAM lines name the SKU bought. Quantities and amounts are negative
 * on a red-letter invoice.
 */
export const invoiceLines = pgTable(
  'scm_invoice_line',
  {
    id: id().primaryKey(),
    ...parties(),
    invoiceId: id('invoice_id').notNull(),
    lineNo: integer('line_no').notNull(),
    sourceKind: varchar('source_kind', { length: 12 }),
    deliveryId: id('delivery_id'),
    deliveryNo: varchar('delivery_no', { length: 32 }),
    deliveryLineId: id('delivery_line_id'),
    /** DOWNSTREAM, sourceKind SURGICAL: the used line of a surgical order billed instead of a delivery line. */
    surgicalOrderId: id('surgical_order_id'),
    surgicalOrderNo: varchar('surgical_order_no', { length: 32 }),
    surgicalLineId: id('surgical_line_id'),
    skuId: id('sku_id').notNull(),
    itemName: varchar('item_name', { length: 200 }).notNull(),
    specification: varchar('specification', { length: 200 }),
    unit: varchar('unit', { length: 16 }),
    batchNo: varchar('batch_no', { length: 50 }),
    quantity: numeric('quantity', { precision: 18, scale: 4 }).notNull(),
    /** DOWNSTREAM: the delivery line's price incl. tax, against which R21 checks the line. */
    sourceUnitPrice: numeric('source_unit_price', { precision: 18, scale: 4 }),
    unitPriceExclTax: numeric('unit_price_excl_tax', { precision: 18, scale: 8 }).notNull(),
    amountExclTax: numeric('amount_excl_tax', { precision: 18, scale: 2 }).notNull(),
    taxRate: numeric('tax_rate', { precision: 5, scale: 4 }).notNull(),
    taxAmount: numeric('tax_amount', { precision: 18, scale: 2 }).notNull(),
    amountInclTax: numeric('amount_incl_tax', { precision: 18, scale: 2 }).notNull(),
    createTime: ts('create_time').notNull().defaultNow(),
  },
  (t) => [index('scm_invoice_line_invoice_idx').on(t.invoiceId, t.lineNo), index('scm_invoice_line_delivery_line_idx').on(t.deliveryLineId), index('scm_invoice_line_surgical_line_idx').on(t.surgicalLineId), index('scm_invoice_line_sku_idx').on(t.supplierTenantId, t.skuId)],
);

/**
 * R24: how much of an upstream line covers a line of a submitted downstream invoice. Kept while
 * the downstream invoice is SUBMITTED or APPROVED, so no upstream quantity is counted twice.
 */
export const invoiceCoverage = pgTable(
  'scm_invoice_coverage',
  {
    id: id().primaryKey(),
    ...parties(),
    invoiceId: id('invoice_id').notNull(),
    invoiceLineId: id('invoice_line_id').notNull(),
    upstreamInvoiceId: id('upstream_invoice_id').notNull(),
    upstreamLineId: id('upstream_line_id').notNull(),
    quantity: numeric('quantity', { precision: 18, scale: 4 }).notNull(),
  },
  (t) => [index('scm_invoice_coverage_invoice_idx').on(t.invoiceId), index('scm_invoice_coverage_upstream_idx').on(t.upstreamLineId)],
);

/** The invoice's image, PDF, OFD or XML: a file the supplier uploaded, its name and object copied so both parties reach it. */
export const invoiceAttachments = pgTable(
  'scm_invoice_attachment',
  {
    id: id().primaryKey(),
    ...parties(),
    invoiceId: id('invoice_id').notNull(),
    attachId: id('attach_id').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    originalName: varchar('original_name', { length: 500 }).notNull(),
    mimeType: varchar('mime_type', { length: 100 }),
    attachSize: id('attach_size'),
    objectKey: varchar('object_key', { length: 500 }).notNull(),
  },
  (t) => [index('scm_invoice_attachment_invoice_idx').on(t.invoiceId)],
);

/** Every transition of an invoice: which party moved it, from what to what, and why. */
export const invoiceHistory = pgTable(
  'scm_invoice_history',
  {
    id: id().primaryKey(),
    ...parties(),
    invoiceId: id('invoice_id').notNull(),
    action: varchar('action', { length: 16 }).notNull(),
    fromStatus: varchar('from_status', { length: 16 }),
    toStatus: varchar('to_status', { length: 16 }).notNull(),
    reason: varchar('reason', { length: 500 }),
    userId: id('user_id'),
    userName: varchar('user_name', { length: 64 }),
    createTime: ts('create_time').notNull().defaultNow(),
  },
  (t) => [index('scm_invoice_history_invoice_idx').on(t.invoiceId)],
);
