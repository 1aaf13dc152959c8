import { and, asc, eq, inArray } from 'drizzle-orm';
import { PLATFORM_TENANT_ID, shanghaiToday, type Lang, type ReportParam, type ReportValues } from '@beree/contracts';
import { listRowsEverywhere, live, removeRows, submitRow } from '../../../core/crud/service';
import type { Executor } from '../../../core/db/database';
import { reports, tenants } from '../../../core/db/schema';
import { badRequest, forbidden, notFound } from '../../../core/http/errors';
import type { RequestContext } from '../../../core/tenancy/context';
import { compareRows, withPlatformEverywhere } from '../../../core/tenancy/across-databases';
import { withTenant } from '../../../core/tenancy/with-tenant';
import { paramNumber } from '../../system/param/lookup';
import { bindReport, type BoundQuery } from './bind';
import { reportResource as r, type ReportRow } from './resource';
import { checkBound, runReportQuery, type QueryResult, type RunLimits } from './runner';

/** The reports a tenant sees: its own and the platform's shared ones (the platform sees its own). */
const visible = (ctx: RequestContext) => inArray(reports.tenantId, [...new Set([ctx.tenantId, PLATFORM_TENANT_ID])]);
const scope = (ctx: RequestContext) => ({ tenantId: ctx.tenantId, userId: ctx.userId });

/*
 * A tenant's reports live on its database, the platform's shared ones on the product's (ADR 0077):
 * the reads below ask every database (only the product's while no tenant is bound) under `visible`.
 */

export function listReports(db: Executor, ctx: RequestContext, query: Record<string, unknown>) {
  return listRowsEverywhere(db, scope(ctx), r, query, visible(ctx));
}

export async function findReport(db: Executor, ctx: RequestContext, id: bigint): Promise<ReportRow> {
  const [row] = (await withPlatformEverywhere(db, scope(ctx), (tx) => tx.select().from(reports).where(and(eq(reports.id, id), live(r), visible(ctx))))).flat();
  if (!row) throw notFound();
  return row as unknown as ReportRow;
}

/** The viewer's list: every report the caller may run, without its query. */
export async function runnableReports(db: Executor, ctx: RequestContext) {
  const answers = await withPlatformEverywhere(db, scope(ctx), (tx) =>
    tx
      .select({ id: reports.id, tenantId: reports.tenantId, code: reports.code, name: reports.name, nameEn: reports.nameEn, category: reports.category, params: reports.params, columns: reports.columns, chart: reports.chart, remark: reports.remark })
      .from(reports)
      .where(and(live(r), visible(ctx)))
      .orderBy(asc(reports.category), asc(reports.code), asc(reports.id)),
  );
  return answers.length === 1 ? answers[0] : answers.flat().sort(compareRows([{ field: 'category', desc: false }, { field: 'code', desc: false }, { field: 'id', desc: false }]));
}

/**
 * Only the owner changes a report: another tenant's row is none of the caller's business (404),
 * a platform report offered to the caller is read-only to it (403).
 */
async function assertOwner(db: Executor, ctx: RequestContext, ids: bigint[]): Promise<void> {
  const rows = (await withPlatformEverywhere(db, scope(ctx), (tx) => tx.select({ tenantId: reports.tenantId }).from(reports).where(and(inArray(reports.id, ids), live(r), visible(ctx))))).flat();
  if (rows.some((row) => row.tenantId !== ctx.tenantId)) throw forbidden('report.notOwner');
}

/**
 * A report may read another data source only if it is the caller's tenant's own database (the
 * platform may use any): an external source has no row-level security to bind a tenant to.
 */
async function assertSource(db: Executor, ctx: RequestContext, datasourceId: string | bigint | null | undefined): Promise<void> {
  if (!datasourceId || String(datasourceId) === '0' || ctx.tenantId === PLATFORM_TENANT_ID) return;
  const [tenant] = await withTenant(db, scope(ctx), (tx) => tx.select({ datasourceId: tenants.datasourceId }).from(tenants).where(eq(tenants.tenantId, ctx.tenantId)));
  if (String(tenant?.datasourceId ?? '') !== String(datasourceId)) throw badRequest('report.datasource.notYours', { field: 'datasourceId' });
}

/** The timeout and row cap of the caller's runs: parameters report.queryTimeout (ms) and report.maxRows, the tenant's or the platform's. */
export async function runLimits(db: Executor, tenantId: string): Promise<RunLimits> {
  return { timeoutMs: await paramNumber(db, tenantId, 'report.queryTimeout', 10_000), maxRows: await paramNumber(db, tenantId, 'report.maxRows', 10_000) };
}

/** Binds the parameters to what the caller chose (or their defaults) for `today` in Shanghai. */
export const bind = (querySql: string, params: ReportParam[], values: ReportValues, lang: Lang): BoundQuery => bindReport(querySql, params, values, lang, shanghaiToday());

/** Checks the query the way a run would, without running it: every parameter bound to null. */
async function checkQuery(db: Executor, querySql: string, params: ReportParam[], lang: Lang): Promise<void> {
  await checkBound(db, bindReport(querySql, params.map((p) => ({ ...p, required: false, default: null })), {}, lang, shanghaiToday()));
}

export async function submitReport(db: Executor, ctx: RequestContext, body: Record<string, unknown> & { id?: string | null; querySql: string; params?: ReportParam[] | null; datasourceId?: string | null }) {
  if (body.id) await assertOwner(db, ctx, [BigInt(body.id)]);
  await assertSource(db, ctx, body.datasourceId);
  await checkQuery(db, body.querySql, body.params ?? [], ctx.lang);
  return withTenant(db, scope(ctx), (tx) => submitRow(tx, r, ctx, body));
}

export async function removeReports(db: Executor, ctx: RequestContext, ids: bigint[]): Promise<number> {
  await assertOwner(db, ctx, ids);
  return withTenant(db, scope(ctx), (tx) => removeRows(tx, r, ctx, ids));
}

export interface RunInput {
  datasourceId: string | bigint | null;
  querySql: string;
  params: ReportParam[];
  values: ReportValues;
}

/** Runs a query (a saved report's or the designer's) for the caller: bound, checked, on its source, within the caller's limits. */
export async function runQuery(deps: { db: Executor; config: { timezone: string } }, ctx: RequestContext, input: RunInput, cap?: number): Promise<QueryResult & { bound: BoundQuery; limits: RunLimits }> {
  await assertSource(deps.db, ctx, input.datasourceId);
  const limits = await runLimits(deps.db, ctx.tenantId);
  const bound = bind(input.querySql, input.params, input.values, ctx.lang);
  const capped = cap === undefined ? limits : { ...limits, maxRows: Math.min(cap, limits.maxRows) };
  const result = await runReportQuery(deps, { tenantId: ctx.tenantId, datasourceId: input.datasourceId ? String(input.datasourceId) : null, timeZone: deps.config.timezone }, bound, capped);
  return { ...result, bound, limits };
}
