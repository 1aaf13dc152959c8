import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../../core/deps';
import { ok } from '../../../core/http/envelope';
import { withTenant } from '../../../core/tenancy/with-tenant';
import { switchModeOn } from './mode';
import { switchOptions } from './options';

/**
 * GET /api/blade-auth/oauth/switch-options: whether switch mode is on for the caller's tenant and the
 * depts and roles the switch form offers. Any signed-in user may ask about themselves; the switch
 * itself is the token endpoint's refresh grant with Dept-Id and Role-Id.
 */
export function registerSwitchRoutes(app: FastifyInstance, deps: AppDeps): void {
  app.get('/api/blade-auth/oauth/switch-options', { schema: { tags: ['auth'], summary: 'Switch mode and the caller’s own depts and roles' } }, async (request) => {
    const { ctx } = request;
    const mode = await switchModeOn(deps.db, ctx.tenantId);
    return ok(await withTenant(deps.db, ctx, (tx) => switchOptions(tx, ctx, mode)));
  });
}
