import { and, eq, isNull } from 'drizzle-orm';
import { nextId } from '../../../../core/db/ids';
import { wfTaskCandidates, wfTasks } from '../../../../core/db/schema';
import { evaluate } from '../expr/evaluate';
import type { GraphNode } from '../model/graph';
import { resolveAssignment } from './assignment';
import { evaluating, wfErrors } from './errors';
import { closeTaskNode, openNode } from './history';
import type { Exec, InstanceState } from './state';
import type { EndReason, Outcome, TaskRow } from './types';

function dueDate(s: InstanceState, node: GraphNode, execId: bigint): Date | null {
  const template = node.userTask?.dueDate;
  if (!template) return null;
  const value = evaluating(node.id, () => evaluate(template, s.lookup(execId)));
  const date = value instanceof Date ? value : typeof value === 'string' || typeof value === 'number' ? new Date(value) : null;
  return date && !Number.isNaN(date.getTime()) ? date : null;
}

function priority(s: InstanceState, node: GraphNode, execId: bigint): number {
  const template = node.userTask?.priority;
  if (!template) return 50;
  const value = Number(evaluating(node.id, () => evaluate(template, s.lookup(execId))));
  return Number.isInteger(value) ? value : 50;
}

/** Creates the task of a user task node for an execution waiting there, with its history row. */
export async function createTask(s: InstanceState, exec: Exec, node: GraphNode): Promise<TaskRow> {
  const { assignee, candidates } = resolveAssignment(node, s.lookup(exec.id));
  const row: TaskRow = {
    id: nextId(),
    tenantId: s.tenantId,
    procInstId: s.instance.id,
    executionId: exec.id,
    procDefId: s.instance.procDefId,
    taskDefKey: node.id,
    name: node.name || node.id,
    formKey: node.userTask?.formKey ?? node.formKey ?? null,
    assignee,
    owner: null,
    delegation: null,
    priority: priority(s, node, exec.id),
    dueAt: dueDate(s, node, exec.id),
    claimTime: null,
    createdAt: s.now,
    endedAt: null,
    endReason: null,
    outcome: null,
    completedBy: null,
    rev: 1,
  };
  await s.tx.insert(wfTasks).values(row);
  if (candidates.length) await s.tx.insert(wfTaskCandidates).values(candidates.map((c) => ({ tenantId: s.tenantId, taskId: row.id, kind: c.kind, refId: c.refId })));
  if (assignee) await s.participate([assignee], 'assignee');
  await s.participate(
    candidates.filter((c) => c.kind === 'user').map((c) => c.refId),
    'candidate',
  );
  await openNode(s, exec.id, node, { id: row.id, assignee });
  return row;
}

/**
 * Ends a task once: the update only matches while it is active, so a second completion (a double
 * click, a racing colleague) finds nothing and is told the task was already handled.
 */
export async function endTask(s: InstanceState, taskId: bigint, reason: EndReason, outcome: Outcome | null = null): Promise<TaskRow> {
  const [row] = await s.tx
    .update(wfTasks)
    .set({ endedAt: s.now, endReason: reason, outcome, completedBy: reason === 'completed' ? s.actor.userId : null })
    .where(and(eq(wfTasks.id, taskId), eq(wfTasks.tenantId, s.tenantId), isNull(wfTasks.endedAt)))
    .returning();
  if (!row) throw wfErrors.taskHandled();
  await closeTaskNode(s, taskId, reason, row.assignee);
  return row;
}

/** Ends every active task of the given executions (tokens that move, signers removed…). */
export async function endTasksOf(s: InstanceState, execIds: bigint[], reason: EndReason): Promise<void> {
  if (!execIds.length) return;
  const active = await s.tx
    .select({ id: wfTasks.id, executionId: wfTasks.executionId })
    .from(wfTasks)
    .where(and(eq(wfTasks.tenantId, s.tenantId), eq(wfTasks.procInstId, s.instance.id), isNull(wfTasks.endedAt)));
  const wanted = new Set(execIds);
  for (const task of active) if (wanted.has(task.executionId)) await endTask(s, task.id, reason);
}
