import { lineAmount, sumAmounts } from '@beree/contracts';
import type { CrudRecord } from '@/components/crud';

/** A line of a plan or an order as the form holds it: the catalog item, its snapshot and price, the quantity. */
export interface CatalogLine {
  id?: string;
  catalogItemId?: string;
  supplierTenantId?: string;
  supplierName?: string;
  productName?: string;
  specification?: string | null;
  model?: string | null;
  unit?: string;
  unitPrice?: string | null;
  qty?: number | string | null;
  requiredDate?: string | null;
  remark?: string | null;
}

const QTY = /^\d{1,12}(\.\d{1,4})?$/;

/** qty × unit price to the cent, as the server rounds it; null until both are there. */
export function amountOf(line: CatalogLine | undefined): string | null {
  if (!line?.unitPrice || line.qty == null || line.qty === '' || !QTY.test(String(line.qty))) return null;
  return lineAmount(String(line.qty), line.unitPrice);
}

/** Σ of the lines' amounts. */
export const totalOf = (lines: (CatalogLine | undefined)[]) => sumAmounts(lines.map(amountOf).filter((a): a is string => a !== null));

/** A catalog row as the start of a line: its id, supplier, SKU snapshot and price. */
export const lineFromItem = (row: CrudRecord, current: CatalogLine | undefined): CatalogLine => ({
  ...current,
  catalogItemId: String(row.id),
  supplierTenantId: String(row.supplierTenantId),
  supplierName: row.supplierName as string,
  productName: row.productName as string,
  specification: row.specification as string | null,
  model: row.model as string | null,
  unit: row.unit as string,
  unitPrice: row.unitPrice as string,
});

const blank = (value: unknown) => value === undefined || value === null || value === '';

/** The saved lines as the form holds them (the quantity as a number for its input). */
export const toFormLines = (lines: CrudRecord[] | undefined): CatalogLine[] =>
  (lines ?? []).map((line) => ({ ...(line as CatalogLine), catalogItemId: String(line.catalogItemId), qty: blank(line.qty) ? null : Number(line.qty) }));

/** What submit takes of each line: the item, the quantity and the fields named; empty ones stay out. */
export const toBodyLines = (lines: CatalogLine[] | undefined, fields: readonly (keyof CatalogLine)[]) =>
  (lines ?? []).map((line) => Object.fromEntries(['catalogItemId', 'qty', ...fields].filter((name) => !blank(line[name as keyof CatalogLine])).map((name) => [name, line[name as keyof CatalogLine]])));
