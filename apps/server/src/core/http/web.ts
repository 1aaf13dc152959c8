import { existsSync } from 'node:fs';
import { join, sep } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic, { type SetHeadersResponse } from '@fastify/static';
import { answerNoRoute } from './not-found';

/**
 * The build names every file under assets/ by its content, so a browser keeps it for good; the
 * rest (index.html) is asked again each time, so a new release is picked up on the next load.
 * Which form is sent depends on Accept-Encoding, which a shared cache must know.
 */
function cacheHeaders(res: SetHeadersResponse, path: string) {
  res.setHeader('cache-control', path.includes(`${sep}assets${sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache');
  res.setHeader('vary', 'accept-encoding');
}

/**
 * Serves the built web app; any non-API GET that is not a file gets index.html so the client
 * router can take it. The build writes each file's brotli and gzip forms beside it, sent to the
 * browsers that accept them. Anything else that matches no route answers 404, or 405 when the
 * path takes another method, in the envelope.
 */
export async function registerWeb(app: FastifyInstance, dist: string | undefined): Promise<void> {
  const index = dist && existsSync(join(dist, 'index.html'));
  if (index) await app.register(fastifyStatic, { root: dist!, wildcard: false, index: 'index.html', preCompressed: true, cacheControl: false, setHeaders: cacheHeaders });
  app.setNotFoundHandler((request, reply) => {
    if (index && request.method === 'GET' && !request.url.startsWith('/api/')) return reply.type('text/html').sendFile('index.html');
    return answerNoRoute(request, reply);
  });
}
