import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import {
  CATALOG_HOSPITAL_FIELDS,
  CATALOG_SUPPLIER_FIELDS,
  catalogAddSchema,
  dictLabel,
  message,
  type CatalogSubmit,
  type Lang,
} from '@beree/contracts';
import type { Executor } from '../../../core/db/database';
import { nextId } from '../../../core/db/ids';
import { catalogItems, supplyRelations, tenants } from '../../../core/db/schema';
import { badRequest, conflict, forbidden, notFound } from '../../../core/http/errors';
import type { RealtimeBus } from '../../../core/realtime/bus';
import type { RequestContext } from '../../../core/tenancy/context';
import { findParty, isHospital, isSupplier, ownParty } from '../party/party';
import { tellCatalogParties } from './notify';
import { checkR1, checkR8 } from './rules';
import { readSellerSkus, skuLabel, type SellerSku } from './skus';

export type CatalogRow = typeof catalogItems.$inferSelect;

const live = eq(catalogItems.isDeleted, 0);
const label = (field: string, lang: Lang) => message(`catalog.field.${field}`, lang);

/** The row, locked for the rest of the transaction; 404 when the caller is no party to it. */
async function lockItem(tx: Executor, id: bigint): Promise<CatalogRow> {
  const [row] = await tx.select().from(catalogItems).where(and(eq(catalogItems.id, id), live)).for('update');
  if (!row) throw notFound();
  return row;
}

/** The open item of a hospital, supplier and SKU, locked, if there is one. */
export async function openItem(tx: Executor, hospitalTenantId: string, supplierTenantId: string, skuId: bigint): Promise<CatalogRow | undefined> {
  const [row] = await tx
    .select()
    .from(catalogItems)
    .where(and(live, eq(catalogItems.hospitalTenantId, hospitalTenantId), eq(catalogItems.supplierTenantId, supplierTenantId), eq(catalogItems.skuId, skuId)))
    .for('update');
  return row;
}

/** Two values of a field as the form and the row hold them: decimals by value, absent equals empty. */
function same(sent: unknown, stored: unknown): boolean {
  const empty = (v: unknown) => v === null || v === undefined || v === '';
  if (empty(sent) || empty(stored)) return empty(sent) && empty(stored);
  const numeric = (v: unknown) => typeof v === 'number' || (typeof v === 'string' && /^\d+(\.\d+)?$/.test(v));
  if (numeric(sent) && numeric(stored)) return Number(sent) === Number(stored);
  return String(sent).trim() === String(stored).trim();
}

/** Refuses fields of the other side that the form changed; what it sent back unchanged is fine. */
function refuseOthers(input: CatalogSubmit, row: Partial<CatalogRow>, fields: readonly string[], key: string, lang: Lang): void {
  for (const field of fields) {
    const sent = (input as Record<string, unknown>)[field];
    if (sent !== undefined && !same(sent, row[field as keyof CatalogRow])) throw badRequest(key, { field, label: label(field, lang) });
  }
}

/** The fields of `fields` the form sent, ready to write (text trimmed, empty as null). */
function picked(input: CatalogSubmit, fields: readonly string[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const field of fields) {
    const value = (input as Record<string, unknown>)[field];
    if (value === undefined) continue;
    out[field] = typeof value === 'string' ? value.trim() || null : value;
  }
  return out;
}

/**
 * A supplier lists one of its SKUs in a hospital's catalog: R1 (an APPROVED relation), R8 (neither
 * the SKU nor its product stopped), one open item per hospital, supplier and SKU. The SKU's display
 * fields are copied, since the hospital cannot read the supplier's products.
 */
async function addItem(tx: Executor, bus: RealtimeBus, ctx: RequestContext, input: CatalogSubmit): Promise<CatalogRow> {
  const me = await ownParty(tx, ctx.tenantId);
  if (!isSupplier(me)) throw forbidden('catalog.supplierOnly');
  const parsed = catalogAddSchema.safeParse(input);
  if (!parsed.success) {
    const [issue] = parsed.error.issues;
    const field = issue.path.join('.');
    throw badRequest(issue.message, { field });
  }
  const add = parsed.data;
  refuseOthers(input, {}, CATALOG_HOSPITAL_FIELDS, 'catalog.field.hospitalOwned', ctx.lang);
  const hospital = await findParty(tx, add.hospitalTenantId);
  if (!hospital || !isHospital(hospital)) throw badRequest('catalog.hospital.notFound', { field: 'hospitalTenantId' });
  await checkR1(tx, ctx.lang, { hospital, supplier: me }, { key: 'catalog.R1', action: 'catalog.action.add', field: 'hospitalTenantId' });
  const sku = (await readSellerSkus(tx, me.tenantId, [BigInt(add.skuId)])).get(add.skuId);
  if (!sku) throw badRequest('catalog.sku.notFound', { field: 'skuId' });
  checkR8(sku, 'catalog', { field: 'skuId' });
  if (await openItem(tx, hospital.tenantId, me.tenantId, sku.skuId)) throw conflict('catalog.duplicate', { field: 'skuId', product: skuLabel(sku), hospital: hospital.name });

  const [row] = await tx
    .insert(catalogItems)
    .values({
      id: nextId(),
      tenantId: me.tenantId,
      hospitalTenantId: hospital.tenantId,
      supplierTenantId: me.tenantId,
      hospitalName: hospital.name,
      supplierName: me.name,
      ...snapshot(sku),
      unitPrice: add.unitPrice,
      taxRate: add.taxRate,
      bidStatus: add.bidStatus,
      bidNo: add.bidNo?.trim() || null,
      bidProjectName: add.bidProjectName?.trim() || null,
      vbp: add.vbp ?? false,
      remark: add.remark?.trim() || null,
      createUser: ctx.userId,
      updateUser: ctx.userId,
      createDept: ctx.deptIds[0] ?? null,
    })
    .returning();
  await tellCatalogParties(tx, bus, ctx, 'added', [row]);
  return row;
}

/** The SKU's display fields as a catalog item keeps them. */
export function snapshot(sku: SellerSku) {
  return {
    skuId: sku.skuId,
    productId: sku.productId,
    productName: sku.productName,
    specification: sku.specification,
    model: sku.model,
    unit: sku.unit,
    registrationNo: sku.registrationNo,
    manufacturerName: sku.manufacturerName,
    udiDi: sku.udiDi,
    productType: sku.productType,
    managementLevel: sku.managementLevel,
    highValue: sku.highValue,
    implantable: sku.implantable,
  };
}

/**
 * Adds an item (no id, the supplier) or changes one: the supplier its price and bid fields, the
 * hospital its own codes (对码); each side's fields are refused to the other, and the remark is
 * either's. The hospital is told when its supplier changes a price.
 */
export async function submitCatalogItem(tx: Executor, bus: RealtimeBus, ctx: RequestContext, input: CatalogSubmit): Promise<CatalogRow> {
  if (!input.id) return addItem(tx, bus, ctx, input);
  const row = await lockItem(tx, BigInt(input.id));
  if (input.version != null && input.version !== row.version) throw conflict('record.stale');
  for (const field of ['hospitalTenantId', 'skuId'] as const) {
    if (input[field] != null && !same(input[field], row[field] === null ? null : String(row[field]))) throw badRequest('catalog.field.immutable', { field, label: label(field, ctx.lang) });
  }
  const hospitalSide = row.hospitalTenantId === ctx.tenantId;
  const [mine, theirs, key] = hospitalSide
    ? ([CATALOG_HOSPITAL_FIELDS, CATALOG_SUPPLIER_FIELDS, 'catalog.field.supplierOwned'] as const)
    : ([CATALOG_SUPPLIER_FIELDS, CATALOG_HOSPITAL_FIELDS, 'catalog.field.hospitalOwned'] as const);
  refuseOthers(input, row, theirs, key, ctx.lang);
  const values = picked(input, [...mine, 'remark']);
  // The price fields a line of business needs stay filled in.
  for (const field of ['unitPrice', 'taxRate', 'bidStatus'] as const) {
    if (field in values && values[field] === null) throw badRequest(`contract.${field}.required`, { field });
  }
  const [updated] = await tx
    .update(catalogItems)
    .set({ ...values, updateUser: ctx.userId, updateTime: new Date(), version: sql`${catalogItems.version} + 1` })
    .where(eq(catalogItems.id, row.id))
    .returning();
  const repriced = !hospitalSide && CATALOG_SUPPLIER_FIELDS.some((f) => !same(updated[f], row[f]));
  if (repriced) await tellCatalogParties(tx, bus, ctx, 'priced', [updated]);
  return updated;
}

/** The supplier removes items no contract has priced (those it stops instead); the hospital is told. */
export async function removeCatalogItems(tx: Executor, bus: RealtimeBus, ctx: RequestContext, ids: bigint[]): Promise<void> {
  const removed: CatalogRow[] = [];
  for (const id of ids) {
    const row = await lockItem(tx, id);
    if (row.supplierTenantId !== ctx.tenantId) throw forbidden('catalog.party.supplier');
    if (row.contractLineId !== null) throw badRequest('catalog.remove.contracted', { field: 'ids', product: skuLabel(row) });
    const [gone] = await tx
      .update(catalogItems)
      .set({ isDeleted: 1, updateUser: ctx.userId, updateTime: new Date(), version: sql`${catalogItems.version} + 1` })
      .where(eq(catalogItems.id, id))
      .returning();
    removed.push(gone);
  }
  await tellCatalogParties(tx, bus, ctx, 'removed', removed);
}

/** Either party stops an item in use, or uses a stopped one again (R8 reads it); the other is told. */
export async function setCatalogUseFlag(tx: Executor, bus: RealtimeBus, ctx: RequestContext, ids: bigint[], action: 'stop' | 'use'): Promise<CatalogRow[]> {
  const to = action === 'stop' ? 'STOP' : 'USING';
  const moved: CatalogRow[] = [];
  for (const id of ids) {
    const row = await lockItem(tx, id);
    if (row.useFlag === to) {
      throw badRequest('catalog.useFlag.already', { field: 'ids', product: skuLabel(row), useFlag: dictLabel('useFlag', row.useFlag, ctx.lang), action: message(`catalog.action.${action}`, ctx.lang) });
    }
    const [updated] = await tx
      .update(catalogItems)
      .set({ useFlag: to, updateUser: ctx.userId, updateTime: new Date(), version: sql`${catalogItems.version} + 1` })
      .where(eq(catalogItems.id, id))
      .returning();
    moved.push(updated);
  }
  await tellCatalogParties(tx, bus, ctx, action, moved);
  return moved;
}

/**
 * The caller's counterparties with an APPROVED relation, for the pickers: the suppliers of a
 * hospital, the hospitals of a supplier.
 */
export async function approvedCounterparties(tx: Executor, tenantId: string): Promise<{ tenantId: string; name: string; kind: string }[]> {
  const rows = await tx
    .select({ hospital: supplyRelations.hospitalTenantId, supplier: supplyRelations.supplierTenantId })
    .from(supplyRelations)
    .where(and(eq(supplyRelations.isDeleted, 0), eq(supplyRelations.supplyStatus, 'APPROVED')));
  const others = [...new Set(rows.map((r) => (r.hospital === tenantId ? r.supplier : r.hospital)))].filter((id) => id !== tenantId);
  if (others.length === 0) return [];
  return tx
    .select({ tenantId: tenants.tenantId, name: tenants.tenantName, kind: tenants.tenantKind })
    .from(tenants)
    .where(and(inArray(tenants.tenantId, others), eq(tenants.isDeleted, 0)))
    .orderBy(asc(tenants.tenantId));
}
