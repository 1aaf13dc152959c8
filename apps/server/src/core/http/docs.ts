import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { APP_VERSION } from '@beree/contracts';
import { describeRoute } from './openapi-transform';

/** OpenAPI 3.1 generated from the route schemas, at /api/openapi.json with a UI at /api/docs. */
export async function registerDocs(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'Beree SCM API', version: APP_VERSION, description: 'BladeX wire protocol: envelope {code, success, data, msg}.' },
      components: {
        securitySchemes: {
          client: { type: 'http', scheme: 'basic', description: 'Client id and secret (beree:beree_secret for the web app, saber:saber_secret for SpringBlade clients); the token endpoint requires it' },
          token: { type: 'apiKey', in: 'header', name: 'Blade-Auth', description: 'bearer <access_token>' },
        },
      },
    },
    // Each operation states its own security: public ones none, the rest the token (openapi-transform.ts).
    transform: describeRoute,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
  app.get('/api/openapi.json', { schema: { hide: true }, config: { public: true } }, async () => app.swagger());
}
