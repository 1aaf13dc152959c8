import type { Executor } from '../../../../core/db/database';
import { badRequest } from '../../../../core/http/errors';
import { wfErrors } from '../runtime/errors';
import { comment } from '../runtime/history';
import { openTask, settle } from '../runtime/open';
import { PROCESS_SCOPE } from '../runtime/state';
import type { Actor, TaskRow } from '../runtime/types';
import { setAssignee } from './claim';

function mustHold(actor: Actor, task: TaskRow): void {
  if (task.assignee !== actor.userId && !actor.admin) throw wfErrors.notAssignee();
}

function target(userId: string): string {
  const id = userId?.trim();
  if (!id) throw badRequest('field.required', { field: 'userId' });
  return id;
}

function update(task: TaskRow, values: Partial<TaskRow>): void {
  Object.assign(task, values);
  task.rev += 1;
}

/** Hands the task to someone else for good: they become the assignee, I the owner. */
export async function transferTask(tx: Executor, actor: Actor, taskId: bigint, input: { userId: string; comment?: string }): Promise<void> {
  const to = target(input.userId);
  const opened = await openTask(tx, actor, taskId);
  const { s, task } = opened;
  mustHold(actor, task);
  if (task.delegation === 'pending') throw wfErrors.taskDelegated();
  update(task, { owner: task.assignee ?? actor.userId, assignee: to });
  setAssignee(opened, to);
  comment(s, 'transfer', input.comment ?? '', task.id);
  await settle(opened);
}

/** Asks someone to handle the task and give it back (resolve); the process does not move. */
export async function delegateTask(tx: Executor, actor: Actor, taskId: bigint, input: { userId: string; comment?: string }): Promise<void> {
  const to = target(input.userId);
  const opened = await openTask(tx, actor, taskId);
  const { s, task } = opened;
  mustHold(actor, task);
  if (task.delegation === 'pending') throw wfErrors.taskDelegated();
  update(task, { owner: task.owner ?? task.assignee ?? actor.userId, assignee: to, delegation: 'pending' });
  setAssignee(opened, to);
  comment(s, 'delegate', input.comment ?? '', task.id);
  await settle(opened);
}

/** The delegate is done: the task goes back to its owner, who completes it. */
export async function resolveTask(tx: Executor, actor: Actor, taskId: bigint, input: { comment?: string; variables?: Record<string, unknown> } = {}): Promise<void> {
  const opened = await openTask(tx, actor, taskId);
  const { s, task } = opened;
  if (task.delegation !== 'pending') throw wfErrors.taskNotDelegated();
  mustHold(actor, task);
  if (input.variables) s.setVars(PROCESS_SCOPE, input.variables);
  update(task, { assignee: task.owner, delegation: 'resolved' });
  setAssignee(opened, task.owner);
  comment(s, 'resolve', input.comment ?? '', task.id);
  await settle(opened);
}

/** Process administration: puts someone else on the task (no owner is kept, unlike transfer). */
export async function changeAssignee(tx: Executor, actor: Actor, taskId: bigint, input: { userId: string; comment?: string }): Promise<void> {
  const to = target(input.userId);
  const opened = await openTask(tx, actor, taskId, { allowSuspended: true });
  const { s, task } = opened;
  if (!actor.admin) throw wfErrors.notAssignee();
  update(task, { assignee: to, delegation: null, owner: null });
  setAssignee(opened, to);
  comment(s, 'assignee', input.comment ?? '', task.id);
  await settle(opened);
}
