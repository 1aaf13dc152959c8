import { and, asc, count, desc, eq, getTableColumns, ne, sql, type AnyColumn } from 'drizzle-orm';
import type { ProductSkuSubmit } from '@beree/contracts';
import { buildFilters, buildOrder, readPaging } from '../../../core/crud/filters';
import type { Executor } from '../../../core/db/database';
import { nextId } from '../../../core/db/ids';
import { productSkus, products } from '../../../core/db/schema';
import { badRequest, conflict, notFound } from '../../../core/http/errors';
import type { RequestContext } from '../../../core/tenancy/context';
import { skuFilters } from './resource';
import { assertSupplier, checkR9CheckDigits } from './rules';
import { packagingLevelsOf, releaseSkuUdis, replaceSkuUdis, type UdiLevel } from './udi';

export type SkuRow = typeof productSkus.$inferSelect;

const live = eq(productSkus.isDeleted, 0);
/** A SKU row as lists show it: with its product's name, registration number and use flag. */
const skuColumns = { ...getTableColumns(productSkus), productName: products.productName, registrationNo: products.registrationNo, productUseFlag: products.useFlag };

const withLevels = async <T extends { id: bigint }>(tx: Executor, rows: T[]) => {
  const levels = await packagingLevelsOf(tx, rows.map((r) => r.id));
  return rows.map((r) => ({ ...r, packagingLevels: levels.get(String(r.id)) ?? [] }));
};

async function lockSku(tx: Executor, id: bigint): Promise<SkuRow> {
  const [row] = await tx.select().from(productSkus).where(and(eq(productSkus.id, id), live)).for('update');
  if (!row) throw notFound();
  return row;
}

export async function listSkus(tx: Executor, query: Record<string, unknown>) {
  const { current, size } = readPaging(query);
  const where = and(live, eq(products.isDeleted, 0), buildFilters(query, skuFilters));
  const order = buildOrder(query, skuFilters);
  const [{ total }] = await tx.select({ total: count() }).from(productSkus).innerJoin(products, eq(products.id, productSkus.productId)).where(where);
  const records = await tx
    .select(skuColumns)
    .from(productSkus)
    .innerJoin(products, eq(products.id, productSkus.productId))
    .where(where)
    .orderBy(...(order.length ? order : [desc(productSkus.createTime), desc(productSkus.id)]))
    .limit(size)
    .offset((current - 1) * size);
  return { records: await withLevels(tx, records), total: Number(total), current, size };
}

export async function skuDetail(tx: Executor, id: bigint) {
  const [row] = await tx.select(skuColumns).from(productSkus).innerJoin(products, eq(products.id, productSkus.productId)).where(and(eq(productSkus.id, id), live));
  if (!row) throw notFound();
  return (await withLevels(tx, [row]))[0];
}

/** A product's SKUs in the order they were added, with their packaging levels. */
export async function skusOfProduct(tx: Executor, productId: bigint) {
  const rows = await tx
    .select(skuColumns)
    .from(productSkus)
    .innerJoin(products, eq(products.id, productSkus.productId))
    .where(and(live, eq(productSkus.productId, productId)))
    .orderBy(asc(productSkus.createTime), asc(productSkus.id));
  return withLevels(tx, rows);
}

/** Every level's DI of a submit: the SKU's own (1) and its box and case. */
function udiLevels(input: ProductSkuSubmit, kept: UdiLevel[]): UdiLevel[] {
  const own: UdiLevel[] = input.udiDi ? [{ level: 1, udiDi: input.udiDi }] : [];
  const boxes = input.packagingLevels === undefined ? kept : (input.packagingLevels ?? []);
  return [...own, ...boxes.map((l) => ({ level: l.level, udiDi: l.udiDi, containsQty: l.containsQty }))];
}

function skuValues(input: ProductSkuSubmit) {
  const text = (v: string | null | undefined) => (v?.trim() ? v.trim() : null);
  return {
    productId: BigInt(input.productId),
    skuCode: text(input.skuCode),
    specification: text(input.specification),
    model: text(input.model),
    unit: input.unit.trim(),
    packageQty: input.packageQty ?? null,
    udiDi: input.udiDi ?? null,
    referencePrice: input.referencePrice ?? null,
    platformProductCode: text(input.platformProductCode),
    remark: text(input.remark),
  };
}

/**
 * Adds a SKU to one of the caller's products or changes one. R9: 14-digit DIs carry their check
 * digit (400), and no DI is another SKU's on the platform (409). Without packagingLevels in the
 * body, a change keeps the box and case levels it had.
 */
export async function submitSku(tx: Executor, ctx: RequestContext, input: ProductSkuSubmit): Promise<SkuRow> {
  await assertSupplier(tx, ctx);
  const existing = input.id ? await lockSku(tx, BigInt(input.id)) : undefined;
  if (existing && input.version != null && input.version !== existing.version) throw conflict('record.stale');
  const values = skuValues(input);
  const [product] = await tx.select({ id: products.id }).from(products).where(and(eq(products.id, values.productId), eq(products.isDeleted, 0)));
  if (!product) throw badRequest('sku.productId.notFound', { field: 'productId' });
  const kept = existing ? [...((await packagingLevelsOf(tx, [existing.id])).get(String(existing.id)) ?? [])] : [];
  const levels = udiLevels(input, kept);
  checkR9CheckDigits(levels.map((l) => ({ udiDi: l.udiDi, field: l.level === 1 ? 'udiDi' : 'packagingLevels' })));
  if (values.skuCode) {
    const [twin] = await tx
      .select({ id: productSkus.id })
      .from(productSkus)
      .where(and(live, eq(productSkus.skuCode, values.skuCode), existing ? ne(productSkus.id, existing.id) : undefined))
      .limit(1);
    if (twin) throw conflict('sku.skuCode.taken', { field: 'skuCode', skuCode: values.skuCode });
  }
  let row: SkuRow;
  if (!existing) {
    [row] = await tx
      .insert(productSkus)
      .values({ ...values, id: nextId(), tenantId: ctx.tenantId, useFlag: 'USING', createUser: ctx.userId, updateUser: ctx.userId, createDept: ctx.deptIds[0] ?? null })
      .returning();
  } else {
    row = await updateSku(tx, ctx, existing.id, values);
  }
  await replaceSkuUdis(tx, ctx, row.id, levels);
  return row;
}

async function updateSku(tx: Executor, ctx: RequestContext, id: bigint, values: Partial<SkuRow>): Promise<SkuRow> {
  const [row] = await tx
    .update(productSkus)
    .set({ ...values, updateUser: ctx.userId, updateTime: new Date(), version: sql`${productSkus.version} + 1` })
    .where(eq(productSkus.id, id))
    .returning();
  return row;
}

/** Deletes SKUs; their DIs become free for another SKU. */
export async function removeSkus(tx: Executor, ctx: RequestContext, ids: bigint[]): Promise<void> {
  await assertSupplier(tx, ctx);
  for (const id of ids) {
    await lockSku(tx, id);
    await updateSku(tx, ctx, id, { isDeleted: 1 });
  }
  await releaseSkuUdis(tx, ids);
}

/** Deletes the SKUs of a product that is deleted. */
export async function removeSkusOfProduct(tx: Executor, ctx: RequestContext, productId: bigint): Promise<void> {
  const gone = await tx
    .update(productSkus)
    .set({ isDeleted: 1, updateUser: ctx.userId, updateTime: new Date(), version: sql`${productSkus.version} + 1` })
    .where(and(live, eq(productSkus.productId, productId)))
    .returning({ id: productSkus.id });
  await releaseSkuUdis(tx, gone.map((g) => g.id));
}

/** useFlag USING / STOP of SKUs (R8 reads it when plans, orders and deliveries are made). */
export async function setSkuUseFlag(tx: Executor, ctx: RequestContext, ids: bigint[], useFlag: 'USING' | 'STOP'): Promise<SkuRow[]> {
  await assertSupplier(tx, ctx);
  const done: SkuRow[] = [];
  for (const id of ids) {
    await lockSku(tx, id);
    done.push(await updateSku(tx, ctx, id, { useFlag }));
  }
  return done;
}

/** The caller's SKU with that item code, or of the product with that specification and model (the import's match). */
export async function findSku(tx: Executor, productId: bigint, skuCode: string | null, specification: string | null, model: string | null): Promise<SkuRow | undefined> {
  const same = (column: AnyColumn, value: string | null) => (value === null ? sql`${column} is null` : eq(column, value));
  const where = skuCode
    ? and(live, eq(productSkus.skuCode, skuCode))
    : and(live, eq(productSkus.productId, productId), sql`${productSkus.skuCode} is null`, same(productSkus.specification, specification), same(productSkus.model, model));
  const [row] = await tx.select().from(productSkus).where(where).limit(1);
  return row;
}

