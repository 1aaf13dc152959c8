import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { logEntriesSchema, message, idText } from '@beree/contracts';
import type { AppDeps } from '../../../core/deps';
import { requireTenantAdmin } from '../../../core/auth/tenant-admin';
import { ok, page } from '../../../core/http/envelope';
import { withTenant } from '../../../core/tenancy/with-tenant';
import { recordUiErrors } from './record';
import { findErrorLog, listErrorLogs } from './repo';

const tags = ['log/error'];
const base = '/api/blade-log/error';
const listQuery = z.record(z.string(), z.union([z.string(), z.array(z.string())])).describe('current, size, ascs, descs and filters with suffix operators');
const idQuery = z.object({ id: idText });

/**
 * The error log: any signed-in user uploads the UI errors their browser recorded; the tenant's
 * administrators read the tenant's rows (every tenant only its own, the platform too).
 */
export function registerErrorLogRoutes(app: FastifyInstance, deps: AppDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(`${base}/send-logs`, { schema: { tags, body: logEntriesSchema, description: 'An array of UI error entries {type, message, stack, info, url, time}, at most 500.' } }, async (request) => {
    const { ctx } = request;
    const who = { tenantId: ctx.tenantId, account: ctx.account, ip: request.ip, userAgent: String(request.headers['user-agent'] ?? '') };
    const stored = await withTenant(deps.db, ctx, (tx) => recordUiErrors(tx, who, request.body));
    return ok({ count: stored }, message('log.sent', ctx.lang));
  });

  api.get(`${base}/list`, { schema: { tags, querystring: listQuery }, preHandler: requireTenantAdmin }, async (request) => {
    const result = await withTenant(deps.db, request.ctx, (tx) => listErrorLogs(tx, request.query));
    return ok(page(result.records, result.total, result.current, result.size));
  });

  api.get(`${base}/detail`, { schema: { tags, querystring: idQuery }, preHandler: requireTenantAdmin }, async (request) =>
    ok(await withTenant(deps.db, request.ctx, (tx) => findErrorLog(tx, BigInt(request.query.id)))),
  );
}
