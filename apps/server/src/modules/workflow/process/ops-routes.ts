import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idText, PERMISSIONS, wfCopySchema, wfDispatchSchema, wfTaskStatusSchema, wfUrgeSchema } from '@beree/contracts';
import type { AppDeps } from '../../../core/deps';
import { ok } from '../../../core/http/envelope';
import { requestLang } from '../../../core/http/language';
import { forbidden, notFound } from '../../../core/http/errors';
import { isTenantAdmin } from '../../../core/auth/tenant-admin';
import { withTenant } from '../../../core/tenancy/with-tenant';
import { wfProcInsts, wfVariables } from '../../../core/db/schema';
import { dispatchInstance, setInstanceSuspended, userTaskNodes } from '../engine';
import { definitionGraph } from '../engine/runtime/open';
import { actorOf } from '../shared/actor';
import { checkUsers } from './commands';
import { copyInstance } from './copies';
import { setMonitoredVariable } from './monitor-variables';
import { urgeTasks } from './urge';

const tags = ['workflow/process'];
const base = '/api/blade-workflow/process';
const W = PERMISSIONS.wfWork;
const M = PERMISSIONS.wfMonitor;

/** The operations group of the process API: copy, urge, dispatch, suspend/activate, the nodes to dispatch to and an instance's variables. */

/** Any JSON value, spelt out without recursion: the OpenAPI document cannot hold z.json()'s self-reference. */
const JSON_VALUE = z.union([z.string(), z.number(), z.boolean(), z.null(), z.array(z.unknown()), z.record(z.string(), z.unknown())]).describe('Any JSON value');
export function registerProcessOpsRoutes(app: FastifyInstance, deps: AppDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(`${base}/copyTask`, { schema: { tags, body: wfCopySchema }, config: { permission: W.menu } }, async (request) => {
    const { taskId, processInstanceId, copyUser, comment } = request.body;
    await checkUsers(deps, request, copyUser, 'copyUser');
    const actor = await actorOf(deps.db, request);
    const monitor = request.grants.codes.has(M.menu);
    const input = { taskId: taskId ? BigInt(taskId) : undefined, processInstanceId: processInstanceId ? BigInt(processInstanceId) : undefined, userIds: copyUser, comment: comment ?? undefined };
    const copied = await withTenant(deps.db, request.ctx, (tx) => copyInstance(tx, deps.realtime, actor, monitor, input, requestLang(request)));
    return ok({ copied });
  });

  api.post(`${base}/urgeTask`, { schema: { tags, body: wfUrgeSchema }, config: { permission: W.send } }, async (request) => {
    const actor = await actorOf(deps.db, request, { admin: true });
    const { taskId, processInstanceId, comment } = request.body;
    const which = { taskIds: taskId?.map(BigInt), processInstanceId: processInstanceId ? BigInt(processInstanceId) : undefined };
    const told = await withTenant(deps.db, request.ctx, (tx) => urgeTasks(tx, deps.realtime, actor, which, { comment: comment ?? undefined }, requestLang(request)));
    return ok({ told }, '催办成功');
  });

  api.post(`${base}/dispatchTask`, { schema: { tags, body: wfDispatchSchema }, config: { permission: M.dispatch } }, async (request) => {
    const actor = await actorOf(deps.db, request, { admin: true });
    const { processInstanceId, nodeId, comment } = request.body;
    await withTenant(deps.db, request.ctx, (tx) => dispatchInstance(tx, actor, BigInt(processInstanceId), { targetNodeId: nodeId, comment: comment ?? undefined }));
    return ok({});
  });

  api.post(`${base}/changeTaskStatus`, { schema: { tags, body: wfTaskStatusSchema }, config: { permission: M.status } }, async (request) => {
    const actor = await actorOf(deps.db, request, { admin: true });
    const { processInstanceId, status } = request.body;
    await withTenant(deps.db, request.ctx, (tx) => setInstanceSuspended(tx, actor, BigInt(processInstanceId), status === 'suspend'));
    return ok({});
  });

  api.get(`${base}/processNodes`, { schema: { tags, querystring: z.object({ processInstanceId: idText }) }, config: { permission: M.menu } }, async (request) => {
    const { tenantId } = request.ctx;
    return ok(
      await withTenant(deps.db, request.ctx, async (tx) => {
        const [instance] = await tx.select({ procDefId: wfProcInsts.procDefId }).from(wfProcInsts).where(and(eq(wfProcInsts.tenantId, tenantId), eq(wfProcInsts.id, BigInt(request.query.processInstanceId))));
        if (!instance) throw notFound();
        return userTaskNodes(await definitionGraph(tx, tenantId, instance.procDefId));
      }),
    );
  });

  // 流程监控's view of an instance's process-level variables (the values its forms and commands wrote); only administrators change them (below).
  api.get(`${base}/variables`, { schema: { tags, querystring: z.object({ processInstanceId: idText }) }, config: { permission: M.variables } }, async (request) => {
    const { tenantId } = request.ctx;
    const instanceId = BigInt(request.query.processInstanceId);
    return ok(
      await withTenant(deps.db, request.ctx, async (tx) => {
        const [instance] = await tx.select({ id: wfProcInsts.id }).from(wfProcInsts).where(and(eq(wfProcInsts.tenantId, tenantId), eq(wfProcInsts.id, instanceId)));
        if (!instance) throw notFound();
        const rows = await tx
          .select({ name: wfVariables.name, value: wfVariables.value, updatedAt: wfVariables.updatedAt })
          .from(wfVariables)
          .where(and(eq(wfVariables.tenantId, tenantId), eq(wfVariables.procInstId, instanceId), eq(wfVariables.scopeId, 0n)))
          .orderBy(asc(wfVariables.name));
        return rows.map((r) => ({ name: r.name, value: r.value, type: r.value === null ? 'null' : Array.isArray(r.value) ? 'array' : typeof r.value, updateTime: r.updatedAt }));
      }),
    );
  });

  // An administrator corrects one process-level variable of a running instance (e.g. a wrong amount a
  // gateway will read), recorded in its history; the monitor's other holders only read.
  api.post(
    `${base}/variables`,
    { schema: { tags, body: z.object({ processInstanceId: idText, name: z.string().trim().min(1).max(255), value: JSON_VALUE }) }, config: { permission: M.variables } },
    async (request) => {
      if (!isTenantAdmin(request.ctx.roleAliases)) throw forbidden();
      const { processInstanceId, name, value } = request.body;
      await withTenant(deps.db, request.ctx, (tx) => setMonitoredVariable(tx, { tenantId: request.ctx.tenantId, userId: String(request.ctx.userId) }, BigInt(processInstanceId), name, value));
      return ok({});
    },
  );
}
