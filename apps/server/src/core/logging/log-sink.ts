import { getTableColumns, getTableName, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { PLATFORM_TENANT_ID } from '@beree/contracts';
import type { Executor } from '../db/database';
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

/** The statement that inserts rows of these fields, cached: it is the same for every batch of a log. */
const statements = new Map<string, { prefix: SQL; suffix: SQL; names: string[] }>();

function insertStatement(table: PgTable, fields: string[]) {
  const name = getTableName(table);
  const key = `${name}:${fields.join(',')}`;
  let statement = statements.get(key);
  if (!statement) {
    const columns = getTableColumns(table);
    const names = fields.map((f) => columns[f].name);
    const list = names.map((n) => `"${n}"`).join(', ');
    const types = fields.map((f) => `"${columns[f].name}" ${columns[f].getSQLType()}`).join(', ');
    statement = {
      prefix: sql.raw(`insert into "${name}" (${list}) select ${list} from jsonb_to_recordset(`),
      suffix: sql.raw(`::jsonb) as r(${types})`),
      names,
    };
    statements.set(key, statement);
  }
  return statement;
}

/**
 * One INSERT of the whole batch, its rows as one JSON parameter (jsonb_to_recordset): the API log
 * takes a row per request, and binding each value apart cost the server more than the request.
 * Rows are grouped by the fields they carry, so a field left out keeps its column default.
 */
async function insertRows(tx: Executor, table: PgTable, rows: Record<string, unknown>[]) {
  const groups = new Map<string, Record<string, unknown>[]>();
  for (const row of rows) {
    const fields = Object.keys(row).filter((k) => row[k] !== undefined).sort().join(',');
    const group = groups.get(fields);
    if (group) group.push(row);
    else groups.set(fields, [row]);
  }
  for (const [joined, group] of groups) {
    const fields = joined.split(',');
    const { prefix, suffix, names } = insertStatement(table, fields);
    const records = group.map((row) => Object.fromEntries(fields.map((f, i) => [names[i], storable(row[f])])));
    await tx.execute(sql`${prefix}${JSON.stringify(records)}${suffix}`);
  }
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
