import { sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { PLATFORM_TENANT_ID } from '@beree/contracts';
import type { Executor } from '../db/database';
import { jsonInserts } from '../db/json-insert';
import { apiLogs, errorLogs, usualLogs } from '../db/schema';
import { activeTenantDatabases } from '../tenancy/tenant-databases';
import { withPlatform, withPlatformOn } from '../tenancy/with-tenant';
import type { LogEntry, LogSink } from './log-writer';

const TABLES = { api: apiLogs, usual: usualLogs, error: errorLogs } as const;
const ALREADY_WRITTEN = sql`on conflict (id) do nothing`;

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
async function insertRows(tx: Executor, table: PgTable, rows: Record<string, unknown>[], conflict?: SQL) {
  const clean = rows.map((row) => Object.fromEntries(Object.entries(row).map(([k, v]) => [k, storable(v)])));
  for (const statement of jsonInserts(table, clean, conflict)) await tx.execute(statement);
}

/** The batch's rows of each log, one multi-row insert per log. */
async function insertBatch(tx: Executor, batch: LogEntry[], conflict?: SQL) {
  for (const table of Object.keys(TABLES) as (keyof typeof TABLES)[]) {
    const rows = batch.filter((e) => e.table === table).map((e) => e.row as Record<string, unknown>);
    if (rows.length > 0) await insertRows(tx, TABLES[table], rows, conflict);
  }
}

/**
 * Writes a batch to the database: one multi-row insert per log, in one transaction on the platform
 * path, since a batch holds rows of many tenants. A bound tenant's rows go to its own database
 * (ADR 0081), in a transaction there, so its log screens find them and unbinding takes them along.
 * Runs outside any request, on the writer's timer.
 */
export function databaseSink(db: Executor): LogSink {
  const platform = { tenantId: PLATFORM_TENANT_ID };
  return async (batch: LogEntry[]) => {
    const registry = activeTenantDatabases(db);
    if (!registry) return withPlatform(db, platform, (tx) => insertBatch(tx, batch));
    const byDatabase = new Map<Executor, LogEntry[]>();
    for (const entry of batch) {
      const target = registry.executorOf(String(entry.row.tenantId ?? PLATFORM_TENANT_ID));
      byDatabase.set(target, [...(byDatabase.get(target) ?? []), entry]);
    }
    // One database's part may commit while another's fails: the writer then tries the whole batch
    // again, and the rows already written are skipped rather than failing it a second time.
    const write = (tx: Executor, entries: LogEntry[]) => insertBatch(tx, entries, ALREADY_WRITTEN);
    await Promise.all([...byDatabase].map(([target, entries]) => (target === db ? withPlatform(db, platform, (tx) => write(tx, entries)) : withPlatformOn(target, platform, (tx) => write(tx, entries)))));
  };
}
