import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idText, PERMISSIONS } from '@beree/contracts';
import type { AppDeps } from '../../../core/deps';
import { ok, page } from '../../../core/http/envelope';
import { withTenant } from '../../../core/tenancy/with-tenant';
import { terminateProcess } from '../engine';
import { runningInstances } from '../process/queries';
import { instanceRows } from '../process/rows';
import { actorOf } from '../shared/actor';

const tags = ['flow/follow'];
const base = '/api/blade-flow/follow';
const M = PERMISSIONS.wfMonitor;
const listQuery = z
  .object({
    current: z.string().max(9).optional(),
    size: z.string().max(9).optional(),
    title: z.string().max(500).optional(),
    processDefinitionKey: z.string().max(255).optional(),
    startUsername: z.string().max(255).optional(),
  })
  .describe('Paging; title and startUsername contain, processDefinitionKey equals');

/**
 * 流程监控: the tenant's running processes; deleting one ends it as terminated with the reason
 * given, its history kept (Flowable's deleteProcessInstance).
 */
export function registerFollowRoutes(app: FastifyInstance, deps: AppDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(`${base}/list`, { schema: { tags, querystring: listQuery }, config: { permission: M.menu } }, async (request) => {
    const result = await withTenant(deps.db, request.ctx, async (tx) => {
      const found = await runningInstances(tx, request.ctx.tenantId, request.query);
      return { ...found, records: await instanceRows(tx, request.ctx.tenantId, found.records) };
    });
    return ok(page(result.records, result.total, result.current, result.size));
  });

  const deleteQuery = z.object({ processInstanceId: idText, deleteReason: z.string().max(500, { error: 'field.tooLong' }).optional() });
  api.post(`${base}/delete-process-instance`, { schema: { tags, querystring: deleteQuery }, config: { permission: M.delete } }, async (request) => {
    const actor = await actorOf(deps.db, request, { admin: true });
    await withTenant(deps.db, request.ctx, (tx) => terminateProcess(tx, actor, BigInt(request.query.processInstanceId), { comment: request.query.deleteReason ?? '' }));
    return ok({}, '删除成功');
  });
}
