import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../../core/deps';
import { registerCrudRoutes } from '../../../core/crud/routes';
import { ok } from '../../../core/http/envelope';
import { isPlatformAdmin } from '../../../core/tenancy/context';
import { withPlatform, withTenant } from '../../../core/tenancy/with-tenant';
import { postOptions } from './repo';
import { postResource } from './resource';

const selectQuery = z.object({ tenantId: z.string().trim().max(12, { error: 'field.tooLong' }).optional() });

/** The post CRUD pattern plus GET post/select for the user form. */
export function registerPostRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerCrudRoutes(app, deps, postResource);

  // Any signed-in user may list their own tenant's posts; only the platform administrator may name another tenant.
  app.withTypeProvider<ZodTypeProvider>().get('/api/blade-system/post/select', { schema: { tags: [postResource.tag], querystring: selectQuery } }, async (request) => {
    const { ctx } = request;
    const asked = request.query.tenantId;
    const other = !!asked && asked !== ctx.tenantId && isPlatformAdmin(ctx);
    const rows = other
      ? await withPlatform(deps.db, ctx, (tx) => postOptions(tx, asked))
      : await withTenant(deps.db, ctx, (tx) => postOptions(tx, ctx.tenantId));
    return ok(rows);
  });
}
