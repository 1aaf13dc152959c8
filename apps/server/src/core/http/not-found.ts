import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import FindMyWay, { type HTTPMethod } from 'find-my-way';
import { message } from '@beree/contracts';
import { fail } from './envelope';
import { requestLang } from './language';

const METHODS: HTTPMethod[] = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];

/** Every route of an app by method, matched the way Fastify matches them (find-my-way). */
const tables = new WeakMap<FastifyInstance, FindMyWay.Instance<FindMyWay.HTTPVersion.V1>>();

/** Records each route as it is added; call before registering routes. */
export function recordRoutes(app: FastifyInstance): void {
  const router = FindMyWay();
  tables.set(app, router);
  app.addHook('onRoute', (route) => {
    const methods = (Array.isArray(route.method) ? route.method : [route.method]).filter((m) => METHODS.includes(m as HTTPMethod));
    for (const method of methods) {
      // Routes may be registered twice under one method (HEAD beside GET); the first is enough.
      if (!router.hasRoute(method as HTTPMethod, route.url)) router.on(method as HTTPMethod, route.url, () => undefined);
      if (method === 'GET' && !router.hasRoute('HEAD', route.url)) router.on('HEAD', route.url, () => undefined);
    }
  });
}

/** The methods a path answers, in a stable order. */
function allowedMethods(app: FastifyInstance, path: string): HTTPMethod[] {
  const router = tables.get(app);
  if (!router) return [];
  return METHODS.filter((method) => router.find(method, path) !== null);
}

/**
 * Answers a request no route took: 405 with Allow when the path exists under another method,
 * 404 otherwise, both in the envelope and the caller's language.
 */
export function answerNoRoute(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const path = request.url.split('?')[0];
  const lang = requestLang(request);
  const allowed = allowedMethods(request.server, path).filter((m) => m !== request.method);
  if (allowed.length) {
    const msg = message('route.methodNotAllowed', lang, { method: request.method, path });
    return reply.code(405).header('allow', allowed.join(', ')).send({ ...fail(405, msg), data: { allow: allowed } });
  }
  return reply.code(404).send(fail(404, message('route.notFound', lang, { path })));
}
