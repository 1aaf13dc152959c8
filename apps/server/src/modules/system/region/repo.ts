import { asc, count, eq, inArray, type SQL } from 'drizzle-orm';
import type { Executor } from '../../../core/db/database';
import { regions } from '../../../core/db/schema';

/* Region queries; each runs on the transaction it is given. Regions are global rows without audit columns. */

export type RegionRow = typeof regions.$inferSelect;

export async function findRegion(tx: Executor, code: string): Promise<RegionRow | undefined> {
  const [row] = await tx.select().from(regions).where(eq(regions.code, code));
  return row;
}

export async function hasChildren(tx: Executor, code: string): Promise<boolean> {
  const [child] = await tx.select({ code: regions.code }).from(regions).where(eq(regions.parentCode, code)).limit(1);
  return !!child;
}

export async function pageRegions(tx: Executor, where: SQL | undefined, order: SQL[], current: number, size: number) {
  const [{ total }] = await tx.select({ total: count() }).from(regions).where(where);
  const records = await tx
    .select()
    .from(regions)
    .where(where)
    .orderBy(...(order.length ? order : [asc(regions.sort), asc(regions.code)]))
    .limit(size)
    .offset((current - 1) * size);
  return { records, total: Number(total) };
}

/** The children of a code, each telling whether it has children of its own. */
export async function childrenOf(tx: Executor, parentCode: string) {
  const rows = await tx
    .select({ code: regions.code, parentCode: regions.parentCode, name: regions.name, regionLevel: regions.regionLevel, sort: regions.sort })
    .from(regions)
    .where(eq(regions.parentCode, parentCode))
    .orderBy(asc(regions.sort), asc(regions.code));
  if (rows.length === 0) return [];
  const parents = await tx
    .selectDistinct({ code: regions.parentCode })
    .from(regions)
    .where(inArray(regions.parentCode, rows.map((r) => r.code)));
  const withChildren = new Set(parents.map((p) => p.code));
  return rows.map((r) => ({ ...r, hasChildren: withChildren.has(r.code) }));
}

export async function insertRegion(tx: Executor, row: typeof regions.$inferInsert): Promise<RegionRow> {
  const [created] = await tx.insert(regions).values(row).returning();
  return created;
}

export async function updateRegion(tx: Executor, code: string, values: Partial<typeof regions.$inferInsert>): Promise<RegionRow> {
  const [updated] = await tx.update(regions).set(values).where(eq(regions.code, code)).returning();
  return updated;
}

export async function deleteRegion(tx: Executor, code: string): Promise<void> {
  await tx.delete(regions).where(eq(regions.code, code));
}
