import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/** What an incoming x-request-id may look like to be kept: short, no spaces or control characters. */
const SANE = /^[A-Za-z0-9][A-Za-z0-9._:@/+=-]{0,63}$/;

/**
 * The id of a request: the caller's x-request-id when it is sane (a proxy's or a client's, so one
 * id follows the request through every hop), else a new UUID. It is answered in x-request-id,
 * carried by every log line and stored as the trace id of the request's log rows.
 */
export function requestId(request: IncomingMessage): string {
  const given = request.headers['x-request-id'];
  return typeof given === 'string' && SANE.test(given) ? given : randomUUID();
}
