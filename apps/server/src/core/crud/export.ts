import type { Lang } from '@beree/contracts';
import { and, count, desc, type SQL } from 'drizzle-orm';
import type { Executor } from '../db/database';
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
  return exportSource(tx, r, query, restrict).page(0, EXPORT_MAX_ROWS);
}

/** The rows of a list as a streamed export reads them: how many there are, then a page at a time. */
export interface ExportSource {
  count(): Promise<number>;
  /** `limit` rows from `offset` on, in the list's order. */
  page(offset: number, limit: number): Promise<Record<string, unknown>[]>;
}

/** A CRUD resource's list for these filters (data scope included) as an export reads it. */
export function exportSource(tx: Executor, r: CrudResource, query: Record<string, unknown>, restrict?: SQL): ExportSource {
  return listedSource(tx, { table: r.table, query, where: and(live(r), buildFilters(query, r.filters), restrict), sortable: r.filters });
}

/**
 * The rows a list of its own (its columns and where-clause, data scope included) would show, in
 * the list's order: what an export of that list holds. The id breaks ties in the order, so pages
 * read one after another neither repeat nor skip a row.
 */
export function listedSource(tx: Executor, p: Omit<PageInput, 'shape'>): ExportSource {
  const order = buildOrder(p.query, p.sortable);
  const sorted = order.length ? [...order, desc(p.table.id)] : [desc(p.table.createTime), desc(p.table.id)];
  return {
    async count() {
      const [{ total }] = (await (tx.select({ total: count() }).from(p.table as any).where(p.where) as any).execute(p.values ?? {})) as { total: number }[];
      return Number(total);
    },
    async page(offset, limit) {
      const rows = await ((p.columns ? tx.select(p.columns as any) : tx.select()).from(p.table as any).where(p.where) as any)
        .orderBy(...sorted)
        .limit(limit)
        .offset(offset)
        .execute(p.values ?? {});
      return rows as Record<string, unknown>[];
    },
  };
}

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
