import type { FastifyRequest } from 'fastify';
import type { LogEntry } from '@beree/contracts';
import type { Executor } from '../../../core/db/database';
import { nextId } from '../../../core/db/ids';
import { errorLogs } from '../../../core/db/schema';
import { redactOptional, redactText } from '../../../core/logging/redact';

/** Who uploaded the entries, and from where. */
export interface Uploader {
  tenantId: string;
  account: string;
  ip: string;
  userAgent: string;
  /** The upload request's id, the trace id of its rows. */
  traceId: string;
}

/** The signed-in caller of an upload. */
export const uploaderOf = (request: FastifyRequest): Uploader => ({
  tenantId: request.ctx.tenantId,
  account: request.ctx.account,
  ip: request.ip,
  userAgent: String(request.headers['user-agent'] ?? ''),
  traceId: request.id,
});

/**
 * Stores UI error entries (spec §3 Log entry) as error-log rows of the uploader's tenant: the
 * entry's type becomes the exception name, message and info the message, the page URL the
 * request URI. Used by send-logs and by POST logout, which carries the same entries.
 */
export async function recordUiErrors(tx: Executor, who: Uploader, entries: LogEntry[]): Promise<number> {
  if (entries.length === 0) return 0;
  await tx.insert(errorLogs).values(
    entries.map((e) => ({
      id: nextId(),
      tenantId: who.tenantId,
      serviceId: 'web',
      exceptionName: e.type || 'error',
      // A page's address or an error's text may carry a token or a password: neither is kept.
      message: redactText([e.message, e.info].filter(Boolean).join('\n')),
      stackTrace: redactOptional(e.stack) ?? null,
      requestUri: redactOptional(e.url) ?? null,
      fileName: redactOptional(e.url) ?? null,
      time: e.time ?? null,
      remoteIp: who.ip,
      userAgent: who.userAgent.slice(0, 1000),
      traceId: who.traceId.slice(0, 64),
      createBy: who.account,
    })),
  );
  return entries.length;
}
