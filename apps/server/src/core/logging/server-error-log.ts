import type { FastifyRequest } from 'fastify';
import { nextId } from '../db/ids';
import { formatDateTime } from '../http/wire';
import { errorFields } from './logger';
import { REDACTED } from './redact';
import { cut, requestColumns } from './request-facts';

/** A failed query names its bound values (a password hash, a sealed secret): the row keeps the statement only. */
const QUERY_PARAMS = /^(params: ).*$/gm;

type Fields = { type?: unknown; message?: unknown; stack?: unknown; cause?: unknown };

/** The error and its causes, outermost first (a failed query wraps the database's own error). */
function chain(fields: Fields): Fields[] {
  const out: Fields[] = [];
  for (let f: Fields | undefined = fields; f && out.length < 5; f = typeof f.cause === 'object' && f.cause !== null ? (f.cause as Fields) : undefined) out.push(f);
  return out;
}

/** The first frame of a stack that points into a file: `file:line`. */
const frameOf = (stack: string): string | null => /\(?((?:file:\/\/)?\/[^\s()]+):(\d+):\d+\)?/.exec(stack)?.slice(1, 3).join(':').slice(0, 2000) ?? null;

/**
 * A request that failed with a server error (500) becomes a row of the error log, carrying the
 * request's trace id so it can be found beside its API log row and its log lines. Only buffered.
 */
export function recordServerError(request: FastifyRequest, error: unknown): void {
  const logs = request.server.requestLogs;
  if (!logs) return;
  try {
    const errors = chain(errorFields(error as Error));
    const joined = (part: (f: Fields) => unknown) => errors.map((f) => String(part(f) ?? '').replace(QUERY_PARAMS, `$1${REDACTED}`)).join('\nCaused by: ');
    const { userId: _userId, ...columns } = requestColumns(request, logs.origin);
    logs.writer.push({
      table: 'error',
      row: {
        id: nextId(),
        ...columns,
        exceptionName: String(errors[0].type ?? 'Error').slice(0, 255),
        message: cut(joined((f) => f.message)),
        stackTrace: cut(joined((f) => f.stack), 20_000),
        fileName: frameOf(String(errors[0].stack ?? '')),
        time: formatDateTime(new Date()),
        createTime: new Date(),
      },
    });
  } catch (err) {
    request.log.warn({ err }, 'error log row not recorded');
  }
}
