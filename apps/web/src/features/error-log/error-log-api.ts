import type { R } from '@beree/contracts';
import { request } from '@/shared/request';
import type { ErrorLogEntry } from './error-log-store';

/** Uploads local error entries to the tenant's error log. */
export const sendLogs = (entries: ErrorLogEntry[]) => request.post<R<{ count: number }>>('/blade-log/error/send-logs', entries);
