import type { Executor } from '../../../core/db/database';
import { readPaging } from '../../../core/crud/filters';
import { notFound } from '../../../core/http/errors';
import { isPlatformAdmin, type RequestContext } from '../../../core/tenancy/context';
import { findEverywhere, pageEverywhere, withPlatformEverywhere } from '../../../core/tenancy/across-databases';
import { withTenant } from '../../../core/tenancy/with-tenant';
import { findLogRow, listLogs, logOrder, logWindow, type LogTable } from './log-query';

const scopeOf = (ctx: RequestContext) => ({ tenantId: ctx.tenantId, userId: ctx.userId });

/**
 * A page of a log: the platform's administrator reads every tenant's rows, on every database
 * tenants live on (a bound tenant's logs are written to its own); any other reader only its own
 * tenant's (row-level security, on its database).
 */
export function listLogPage(db: Executor, ctx: RequestContext, log: LogTable, query: Record<string, unknown>) {
  if (!isPlatformAdmin(ctx)) return withTenant(db, scopeOf(ctx), (tx) => listLogs(tx, log, query));
  return pageEverywhere(db, scopeOf(ctx), readPaging(query), logOrder(log, query), (tx, window) => logWindow(tx, log, query, window));
}

/** One log row by id, from wherever it lives (the platform) or the reader's own tenant. */
export async function logDetail(db: Executor, ctx: RequestContext, log: LogTable, id: bigint) {
  const row = isPlatformAdmin(ctx) ? await findEverywhere(db, scopeOf(ctx), (tx) => findLogRow(tx, log, id)) : await withTenant(db, scopeOf(ctx), (tx) => findLogRow(tx, log, id));
  if (!row) throw notFound();
  return row;
}

/** A figure of a log read on every database for the platform and added up by `merge`, or the reader's own tenant's. */
export async function readLogFigures<T>(db: Executor, ctx: RequestContext, fn: (tx: Executor) => Promise<T>, merge: (answers: T[]) => T): Promise<T> {
  if (!isPlatformAdmin(ctx)) return withTenant(db, scopeOf(ctx), fn);
  return merge(await withPlatformEverywhere(db, scopeOf(ctx), fn));
}
