import { and, gte, lt, type SQL } from 'drizzle-orm';
import { apiLogs } from '../../../core/db/schema';
import type { LogTable } from '../shared/log-query';

/** `status=5xx`: every status of that class; a number is the status itself (the generic filter). */
const STATUS_CLASS = /^([1-5])xx$/i;

function statusClass(query: Record<string, unknown>): { where: SQL | undefined; keys: string[] } {
  const raw = String(Array.isArray(query.status) ? query.status[0] : (query.status ?? ''));
  const m = STATUS_CLASS.exec(raw.trim());
  if (!m) return { where: undefined, keys: [] };
  const low = Number(m[1]) * 100;
  return { where: and(gte(apiLogs.status, low), lt(apiLogs.status, low + 100)), keys: ['status'] };
}

/**
 * 接口日志: filtered by tenant (the platform's administrator), user, path, method, status (exact,
 * ≥ with status_ge, or a class like 5xx), duration (duration_ge=500 for slow requests), trace id,
 * and time.
 */
export const API_LOG: LogTable = {
  table: apiLogs,
  filters: {
    tenantId: apiLogs.tenantId,
    serviceId: apiLogs.serviceId,
    serverHost: apiLogs.serverHost,
    env: apiLogs.env,
    title: apiLogs.title,
    method: apiLogs.method,
    requestUri: apiLogs.requestUri,
    remoteIp: apiLogs.remoteIp,
    userAgent: apiLogs.userAgent,
    status: apiLogs.status,
    duration: apiLogs.duration,
    userId: apiLogs.userId,
    traceId: apiLogs.traceId,
    createBy: apiLogs.createBy,
    createTime: apiLogs.createTime,
  },
  special: statusClass,
};
