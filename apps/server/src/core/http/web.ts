import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { answerNoRoute } from './not-found';

/**
 * Serves the built web app; any non-API GET that is not a file gets index.html so the client
 * router can take it. Anything else that matches no route answers 404, or 405 when the path takes
 * another method, in the envelope.
 */
export async function registerWeb(app: FastifyInstance, dist: string | undefined): Promise<void> {
  const index = dist && existsSync(join(dist, 'index.html'));
  if (index) await app.register(fastifyStatic, { root: dist!, wildcard: false, index: 'index.html' });
  app.setNotFoundHandler((request, reply) => {
    if (index && request.method === 'GET' && !request.url.startsWith('/api/')) return reply.type('text/html').sendFile('index.html');
    return answerNoRoute(request, reply);
  });
}
