import { and, count, countDistinct, desc, eq, isNotNull, isNull, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
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

/**
 * A page of a task list: the page's task ids are chosen first (in the list's order, from an
 * index), then only those are read with their instances — otherwise the planner joins every
 * matching task (all of a user's claimable ones) to its instance before sorting and keeping ten.
 */
async function taskPage(tx: Executor, actor: Actor, pageIds: SQLWrapper, order: SQL, total: () => Promise<{ total: number }[]>): Promise<Page<TaskListRow>> {
  const records = await tx
    .select(taskColumns)
    .from(sql`(${pageIds.getSQL()}) as page_ids`)
    .innerJoin(wfTasks, and(eq(wfTasks.tenantId, actor.tenantId), sql`${wfTasks.id} = page_ids.id`))
    .innerJoin(wfProcInsts, and(eq(wfProcInsts.tenantId, wfTasks.tenantId), eq(wfProcInsts.id, wfTasks.procInstId)))
    .orderBy(order, desc(wfTasks.id));
  const [{ total: n }] = await total();
  return { records, total: Number(n) };
}

/** A list of tasks chosen by their own columns. */
function tasksWhere(tx: Executor, actor: Actor, where: SQL | undefined, order: SQL, page?: PageQuery) {
  const { limit, offset } = window(page);
  const scoped = and(eq(wfTasks.tenantId, actor.tenantId), where);
  const pageIds = tx.select({ id: wfTasks.id }).from(wfTasks).where(scoped).orderBy(order, desc(wfTasks.id)).limit(limit).offset(offset);
  return taskPage(tx, actor, pageIds, order, () => tx.select({ total: count() }).from(wfTasks).where(scoped));
}

/** 待办: active tasks assigned to me (delegated ones included), newest first. */
export function todoTasks(tx: Executor, actor: Actor, page?: PageQuery) {
  return tasksWhere(tx, actor, and(isNull(wfTasks.endedAt), eq(wfTasks.assignee, actor.userId)), desc(wfTasks.createdAt), page);
}

/**
 * 待签: tasks waiting to be claimed that are offered to me by user, role, dept or post, newest
 * first. The page's ids and the count come from my open candidate rows alone (they carry their
 * task's creation time), so neither grows with history nor with the tenant's other unclaimed tasks.
 */
export function claimableTasks(tx: Executor, actor: Actor, page?: PageQuery) {
  const { limit, offset } = window(page);
  const c = wfTaskCandidates;
  const mine = and(eq(c.tenantId, actor.tenantId), sql`${c.open}`, candidateMatch(actor));
  // A task offered to me twice (by my role and by my dept) is listed once.
  const pageIds = tx
    .selectDistinct({ id: sql`${c.taskId}`.as('id'), createdAt: c.createdAt })
    .from(c)
    .where(mine)
    .orderBy(desc(c.createdAt), desc(c.taskId))
    .limit(limit)
    .offset(offset);
  return taskPage(tx, actor, pageIds, desc(wfTasks.createdAt), () => tx.select({ total: countDistinct(c.taskId) }).from(c).where(mine));
}

/** 已办: tasks I completed, the latest first (the process may still be running). */
export function doneTasks(tx: Executor, actor: Actor, page?: PageQuery) {
  return tasksWhere(tx, actor, and(isNotNull(wfTasks.endedAt), eq(wfTasks.completedBy, actor.userId)), desc(wfTasks.endedAt), page);
}

/** 我的请求: instances I started, in any state, newest first. */
export async function sentProcesses(tx: Executor, actor: Actor, page?: PageQuery) {
  const { limit, offset } = window(page);
  const where = and(eq(wfProcInsts.tenantId, actor.tenantId), eq(wfProcInsts.startUserId, actor.userId));
  const records = await tx.select().from(wfProcInsts).where(where).orderBy(desc(wfProcInsts.startTime), desc(wfProcInsts.id)).limit(limit).offset(offset);
  const [{ total }] = await tx.select({ total: count() }).from(wfProcInsts).where(where);
  return { records, total };
}
