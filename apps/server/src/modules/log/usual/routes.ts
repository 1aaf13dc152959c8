import type { FastifyInstance } from 'fastify';
import { PERMISSIONS } from '@beree/contracts';
import type { AppDeps } from '../../../core/deps';
import { usualLogs } from '../../../core/db/schema';
import type { LogTable } from '../shared/log-query';
import { registerLogReadRoutes } from '../shared/log-routes';

/** 通用日志: what the product records on purpose (recordUsual), filtered by level, log id, user, path and time. */
export const USUAL_LOG: LogTable = {
  table: usualLogs,
  filters: {
    tenantId: usualLogs.tenantId,
    serviceId: usualLogs.serviceId,
    serverHost: usualLogs.serverHost,
    env: usualLogs.env,
    logLevel: usualLogs.logLevel,
    logId: usualLogs.logId,
    logData: usualLogs.logData,
    method: usualLogs.method,
    requestUri: usualLogs.requestUri,
    remoteIp: usualLogs.remoteIp,
    userId: usualLogs.userId,
    traceId: usualLogs.traceId,
    createBy: usualLogs.createBy,
    createTime: usualLogs.createTime,
  },
};

export function registerUsualLogRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerLogReadRoutes(app, deps, { base: '/api/blade-log/usual', tag: 'log/usual', log: USUAL_LOG, permissions: PERMISSIONS.logUsual });
}
