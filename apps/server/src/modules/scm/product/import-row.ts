import { and, eq } from 'drizzle-orm';
import { message, productSkuSubmitSchema, productSubmitSchema, type Lang } from '@beree/contracts';
import type { z } from 'zod';
import { fitToColumns } from '../../../core/crud/column-limits';
import type { Executor } from '../../../core/db/database';
import { certificates, productSkus, products } from '../../../core/db/schema';
import { AppError, badRequest } from '../../../core/http/errors';
import type { RequestContext } from '../../../core/tenancy/context';
import { findProductByName, productValues, updateProduct, submitProduct } from './product-service';
import { findSku, submitSku } from './sku-service';
import { readCode, readFlag, type SheetRow } from './spreadsheet';

/** A refused row as the import reports it: the spreadsheet row, the column heading and why. */
export interface RowError {
  row: number;
  field: string;
  message: string;
}

const productSchema = fitToColumns(productSubmitSchema, products);
const skuSchema = fitToColumns(productSkuSubmitSchema, productSkus);

/** The caller's registration cards by number: an archived one before a draft, a renewed one last. */
export async function cardsByNumber(tx: Executor): Promise<Map<string, bigint>> {
  const rank = (s: string) => ({ ARCHIVE: 0, SAVED: 1, RENEWAL: 2 })[s] ?? 3;
  const rows = await tx
    .select({ id: certificates.id, certNo: certificates.certNo, archiveStatus: certificates.archiveStatus })
    .from(certificates)
    .where(and(eq(certificates.certType, 'REGISTRATION_CARD'), eq(certificates.isDeleted, 0)));
  rows.sort((a, b) => rank(a.archiveStatus) - rank(b.archiveStatus));
  const out = new Map<string, bigint>();
  for (const r of rows) if (r.certNo && !out.has(r.certNo)) out.set(r.certNo, r.id);
  return out;
}

/** The first issue of a schema as an error naming the field (the key is the field's message). */
function parsed<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const max = (issue as { maximum?: unknown }).maximum ?? (issue as { params?: { maximum?: unknown } }).params?.maximum ?? '';
  throw badRequest(issue.message, { field: String(issue.path[0] ?? 'file'), max: String(max) });
}

/** An enumerated or yes/no cell: its code, or a 400 naming the field and quoting the cell. */
function coded(cells: SheetRow, field: string, read: (text: string) => unknown) {
  const value = read(cells[field] ?? '');
  if (value === undefined) throw badRequest('productImport.row.invalid', { field, value: cells[field] });
  return value;
}

/** The product part of a row as a submit, its registration number looked up among the caller's cards. */
function productInput(cells: SheetRow, cards: Map<string, bigint>) {
  const certNo = cells.registrationNo ?? '';
  const cardId = certNo ? cards.get(certNo) : undefined;
  if (certNo && !cardId) throw badRequest('productImport.row.cardNotFound', { field: 'registrationNo', certNo });
  if (!cells.productType) throw badRequest('productImport.row.required', { field: 'productType' });
  const flag = (field: string) => coded(cells, field, readFlag) as boolean | null;
  return parsed(productSchema, {
    productName: cells.productName,
    genericName: cells.genericName,
    brand: cells.brand,
    manufacturerName: cells.manufacturerName,
    productType: coded(cells, 'productType', (t) => readCode('productType', t)),
    managementLevel: coded(cells, 'managementLevel', (t) => readCode('managementLevel', t)),
    areaType: coded(cells, 'areaType', (t) => readCode('areaType', t)),
    registrationCertId: cardId ? String(cardId) : null,
    classificationCode: cells.classificationCode,
    medicalInsuranceCode: cells.medicalInsuranceCode,
    highValue: flag('highValue'),
    implantable: flag('implantable'),
    sterile: flag('sterile'),
    storageCondition: coded(cells, 'storageCondition', (t) => readCode('storageCondition', t)),
  });
}

/**
 * One row: its product, found by name and registration number (made when missing; its fields set
 * from the group's first row), then its SKU, matched by item code or else by specification and
 * model within the product (changed when found, added otherwise). Throws an AppError naming the field.
 */
export async function importRow(tx: Executor, ctx: RequestContext, cells: SheetRow, firstOfGroup: boolean, cards: Map<string, bigint>): Promise<void> {
  const input = productInput(cells, cards);
  const found = await findProductByName(tx, input.productName.trim(), input.registrationCertId ? cells.registrationNo : null);
  let productId: bigint;
  if (!found) productId = (await submitProduct(tx, ctx, input)).id;
  else {
    productId = found.id;
    if (firstOfGroup) await updateProduct(tx, ctx, found.id, await productValues(tx, input, ctx.lang, found.registrationCertId));
  }
  const sku = parsed(skuSchema, {
    productId: String(productId),
    skuCode: cells.skuCode,
    specification: cells.specification,
    model: cells.model,
    unit: cells.unit,
    packageQty: cells.packageQty,
    udiDi: cells.udiDi,
    referencePrice: cells.referencePrice,
    platformProductCode: cells.platformProductCode,
  });
  const text = (v: string | null | undefined) => (v?.trim() ? v.trim() : null);
  const existing = await findSku(tx, productId, text(sku.skuCode), text(sku.specification), text(sku.model));
  await submitSku(tx, ctx, { ...sku, id: existing ? String(existing.id) : undefined });
}

/** A thrown refusal as a row error under the column's heading, in the importer's language. */
export function rowError(row: number, error: unknown, headings: Record<string, string>, lang: Lang): RowError {
  if (!(error instanceof AppError)) return { row, field: '', message: message('server.error', lang) };
  const field = String(error.vars.field ?? '');
  const heading = headings[field] ?? (field === 'registrationCertId' ? headings.registrationNo : field === 'packagingLevels' ? headings.udiDi : field);
  const vars = { ...error.vars, field: heading, heading };
  const key = error.key === 'productImport.row.required' || error.key === 'field.required' ? 'productImport.row.required' : error.key;
  return { row, field: heading, message: message(key, lang, vars) };
}
