import { nextId } from '../../../../core/db/ids';
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
export function createTask(s: InstanceState, exec: Exec, node: GraphNode): TaskRow {
  const { assignee, candidates } = resolveAssignment(node, s.lookup(exec.id), s.graph.assignSingleCandidate);
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
  s.tasks.set(row.id, row);
  s.created.push(row);
  for (const c of candidates) s.added.candidates.push({ tenantId: s.tenantId, taskId: row.id, kind: c.kind, refId: c.refId, createdAt: row.createdAt });
  if (assignee) s.participate([assignee], 'assignee');
  s.participate(
    candidates.filter((c) => c.kind === 'user').map((c) => c.refId),
    'candidate',
  );
  openNode(s, exec.id, node, { id: row.id, assignee });
  return row;
}

/**
 * Ends an active task once: under the instance lock its state in memory is the truth, so a second
 * completion (a double click, a racing colleague) finds it ended and is told it was handled.
 */
export function endTask(s: InstanceState, taskId: bigint, reason: EndReason, outcome: Outcome | null = null): TaskRow {
  const task = s.tasks.get(taskId);
  if (!task || task.endedAt) throw wfErrors.taskHandled();
  Object.assign(task, { endedAt: s.now, endReason: reason, outcome, completedBy: reason === 'completed' ? s.actor.userId : null });
  closeTaskNode(s, taskId, reason, task.assignee);
  return task;
}

/** Ends every active task of the given executions (tokens that move, signers removed…). */
export function endTasksOf(s: InstanceState, execIds: bigint[], reason: EndReason): void {
  if (!execIds.length) return;
  const wanted = new Set(execIds);
  const active = [...s.tasks.values()].filter((t) => !t.endedAt && wanted.has(t.executionId)).sort((a, b) => (a.id < b.id ? -1 : 1));
  for (const task of active) endTask(s, task.id, reason);
}
