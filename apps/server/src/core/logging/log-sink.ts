import { PLATFORM_TENANT_ID } from '@beree/contracts';
import type { Executor } from '../db/database';
import { apiLogs, errorLogs, usualLogs } from '../db/schema';
import { withPlatform } from '../tenancy/with-tenant';
import type { LogEntry, LogSink } from './log-writer';

const TABLES = { api: apiLogs, usual: usualLogs, error: errorLogs } as const;

/**
 * Writes a batch to the database: one multi-row insert per log, in one transaction on the platform
 * path, since a batch holds rows of many tenants. Runs outside any request, on the writer's timer.
 */
export function databaseSink(db: Executor): LogSink {
  return (batch: LogEntry[]) =>
    withPlatform(db, { tenantId: PLATFORM_TENANT_ID }, async (tx) => {
      for (const table of Object.keys(TABLES) as (keyof typeof TABLES)[]) {
        const rows = batch.filter((e) => e.table === table).map((e) => e.row);
        if (rows.length > 0) await tx.insert(TABLES[table]).values(rows as never[]);
      }
    });
}
