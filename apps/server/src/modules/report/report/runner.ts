import { sql } from 'drizzle-orm';
import type { ReportField } from '@beree/contracts';
import type { Executor } from '../../../core/db/database';
import { PRODUCT_SOURCE_ID, withSource } from '../../../core/db/external-source';
import { REPORT_ROLE } from '../../../core/db/security';
import { AppError, badRequest } from '../../../core/http/errors';
import type { BoundQuery } from './bind';
import { checkReportSql, loadSqlParser } from './sql-guard';
import { readValues } from './values';

/** What a report run may take: how long, and how many rows at most. */
export interface RunLimits {
  timeoutMs: number;
  maxRows: number;
}

export interface QueryResult {
  fields: ReportField[];
  rows: Record<string, unknown>[];
  /** More rows than maxRows were found; rows holds the first maxRows. */
  truncated: boolean;
}

const definersOf = new WeakMap<Executor, Promise<Set<string>>>();
/** The database's own SECURITY DEFINER functions (they run with their owner's rights): a report calls none. */
function securityDefiners(db: Executor): Promise<Set<string>> {
  let found = definersOf.get(db);
  if (!found) {
    found = db
      .execute(sql`select distinct p.proname as name from pg_proc p join pg_namespace n on n.oid = p.pronamespace where p.prosecdef and n.nspname not in ('pg_catalog', 'information_schema')`)
      .then((r) => new Set((r as unknown as { rows: { name: string }[] }).rows.map((row) => row.name.toLowerCase())));
    found.catch(() => definersOf.delete(db));
    definersOf.set(db, found);
  }
  return found;
}

/** Parses and checks a bound query; 400 naming querySql when it is anything but one harmless SELECT. */
export async function checkBound(db: Executor, query: BoundQuery): Promise<void> {
  await loadSqlParser();
  checkReportSql(query.text, await securityDefiners(db));
}

/** A database error of the report's own making as a 400 the designer can act on; anything else goes on as it is. */
export function reportError(error: unknown, limits: RunLimits): unknown {
  if (error instanceof AppError) return error;
  const e = error as { code?: string; message?: string; cause?: { code?: string; message?: string } };
  const code = typeof e.code === 'string' ? e.code : e.cause?.code;
  const detail = String(e.cause?.message ?? e.message ?? '');
  if (typeof code !== 'string' || !/^[0-9A-Z]{5}$/.test(code)) return error;
  if (code === '57014') return badRequest('report.timeout', { field: 'querySql', seconds: limits.timeoutMs / 1000 });
  if (code === '25006') return badRequest('report.query.readOnly', { field: 'querySql' });
  if (code === '42501') return badRequest('report.query.denied', { field: 'querySql', detail });
  return badRequest('report.query.failed', { field: 'querySql', detail });
}

/**
 * Runs a report query, checked first, on its data source ("0" the product's own database) through
 * the data-source helper: in a READ ONLY transaction, and on the product's database as the
 * reporting role with app.tenant_id set to the CALLER's tenant (row-level security then binds
 * every table it reads); with a statement timeout and at most maxRows + 1 rows fetched. The
 * embedded PGlite cannot interrupt a statement (no timer signals in WebAssembly): there the answer
 * of a query that ran past its limit is refused once it ends.
 */
export async function runReportQuery(deps: { db: Executor }, run: { tenantId: string; datasourceId: string | null; timeZone: string }, query: BoundQuery, limits: RunLimits): Promise<QueryResult> {
  await checkBound(deps.db, query);
  const started = Date.now();
  try {
    const result = await withSource(
      deps,
      run.datasourceId ?? PRODUCT_SOURCE_ID,
      async (client) => {
        await client.query(sql`select set_config('statement_timeout', ${String(limits.timeoutMs)}, true), set_config('TimeZone', ${run.timeZone}, true)`);
        return client.query(sql`select * from (${query.sql}) as report_rows limit ${limits.maxRows + 1}`);
      },
      { readOnly: true, as: { role: REPORT_ROLE, tenantId: run.tenantId } },
    );
    if (Date.now() - started > limits.timeoutMs) throw badRequest('report.timeout', { field: 'querySql', seconds: limits.timeoutMs / 1000 });
    return readValues(result.fields, result.rows, limits.maxRows);
  } catch (error) {
    throw reportError(error, limits);
  }
}
