import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { PERMISSIONS, wfMessageSchema, wfSignalSchema } from '@beree/contracts';
import type { AppDeps } from '../../../core/deps';
import { ok } from '../../../core/http/envelope';
import { requestLang } from '../../../core/http/language';
import { withTenant } from '../../../core/tenancy/with-tenant';
import { broadcastSignal, correlateMessage } from '../engine';
import { wfErrors } from '../engine/runtime/errors';
import { tellAssignees } from '../process/tell-assignees';
import { actorIn } from '../shared/actor';

const tags = ['flow/process'];
const base = '/api/blade-flow/process';

/**
 * Messages and signals from outside a process (another system, a business module): a message
 * goes to the one instance of the caller's tenant that waits for it longest (by business key or
 * instance when given), else starts the process whose message start event it is; a signal reaches
 * every wait for it in the tenant and starts the processes that start with it. Those who may start
 * processes may send them; the tenant is the caller's own.
 */
export function registerFlowEventRoutes(app: FastifyInstance, deps: AppDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(`${base}/message`, { schema: { tags, body: wfMessageSchema }, config: { permission: PERMISSIONS.wfWork.start } }, async (request) => {
    const { messageName, businessKey, processInstanceId, variables } = request.body;
    const lang = requestLang(request);
    const result = await withTenant(deps.db, request.ctx, async (tx) => {
      const actor = await actorIn(tx, request);
      const correlated = await correlateMessage(tx, actor, {
        messageName,
        // An empty business key is none given (forms send empty fields), not the key "".
        businessKey: businessKey?.trim() || undefined,
        processInstanceId: processInstanceId ? BigInt(processInstanceId) : undefined,
        variables: variables ?? undefined,
      });
      // Nothing waits: the transaction ends with the error, so nothing it looked at is written.
      if (!correlated) throw wfErrors.noWaiter(messageName);
      await tellAssignees(tx, actor, correlated.step.instance, correlated.step.opened, lang);
      return correlated;
    });
    return ok({ processInstanceId: String(result.step.instance.id), started: result.started, state: result.step.instance.state });
  });

  api.post(`${base}/signal`, { schema: { tags, body: wfSignalSchema }, config: { permission: PERMISSIONS.wfWork.start } }, async (request) => {
    const { signalName, variables } = request.body;
    const lang = requestLang(request);
    const result = await withTenant(deps.db, request.ctx, async (tx) => {
      const actor = await actorIn(tx, request);
      const signalled = await broadcastSignal(tx, actor, { signalName, variables: variables ?? undefined });
      for (const step of [...signalled.moved, ...signalled.started]) await tellAssignees(tx, actor, step.instance, step.opened, lang);
      return signalled;
    });
    return ok({
      processInstanceIds: result.moved.map((s) => String(s.instance.id)),
      startedProcessInstanceIds: result.started.map((s) => String(s.instance.id)),
    });
  });
}
