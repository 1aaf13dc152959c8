import { nextId } from '../../../../core/db/ids';
import type { GraphFlow, GraphNode } from '../model/graph';
import type { InstanceState } from './state';
import type { EndReason, VisitRow } from './types';

/*
 * The history of node visits and flows taken. Rows are added to and closed in the instance's
 * state (every open one is loaded with it) and written with the rest of the step.
 */

function visit(s: InstanceState, execId: bigint, activity: { id: string; type: string; name: string | null }, opts: { open?: boolean; task?: { id: bigint; assignee: string | null } } = {}): void {
  const row: VisitRow = {
    id: nextId(),
    tenantId: s.tenantId,
    procInstId: s.instance.id,
    executionId: execId,
    activityId: activity.id,
    activityType: activity.type,
    activityName: activity.name,
    taskId: opts.task?.id ?? null,
    assignee: opts.task?.assignee ?? null,
    startedAt: s.now,
    endedAt: opts.open ? null : s.now,
    endReason: opts.open ? null : 'completed',
  };
  s.visits.set(row.id, row);
}

/** A node visit that ends at once (events, gateways, pass-through tasks). */
export function recordNode(s: InstanceState, execId: bigint, node: GraphNode): void {
  visit(s, execId, { id: node.id, type: node.bpmnType, name: node.name });
}

/** A node visit that stays open (a user task, a sub-process) until closed below. */
export function openNode(s: InstanceState, execId: bigint, node: GraphNode, task?: { id: bigint; assignee: string | null }): void {
  visit(s, execId, { id: node.id, type: node.bpmnType, name: node.name }, { open: true, task });
}

export function recordFlow(s: InstanceState, execId: bigint, flow: GraphFlow): void {
  visit(s, execId, { id: flow.id, type: 'sequenceFlow', name: flow.name });
}

/** Closes the open visits that match. */
function close(s: InstanceState, reason: EndReason, match: (v: VisitRow) => boolean, assignee?: string | null): void {
  for (const v of s.visits.values()) {
    if (v.endedAt || !match(v)) continue;
    v.endedAt = s.now;
    v.endReason = reason;
    if (assignee !== undefined) v.assignee = assignee;
  }
}

export function closeTaskNode(s: InstanceState, taskId: bigint, reason: EndReason, assignee?: string | null): void {
  close(s, reason, (v) => v.taskId === taskId, assignee);
}

export function closeExecNode(s: InstanceState, execId: bigint, activityId: string, reason: EndReason): void {
  close(s, reason, (v) => v.executionId === execId && v.activityId === activityId);
}

/** Closes the visits still open of some executions (a scope that is cut short). */
export function closeVisitsOf(s: InstanceState, execIds: bigint[], reason: EndReason): void {
  const ids = new Set(execIds);
  close(s, reason, (v) => v.executionId !== null && ids.has(v.executionId));
}

/** Closes every visit still open (the instance is ending or all its tokens move). */
export function closeAllOpen(s: InstanceState, reason: EndReason): void {
  close(s, reason, () => true);
}

/** The open visit of a task takes its new assignee (claimed, handed over). */
export function reassignTaskNode(s: InstanceState, taskId: bigint, assignee: string | null): void {
  for (const v of s.visits.values()) if (!v.endedAt && v.taskId === taskId) v.assignee = assignee;
}

export type CommentType =
  | 'comment'
  | 'pass'
  | 'reject'
  | 'claim'
  | 'unclaim'
  | 'transfer'
  | 'delegate'
  | 'resolve'
  | 'rollback'
  | 'terminate'
  | 'withdraw'
  | 'add_signer'
  | 'remove_signer'
  | 'assignee'
  | 'suspend'
  | 'activate'
  | 'dispatch'
  | 'copy'
  | 'urge';

export function comment(s: InstanceState, type: CommentType, message: string, taskId?: bigint | null): void {
  s.added.comments.push({
    id: nextId(),
    tenantId: s.tenantId,
    procInstId: s.instance.id,
    taskId: taskId ?? null,
    userId: s.actor.userId,
    type,
    message,
    createdAt: s.now,
  });
}
