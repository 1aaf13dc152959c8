import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { APP_VERSION } from '@beree/contracts';

/** OpenAPI generated from the route schemas, at /api/openapi.json with a UI at /api/docs. */
export async function registerDocs(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: { title: 'Beree SCM API', version: APP_VERSION, description: 'BladeX wire protocol: envelope {code, success, data, msg}.' },
      components: {
        securitySchemes: {
          client: { type: 'http', scheme: 'basic', description: 'Client id and secret' },
          token: { type: 'apiKey', in: 'header', name: 'Blade-Auth', description: 'bearer <access_token>' },
        },
      },
      security: [{ client: [], token: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
  app.get('/api/openapi.json', { schema: { hide: true }, config: { public: true } }, async () => app.swagger());
}
