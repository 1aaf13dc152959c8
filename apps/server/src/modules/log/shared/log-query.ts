import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../../../core/db/database';
import { buildFilters, buildOrder, readPaging, type FilterColumns } from '../../../core/crud/filters';
import { notFound } from '../../../core/http/errors';
import { compareRows, sortKeys } from '../../../core/tenancy/across-databases';
import { TIME_RANGE_KEYS, timeRange } from './time-range';

/** A log table as the list and detail read it. */
export interface LogTable {
  table: PgTable & { id: PgColumn; createTime: PgColumn };
  /** Wire names it may be filtered and sorted by (an allowlist). */
  filters: FilterColumns;
  /** A filter beyond the suffix operators: the condition it makes and the query keys it took. */
  special?: (query: Record<string, unknown>) => { where: SQL | undefined; keys: string[] };
}

/** The WHERE of a log list: allowlisted filters, the time range and the log's own. */
export function logWhere(log: LogTable, query: Record<string, unknown>): SQL | undefined {
  const special = log.special?.(query) ?? { where: undefined, keys: [] };
  return and(buildFilters(query, log.filters, [...TIME_RANGE_KEYS, ...special.keys]), timeRange(query, log.table.createTime).where, special.where);
}

/** A window of a log's rows, newest first unless sorted otherwise, and how many match. */
export async function logWindow(tx: Executor, log: LogTable, query: Record<string, unknown>, window: { offset: number; limit: number }) {
  const where = logWhere(log, query);
  const order = buildOrder(query, log.filters);
  const [{ total }] = await tx.select({ total: count() }).from(log.table as PgTable).where(where);
  const rows = await tx
    .select()
    .from(log.table as PgTable)
    .where(where)
    .orderBy(...order, desc(log.table.createTime), desc(log.table.id))
    .limit(window.limit)
    .offset(window.offset);
  return { rows: rows as Record<string, unknown>[], total: Number(total) };
}

/** The order logWindow answers in, for merging the windows of several databases. */
export const logOrder = (log: LogTable, query: Record<string, unknown>) =>
  compareRows(sortKeys(query, log.filters, [{ field: 'createTime', desc: true }, { field: 'id', desc: true }]));

/** One page of a log from one database. */
export async function listLogs(tx: Executor, log: LogTable, query: Record<string, unknown>) {
  const { current, size } = readPaging(query);
  const { rows, total } = await logWindow(tx, log, query, { offset: (current - 1) * size, limit: size });
  return { records: rows, total, current, size };
}

/** A log row by id, undefined when this database has none. */
export async function findLogRow(tx: Executor, log: LogTable, id: bigint): Promise<Record<string, unknown> | undefined> {
  const [row] = await tx.select().from(log.table as PgTable).where(eq(log.table.id, id));
  return row as Record<string, unknown> | undefined;
}

export async function findLog(tx: Executor, log: LogTable, id: bigint) {
  const row = await findLogRow(tx, log, id);
  if (!row) throw notFound();
  return row;
}
