import { getTableColumns } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

/* eslint-disable @typescript-eslint/no-explicit-any */
/**
 * A row the driver answered for a statement written as SQL (`returning *` of an INSERT run with
 * other parts in one WITH) as drizzle's query would have answered it: fields by their names in the
 * schema, each column's value read as the column reads it (ids as bigint, times as Date).
 */
export function rowOf<T extends PgTable>(table: T, raw: Record<string, unknown>): T['$inferSelect'] {
  const out: Record<string, unknown> = {};
  for (const [field, column] of Object.entries(getTableColumns(table))) {
    const value = raw[column.name];
    out[field] = value === null || value === undefined ? null : (column as any).mapFromDriverValue(value);
  }
  return out as T['$inferSelect'];
}
