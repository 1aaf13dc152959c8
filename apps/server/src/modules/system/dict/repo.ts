import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../../core/db/database';
import type { DictTable } from './resource';

/* Dictionary queries, for blade_dict and blade_dict_biz alike; each runs on the transaction it is given. */

export type DictRow = DictTable['$inferSelect'];

export async function findDict(tx: Executor, t: DictTable, id: bigint): Promise<DictRow | undefined> {
  const [row] = await tx.select().from(t).where(and(eq(t.id, id), eq(t.isDeleted, 0)));
  return row;
}

/** Another live row with the same code and key (the unique pair), if any. */
export async function findSameKey(tx: Executor, t: DictTable, code: string, dictKey: string, exceptId?: bigint): Promise<boolean> {
  const [hit] = await tx
    .select({ id: t.id })
    .from(t)
    .where(and(eq(t.code, code), eq(t.dictKey, dictKey), eq(t.isDeleted, 0), exceptId === undefined ? undefined : ne(t.id, exceptId)))
    .limit(1);
  return !!hit;
}

/** The given live rows and every live row below them. */
export async function withDescendants(tx: Executor, t: DictTable, ids: bigint[]): Promise<Pick<DictRow, 'id' | 'dictValue' | 'isSealed'>[]> {
  const columns = { id: t.id, dictValue: t.dictValue, isSealed: t.isSealed };
  const found = await tx.select(columns).from(t).where(and(inArray(t.id, ids), eq(t.isDeleted, 0)));
  const seen = new Set(found.map((r) => r.id));
  let frontier = found.map((r) => r.id);
  while (frontier.length > 0) {
    const children = (await tx.select(columns).from(t).where(and(inArray(t.parentId, frontier), eq(t.isDeleted, 0)))).filter((r) => !seen.has(r.id));
    for (const child of children) seen.add(child.id);
    found.push(...children);
    frontier = children.map((r) => r.id);
  }
  return found;
}

/** Moves a dictionary's entries to its new code, so they follow their root. */
export async function renameEntries(tx: Executor, t: DictTable, from: string, to: string, userId: bigint): Promise<void> {
  await tx
    .update(t)
    .set({ code: to, updateUser: userId, updateTime: new Date(), version: sql`${t.version} + 1` })
    .where(and(eq(t.code, from), ne(t.parentId, 0n), eq(t.isDeleted, 0)));
}

/** Live rows for the picker tree: all of them, or those of one code. */
export function treeRows(tx: Executor, t: DictTable, code?: string) {
  return tx
    .select({ id: t.id, parentId: t.parentId, dictValue: t.dictValue, dictValueEn: t.dictValueEn, sort: t.sort })
    .from(t)
    .where(and(eq(t.isDeleted, 0), code === undefined ? undefined : eq(t.code, code)))
    .orderBy(asc(t.sort), asc(t.id));
}

/** The entries of one dictionary (every row of the code but its root), in display order. */
export function dictionaryEntries(tx: Executor, t: DictTable, code: string) {
  return tx
    .select({ id: t.id, parentId: t.parentId, code: t.code, dictKey: t.dictKey, dictValue: t.dictValue, dictValueEn: t.dictValueEn, sort: t.sort, remark: t.remark, isSealed: t.isSealed })
    .from(t)
    .where(and(eq(t.code, code), ne(t.parentId, 0n), eq(t.isDeleted, 0)))
    .orderBy(asc(t.sort), asc(t.id));
}

/** Whether any of the given rows belongs to another tenant than the caller's (the platform's shared ones). */
export async function anyOfOthers(tx: Executor, t: DictTable, tenantColumn: AnyPgColumn, ids: bigint[], tenantId: string): Promise<boolean> {
  if (ids.length === 0) return false;
  const [hit] = await tx.select({ id: t.id }).from(t).where(and(inArray(t.id, ids), ne(tenantColumn, tenantId))).limit(1);
  return !!hit;
}
