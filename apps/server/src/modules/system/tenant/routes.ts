import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { PLATFORM_TENANT_ID } from '@beree/contracts';
import type { AppDeps } from '../../../core/deps';
import { tenants } from '../../../core/db/schema';
import { ok } from '../../../core/http/envelope';
import { withTenant } from '../../../core/tenancy/with-tenant';

/** Normalises an origin or host to the bare host name stored in blade_tenant.domain. */
const hostOf = (domain: string) => domain.replace(/^[a-z]+:\/\//i, '').replace(/\/.*$/, '').toLowerCase();

/** GET tenant/info?domain=: which tenant a login page on that host belongs to (public). */
export function registerTenantInfoRoute(app: FastifyInstance, deps: AppDeps): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/blade-system/tenant/info',
    { schema: { tags: ['system/tenant'], querystring: z.object({ domain: z.string().max(255).optional() }) }, config: { public: true } },
    async (request) => {
      const domain = request.query.domain ? hostOf(request.query.domain) : '';
      if (!domain) return ok({});
      const [row] = await withTenant(deps.db, { tenantId: PLATFORM_TENANT_ID }, (tx) =>
        tx
          .select({ tenantId: tenants.tenantId, domain: tenants.domain, backgroundUrl: tenants.backgroundUrl })
          .from(tenants)
          .where(and(eq(tenants.domain, domain), eq(tenants.isDeleted, 0))),
      );
      return ok(row ?? {});
    },
  );
}
