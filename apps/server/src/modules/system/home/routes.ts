import type { FastifyInstance } from 'fastify';
import { and, count, eq } from 'drizzle-orm';
import { PLATFORM_TENANT_ID } from '@beree/contracts';
import type { AppDeps } from '../../../core/deps';
import { menus, params, roles, tenantPackages, tenants, users } from '../../../core/db/schema';
import { ok } from '../../../core/http/envelope';
import { withTenant } from '../../../core/tenancy/with-tenant';
import { grantableMenus } from '../menu/grantable';

type Counted = typeof users | typeof roles | typeof params | typeof tenants | typeof tenantPackages | typeof menus;

/**
 * GET home/statistics: the figures of the welcome page. The platform sees its registry; a tenant
 * sees only its own: itself, its package and the menus it may use — never how many others exist.
 */
export function registerHomeRoutes(app: FastifyInstance, deps: AppDeps): void {
  app.get('/api/blade-system/home/statistics', { schema: { tags: ['system/home'] } }, async (request) => {
    const { tenantId } = request.ctx;
    const figures = await withTenant(deps.db, request.ctx, async (tx) => {
      const countOf = async (table: Counted) => Number((await tx.select({ n: count() }).from(table).where(eq(table.isDeleted, 0)))[0].n);
      const own = { users: await countOf(users), roles: await countOf(roles), params: await countOf(params) };
      if (tenantId === PLATFORM_TENANT_ID) return { ...own, tenants: await countOf(tenants), packages: await countOf(tenantPackages), menus: await countOf(menus) };
      const [tenant] = await tx.select({ packageId: tenants.packageId }).from(tenants).where(and(eq(tenants.tenantId, tenantId), eq(tenants.isDeleted, 0)));
      return { ...own, tenants: 1, packages: tenant?.packageId ? 1 : 0, menus: (await grantableMenus(tx, tenantId)).length };
    });
    return ok(figures);
  });
}
