import { and, asc, eq, isNull, ne, or } from 'drizzle-orm';
import type { Executor } from '../../../../core/db/database';
import { wfComments, wfHiActinsts, wfProcDefs, wfProcInsts, wfTasks } from '../../../../core/db/schema';
import { notFound } from '../../../../core/http/errors';
import { backNodes as computeBackNodes, type BackNode } from '../runtime/back-nodes';
import { definitionGraph } from '../runtime/open';
import type { Actor } from '../runtime/types';

type Comment = typeof wfComments.$inferSelect;

export interface HistoryEntry {
  activityId: string;
  activityName: string | null;
  activityType: string;
  taskId: bigint | null;
  assignee: string | null;
  startedAt: Date;
  endedAt: Date | null;
  endReason: string | null;
  comments: Comment[];
}

async function instanceOf(tx: Executor, actor: Actor, instanceId: bigint) {
  const [instance] = await tx
    .select()
    .from(wfProcInsts)
    .where(and(eq(wfProcInsts.tenantId, actor.tenantId), eq(wfProcInsts.id, instanceId)));
  if (!instance) throw notFound();
  return instance;
}

/**
 * The history list of an instance: start, user tasks and end events in order, each user task with
 * its comments; removed signers are left out (as Flowable's "Delete MI execution"). Comments not
 * tied to a task (withdraw, terminate) come separately.
 */
export async function instanceHistory(tx: Executor, actor: Actor, instanceId: bigint): Promise<{ entries: HistoryEntry[]; processComments: Comment[] }> {
  await instanceOf(tx, actor, instanceId);
  const rows = await tx
    .select()
    .from(wfHiActinsts)
    .where(
      and(
        eq(wfHiActinsts.tenantId, actor.tenantId),
        eq(wfHiActinsts.procInstId, instanceId),
        or(eq(wfHiActinsts.activityType, 'startEvent'), eq(wfHiActinsts.activityType, 'userTask'), eq(wfHiActinsts.activityType, 'endEvent')),
        or(isNull(wfHiActinsts.endReason), ne(wfHiActinsts.endReason, 'mi_removed')),
      ),
    )
    .orderBy(asc(wfHiActinsts.id));
  const comments = await tx
    .select()
    .from(wfComments)
    .where(and(eq(wfComments.tenantId, actor.tenantId), eq(wfComments.procInstId, instanceId)))
    .orderBy(asc(wfComments.id));
  const byTask = new Map<bigint, Comment[]>();
  for (const c of comments) if (c.taskId !== null) byTask.set(c.taskId, [...(byTask.get(c.taskId) ?? []), c]);
  return {
    entries: rows.map((r) => ({
      activityId: r.activityId,
      activityName: r.activityName,
      activityType: r.activityType,
      taskId: r.taskId,
      assignee: r.assignee,
      startedAt: r.startedAt,
      endedAt: r.endedAt,
      endReason: r.endReason,
      comments: r.taskId !== null ? (byTask.get(r.taskId) ?? []) : [],
    })),
    processComments: comments.filter((c) => c.taskId === null),
  };
}

/** What the viewer colours: finished nodes, active nodes and the flows taken, with the XML. */
export async function instanceDiagram(tx: Executor, actor: Actor, instanceId: bigint): Promise<{ xml: string; finished: string[]; active: string[]; takenFlows: string[] }> {
  const instance = await instanceOf(tx, actor, instanceId);
  const [def] = await tx.select({ xml: wfProcDefs.xml }).from(wfProcDefs).where(and(eq(wfProcDefs.tenantId, actor.tenantId), eq(wfProcDefs.id, instance.procDefId)));
  const rows = await tx
    .select({ activityId: wfHiActinsts.activityId, activityType: wfHiActinsts.activityType, endedAt: wfHiActinsts.endedAt, endReason: wfHiActinsts.endReason })
    .from(wfHiActinsts)
    .where(and(eq(wfHiActinsts.tenantId, actor.tenantId), eq(wfHiActinsts.procInstId, instanceId)))
    .orderBy(asc(wfHiActinsts.id));
  const finished = new Set<string>();
  const active = new Set<string>();
  const takenFlows = new Set<string>();
  for (const r of rows) {
    if (r.activityType === 'sequenceFlow') takenFlows.add(r.activityId);
    else if (!r.endedAt) active.add(r.activityId);
    else if (r.endReason !== 'mi_removed') finished.add(r.activityId);
  }
  return { xml: def.xml, finished: [...finished].filter((id) => !active.has(id)), active: [...active], takenFlows: [...takenFlows] };
}

/** The nodes a task may be sent back to, for the rollback dialog. */
export async function taskBackNodes(tx: Executor, actor: Actor, taskId: bigint): Promise<BackNode[]> {
  const [task] = await tx
    .select({ procInstId: wfTasks.procInstId, procDefId: wfTasks.procDefId, taskDefKey: wfTasks.taskDefKey })
    .from(wfTasks)
    .where(and(eq(wfTasks.tenantId, actor.tenantId), eq(wfTasks.id, taskId)));
  if (!task) throw notFound();
  const graph = await definitionGraph(tx, actor.tenantId, task.procDefId);
  return computeBackNodes(tx, actor.tenantId, task.procInstId, graph, task.taskDefKey);
}
