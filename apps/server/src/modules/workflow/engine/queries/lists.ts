import { and, count, desc, eq, exists, isNotNull, isNull } from 'drizzle-orm';
import type { Executor } from '../../../../core/db/database';
import { wfProcInsts, wfTaskCandidates, wfTasks } from '../../../../core/db/schema';
import { candidateMatch } from '../runtime/candidacy';
import type { Actor } from '../runtime/types';
import { window, type Page, type PageQuery } from './page';

const taskColumns = {
  taskId: wfTasks.id,
  taskName: wfTasks.name,
  taskDefKey: wfTasks.taskDefKey,
  formKey: wfTasks.formKey,
  assignee: wfTasks.assignee,
  owner: wfTasks.owner,
  delegation: wfTasks.delegation,
  createdAt: wfTasks.createdAt,
  claimTime: wfTasks.claimTime,
  endedAt: wfTasks.endedAt,
  outcome: wfTasks.outcome,
  procInstId: wfProcInsts.id,
  title: wfProcInsts.title,
  defKey: wfProcInsts.defKey,
  defName: wfProcInsts.defName,
  category: wfProcInsts.category,
  businessKey: wfProcInsts.businessKey,
  startUserId: wfProcInsts.startUserId,
  startUserName: wfProcInsts.startUserName,
  startTime: wfProcInsts.startTime,
  state: wfProcInsts.state,
};

export type TaskListRow = { [K in keyof typeof taskColumns]: (typeof taskColumns)[K]['_']['data'] | null };

async function taskPage(tx: Executor, actor: Actor, where: ReturnType<typeof and>, order: ReturnType<typeof desc>, page?: PageQuery): Promise<Page<TaskListRow>> {
  const { limit, offset } = window(page);
  const scoped = and(eq(wfTasks.tenantId, actor.tenantId), where);
  const join = and(eq(wfProcInsts.tenantId, wfTasks.tenantId), eq(wfProcInsts.id, wfTasks.procInstId));
  // The page's task ids first, then their instances: otherwise the planner joins every matching
  // task (all of a user's claimable ones) to its instance before sorting and keeping ten.
  const pageIds = tx.select({ id: wfTasks.id }).from(wfTasks).where(scoped).orderBy(order, desc(wfTasks.id)).limit(limit).offset(offset).as('page_ids');
  const records = await tx
    .select(taskColumns)
    .from(pageIds)
    .innerJoin(wfTasks, and(eq(wfTasks.tenantId, actor.tenantId), eq(wfTasks.id, pageIds.id)))
    .innerJoin(wfProcInsts, join)
    .orderBy(order, desc(wfTasks.id));
  const [{ total }] = await tx.select({ total: count() }).from(wfTasks).where(scoped);
  return { records, total };
}

/** 待办: active tasks assigned to me (delegated ones included), newest first. */
export function todoTasks(tx: Executor, actor: Actor, page?: PageQuery) {
  return taskPage(tx, actor, and(isNull(wfTasks.endedAt), eq(wfTasks.assignee, actor.userId)), desc(wfTasks.createdAt), page);
}

/** 待签: active unassigned tasks I am a candidate for, by user, role, dept or post. */
export function claimableTasks(tx: Executor, actor: Actor, page?: PageQuery) {
  const mine = tx
    .select({ taskId: wfTaskCandidates.taskId })
    .from(wfTaskCandidates)
    .where(and(eq(wfTaskCandidates.tenantId, wfTasks.tenantId), eq(wfTaskCandidates.taskId, wfTasks.id), candidateMatch(actor)));
  return taskPage(tx, actor, and(isNull(wfTasks.endedAt), isNull(wfTasks.assignee), exists(mine)), desc(wfTasks.createdAt), page);
}

/** 已办: tasks I completed, the latest first (the process may still be running). */
export function doneTasks(tx: Executor, actor: Actor, page?: PageQuery) {
  return taskPage(tx, actor, and(isNotNull(wfTasks.endedAt), eq(wfTasks.completedBy, actor.userId)), desc(wfTasks.endedAt), page);
}

/** 我的请求: instances I started, in any state, newest first. */
export async function sentProcesses(tx: Executor, actor: Actor, page?: PageQuery) {
  const { limit, offset } = window(page);
  const where = and(eq(wfProcInsts.tenantId, actor.tenantId), eq(wfProcInsts.startUserId, actor.userId));
  const records = await tx.select().from(wfProcInsts).where(where).orderBy(desc(wfProcInsts.startTime), desc(wfProcInsts.id)).limit(limit).offset(offset);
  const [{ total }] = await tx.select({ total: count() }).from(wfProcInsts).where(where);
  return { records, total };
}
