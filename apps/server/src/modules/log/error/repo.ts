import { count, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../../core/db/database';
import { errorLogs } from '../../../core/db/schema';
import { buildFilters, buildOrder, readPaging, type FilterColumns } from '../../../core/crud/filters';
import { notFound } from '../../../core/http/errors';

/** Wire names the error log may be filtered and sorted by. */
export const ERROR_LOG_FILTERS: FilterColumns = {
  serviceId: errorLogs.serviceId,
  serverHost: errorLogs.serverHost,
  env: errorLogs.env,
  method: errorLogs.method,
  requestUri: errorLogs.requestUri,
  exceptionName: errorLogs.exceptionName,
  message: errorLogs.message,
  remoteIp: errorLogs.remoteIp,
  createBy: errorLogs.createBy,
  createTime: errorLogs.createTime,
};

/** One page of the tenant's error log, newest first unless sorted otherwise (row-level security keeps it to the tenant). */
export async function listErrorLogs(tx: Executor, query: Record<string, unknown>) {
  const { current, size } = readPaging(query);
  const where = buildFilters(query, ERROR_LOG_FILTERS);
  const order = buildOrder(query, ERROR_LOG_FILTERS);
  const [{ total }] = await tx.select({ total: count() }).from(errorLogs).where(where);
  const records = await tx
    .select()
    .from(errorLogs)
    .where(where)
    .orderBy(...(order.length ? order : [desc(errorLogs.createTime), desc(errorLogs.id)]))
    .limit(size)
    .offset((current - 1) * size);
  return { records, total: Number(total), current, size };
}

export async function findErrorLog(tx: Executor, id: bigint) {
  const [row] = await tx.select().from(errorLogs).where(eq(errorLogs.id, id));
  if (!row) throw notFound();
  return row;
}
