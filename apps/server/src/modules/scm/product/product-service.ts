import { and, count, desc, eq, getTableColumns, ilike, ne, or, sql, type SQL } from 'drizzle-orm';
import type { ProductSubmit, Lang } from '@beree/contracts';
import { buildFilters, buildOrder, escapeLike, readPaging } from '../../../core/crud/filters';
import type { Executor } from '../../../core/db/database';
import { nextId } from '../../../core/db/ids';
import { certificates, products } from '../../../core/db/schema';
import { badRequest, conflict, notFound } from '../../../core/http/errors';
import type { RequestContext } from '../../../core/tenancy/context';
import { flagColumns, type WarnDays } from '../certificate/flags';
import { productFilters } from './resource';
import { assertSupplier, checkR7, findRegistrationCard } from './rules';
import { removeSkusOfProduct, skusOfProduct } from './sku-service';

export type ProductRow = typeof products.$inferSelect;

const live = eq(products.isDeleted, 0);

/** The product, locked for the rest of the transaction; 404 when the tenant has none such. */
export async function lockProduct(tx: Executor, id: bigint): Promise<ProductRow> {
  const [row] = await tx.select().from(products).where(and(eq(products.id, id), live)).for('update');
  if (!row) throw notFound();
  return row;
}

/** The WHERE and ORDER BY of the list and the export for the same query. */
export function productQuery(query: Record<string, unknown>) {
  const order = buildOrder(query, productFilters);
  return { where: and(live, buildFilters(query, productFilters)), order: order.length ? order : [desc(products.createTime), desc(products.id)] };
}

// Spelled out: inside a one-table select the ORM leaves column names unqualified.
const skuCount = sql<number>`(select count(*) from scm_product_sku s where s.product_id = "scm_product"."id" and s.is_deleted = 0)::int`;

export async function listProducts(tx: Executor, query: Record<string, unknown>) {
  const { current, size } = readPaging(query);
  const { where, order } = productQuery(query);
  const [{ total }] = await tx.select({ total: count() }).from(products).where(where);
  const records = await tx
    .select({ ...getTableColumns(products), skuCount })
    .from(products)
    .where(where)
    .orderBy(...order)
    .limit(size)
    .offset((current - 1) * size);
  return { records, total: Number(total), current, size };
}

/** The product with its SKUs and the registration card it names (with the card's validity flag). */
export async function productDetail(tx: Executor, id: bigint, warnDays: WarnDays) {
  const [row] = await tx.select().from(products).where(and(eq(products.id, id), live));
  if (!row) throw notFound();
  const skus = await skusOfProduct(tx, id);
  let registrationCard = null;
  if (row.registrationCertId) {
    const c = certificates;
    const [card] = await tx
      .select({ id: c.id, certNo: c.certNo, certName: c.certName, validityEnd: c.validityEnd, longTerm: c.longTerm, archiveStatus: c.archiveStatus, stateFlag: flagColumns(warnDays).stateFlag })
      .from(c)
      .where(and(eq(c.id, row.registrationCertId), eq(c.isDeleted, 0)));
    registrationCard = card ?? null;
  }
  return { ...row, skus, registrationCard };
}

/** The stored values of a submit: text trimmed, empty as null, classification checked against the card (R7). */
export async function productValues(tx: Executor, input: ProductSubmit, lang: Lang, previousCardId?: bigint | null) {
  const text = (v: string | null | undefined) => (v?.trim() ? v.trim() : null);
  const cardId = input.registrationCertId ? BigInt(input.registrationCertId) : null;
  const card = cardId ? await findRegistrationCard(tx, cardId) : null;
  if (cardId && !card) throw badRequest('product.R7.cardNotFound', { field: 'registrationCertId' });
  // A renewed card is history: a product keeps one it had, but none chooses it anew.
  if (card && card.archiveStatus === 'RENEWAL' && card.id !== previousCardId) throw badRequest('product.R7.cardRenewed', { field: 'registrationCertId', certNo: card.certNo ?? '' });
  const classified = checkR7({ productType: input.productType, managementLevel: input.managementLevel ?? null, areaType: input.areaType ?? null }, card, lang);
  return {
    productName: input.productName.trim(),
    genericName: text(input.genericName),
    brand: text(input.brand),
    manufacturerName: text(input.manufacturerName),
    productType: classified.productType,
    managementLevel: classified.managementLevel ?? null,
    areaType: classified.areaType ?? null,
    registrationCertId: card?.id ?? null,
    registrationNo: card?.certNo ?? null,
    classificationCode: text(input.classificationCode),
    medicalInsuranceCode: text(input.medicalInsuranceCode),
    highValue: input.highValue ?? false,
    implantable: input.implantable ?? false,
    sterile: input.sterile ?? false,
    storageCondition: input.storageCondition ?? 'AMBIENT',
    remark: text(input.remark),
  };
}

/** Adds a product (no id) or changes one of the caller's (id, version: a stale one is 409). */
export async function submitProduct(tx: Executor, ctx: RequestContext, input: ProductSubmit): Promise<ProductRow> {
  await assertSupplier(tx, ctx);
  if (!input.id) {
    const values = await productValues(tx, input, ctx.lang);
    const [row] = await tx
      .insert(products)
      .values({ ...values, id: nextId(), tenantId: ctx.tenantId, useFlag: 'USING', createUser: ctx.userId, updateUser: ctx.userId, createDept: ctx.deptIds[0] ?? null })
      .returning();
    return row;
  }
  const existing = await lockProduct(tx, BigInt(input.id));
  if (input.version != null && input.version !== existing.version) throw conflict('record.stale');
  const values = await productValues(tx, input, ctx.lang, existing.registrationCertId);
  return updateProduct(tx, ctx, existing.id, values);
}

export async function updateProduct(tx: Executor, ctx: RequestContext, id: bigint, values: Partial<ProductRow>): Promise<ProductRow> {
  const [row] = await tx
    .update(products)
    .set({ ...values, updateUser: ctx.userId, updateTime: new Date(), version: sql`${products.version} + 1` })
    .where(eq(products.id, id))
    .returning();
  return row;
}

/** Deletes products with their SKUs, whose DIs become free again. */
export async function removeProducts(tx: Executor, ctx: RequestContext, ids: bigint[]): Promise<void> {
  await assertSupplier(tx, ctx);
  for (const id of ids) {
    await lockProduct(tx, id);
    await removeSkusOfProduct(tx, ctx, id);
    await updateProduct(tx, ctx, id, { isDeleted: 1 });
  }
}

/** useFlag USING / STOP; stopping a product stops nothing else, R8 reads it where it applies. */
export async function setProductUseFlag(tx: Executor, ctx: RequestContext, ids: bigint[], useFlag: 'USING' | 'STOP'): Promise<ProductRow[]> {
  await assertSupplier(tx, ctx);
  const done: ProductRow[] = [];
  for (const id of ids) {
    await lockProduct(tx, id);
    done.push(await updateProduct(tx, ctx, id, { useFlag }));
  }
  return done;
}

/** The caller's registration cards a product may name (not the renewed ones), for the form's picker. */
export async function registrationCards(tx: Executor, keyword: string | undefined) {
  const c = certificates;
  const words = keyword?.trim() ? `%${escapeLike(keyword.trim())}%` : undefined;
  const where: SQL | undefined = and(
    eq(c.certType, 'REGISTRATION_CARD'),
    eq(c.isDeleted, 0),
    ne(c.archiveStatus, 'RENEWAL'),
    words ? or(ilike(c.certNo, words), ilike(c.certName, words)) : undefined,
  );
  return tx
    .select({ id: c.id, certNo: c.certNo, certName: c.certName, productType: c.productType, managementLevel: c.managementLevel, areaType: c.areaType, validityEnd: c.validityEnd, longTerm: c.longTerm, archiveStatus: c.archiveStatus })
    .from(c)
    .where(where)
    .orderBy(desc(c.createTime), desc(c.id))
    .limit(200);
}

/** The caller's product with that name and registration number (the import's grouping), if any. */
export async function findProductByName(tx: Executor, productName: string, registrationNo: string | null): Promise<ProductRow | undefined> {
  const [row] = await tx
    .select()
    .from(products)
    .where(and(live, eq(products.productName, productName), registrationNo ? eq(products.registrationNo, registrationNo) : sql`${products.registrationNo} is null`))
    .orderBy(desc(products.createTime))
    .limit(1);
  return row;
}

