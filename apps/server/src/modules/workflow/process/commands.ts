import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Lang } from '@beree/contracts';
import type { Executor } from '../../../core/db/database';
import { users } from '../../../core/db/schema';
import type { AppDeps } from '../../../core/deps';
import { badRequest } from '../../../core/http/errors';
import { withTenant } from '../../../core/tenancy/with-tenant';
import { completeTask, resolveTask, startInstance, type Actor } from '../engine';
import { startableDefinition } from '../design/deployment/service';
import { assertTaskOffers, taskForAction } from '../design/button/node-buttons';
import { removeDraft } from '../design/draft/service';
import { checkStartValues, checkTaskValues } from './form-check';
import { tellAssignees } from './tell-assignees';
import { attachToTask, uploadsOf } from './attachments';
import { actorWith } from '../shared/actor';

/** The users a command hands work to must be live users of the tenant (a 400 naming the field). */
export async function checkUsers(deps: AppDeps, request: FastifyRequest, ids: string[], field: string): Promise<void> {
  const list = [...new Set(ids)];
  const found = await withTenant(deps.db, request.ctx, (tx) =>
    tx.select({ id: users.id }).from(users).where(and(eq(users.tenantId, request.ctx.tenantId), inArray(users.id, list.map(BigInt)), eq(users.isDeleted, 0))),
  );
  const known = new Set(found.map((u) => String(u.id)));
  const missing = list.find((id) => !known.has(id));
  if (missing) throw badRequest('workflow.user.unknown', { userId: missing, field });
}

/**
 * Starts a definition of a live deployment (deleted ones and suspended ones refuse); the values of
 * a designed start form are checked against it first (messages in `lang`).
 */
export async function startDefinition(tx: Executor, actor: Actor, procDefId: bigint, input: { title?: string | null; businessKey?: string | null; variables?: Record<string, unknown> | null }, lang: Lang = 'zh') {
  const def = await startableDefinition(tx, actor, procDefId);
  await checkStartValues(tx, def, input.variables ?? {}, lang);
  const { instance, opened } = await startInstance(tx, actor, {
    definition: def,
    title: input.title?.trim() || `${actor.userName ?? actor.userId}的${def.name}`,
    businessKey: input.businessKey ?? undefined,
    variables: input.variables ?? {},
  });
  // The start form is sent: the caller's draft of it is done with (BladeX deletes it the same way).
  await removeDraft(tx, actor, def.key);
  await tellAssignees(tx, actor, instance, opened, lang);
  return instance;
}

/**
 * Approve or reject. BladeX sends pass (boolean) or classic blade-flow flag ('ok' approves); a
 * delegate's approval hands the task back to its owner (resolve) instead of completing it.
 * Submitted values are checked against the node's designed form (messages in `lang`).
 */
export async function decideTask(tx: Executor, request: FastifyRequest, taskId: bigint, input: { pass?: boolean | null; flag?: string | null; comment?: string | null; variables?: Record<string, unknown> | null; attachIds?: string[] | null }, lang: Lang = 'zh') {
  if (input.flag && !['ok', 'pass', 'reject', 'no'].includes(input.flag)) throw badRequest('workflow.task.outcome', { field: 'flag' });
  const pass = input.pass ?? (input.flag ? input.flag === 'ok' || input.flag === 'pass' : true);
  // One read before the command for its checks, the caller's user row with it; an unknown task is
  // the command's own 404, which reads nothing of the caller.
  const task = await taskForAction(tx, request.ctx.tenantId, taskId, pass ? 'wf_pass' : 'wf_reject', request.ctx.userId);
  const actor = actorWith(request, task?.caller);
  if (task) {
    await assertTaskOffers(tx, actor.tenantId, task, pass ? 'wf_pass' : 'wf_reject');
    // The node's form: what it hides or shows read-only stays; required fields only bind going forward.
    await checkTaskValues(tx, actor.tenantId, task, input.variables ?? {}, lang, pass);
  }
  const files = await uploadsOf(tx, input.attachIds);
  if (task?.delegation === 'pending' && task.assignee === actor.userId) {
    await resolveTask(tx, actor, taskId, { comment: input.comment ?? undefined, variables: input.variables ?? undefined });
    await attachToTask(tx, actor, { procInstId: task.procInstId, taskId }, files);
    return;
  }
  const { instance, opened } = await completeTask(tx, actor, taskId, { outcome: pass ? 'pass' : 'reject', comment: input.comment ?? undefined, variables: input.variables ?? undefined });
  await attachToTask(tx, actor, { procInstId: instance.id, taskId }, files);
  await tellAssignees(tx, actor, instance, opened, lang);
}
