import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idText, isId, PERMISSIONS, wfAddSignersSchema, wfCompleteSchema, wfProcessSchema, wfRollbackSchema, wfStartSchema, wfTaskSchema, wfTaskToUserSchema } from '@beree/contracts';
import type { AppDeps } from '../../../core/deps';
import { ok } from '../../../core/http/envelope';
import { badRequest, notFound } from '../../../core/http/errors';
import { sendStoredFile } from '../../../core/files/send-file';
import { storeOfAttachment } from '../../resource/attach/store-of';
import { requestLang } from '../../../core/http/language';
import { withTenant } from '../../../core/tenancy/with-tenant';
import { addSigners, changeAssignee, claimTask, delegateTask, removeSigners, rollbackTask, taskBackNodes, terminateProcess, transferTask, withdrawProcess } from '../engine';
import { liveDefinition } from '../design/deployment/service';
import { assertInstanceOffers, assertNodeOffers } from '../design/button/node-buttons';
import { formWithDefaults } from '../design/form/start-form';
import { readDraft } from '../design/draft/service';
import { assertMayStart } from '../design/scope/service';
import { actorIn, actorOf } from '../shared/actor';
import { checkUsers, decideTask, startDefinition } from './commands';
import { processDetail } from './detail';
import { instanceFile } from './attachments';
import { assertMayRead } from './queries';
import { startNodeForm } from './node-form';
import { registerOfficeLists } from './list-routes';
import { registerProcessOpsRoutes } from './ops-routes';

const tags = ['workflow/process'];
const base = '/api/blade-workflow/process';
const W = PERMISSIONS.wfWork;
const M = PERMISSIONS.wfMonitor;
const fileQuery = z.object({ processInstanceId: idText, attachId: idText });

/** /api/blade-workflow/process: the office lists, the detail page and every task command. */
export function registerProcessRoutes(app: FastifyInstance, deps: AppDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  registerOfficeLists(app, deps, tags[0], {
    start: `${base}/processList`,
    todo: `${base}/todoList`,
    claim: `${base}/claimList`,
    send: `${base}/sendList`,
    done: `${base}/doneList`,
    myDone: `${base}/myDoneList`,
    copy: `${base}/copyList`,
  });
  registerProcessOpsRoutes(app, deps);

  api.get(`${base}/detail`, { schema: { tags, querystring: z.object({ processInstanceId: idText, taskId: idText.optional() }) }, config: { permission: W.menu } }, async (request) => {
    const actor = await actorOf(deps.db, request);
    const monitor = request.grants.codes.has(M.menu);
    const { processInstanceId, taskId } = request.query;
    return ok(await withTenant(deps.db, request.ctx, (tx) => processDetail(tx, actor, BigInt(processInstanceId), monitor, taskId ? BigInt(taskId) : undefined)));
  });

  // A file attached to a step; whoever may read the instance fetches it with their token.
  app.get(
    `${base}/file`,
    {
      schema: { tags, querystring: fileQuery, description: 'A file attached to a step of a process the caller may read.', answers: { 200: { description: 'The file', content: { '*/*': { schema: { type: 'string', format: 'binary' } } } } } },
      config: { permission: W.menu },
    },
    async (request, reply) => {
      const query = request.query as z.infer<typeof fileQuery>;
      const actor = await actorOf(deps.db, request);
      const monitor = request.grants.codes.has(M.menu);
      const instanceId = BigInt(query.processInstanceId);
      const file = await withTenant(deps.db, request.ctx, async (tx) => {
        await assertMayRead(tx, actor, instanceId, monitor);
        return instanceFile(tx, actor.tenantId, instanceId, BigInt(query.attachId));
      });
      const object = await (await storeOfAttachment(deps.db, deps.files, BigInt(query.attachId))).get(file.objectKey);
      if (!object) throw notFound();
      return sendStoredFile(reply, object, file);
    },
  );

  api.get(`${base}/getBackNodes`, { schema: { tags, querystring: z.object({ taskId: idText }) }, config: { permission: W.menu } }, async (request) => {
    const actor = await actorOf(deps.db, request);
    return ok(await withTenant(deps.db, request.ctx, (tx) => taskBackNodes(tx, actor, BigInt(request.query.taskId))));
  });

  // The start form of a definition: its form key, the designed form of that key (if any) with each
  // field's default resolved for the caller and the start event's field permissions, and the caller's draft. Only for those who may start it.
  api.get(`${base}/getFormByProcessId`, { schema: { tags, querystring: z.object({ processId: idText }) }, config: { permission: W.start } }, async (request) => {
    const actor = await actorOf(deps.db, request);
    return ok(
      await withTenant(deps.db, request.ctx, async (tx) => {
        const { def, deleted } = await liveDefinition(tx, request.ctx.tenantId, BigInt(request.query.processId));
        await assertMayStart(tx, actor, def);
        const { form, defaultValues } = await formWithDefaults(tx, { ...actor, account: request.ctx.account }, def.startFormKey);
        const draft = await readDraft(tx, actor, def.key);
        // What the start event lets the starter do with each field (readable / writable).
        const permissions = (await startNodeForm(tx, def.tenantId, def.id, def.startFormKey))?.permissions ?? {};
        return { processDefinitionId: def.id, processDefinitionKey: def.key, processDefinitionName: def.name, formKey: def.startFormKey, category: def.category, suspended: def.suspended, deleted: deleted === 1, form, permissions, defaultValues, draft };
      }),
    );
  });

  api.post(`${base}/startProcess`, { schema: { tags, body: wfStartSchema }, config: { permission: W.start } }, async (request) => {
    const instance = await withTenant(deps.db, request.ctx, async (tx) => startDefinition(tx, await actorIn(tx, request), BigInt(request.body.processDefinitionId), request.body, requestLang(request)));
    return ok({ processInstanceId: instance.id, title: instance.title, state: instance.state }, '发起成功');
  });

  api.post(`${base}/completeTask`, { schema: { tags, body: wfCompleteSchema }, config: { permission: W.todo } }, async (request) => {
    await withTenant(deps.db, request.ctx, async (tx) => decideTask(tx, request, BigInt(request.body.taskId), request.body, requestLang(request)));
    return ok({});
  });

  api.post(`${base}/claimTask`, { schema: { tags, querystring: z.object({ taskId: idText.optional() }), body: wfTaskSchema.partial().nullish() }, config: { permission: W.claim } }, async (request) => {
    const taskId = request.query.taskId ?? request.body?.taskId;
    if (!taskId) throw badRequest('field.required', { field: 'taskId' });
    await withTenant(deps.db, request.ctx, async (tx) => claimTask(tx, await actorIn(tx, request), BigInt(taskId)));
    return ok({}, '签收成功');
  });

  // button: the node's button that must be on for the action (process administration needs none).
  const handOver = (path: string, permission: string, fn: typeof transferTask, button?: string) =>
    api.post(`${base}/${path}`, { schema: { tags, body: wfTaskToUserSchema }, config: { permission } }, async (request) => {
      await checkUsers(deps, request, [request.body.assignee], 'assignee');
      const actor = await actorOf(deps.db, request, { admin: !button });
      await withTenant(deps.db, request.ctx, async (tx) => {
        if (button) await assertNodeOffers(tx, actor.tenantId, BigInt(request.body.taskId), button);
        await fn(tx, actor, BigInt(request.body.taskId), { userId: request.body.assignee, comment: request.body.comment ?? undefined });
      });
      return ok({});
    });
  handOver('transferTask', W.todo, transferTask, 'wf_transfer');
  handOver('delegateTask', W.todo, delegateTask, 'wf_delegate');
  handOver('changeTaskAssignee', M.assignee, changeAssignee);

  api.post(`${base}/rollbackTask`, { schema: { tags, body: wfRollbackSchema }, config: { permission: W.todo } }, async (request) => {
    const actor = await actorOf(deps.db, request);
    await withTenant(deps.db, request.ctx, async (tx) => {
      await assertNodeOffers(tx, actor.tenantId, BigInt(request.body.taskId), 'wf_rollback');
      await rollbackTask(tx, actor, BigInt(request.body.taskId), { targetNodeId: request.body.nodeId, comment: request.body.comment ?? undefined });
    });
    return ok({});
  });

  api.post(`${base}/withdrawTask`, { schema: { tags, body: wfProcessSchema }, config: { permission: W.send } }, async (request) => {
    const actor = await actorOf(deps.db, request);
    await withTenant(deps.db, request.ctx, (tx) => withdrawProcess(tx, actor, BigInt(request.body.processInstanceId), { comment: request.body.comment ?? undefined }));
    return ok({});
  });

  api.post(`${base}/terminateProcess`, { schema: { tags, body: wfProcessSchema }, config: { permission: W.todo } }, async (request) => {
    // 流程监控's administrators (with its 终止 button) may end any instance; others only one they started or hold a task of.
    const actor = await actorOf(deps.db, request, { admin: request.grants.codes.has(M.terminate) });
    await withTenant(deps.db, request.ctx, async (tx) => {
      await assertInstanceOffers(tx, actor.tenantId, actor.userId, BigInt(request.body.processInstanceId), 'wf_terminate');
      await terminateProcess(tx, actor, BigInt(request.body.processInstanceId), { comment: request.body.comment ?? undefined });
    });
    return ok({});
  });

  api.post(`${base}/addMultiInstance`, { schema: { tags, body: wfAddSignersSchema }, config: { permission: W.todo } }, async (request) => {
    const userIds = request.body.assignee.split(',').map((u) => u.trim()).filter(Boolean);
    if (!userIds.every(isId)) throw badRequest('id.invalid', { field: 'assignee' });
    await checkUsers(deps, request, userIds, 'assignee');
    const actor = await actorOf(deps.db, request);
    await withTenant(deps.db, request.ctx, async (tx) => {
      await assertNodeOffers(tx, actor.tenantId, BigInt(request.body.taskId), 'wf_add_instance');
      await addSigners(tx, actor, BigInt(request.body.taskId), { userIds, comment: request.body.comment ?? undefined });
    });
    return ok({});
  });

  api.post(`${base}/deleteMultiInstance`, { schema: { tags, body: wfTaskToUserSchema }, config: { permission: W.todo } }, async (request) => {
    const actor = await actorOf(deps.db, request);
    await withTenant(deps.db, request.ctx, async (tx) => {
      await assertNodeOffers(tx, actor.tenantId, BigInt(request.body.taskId), 'wf_del_instance');
      await removeSigners(tx, actor, BigInt(request.body.taskId), { userId: request.body.assignee, comment: request.body.comment ?? undefined });
    });
    return ok({});
  });
}
