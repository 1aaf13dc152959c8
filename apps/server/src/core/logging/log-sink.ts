import { PLATFORM_TENANT_ID } from '@beree/contracts';
import type { Executor } from '../db/database';
import { apiLogs, errorLogs, usualLogs } from '../db/schema';
import { withPlatform } from '../tenancy/with-tenant';
import type { LogEntry, LogSink } from './log-writer';

const TABLES = { api: apiLogs, usual: usualLogs, error: errorLogs } as const;

/**
 * PostgreSQL text cannot hold NUL, and one such value would fail the whole batch: a request that
 * sent one (a probe, a fuzzer) is logged with U+FFFD in its place.
 */
const storable = (row: object): object =>
  Object.fromEntries(Object.entries(row).map(([key, value]) => [key, typeof value === 'string' ? value.replace(/\u0000/g, '\uFFFD') : value]));

/**
 * Writes a batch to the database: one multi-row insert per log, in one transaction on the platform
 * path, since a batch holds rows of many tenants. Runs outside any request, on the writer's timer.
 */
export function databaseSink(db: Executor): LogSink {
  return (batch: LogEntry[]) =>
    withPlatform(db, { tenantId: PLATFORM_TENANT_ID }, async (tx) => {
      for (const table of Object.keys(TABLES) as (keyof typeof TABLES)[]) {
        const rows = batch.filter((e) => e.table === table).map((e) => storable(e.row));
        if (rows.length > 0) await tx.insert(TABLES[table]).values(rows as never[]);
      }
    });
}
