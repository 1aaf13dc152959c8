import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../../../core/db/database';
import { wfTaskCandidates } from '../../../../core/db/schema';
import { wfErrors } from '../runtime/errors';
import { comment, reassignTaskNode } from '../runtime/history';
import { openTask, settle, type Opened, type OpenedTask } from '../runtime/open';
import type { Actor, TaskRow } from '../runtime/types';

/** Puts someone on the task (or nobody): the task, its open history row, the participants. */
export function setAssignee(opened: Opened & { task: TaskRow }, assignee: string | null): void {
  const { s, task } = opened;
  task.assignee = assignee;
  reassignTaskNode(s, task.id, assignee);
  if (assignee) s.participate([assignee], 'assignee');
}

/**
 * Takes an unassigned task for oneself. Only a candidate may (Flowable does not check; we do).
 * The task was read under the instance lock, so of two claimants exactly one finds it unassigned
 * and the other is told someone else has it (409).
 */
export function claimInOpened(opened: OpenedTask, actor: Actor): void {
  const { s, task } = opened;
  if (task.assignee === actor.userId) return;
  if (task.assignee) throw wfErrors.taskClaimed();
  if (!opened.candidate) throw wfErrors.notCandidate();
  task.claimTime = s.now;
  task.rev += 1;
  setAssignee(opened, actor.userId);
  comment(s, 'claim', '', task.id);
}

export async function claimTask(tx: Executor, actor: Actor, taskId: bigint): Promise<void> {
  const opened = await openTask(tx, actor, taskId);
  claimInOpened(opened, actor);
  await settle(opened);
}

/** Gives a claimed task back to its candidates; a task assigned directly has none to go back to. */
export async function unclaimTask(tx: Executor, actor: Actor, taskId: bigint): Promise<void> {
  const opened = await openTask(tx, actor, taskId);
  const { s, task } = opened;
  if (task.assignee !== actor.userId && !actor.admin) throw wfErrors.notAssignee();
  const candidates = await tx.select({ one: sql`1` }).from(wfTaskCandidates).where(and(eq(wfTaskCandidates.tenantId, actor.tenantId), eq(wfTaskCandidates.taskId, task.id))).limit(1);
  if (!candidates.length || task.delegation === 'pending') throw wfErrors.notCandidate();
  task.claimTime = null;
  task.rev += 1;
  setAssignee(opened, null);
  comment(s, 'unclaim', '', task.id);
  await settle(opened);
}
