import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idListText, idText, PERMISSIONS } from '@beree/contracts';
import { parseIdList } from '../../../../core/crud/filters';
import type { AppDeps } from '../../../../core/deps';
import { ok, page } from '../../../../core/http/envelope';
import { withTenant } from '../../../../core/tenancy/with-tenant';
import { actorOf } from '../../shared/actor';
import { checkCategory } from '../category/service';
import { changeDefinitionState, changeDeploymentCategory, definitionFilter, latestDefinitions, removeDeployments } from './service';

const tags = ['workflow/deployment'];
const P = PERMISSIONS.wfDeployment;
const base = '/api/blade-workflow/design/deployment';
export const definitionListQuery = z
  .object({
    current: z.string().optional(),
    size: z.string().optional(),
    category: z.string().max(64, { error: 'field.tooLong' }).optional(),
    name: z.string().max(255, { error: 'field.tooLong' }).optional(),
    key: z.string().max(255, { error: 'field.tooLong' }).optional(),
  })
  .describe('Paging, category (id), name (contains), key');
export const stateQuery = z.object({
  processId: idText.describe('Process definition id'),
  status: z.enum(['active', 'suspend'], { error: 'workflow.deployment.state' }),
});

/** 部署管理: the latest version of each deployed key; remove, suspend/activate, change category. */
export function registerDeploymentRoutes(app: FastifyInstance, deps: AppDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(`${base}/list`, { schema: { tags, querystring: definitionListQuery }, config: { permission: P.menu } }, async (request) => {
    const result = await withTenant(deps.db, request.ctx, (tx) => latestDefinitions(tx, request.ctx.tenantId, definitionFilter(request.query), request.query));
    return ok(page(result.records, result.total, result.current, result.size));
  });

  api.post(`${base}/remove`, { schema: { tags, querystring: z.object({ deploymentIds: idListText }) }, config: { permission: P.delete } }, async (request) => {
    const ids = parseIdList(request.query.deploymentIds, 'deploymentIds');
    const actor = await actorOf(deps.db, request);
    await withTenant(deps.db, request.ctx, (tx) => removeDeployments(tx, actor, ids));
    return ok({}, '删除成功');
  });

  api.post(`${base}/changeStatus`, { schema: { tags, querystring: stateQuery }, config: { permission: P.status } }, async (request) => {
    const actor = await actorOf(deps.db, request);
    await withTenant(deps.db, request.ctx, (tx) => changeDefinitionState(tx, actor, BigInt(request.query.processId), request.query.status));
    return ok({});
  });

  api.post(`${base}/changeCategory`, { schema: { tags, querystring: z.object({ deploymentIds: idListText, category: idText }) }, config: { permission: P.category } }, async (request) => {
    const ids = parseIdList(request.query.deploymentIds, 'deploymentIds');
    await withTenant(deps.db, request.ctx, async (tx) => {
      await checkCategory(tx, request.ctx.tenantId, request.query.category, 'category');
      await changeDeploymentCategory(tx, request.ctx.tenantId, ids, request.query.category);
    });
    return ok({});
  });
}
