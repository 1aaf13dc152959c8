import { index, integer, pgTable, text, varchar } from 'drizzle-orm/pg-core';
import { id, tenantId, ts } from './columns';

/**
 * 接口日志 (blade_log_api): one row per request, written in batches after the answer is sent.
 * Query and body are stored with secrets redacted; `time` keeps BladeX's duration text, `duration`
 * the milliseconds the filters and the hourly chart use.
 */
export const apiLogs = pgTable(
  'blade_log_api',
  {
    id: id().primaryKey(),
    tenantId: tenantId(),
    serviceId: varchar('service_id', { length: 32 }),
    serverHost: varchar('server_host', { length: 255 }),
    serverIp: varchar('server_ip', { length: 255 }),
    env: varchar('env', { length: 255 }),
    type: varchar('type', { length: 2 }).notNull().default('1'),
    title: varchar('title', { length: 255 }),
    method: varchar('method', { length: 10 }),
    requestUri: varchar('request_uri', { length: 2000 }),
    userAgent: varchar('user_agent', { length: 1000 }),
    remoteIp: varchar('remote_ip', { length: 255 }),
    methodClass: varchar('method_class', { length: 255 }),
    methodName: varchar('method_name', { length: 255 }),
    params: text('params'),
    body: text('body'),
    status: integer('status'),
    duration: integer('duration'),
    time: varchar('time', { length: 64 }),
    userId: id('user_id'),
    traceId: varchar('trace_id', { length: 64 }),
    createBy: varchar('create_by', { length: 64 }),
    createTime: ts('create_time').notNull().defaultNow(),
  },
  (t) => [index('blade_log_api_list_idx').on(t.tenantId, t.createTime), index('blade_log_api_time_idx').on(t.createTime)],
);

/** 通用日志 (blade_log_usual): what the product records on purpose — sign-ins, exports, imports, grants, password resets, rule refusals. */
export const usualLogs = pgTable(
  'blade_log_usual',
  {
    id: id().primaryKey(),
    tenantId: tenantId(),
    serviceId: varchar('service_id', { length: 32 }),
    serverHost: varchar('server_host', { length: 255 }),
    serverIp: varchar('server_ip', { length: 255 }),
    env: varchar('env', { length: 255 }),
    logLevel: varchar('log_level', { length: 16 }).notNull(),
    logId: varchar('log_id', { length: 64 }).notNull(),
    logData: text('log_data'),
    method: varchar('method', { length: 10 }),
    requestUri: varchar('request_uri', { length: 2000 }),
    remoteIp: varchar('remote_ip', { length: 255 }),
    methodClass: varchar('method_class', { length: 255 }),
    methodName: varchar('method_name', { length: 255 }),
    userAgent: varchar('user_agent', { length: 1000 }),
    params: text('params'),
    time: varchar('time', { length: 64 }),
    userId: id('user_id'),
    traceId: varchar('trace_id', { length: 64 }),
    createBy: varchar('create_by', { length: 64 }),
    createTime: ts('create_time').notNull().defaultNow(),
  },
  (t) => [index('blade_log_usual_list_idx').on(t.tenantId, t.createTime), index('blade_log_usual_time_idx').on(t.createTime)],
);
