import { and, eq, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../../../core/db/database';
import { wfTasks } from '../../../../core/db/schema';
import { finishInstance } from '../runtime/ending';
import { wfErrors } from '../runtime/errors';
import { comment } from '../runtime/history';
import { openInstance, settle } from '../runtime/open';
import type { Actor } from '../runtime/types';

/**
 * The starter takes the request back: allowed while nobody else has completed a task of it
 * (BladeX's rule, without its "only once"). The instance ends as withdrawn.
 */
export async function withdrawProcess(tx: Executor, actor: Actor, instanceId: bigint, input: { comment?: string } = {}): Promise<void> {
  const opened = await openInstance(tx, actor, instanceId, { allowSuspended: true });
  const { s } = opened;
  if (s.instance.startUserId !== actor.userId) throw wfErrors.notStarter();
  const others = await tx
    .select({ one: sql`1` })
    .from(wfTasks)
    .where(and(eq(wfTasks.tenantId, actor.tenantId), eq(wfTasks.procInstId, instanceId), eq(wfTasks.endReason, 'completed'), ne(wfTasks.completedBy, actor.userId)))
    .limit(1);
  if (others.length) throw wfErrors.withdrawTooLate();
  comment(s, 'withdraw', input.comment ?? '');
  await finishInstance(s, 'withdrawn', { reason: input.comment });
  await settle(opened);
}

/**
 * Ends the instance for good: an administrator, its starter, or someone holding one of its
 * tasks. The state column says terminated; nothing pretends to have reached an end event.
 */
export async function terminateProcess(tx: Executor, actor: Actor, instanceId: bigint, input: { comment?: string } = {}): Promise<void> {
  const opened = await openInstance(tx, actor, instanceId, { allowSuspended: true });
  const { s } = opened;
  if (!actor.admin && s.instance.startUserId !== actor.userId) {
    const holding = [...s.tasks.values()].some((t) => !t.endedAt && t.assignee === actor.userId);
    if (!holding) throw wfErrors.notAssignee();
  }
  comment(s, 'terminate', input.comment ?? '');
  await finishInstance(s, 'terminated', { reason: input.comment });
  await settle(opened);
}
