import type { FastifyInstance } from 'fastify';
import { count, eq } from 'drizzle-orm';
import type { AppDeps } from '../../../core/deps';
import { menus, params, roles, tenantPackages, tenants, users } from '../../../core/db/schema';
import { ok } from '../../../core/http/envelope';
import { withTenant } from '../../../core/tenancy/with-tenant';

/** GET home/statistics: the figures of the welcome page, counted within the caller's tenant. */
export function registerHomeRoutes(app: FastifyInstance, deps: AppDeps): void {
  app.get('/api/blade-system/home/statistics', { schema: { tags: ['system/home'] } }, async (request) => {
    const figures = await withTenant(deps.db, request.ctx, async (tx) => {
      const countOf = async (table: typeof users | typeof roles | typeof params | typeof tenants | typeof tenantPackages | typeof menus) =>
        Number((await tx.select({ n: count() }).from(table).where(eq(table.isDeleted, 0)))[0].n);
      return {
        users: await countOf(users),
        roles: await countOf(roles),
        params: await countOf(params),
        tenants: await countOf(tenants),
        packages: await countOf(tenantPackages),
        menus: await countOf(menus),
      };
    });
    return ok(figures);
  });
}
