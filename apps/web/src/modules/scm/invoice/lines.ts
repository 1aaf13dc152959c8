import { amountOf, cents, centsText, exclOf, quantityText4, scaled, taxOf, type InvoiceRole } from '@beree/contracts';
import type { CrudRecord } from '@/components/crud';

/**
 * A line of an invoice as the form holds it. DOWNSTREAM: the received delivery line billed (its
 * note, snapshot, price incl. tax and what was received), the quantity and the tax rate; UPSTREAM:
 * the SKU bought, its batch, the quantity, the amount excl. tax printed and the rate.
 */
export interface InvoiceFormLine {
  deliveryLineId?: string;
  deliveryNo?: string | null;
  skuId?: string | null;
  itemName?: string | null;
  specification?: string | null;
  unit?: string | null;
  batchNo?: string | null;
  /** The delivery price incl. tax, which a downstream line's amount follows from (R21). */
  unitPrice?: string | null;
  receivedQty?: string | null;
  quantity?: number | string | null;
  taxRate?: string | number | null;
  amountExclTax?: string | number | null;
}

export interface LineAmounts {
  excl: bigint;
  tax: bigint;
  incl: bigint;
}

const QTY = /^\d{1,12}(\.\d{1,4})?$/;
const RATE = /^(0(\.\d{1,4})?|1(\.0{1,4})?)$/;
const AMOUNT = /^\d{1,16}(\.\d{1,2})?$/;
const filled = (value: unknown) => value !== undefined && value !== null && value !== '';
const textOf = (value: unknown) => String(value).trim();

/**
 * A line's amounts as the server computes them (invoice-money.ts, tax inside the price): downstream
 * incl = quantity × delivery price, excl = incl / (1 + rate), tax = incl − excl; upstream tax =
 * excl × rate, incl = excl + tax. A red-letter line is negative throughout. Null until the line
 * holds what they follow from.
 */
export function lineAmounts(role: InvoiceRole, line: InvoiceFormLine | undefined, red = false): LineAmounts | null {
  if (!line || !filled(line.quantity) || !QTY.test(textOf(line.quantity)) || !filled(line.taxRate) || !RATE.test(textOf(line.taxRate))) return null;
  const rate = textOf(line.taxRate);
  const sign = red ? -1n : 1n;
  if (role === 'DOWNSTREAM') {
    if (!line.unitPrice) return null;
    const incl = amountOf(textOf(line.quantity), line.unitPrice) * sign;
    const excl = exclOf(incl, rate);
    return { excl, tax: incl - excl, incl };
  }
  if (!filled(line.amountExclTax) || !AMOUNT.test(textOf(line.amountExclTax))) return null;
  const excl = cents(textOf(line.amountExclTax));
  const tax = taxOf(excl, rate);
  return { excl, tax, incl: excl + tax };
}

/** Σ of the lines' amounts, as text; lines not complete yet count nothing. */
export function totalsOf(role: InvoiceRole, lines: (InvoiceFormLine | undefined)[], red = false): { excl: string; tax: string; incl: string } {
  const sum = { excl: 0n, tax: 0n, incl: 0n };
  for (const line of lines) {
    const a = lineAmounts(role, line, red);
    if (!a) continue;
    sum.excl += a.excl;
    sum.tax += a.tax;
    sum.incl += a.incl;
  }
  return { excl: centsText(sum.excl), tax: centsText(sum.tax), incl: centsText(sum.incl) };
}

/** A delivery note's line as the start of an invoice line: all that was received of it, at the note's price and rate. */
export const fromDeliveryLine = (deliveryNo: string, line: CrudRecord): InvoiceFormLine => ({
  deliveryLineId: String(line.id),
  deliveryNo,
  skuId: line.skuId == null ? null : String(line.skuId),
  itemName: line.productName as string,
  specification: line.specification as string | null,
  unit: line.unit as string,
  batchNo: line.batchNo as string | null,
  unitPrice: line.unitPrice as string,
  receivedQty: line.receivedQty as string,
  quantity: Number(line.receivedQty),
  taxRate: trimRate(line.taxRate),
});

/** "0.1300" → "0.13": the rate as a clerk writes it. */
export const trimRate = (value: unknown) => (filled(value) ? quantityText4(scaled(String(value), 4)) : null);
const positive = (value: unknown) => (filled(value) ? Math.abs(Number(value)) : null);

/** A saved invoice's lines as the form holds them (quantities positive: a red-letter line's sign is the invoice's). */
export const toFormLines = (lines: CrudRecord[] | undefined): InvoiceFormLine[] =>
  (lines ?? []).map((line) => ({
    deliveryLineId: line.deliveryLineId == null ? undefined : String(line.deliveryLineId),
    deliveryNo: line.deliveryNo as string | null,
    skuId: line.skuId == null ? null : String(line.skuId),
    itemName: line.itemName as string | null,
    specification: line.specification as string | null,
    unit: line.unit as string | null,
    batchNo: line.batchNo as string | null,
    unitPrice: line.sourceUnitPrice as string | null,
    quantity: positive(line.quantity),
    taxRate: trimRate(line.taxRate),
    amountExclTax: filled(line.amountExclTax) ? String(line.amountExclTax).replace(/^-/, '') : null,
  }));

const pick = (line: InvoiceFormLine, names: readonly (keyof InvoiceFormLine)[]) =>
  Object.fromEntries(names.filter((name) => filled(line[name])).map((name) => [name, typeof line[name] === 'string' ? (line[name] as string).trim() : line[name]]));
const DOWNSTREAM_FIELDS = ['deliveryLineId', 'quantity', 'taxRate'] as const;
const UPSTREAM_FIELDS = ['skuId', 'itemName', 'specification', 'unit', 'batchNo', 'quantity', 'taxRate', 'amountExclTax'] as const;

/**
 * What submit takes of each line. A downstream line names its delivery line, quantity and rate
 * (its amounts follow on the server as above); an upstream line the SKU and the amounts printed.
 */
export const toBodyLines = (role: InvoiceRole, lines: InvoiceFormLine[] | undefined) =>
  (lines ?? []).map((line) => pick(line, role === 'DOWNSTREAM' ? DOWNSTREAM_FIELDS : UPSTREAM_FIELDS));
