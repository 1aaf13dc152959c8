import type { PgTable } from 'drizzle-orm/pg-core';
import { PLATFORM_TENANT_ID } from '@beree/contracts';
import type { Executor } from '../db/database';
import { jsonInserts } from '../db/json-insert';
import { apiLogs, errorLogs, usualLogs } from '../db/schema';
import { withPlatform } from '../tenancy/with-tenant';
import type { LogEntry, LogSink } from './log-writer';

const TABLES = { api: apiLogs, usual: usualLogs, error: errorLogs } as const;

/**
 * PostgreSQL text cannot hold NUL nor JSON a lone surrogate, and one such value would fail the
 * whole batch: a request that sent one (a probe, a fuzzer) is logged with U+FFFD in its place.
 */
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
const storable = (value: unknown): unknown => (typeof value === 'string' ? value.replace(UNSTORABLE, '\uFFFD') : typeof value === 'bigint' ? String(value) : value);

/**
 * One INSERT of the whole batch, its rows as one JSON parameter: the API log takes a row per
 * request, and binding each value apart cost the server more than the request.
 */
async function insertRows(tx: Executor, table: PgTable, rows: Record<string, unknown>[]) {
  const clean = rows.map((row) => Object.fromEntries(Object.entries(row).map(([k, v]) => [k, storable(v)])));
  for (const statement of jsonInserts(table, clean)) await tx.execute(statement);
}

/**
 * Writes a batch to the database: one multi-row insert per log, in one transaction on the platform
 * path, since a batch holds rows of many tenants. Runs outside any request, on the writer's timer.
 */
export function databaseSink(db: Executor): LogSink {
  return (batch: LogEntry[]) =>
    withPlatform(db, { tenantId: PLATFORM_TENANT_ID }, async (tx) => {
      for (const table of Object.keys(TABLES) as (keyof typeof TABLES)[]) {
        const rows = batch.filter((e) => e.table === table).map((e) => e.row as Record<string, unknown>);
        if (rows.length > 0) await insertRows(tx, TABLES[table], rows);
      }
    });
}
