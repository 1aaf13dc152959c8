import { PERMISSIONS } from '@beree/contracts';
import type { CrudColumn } from '@/components/crud';
import { createBy, createTime, Ellipsis, L, LevelTag, minDuration, remoteIp, requestUri, status, timeRange } from './fields';

/** One of the three logs: where it is read, who may, what its table and detail show. */
export interface LogKind {
  api: string;
  permissions: { menu: string; view: string };
  columns: CrudColumn[];
  /** Fields of the detail dialog, in order; those in `texts` are shown whole, pre-formatted. */
  detail: string[];
  texts: string[];
  /** The chart of requests per hour above the table (the API log). */
  hourly?: boolean;
}

const REQUEST = ['traceId', 'method', 'requestUri', 'remoteIp', 'userAgent', 'createBy', 'createTime', 'tenantId', 'serviceId', 'serverHost', 'env'];

/** 接口日志: every request with its status and duration. */
export const API_LOG: LogKind = {
  api: '/blade-log/api',
  permissions: PERMISSIONS.logApi,
  columns: [
    timeRange,
    createTime,
    { name: 'method', label: L('method'), width: 90 },
    requestUri(),
    status,
    { name: 'duration', label: L('duration'), width: 110 },
    minDuration,
    createBy,
    remoteIp,
  ],
  detail: ['title', 'status', 'duration', ...REQUEST, 'methodClass', 'methodName', 'params', 'body'],
  texts: ['params', 'body', 'userAgent'],
  hourly: true,
};

/** 通用日志: what the product recorded on purpose. */
export const USUAL_LOG: LogKind = {
  api: '/blade-log/usual',
  permissions: PERMISSIONS.logUsual,
  columns: [
    timeRange,
    createTime,
    { name: 'logLevel', label: L('logLevel'), search: 'equal', width: 100, form: { type: 'select', options: [{ label: 'INFO', value: 'INFO' }, { label: 'WARN', value: 'WARN' }] }, render: (value) => <LevelTag value={value} /> },
    { name: 'logId', label: L('logId'), search: true, width: 170 },
    { name: 'logData', label: L('logData'), width: 320, render: (value) => <Ellipsis value={value} width={300} /> },
    createBy,
    requestUri(false),
    remoteIp,
  ],
  detail: ['logLevel', 'logId', ...REQUEST, 'methodName', 'params', 'logData'],
  texts: ['params', 'logData', 'userAgent'],
};

/** 错误日志: UI errors uploaded by browsers and the server's own failures. */
export const ERROR_LOG: LogKind = {
  api: '/blade-log/error',
  permissions: PERMISSIONS.logError,
  columns: [
    timeRange,
    createTime,
    { name: 'exceptionName', label: L('exceptionName'), search: true, width: 160 },
    { name: 'message', label: L('message'), width: 320, render: (value) => <Ellipsis value={value} width={300} /> },
    requestUri(),
    createBy,
    remoteIp,
  ],
  detail: ['exceptionName', 'time', ...REQUEST, 'fileName', 'params', 'message', 'stackTrace'],
  texts: ['params', 'message', 'stackTrace', 'userAgent'],
};
