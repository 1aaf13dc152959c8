import { timingSafeEqual } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { FastifyInstance } from 'fastify';
import type { Registry } from 'prom-client';

const sameSecret = (given: string, expected: string): boolean => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

/**
 * `GET /api/metrics` for a scraper that reaches the nodes only through the API's own port: it
 * must send `Authorization: Bearer <METRICS_TOKEN>` (the figures name every route and the load).
 */
export function registerMetricsRoute(app: FastifyInstance, registry: Registry, token: string): void {
  app.get('/api/metrics', { schema: { tags: ['health'], hide: true }, config: { public: true } }, async (request, reply) => {
    const given = /^Bearer (.+)$/i.exec(request.headers.authorization ?? '')?.[1] ?? '';
    if (!sameSecret(given, token)) return reply.code(401).header('www-authenticate', 'Bearer').type('text/plain').send('metrics token required');
    return reply.type(registry.contentType).send(await registry.metrics());
  });
}

/**
 * The metrics on a port of their own (METRICS_PORT), for a scraper inside the cluster's network
 * that the public proxy never forwards to: `GET /metrics`, no token.
 */
export function listenMetrics(registry: Registry, port: number, host: string): Promise<Server> {
  const server = createServer((request, response) => {
    if (request.method !== 'GET' || request.url?.split('?')[0] !== '/metrics') {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
      return;
    }
    registry.metrics().then(
      (text) => response.writeHead(200, { 'content-type': registry.contentType }).end(text),
      (err: unknown) => response.writeHead(500, { 'content-type': 'text/plain' }).end(String((err as Error)?.message ?? err)),
    );
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}
