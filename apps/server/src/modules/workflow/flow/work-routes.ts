import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idText, PERMISSIONS, wfCompleteSchema } from '@beree/contracts';
import type { AppDeps } from '../../../core/deps';
import { ok } from '../../../core/http/envelope';
import { withTenant } from '../../../core/tenancy/with-tenant';
import { claimTask } from '../engine';
import { decideTask } from '../process/commands';
import { registerOfficeLists } from '../process/list-routes';
import { actorOf } from '../shared/actor';

const tag = 'flow/work';
const base = '/api/blade-flow/work';
const W = PERMISSIONS.wfWork;

/** 我的事务 of classic blade-flow: start, claim, todo, send and done lists; claim-task; complete-task. */
export function registerWorkRoutes(app: FastifyInstance, deps: AppDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  registerOfficeLists(app, deps, tag, {
    start: `${base}/start-list`,
    claim: `${base}/claim-list`,
    todo: `${base}/todo-list`,
    send: `${base}/send-list`,
    done: `${base}/done-list`,
  });

  api.post(`${base}/claim-task`, { schema: { tags: [tag], querystring: z.object({ taskId: idText }) }, config: { permission: W.claim } }, async (request) => {
    const actor = await actorOf(deps.db, request);
    await withTenant(deps.db, request.ctx, (tx) => claimTask(tx, actor, BigInt(request.query.taskId)));
    return ok({}, '签收成功');
  });

  // Classic body: {taskId, processInstanceId, flag: 'ok' | …, comment, variables}.
  const body = wfCompleteSchema.extend({ processInstanceId: idText.nullish() });
  api.post(`${base}/complete-task`, { schema: { tags: [tag], body }, config: { permission: W.todo } }, async (request) => {
    await withTenant(deps.db, request.ctx, (tx) => decideTask(tx, request, BigInt(request.body.taskId), request.body));
    return ok({});
  });
}
