import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { logEntriesSchema, message, PERMISSIONS } from '@beree/contracts';
import type { AppDeps } from '../../../core/deps';
import { ok } from '../../../core/http/envelope';
import { withTenant } from '../../../core/tenancy/with-tenant';
import { registerLogReadRoutes } from '../shared/log-routes';
import { recordUiErrors, uploaderOf } from './record';
import { ERROR_LOG } from './repo';

const tags = ['log/error'];
const base = '/api/blade-log/error';

/**
 * The error log: any signed-in user uploads the UI errors their browser recorded; whoever holds
 * the menu reads them, a tenant only its own rows, the platform's administrator every tenant's.
 */
export function registerErrorLogRoutes(app: FastifyInstance, deps: AppDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(`${base}/send-logs`, { schema: { tags, body: logEntriesSchema, description: 'An array of UI error entries {type, message, stack, info, url, time}, at most 500.' } }, async (request) => {
    const { ctx } = request;
    const stored = await withTenant(deps.db, ctx, (tx) => recordUiErrors(tx, uploaderOf(request), request.body));
    return ok({ count: stored }, message('log.sent', ctx.lang));
  });

  registerLogReadRoutes(app, deps, { base, tag: tags[0], log: ERROR_LOG, permissions: PERMISSIONS.logError });
}
