import { and, eq, inArray, isNull } from 'drizzle-orm';
import { nextId } from '../../../../core/db/ids';
import { wfComments, wfHiActinsts } from '../../../../core/db/schema';
import type { GraphFlow, GraphNode } from '../model/graph';
import type { InstanceState } from './state';
import type { EndReason } from './types';

/** A node visit that ends at once (events, gateways, pass-through tasks). */
export async function recordNode(s: InstanceState, execId: bigint, node: GraphNode): Promise<void> {
  await s.tx.insert(wfHiActinsts).values({
    id: nextId(),
    tenantId: s.tenantId,
    procInstId: s.instance.id,
    executionId: execId,
    activityId: node.id,
    activityType: node.bpmnType,
    activityName: node.name,
    startedAt: s.now,
    endedAt: s.now,
    endReason: 'completed',
  });
}

/** A node visit that stays open (a user task, a sub-process) until closed below. */
export async function openNode(s: InstanceState, execId: bigint, node: GraphNode, task?: { id: bigint; assignee: string | null }): Promise<void> {
  await s.tx.insert(wfHiActinsts).values({
    id: nextId(),
    tenantId: s.tenantId,
    procInstId: s.instance.id,
    executionId: execId,
    activityId: node.id,
    activityType: node.bpmnType,
    activityName: node.name,
    taskId: task?.id,
    assignee: task?.assignee,
    startedAt: s.now,
  });
}

export async function closeTaskNode(s: InstanceState, taskId: bigint, reason: EndReason, assignee?: string | null): Promise<void> {
  await s.tx
    .update(wfHiActinsts)
    .set({ endedAt: s.now, endReason: reason, ...(assignee !== undefined ? { assignee } : {}) })
    .where(and(eq(wfHiActinsts.tenantId, s.tenantId), eq(wfHiActinsts.procInstId, s.instance.id), eq(wfHiActinsts.taskId, taskId), isNull(wfHiActinsts.endedAt)));
}

export async function closeExecNode(s: InstanceState, execId: bigint, activityId: string, reason: EndReason): Promise<void> {
  await s.tx
    .update(wfHiActinsts)
    .set({ endedAt: s.now, endReason: reason })
    .where(
      and(
        eq(wfHiActinsts.tenantId, s.tenantId),
        eq(wfHiActinsts.procInstId, s.instance.id),
        eq(wfHiActinsts.executionId, execId),
        eq(wfHiActinsts.activityId, activityId),
        isNull(wfHiActinsts.endedAt),
      ),
    );
}

/** Closes the visits still open of some executions (a scope that is cut short). */
export async function closeVisitsOf(s: InstanceState, execIds: bigint[], reason: EndReason): Promise<void> {
  if (!execIds.length) return;
  await s.tx
    .update(wfHiActinsts)
    .set({ endedAt: s.now, endReason: reason })
    .where(and(eq(wfHiActinsts.tenantId, s.tenantId), eq(wfHiActinsts.procInstId, s.instance.id), inArray(wfHiActinsts.executionId, execIds), isNull(wfHiActinsts.endedAt)));
}

/** Closes every visit still open (the instance is ending or all its tokens move). */
export async function closeAllOpen(s: InstanceState, reason: EndReason): Promise<void> {
  await s.tx
    .update(wfHiActinsts)
    .set({ endedAt: s.now, endReason: reason })
    .where(and(eq(wfHiActinsts.tenantId, s.tenantId), eq(wfHiActinsts.procInstId, s.instance.id), isNull(wfHiActinsts.endedAt)));
}

export async function recordFlow(s: InstanceState, execId: bigint, flow: GraphFlow): Promise<void> {
  await s.tx.insert(wfHiActinsts).values({
    id: nextId(),
    tenantId: s.tenantId,
    procInstId: s.instance.id,
    executionId: execId,
    activityId: flow.id,
    activityType: 'sequenceFlow',
    activityName: flow.name,
    startedAt: s.now,
    endedAt: s.now,
    endReason: 'completed',
  });
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

export async function comment(s: InstanceState, type: CommentType, message: string, taskId?: bigint | null): Promise<void> {
  await s.tx.insert(wfComments).values({
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
