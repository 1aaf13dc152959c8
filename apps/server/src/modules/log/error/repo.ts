import { errorLogs } from '../../../core/db/schema';
import type { LogTable } from '../shared/log-query';

/** 错误日志: the UI errors browsers upload and the server's own failures (500s, with their trace id). */
export const ERROR_LOG: LogTable = {
  table: errorLogs,
  filters: {
    tenantId: errorLogs.tenantId,
    serviceId: errorLogs.serviceId,
    serverHost: errorLogs.serverHost,
    env: errorLogs.env,
    method: errorLogs.method,
    requestUri: errorLogs.requestUri,
    exceptionName: errorLogs.exceptionName,
    message: errorLogs.message,
    remoteIp: errorLogs.remoteIp,
    traceId: errorLogs.traceId,
    createBy: errorLogs.createBy,
    createTime: errorLogs.createTime,
  },
};
