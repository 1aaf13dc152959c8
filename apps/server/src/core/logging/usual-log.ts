import type { FastifyRequest } from 'fastify';
import { nextId } from '../db/ids';
import { formatDateTime } from '../http/wire';
import { requestColumns, valueText } from './request-facts';

/** What the product records on purpose (blade_log_usual). */
export interface UsualEntry {
  /** What happened: 'auth.login', 'user.password.reset', 'role.grant', 'export', 'import', 'rule.refused', … */
  logId: string;
  level?: 'INFO' | 'WARN';
  /** Details, stored as JSON text with every secret taken out. */
  data?: unknown;
}

/**
 * Records an entry of the usual log for this request (its path, caller and trace id beside the
 * data). It is only buffered: it never waits for the database and never fails the request, so it
 * may be called anywhere, inside a transaction too.
 */
export function recordUsual(request: FastifyRequest, entry: UsualEntry): void {
  const logs = request.server.requestLogs;
  if (!logs) return;
  try {
    const { params, ...columns } = requestColumns(request, logs.origin);
    logs.writer.push({
      table: 'usual',
      row: {
        id: nextId(),
        ...columns,
        serverIp: logs.origin.serverIp,
        logLevel: entry.level ?? 'INFO',
        logId: entry.logId.slice(0, 64),
        logData: valueText(entry.data),
        params,
        methodName: request.routeOptions.url?.slice(0, 255) ?? null,
        time: formatDateTime(new Date()),
        createTime: new Date(),
      },
    });
  } catch (err) {
    request.log.warn({ err, logId: entry.logId }, 'usual log row not recorded');
  }
}
