/** Invoices (发票, domain model §3.10): enumerations with labels, submit schemas, transitions, number formats (R23). */
import { z } from 'zod';
import { idString, optionalText, requiredId, versionField } from '../schemas/common';
import { optionalDayText, quantityText } from './plan';

/**
 * SAVED (the supplier's own, unseen by the hospital) → SUBMITTED (sent; counts as invoiced) →
 * APPROVED (checked by the hospital; never edited again, R26). SUBMITTED goes back to SAVED when
 * the supplier withdraws it or the hospital returns it with a reason.
 */
export const INVOICE_STATUSES = ['SAVED', 'SUBMITTED', 'APPROVED'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];
export const INVOICE_STATUS_LABELS: Record<InvoiceStatus, { zh: string; en: string }> = {
  SAVED: { zh: '已保存', en: 'Saved' },
  SUBMITTED: { zh: '已提交', en: 'Submitted' },
  APPROVED: { zh: '已审核', en: 'Approved' },
};
/** States in which an invoice counts as sent: invoiced quantities (R20), coverage (R24), settlement. */
export const SENT_INVOICE_STATUSES: readonly InvoiceStatus[] = ['SUBMITTED', 'APPROVED'];

/** DOWNSTREAM: supplier → hospital, approved by the hospital; UPSTREAM: manufacturer or general agent → dealer, the dealer's evidence. */
export const INVOICE_ROLES = ['DOWNSTREAM', 'UPSTREAM'] as const;
export type InvoiceRole = (typeof INVOICE_ROLES)[number];
export const INVOICE_ROLE_LABELS: Record<InvoiceRole, { zh: string; en: string }> = {
  DOWNSTREAM: { zh: '销售发票（开给医院）', en: 'Downstream (to the hospital)' },
  UPSTREAM: { zh: '上游发票（厂家开给本企业）', en: 'Upstream (from the manufacturer)' },
};

/** 增值税普通发票 / 增值税专用发票. */
export const INVOICE_TYPES = ['PLAIN', 'SPECIAL'] as const;
export type InvoiceType = (typeof INVOICE_TYPES)[number];
export const INVOICE_TYPE_LABELS: Record<InvoiceType, { zh: string; en: string }> = {
  PLAIN: { zh: '增值税普通发票', en: 'Plain VAT invoice' },
  SPECIAL: { zh: '增值税专用发票', en: 'Special VAT invoice' },
};

/** Paper and legacy electronic invoices carry a code and an 8-digit number; a fully digital one (数电票) a 20-digit number only. */
export const INVOICE_MEDIUMS = ['PAPER', 'E_INVOICE', 'DIGITAL'] as const;
export type InvoiceMedium = (typeof INVOICE_MEDIUMS)[number];
export const INVOICE_MEDIUM_LABELS: Record<InvoiceMedium, { zh: string; en: string }> = {
  PAPER: { zh: '纸质发票', en: 'Paper' },
  E_INVOICE: { zh: '电子发票', en: 'Electronic (legacy)' },
  DIGITAL: { zh: '数电票', en: 'Fully digital' },
};

/**
 * What a DOWNSTREAM line bills: a received delivery line (DELIVERY) or what was used of a line of a
 * surgical order in BE_USE (SURGICAL, R20/R30), each by its own reference.
 */
export const INVOICE_SOURCE_KINDS = ['DELIVERY', 'SURGICAL'] as const;
export type InvoiceSourceKind = (typeof INVOICE_SOURCE_KINDS)[number];

export type InvoiceParty = 'hospital' | 'supplier';

/** Who may move an invoice from where to where; the hospital's transitions exist for DOWNSTREAM invoices only. */
export const INVOICE_TRANSITIONS = {
  'submit-review': { party: 'supplier', from: ['SAVED'], to: 'SUBMITTED', reason: false },
  withdraw: { party: 'supplier', from: ['SUBMITTED'], to: 'SAVED', reason: false },
  approve: { party: 'hospital', from: ['SUBMITTED'], to: 'APPROVED', reason: false },
  return: { party: 'hospital', from: ['SUBMITTED'], to: 'SAVED', reason: true },
} as const satisfies Record<string, { party: InvoiceParty; from: readonly InvoiceStatus[]; to: InvoiceStatus; reason: boolean }>;
export type InvoiceTransition = keyof typeof INVOICE_TRANSITIONS;

export const INVOICE_MAX_LINES = 500;
export const INVOICE_MAX_ATTACHMENTS = 10;
/** The invoice files a supplier may attach: image, PDF, OFD (数电票 layout) or XML (数电票 data). */
export const INVOICE_ATTACHMENT_TYPES = ['image/png', 'image/jpeg', 'application/pdf', 'application/ofd', 'application/xml', 'text/xml'] as const;

/**
 * R23: the number's format for its medium — a digital invoice a 20-digit number and no code; a
 * paper or legacy electronic one a 10- or 12-digit code and an 8-digit number. Answers the
 * field at fault, or null.
 */
export function invoiceNumberProblem(medium: InvoiceMedium, code: string | null | undefined, no: string): 'invoiceCode' | 'invoiceNo' | null {
  if (medium === 'DIGITAL') {
    if (code) return 'invoiceCode';
    return /^\d{20}$/.test(no) ? null : 'invoiceNo';
  }
  if (!code || !/^(\d{10}|\d{12})$/.test(code)) return 'invoiceCode';
  return /^\d{8}$/.test(no) ? null : 'invoiceNo';
}

const text = (max: number) => optionalText(max).transform((v) => v?.trim() || null);

/** A signed amount to the cent, as text. */
const amountText = z
  .union([z.number(), z.string()], { error: 'invoice.amount.invalid' })
  .transform((v) => String(v).trim())
  .refine((v) => /^-?\d{1,16}(\.\d{1,2})?$/.test(v), { error: 'invoice.amount.invalid' })
  .nullish();

/** A tax rate from 0 to 1 with at most 4 decimals (0.13, 0.03, 0.01, 0). */
const taxRateText = z
  .union([z.number(), z.string()], { error: 'invoice.taxRate.invalid' })
  .transform((v) => String(v).trim())
  .refine((v) => /^(0(\.\d{1,4})?|1(\.0{1,4})?)$/.test(v), { error: 'invoice.taxRate.invalid' })
  .nullish();

/**
 * A line as the supplier enters it. DOWNSTREAM: the received delivery line (or the used surgical line) billed and how many
 * (always positive; a red-letter invoice stores them negative); the amounts printed may be given,
 * else they follow from the delivery price. UPSTREAM: the SKU bought, how many, and its amounts.
 */
export const invoiceLineSchema = z.object({
  sourceKind: z.enum(INVOICE_SOURCE_KINDS, { error: 'invoice.line.sourceKind.invalid' }).nullish(),
  deliveryLineId: idString.nullish(),
  surgicalLineId: idString.nullish(),
  skuId: idString.nullish(),
  itemName: text(200),
  specification: text(200),
  unit: text(16),
  batchNo: text(50),
  quantity: quantityText('invoice.line.quantity.required', 'invoice.line.quantity.invalid'),
  taxRate: taxRateText,
  amountExclTax: amountText,
  taxAmount: amountText,
  amountInclTax: amountText,
});
export type InvoiceLineSubmit = z.infer<typeof invoiceLineSchema>;

/**
 * POST invoice/submit (the supplier): a new invoice (no id) or a change to a SAVED one (id and
 * version). `lines`, when given, replace the invoice's lines; `attachIds`, when given, its files.
 */
export const invoiceSubmitSchema = z
  .object({
    id: idString.nullish(),
    version: versionField,
    invoiceRole: z.enum(INVOICE_ROLES, { error: 'invoice.role.required' }),
    hospitalTenantId: z.string({ error: 'invoice.hospital.required' }).trim().regex(/^[A-Za-z0-9]{1,12}$/, { error: 'invoice.hospital.required' }).nullish(),
    invoiceType: z.enum(INVOICE_TYPES, { error: 'invoice.type.required' }),
    invoiceMedium: z.enum(INVOICE_MEDIUMS, { error: 'invoice.medium.required' }),
    invoiceCode: z.string({ error: 'invoice.R23.code' }).trim().max(12, { error: 'invoice.R23.code' }).nullish().transform((v) => v || null),
    invoiceNo: z.string({ error: 'invoice.R23.no' }).trim().min(1, { error: 'invoice.R23.no' }).max(20, { error: 'invoice.R23.no' }),
    checkCode: text(20),
    invoiceDate: optionalDayText('invoice.date.invalid').refine((v) => !!v, { error: 'invoice.date.required' }),
    sellerName: z.string({ error: 'invoice.seller.required' }).trim().min(1, { error: 'invoice.seller.required' }).max(128, { error: 'field.tooLong' }),
    sellerTaxNo: z.string({ error: 'invoice.sellerTaxNo.required' }).trim().regex(/^[0-9A-Z]{15,20}$/, { error: 'invoice.sellerTaxNo.required' }),
    sellerPartyId: z.string({ error: 'invoice.sellerParty.notFound' }).trim().regex(/^[A-Za-z0-9]{1,12}$/, { error: 'invoice.sellerParty.notFound' }).nullish(),
    buyerName: z.string({ error: 'invoice.buyer.required' }).trim().min(1, { error: 'invoice.buyer.required' }).max(128, { error: 'field.tooLong' }),
    buyerTaxNo: z.string({ error: 'invoice.buyerTaxNo.required' }).trim().regex(/^[0-9A-Z]{15,20}$/, { error: 'invoice.buyerTaxNo.required' }),
    amountExclTax: amountText,
    taxAmount: amountText,
    amountInclTax: amountText,
    redLetter: z.boolean({ error: 'field.invalid' }).nullish(),
    originalInvoiceId: idString.nullish(),
    remark: text(500),
    attachIds: z.array(requiredId('invoice.attachment.notFound'), { error: 'field.invalid' }).max(INVOICE_MAX_ATTACHMENTS, { error: 'invoice.attachment.tooMany' }).nullish(),
    lines: z.array(invoiceLineSchema, { error: 'field.invalid' }).max(INVOICE_MAX_LINES, { error: 'invoice.lines.tooMany' }).nullish(),
  })
  .superRefine((v, ctx) => {
    const field = invoiceNumberProblem(v.invoiceMedium, v.invoiceCode, v.invoiceNo);
    if (field) ctx.addIssue({ code: 'custom', path: [field], message: field === 'invoiceCode' ? (v.invoiceMedium === 'DIGITAL' ? 'invoice.R23.digitalCode' : 'invoice.R23.code') : v.invoiceMedium === 'DIGITAL' ? 'invoice.R23.digitalNo' : 'invoice.R23.no' });
    if (v.invoiceRole === 'DOWNSTREAM' && !v.hospitalTenantId) ctx.addIssue({ code: 'custom', path: ['hospitalTenantId'], message: 'invoice.hospital.required' });
    if (v.redLetter && !v.originalInvoiceId) ctx.addIssue({ code: 'custom', path: ['originalInvoiceId'], message: 'invoice.red.original' });
  });
export type InvoiceSubmit = z.infer<typeof invoiceSubmitSchema>;

/** The body of a transition: a reason (required to return), the version read, and whether R22's warning is accepted. */
export const invoiceTransitionSchema = z
  .object({
    reason: optionalText(500),
    version: versionField,
    acknowledgeWarnings: z.boolean({ error: 'field.invalid' }).nullish(),
  })
  .nullish();
export type InvoiceTransitionBody = NonNullable<z.infer<typeof invoiceTransitionSchema>>;

/** R24 line by line: which upstream lines cover a downstream line, and what is missing. */
export interface InvoiceCoverageLine {
  lineNo: number;
  invoiceLineId: string;
  itemName: string;
  skuId: string;
  batchNo: string | null;
  quantity: string;
  covered: string;
  missing: string;
  /** Who may have issued the upstream invoice: the manufacturer or its registered general agent. */
  sellers: string[];
  upstream: { invoiceId: string; upstreamLineId: string; invoiceCode: string | null; invoiceNo: string; sellerName: string; invoiceDate: string; quantity: string }[];
}
