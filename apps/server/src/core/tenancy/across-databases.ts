import type { Executor } from '../db/database';
import { orderFields, type FilterColumns } from '../crud/filters';
import { activeTenantDatabases } from './tenant-databases';
import { withPlatform, withPlatformOn, type TenantScope } from './with-tenant';

/**
 * The platform's reads across tenants (ADR 0077/0081): a bound tenant's rows live on its own
 * database, so a list, a count or a look-up over every tenant asks the product database and each
 * bound one. This file is the one place that does it.
 */

/** The product database first, then every bound database once (only the product one while none is bound). */
function everyDatabase(db: Executor): Executor[] {
  const bound = activeTenantDatabases(db);
  return bound ? [db, ...bound.databases()] : [db];
}

/** Whether a platform read must ask more than the product database (a tenant is bound to one of its own). */
export const spansDatabases = (db: Executor): boolean => everyDatabase(db).length > 1;

/** Runs fn on the platform path on every database tenants live on; one answer per database, the product's first. */
export function withPlatformEverywhere<T>(db: Executor, scope: TenantScope, fn: (tx: Executor) => Promise<T>): Promise<T[]> {
  const [product, ...others] = everyDatabase(db);
  return Promise.all([withPlatform(product, scope, fn), ...others.map((other) => withPlatformOn(other, scope, fn))]);
}

/** The first row found on any database (a detail by id: the row lives on one of them), else undefined. */
export async function findEverywhere<T>(db: Executor, scope: TenantScope, fn: (tx: Executor) => Promise<T | undefined>): Promise<T | undefined> {
  const answers = await withPlatformEverywhere(db, scope, fn);
  return answers.find((a) => a !== undefined);
}

/** Sums numeric answers field by field (counts of the home page, per-state figures). */
export function sumAnswers<T extends Record<string, number>>(answers: T[]): T {
  const total = { ...answers[0] } as Record<string, number>;
  for (const answer of answers.slice(1)) for (const [key, value] of Object.entries(answer)) total[key] = (total[key] ?? 0) + value;
  return total as T;
}

/** One key of a list's order: a row field and its direction. */
export interface SortKey {
  field: string;
  desc: boolean;
}

/**
 * The order a list query asks for (`ascs`, `descs`, as buildOrder reads them), as keys the merge
 * compares by; `fallback` (which must end in a unique field, the id) when it asks for none, and
 * always appended so that equal keys still come in one defined order on every page.
 */
export function sortKeys(query: Record<string, unknown>, columns: FilterColumns, fallback: SortKey[]): SortKey[] {
  return [...orderFields(query, columns), ...fallback];
}

const comparable = (value: unknown): number | bigint | string => {
  if (value instanceof Date) return value.getTime();
  if (typeof value === 'number' || typeof value === 'bigint') return value;
  return String(value);
};

/**
 * Compares two rows as PostgreSQL orders them: nulls after every value ascending (so first
 * descending), numbers and times by value, text by code point (the C collation; a database with a
 * linguistic collation may order accented or Chinese text differently within one page's merge).
 */
export function compareRows(keys: SortKey[]): (a: Record<string, unknown>, b: Record<string, unknown>) => number {
  return (a, b) => {
    for (const { field, desc } of keys) {
      const x = a[field];
      const y = b[field];
      let order = 0;
      if (x == null || y == null) order = x == null && y == null ? 0 : x == null ? 1 : -1;
      else {
        const [p, q] = [comparable(x), comparable(y)];
        order = typeof p === typeof q ? (p < q ? -1 : p > q ? 1 : 0) : String(p) < String(q) ? -1 : String(p) > String(q) ? 1 : 0;
      }
      if (order !== 0) return desc ? -order : order;
    }
    return 0;
  };
}

/** The rows a database answers for a window of its own sorted list, and how many match there in all. */
export type PageFetch<R> = (tx: Executor, window: { offset: number; limit: number }) => Promise<{ rows: R[]; total: number }>;

/**
 * One page of a list over every tenant. With one database it is its page; with several each one
 * answers its first current×size rows in the list's order, the merge sorts them by `compare` and
 * cuts the page: the rows of page n are among the first n×size of some database. Total: the sum.
 */
export async function pageEverywhere<R extends Record<string, unknown>>(
  db: Executor,
  scope: TenantScope,
  paging: { current: number; size: number },
  compare: (a: R, b: R) => number,
  fetch: PageFetch<R>,
): Promise<{ records: R[]; total: number; current: number; size: number }> {
  const { current, size } = paging;
  const start = (current - 1) * size;
  if (everyDatabase(db).length === 1) {
    const { rows, total } = await withPlatform(db, scope, (tx) => fetch(tx, { offset: start, limit: size }));
    return { records: rows, total, current, size };
  }
  const answers = await withPlatformEverywhere(db, scope, (tx) => fetch(tx, { offset: 0, limit: start + size }));
  const merged = answers.flatMap((a) => a.rows).sort(compare);
  return { records: merged.slice(start, start + size), total: answers.reduce((sum, a) => sum + a.total, 0), current, size };
}
