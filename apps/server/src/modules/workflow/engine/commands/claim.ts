import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../../../core/db/database';
import { wfHiActinsts, wfTaskCandidates, wfTasks } from '../../../../core/db/schema';
import { isCandidate } from '../runtime/candidacy';
import { wfErrors } from '../runtime/errors';
import { comment } from '../runtime/history';
import { openTask, settle, type Opened } from '../runtime/open';
import type { Actor, TaskRow } from '../runtime/types';

async function setAssignee(opened: Opened & { task: TaskRow }, assignee: string | null): Promise<void> {
  const { s, task } = opened;
  await s.tx.update(wfHiActinsts).set({ assignee }).where(and(eq(wfHiActinsts.tenantId, s.tenantId), eq(wfHiActinsts.taskId, task.id), isNull(wfHiActinsts.endedAt)));
  task.assignee = assignee;
  if (assignee) await s.participate([assignee], 'assignee');
}

/**
 * Takes an unassigned task for oneself. Only a candidate may (Flowable does not check; we do).
 * The update is conditional on the task still being unassigned, so of two claimants exactly one
 * wins and the other is told someone else has it (409).
 */
export async function claimInOpened(opened: Opened & { task: TaskRow }, actor: Actor): Promise<void> {
  const { s, task } = opened;
  if (task.assignee === actor.userId) return;
  if (task.assignee) throw wfErrors.taskClaimed();
  if (!(await isCandidate(s.tx, actor, task.id))) throw wfErrors.notCandidate();
  const [row] = await s.tx
    .update(wfTasks)
    .set({ assignee: actor.userId, claimTime: s.now, rev: sql`${wfTasks.rev} + 1` })
    .where(and(eq(wfTasks.id, task.id), isNull(wfTasks.assignee), isNull(wfTasks.endedAt)))
    .returning({ id: wfTasks.id });
  if (!row) throw wfErrors.taskClaimed();
  await setAssignee(opened, actor.userId);
  await comment(s, 'claim', '', task.id);
}

export async function claimTask(tx: Executor, actor: Actor, taskId: bigint): Promise<void> {
  const opened = await openTask(tx, actor, taskId);
  await claimInOpened(opened, actor);
  await settle(opened);
}

/** Gives a claimed task back to its candidates; a task assigned directly has none to go back to. */
export async function unclaimTask(tx: Executor, actor: Actor, taskId: bigint): Promise<void> {
  const opened = await openTask(tx, actor, taskId);
  const { s, task } = opened;
  if (task.assignee !== actor.userId && !actor.admin) throw wfErrors.notAssignee();
  const candidates = await tx.select({ one: sql`1` }).from(wfTaskCandidates).where(and(eq(wfTaskCandidates.tenantId, actor.tenantId), eq(wfTaskCandidates.taskId, task.id))).limit(1);
  if (!candidates.length || task.delegation === 'pending') throw wfErrors.notCandidate();
  await tx.update(wfTasks).set({ assignee: null, claimTime: null, rev: sql`${wfTasks.rev} + 1` }).where(eq(wfTasks.id, task.id));
  await setAssignee(opened, null);
  await comment(s, 'unclaim', '', task.id);
  await settle(opened);
}

export { setAssignee };
