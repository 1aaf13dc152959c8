import type { Lang } from '@beree/contracts';
import { and, count, desc, getTableColumns, inArray, type SQL } from 'drizzle-orm';
import type { Executor } from '../db/database';
import { compareRows, sortKeys, spansDatabases, withPlatformEverywhere } from '../tenancy/across-databases';
import type { TenantScope } from '../tenancy/with-tenant';
import { toWire } from '../http/wire';
import { buildFilters, buildOrder } from './filters';
import type { CrudResource, ExportColumn } from './resource';
import { live, type PageInput } from './service';

/** An export built in memory (CSV, the product sheet) holds at most this many rows; narrower filters get the rest. */
export const EXPORT_MAX_ROWS = 10_000;

/** A streamed export of a business list holds at most this many rows (ADR 0078). */
export const LIST_EXPORT_MAX_ROWS = 100_000;

/** Every row the list would show for these filters (data scope included), unpaged up to the cap. */
export async function exportRows(tx: Executor, r: CrudResource, query: Record<string, unknown>, restrict?: SQL): Promise<Record<string, unknown>[]> {
  const p = resourceListing(r, query, restrict);
  const rows = await selected(tx, p).orderBy(...listOrder(p)).limit(EXPORT_MAX_ROWS).execute(p.values ?? {});
  return rows as Record<string, unknown>[];
}

/**
 * The rows of a list as a streamed export reads them, each call in a transaction of its own: how
 * many there are (the first call), then a page at a time in the list's order.
 */
export interface ExportSource {
  /** How many rows the list has for the query; what the pages need is read here too (at most `cap` rows). */
  count(tx: Executor, cap: number): Promise<number>;
  /** `limit` rows from `offset` on, in the list's order. */
  page(tx: Executor, offset: number, limit: number): Promise<Record<string, unknown>[]>;
}

/**
 * The platform's export of a list over every tenant database (ADR 0081), read before the export's
 * own transactions: each database's rows in the list's order (at most `cap` each), merged in that
 * order and cut at `cap`; with its total, the sum of each database's count. Undefined while no
 * tenant is bound (the export then reads the product database as any list does). Meant for the
 * platform's lists of modest size, such as the supply relations: the merge is held in memory.
 */
export async function platformRowsEverywhere(db: Executor, scope: TenantScope, r: CrudResource, query: Record<string, unknown>, cap: number): Promise<{ rows: Record<string, unknown>[]; total: number } | undefined> {
  if (!spansDatabases(db)) return undefined;
  const p = resourceListing(r, query);
  const answers = await withPlatformEverywhere(db, scope, async (tx) => {
    const rows = (await selected(tx, p).orderBy(...listOrder(p)).limit(cap).execute(p.values ?? {})) as Record<string, unknown>[];
    if (rows.length < cap) return { rows, total: rows.length };
    const [{ total }] = (await (tx.select({ total: count() }).from(p.table as any).where(p.where) as any).execute(p.values ?? {})) as { total: number }[];
    return { rows, total: Number(total) };
  });
  const compare = compareRows(sortKeys(query, r.filters, [{ field: 'createTime', desc: true }, { field: 'id', desc: true }]));
  return { rows: answers.flatMap((a) => a.rows).sort(compare).slice(0, cap), total: answers.reduce((sum, a) => sum + a.total, 0) };
}

/** An export of rows already read (platformRowsEverywhere): its pages are cut from them. */
export function heldSource(held: { rows: Record<string, unknown>[]; total: number }): ExportSource {
  return { count: async () => held.total, page: async (_tx, offset, limit) => held.rows.slice(offset, offset + limit) };
}

/** A CRUD resource's list for these filters as an export reads it. */
export function exportSource(r: CrudResource, query: Record<string, unknown>): ExportSource {
  return listedSource(resourceListing(r, query));
}

/**
 * The rows a list of its own (its columns and where-clause, data scope included) would show, in
 * the list's order: what an export of that list holds. The first call sorts once and keeps the
 * ids in that order (8 bytes a row); each page then reads its rows by id. Pages by OFFSET would
 * sort again for every page, which at 100,000 rows took 88 s instead of seconds.
 */
export function listedSource(p: Omit<PageInput, 'shape'>): ExportSource {
  let ids = new BigInt64Array(0);
  return {
    async count(tx, cap) {
      const ordered = (await (tx.select({ id: p.table.id as any }).from(p.table as any).where(p.where) as any)
        .orderBy(...listOrder(p))
        .limit(cap)
        .execute(p.values ?? {})) as { id: bigint | string }[];
      ids = BigInt64Array.from(ordered, (row) => BigInt(row.id));
      if (ids.length < cap) return ids.length;
      const [{ total }] = (await (tx.select({ total: count() }).from(p.table as any).where(p.where) as any).execute(p.values ?? {})) as { total: number }[];
      return Number(total);
    },
    async page(tx, offset, limit) {
      const wanted = Array.from(ids.subarray(offset, offset + limit));
      if (!wanted.length) return [];
      // Still under the list's where-clause: a row changed since the count so it no longer shows is left out.
      const columns = { ...(p.columns ?? getTableColumns(p.table as any)), exportKey: p.table.id };
      const rows = (await selected(tx, { ...p, columns, where: and(p.where, inArray(p.table.id, wanted)) }).execute(p.values ?? {})) as Record<string, unknown>[];
      const byId = new Map(rows.map(({ exportKey, ...row }) => [BigInt(exportKey as bigint | string), row]));
      return wanted.flatMap((id): Record<string, unknown>[] => {
        const row = byId.get(id);
        return row ? [row] : [];
      });
    },
  };
}

const resourceListing = (r: CrudResource, query: Record<string, unknown>, restrict?: SQL): Omit<PageInput, 'shape'> => ({
  table: r.table,
  query,
  where: and(live(r), buildFilters(query, r.filters), restrict),
  sortable: r.filters,
});

/** The list's order as asked, newest first otherwise; the id breaks ties so the order is one. */
function listOrder(p: Omit<PageInput, 'shape'>): SQL[] {
  const order = buildOrder(p.query, p.sortable);
  return order.length ? [...order, desc(p.table.id)] : [desc(p.table.createTime), desc(p.table.id)];
}

const selected = (tx: Executor, p: Omit<PageInput, 'shape'>) => ((p.columns ? tx.select(p.columns as any) : tx.select()).from(p.table as any).where(p.where) as any);

const cell = (value: unknown): string => {
  const text = value === null || value === undefined ? '' : String(value);
  // A leading = + - @ (other than in a plain number) is prefixed so spreadsheets do not run it as a formula.
  const formula = /^[=+\-@\t\r]/.test(text) && !/^[+-]?\d+(\.\d+)?$/.test(text);
  const safe = formula ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

/** CSV with a byte-order mark, so spreadsheet programs read the Chinese text as UTF-8. */
export function toCsv(rows: Record<string, unknown>[], columns: ExportColumn[], lang: Lang): string {
  const header = columns.map((c) => cell(c.label[lang]));
  const lines = rows.map((row) => {
    const wire = toWire(row) as Record<string, unknown>;
    return columns.map((c) => cell(wire[c.field])).join(',');
  });
  return `\uFEFF${[header.join(','), ...lines].join('\r\n')}\r\n`;
}
