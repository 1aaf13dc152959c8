import type { FastifyReply, FastifyRequest } from 'fastify';
import { nextId } from '../db/ids';
import type { apiLogs } from '../db/schema';
import { requestColumns, valueText, type LogOrigin } from './request-facts';

/** Health probes and metrics are polled every few seconds by load balancers and scrapers; they would drown the log. */
const HEALTH = /^\/api\/(health|metrics)(\/|$|\?)/;

/** API requests are logged, health probes, metrics and the web app's own files are not. */
export const isLogged = (request: FastifyRequest): boolean => request.url.startsWith('/api/') && !HEALTH.test(request.url);

/** Bodies past this size are not copied into the log (redacting them would cost the server more than they are worth). */
const BODY_MAX_BYTES = 64 * 1024;

/** The body as redacted text; files (multipart), binary and very large bodies are not kept. */
function bodyText(request: FastifyRequest): string | null {
  const type = String(request.headers['content-type'] ?? '');
  if (/^multipart\//i.test(type) || Buffer.isBuffer(request.body)) return null;
  const size = Number(request.headers['content-length'] ?? 0);
  if (size > BODY_MAX_BYTES) return `(${size} bytes, not kept)`;
  return valueText(request.body);
}

/** One row of the API log (blade_log_api) for an answered request. */
export function apiLogRow(request: FastifyRequest, reply: FastifyReply, origin: LogOrigin): typeof apiLogs.$inferInsert {
  const duration = Math.round(reply.elapsedTime);
  const route = request.routeOptions;
  const schema = route.schema as { summary?: string; tags?: string[] } | undefined;
  return {
    id: nextId(),
    ...requestColumns(request, origin),
    serverIp: origin.serverIp,
    type: '1',
    title: schema?.summary?.slice(0, 255) ?? null,
    methodClass: schema?.tags?.[0]?.slice(0, 255) ?? null,
    methodName: route.url?.slice(0, 255) ?? null,
    body: bodyText(request),
    status: reply.statusCode,
    duration,
    time: String(duration),
    createTime: new Date(),
  };
}
