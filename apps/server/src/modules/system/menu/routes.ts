import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { idText } from '@beree/contracts';
import type { AppDeps } from '../../../core/deps';
import { topMenus } from '../../../core/db/schema';
import { ok } from '../../../core/http/envelope';
import { requestLang } from '../../../core/http/language';
import { withTenant } from '../../../core/tenancy/with-tenant';
import { menuButtons, menuRoutes, menuTree } from './service';
import { dialectOf } from '../../../core/http/dialect';
import { withSaberIcons } from './saber-icons';

const tags = ['system/menu'];

export function registerMenuRoutes(app: FastifyInstance, deps: AppDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const inTenant = <T>(ctx: { tenantId: string; userId: bigint }, fn: Parameters<typeof withTenant<T>>[2]) => withTenant(deps.db, ctx, fn);

  api.get('/api/blade-system/menu/routes', { schema: { tags, querystring: z.object({ topMenuId: idText.optional() }) } }, async (request) => {
    const { topMenuId } = request.query;
    const routes = await inTenant(request.ctx, (tx) => menuRoutes(tx, request.ctx.tenantId, request.ctx.roleIds, requestLang(request), topMenuId ? BigInt(topMenuId) : undefined));
    return ok(dialectOf(request.ctx) === 'springblade' ? withSaberIcons(routes) : routes);
  });

  api.get('/api/blade-system/menu/buttons', { schema: { tags } }, async (request) => ok(await inTenant(request.ctx, (tx) => menuButtons(tx, request.ctx.tenantId, request.ctx.roleIds, requestLang(request)))));

  api.get('/api/blade-system/menu/top-menu', { schema: { tags } }, async (request) =>
    ok(await inTenant(request.ctx, (tx) => tx.select().from(topMenus).where(eq(topMenus.isDeleted, 0)).orderBy(asc(topMenus.sort)))),
  );

  api.get('/api/blade-system/menu/tree', { schema: { tags } }, async (request) => ok(await inTenant(request.ctx, (tx) => menuTree(tx, request.ctx.tenantId, requestLang(request)))));
}
