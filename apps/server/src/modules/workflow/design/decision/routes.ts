import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idListText, idText, PERMISSIONS } from '@beree/contracts';
import { parseIdList } from '../../../../core/crud/filters';
import type { AppDeps } from '../../../../core/deps';
import { ok, page } from '../../../../core/http/envelope';
import { withTenant } from '../../../../core/tenancy/with-tenant';
import { decisionDetail, latestDecisions, removeDecisions } from './service';

const tags = ['workflow/decision'];
// Decisions are deployed and removed beside the processes, under the same menu and buttons.
const P = PERMISSIONS.wfDeployment;
const base = '/api/blade-workflow/design/decision';
const text = (v: string | undefined) => (v?.trim() ? v.trim() : undefined);

/** The DMN decisions of 部署管理: the latest version of each key, one with its table, removal. */
export function registerDecisionRoutes(app: FastifyInstance, deps: AppDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const listQuery = z
    .object({
      current: z.string().optional(),
      size: z.string().optional(),
      key: z.string().max(255, { error: 'field.tooLong' }).optional(),
      name: z.string().max(255, { error: 'field.tooLong' }).optional(),
    })
    .describe('Paging, key (exact), name (contains)');

  api.get(`${base}/list`, { schema: { tags, querystring: listQuery }, config: { permission: P.menu } }, async (request) => {
    const q = request.query;
    const result = await withTenant(deps.db, request.ctx, (tx) => latestDecisions(tx, request.ctx.tenantId, { key: text(q.key), name: text(q.name) }, q));
    return ok(page(result.records, result.total, result.current, result.size));
  });

  api.get(`${base}/detail`, { schema: { tags, querystring: z.object({ id: idText }) }, config: { permission: P.menu } }, async (request) =>
    ok(await withTenant(deps.db, request.ctx, (tx) => decisionDetail(tx, request.ctx.tenantId, BigInt(request.query.id)))),
  );

  api.post(`${base}/remove`, { schema: { tags, querystring: z.object({ ids: idListText }) }, config: { permission: P.delete } }, async (request) => {
    const ids = parseIdList(request.query.ids);
    await withTenant(deps.db, request.ctx, (tx) => removeDecisions(tx, request.ctx.tenantId, ids));
    return ok({}, '删除成功');
  });
}
