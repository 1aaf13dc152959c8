import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { PERMISSIONS, topMenuGrantSchema } from '@beree/contracts';
import { registerCrudRoutes } from '../../../core/crud/routes';
import type { AppDeps } from '../../../core/deps';
import { ok } from '../../../core/http/envelope';
import { withTenant } from '../../../core/tenancy/with-tenant';
import { grantTopMenus } from './grant';
import { topMenuResource } from './resource';

/** Top menus: the CRUD pattern plus POST topmenu/grant (button topmenu_setting). */
export function registerTopMenuRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerCrudRoutes(app, deps, topMenuResource);
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/blade-system/topmenu/grant',
    { schema: { tags: [topMenuResource.tag], body: topMenuGrantSchema }, config: { permission: PERMISSIONS.topMenu.setting } },
    async (request) => {
      await withTenant(deps.db, request.ctx, (tx) => grantTopMenus(tx, request.ctx, request.body));
      return ok({}, '操作成功');
    },
  );
}
