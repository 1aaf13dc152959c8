import { and, count, countDistinct, desc, eq, isNotNull, isNull, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Executor } from '../../../../core/db/database';
import { wfProcInsts, wfTaskCandidates, wfTasks } from '../../../../core/db/schema';
import { preparedSelect, type Preparable } from '../../../../core/db/prepared';
import { candidateMatch } from '../runtime/candidacy';
import type { Actor } from '../runtime/types';
import { totalOf } from '../../../../core/crud/page-total';
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

const tenant = sql.placeholder('tenant');
const user = sql.placeholder('user');
const limit = sql.placeholder('limit');
const offset = sql.placeholder('offset');

/**
 * A task list's page and count, built once (a task list is a fixed statement; only the tenant,
 * the user and the window change): the page's task ids are chosen first (in the list's order,
 * from an index), then only those are read with their instances — otherwise the planner joins
 * every matching task (all of a user's claimable ones) to its instance before sorting and keeping ten.
 */
function taskList(name: string, pageIds: (tx: Executor) => SQLWrapper, order: SQL, total: (tx: Executor) => Preparable<{ total: number }[]>) {
  const page = preparedSelect<TaskListRow[], Values>(`wf_${name}_page`, (tx) =>
    tx
      .select(taskColumns)
      .from(sql`(${pageIds(tx).getSQL()}) as page_ids`)
      .innerJoin(wfTasks, and(eq(wfTasks.tenantId, tenant), sql`${wfTasks.id} = page_ids.id`))
      .innerJoin(wfProcInsts, and(eq(wfProcInsts.tenantId, wfTasks.tenantId), eq(wfProcInsts.id, wfTasks.procInstId)))
      .orderBy(order, desc(wfTasks.id)),
  );
  const count = preparedSelect<{ total: number }[], Values>(`wf_${name}_total`, total);
  return async (tx: Executor, actor: Actor, query?: PageQuery): Promise<Page<TaskListRow>> => {
    const values = { tenant: actor.tenantId, user: String(actor.userId), ...window(query) };
    const records = await page(tx, values);
    const total = await totalOf(values, records.length, async () => Number((await count(tx, values))[0].total));
    return { records, total };
  };
}

type Values = { tenant: string; user: string; limit: number; offset: number };

/** A list of tasks chosen by their own columns. */
function tasksWhere(name: string, where: SQL | undefined, order: SQL) {
  const scoped = and(eq(wfTasks.tenantId, tenant), where);
  return taskList(
    name,
    (tx) => tx.select({ id: wfTasks.id }).from(wfTasks).where(scoped).orderBy(order, desc(wfTasks.id)).limit(limit).offset(offset),
    order,
    (tx) => tx.select({ total: count() }).from(wfTasks).where(scoped),
  );
}

/** 待办: active tasks assigned to me (delegated ones included), newest first. */
export const todoTasks = tasksWhere('todo', and(isNull(wfTasks.endedAt), eq(wfTasks.assignee, user)), desc(wfTasks.createdAt));

/**
 * 待签: tasks waiting to be claimed that are offered to me by user, role, dept or post, newest
 * first. The page's ids and the count come from my open candidate rows alone (they carry their
 * task's creation time), so neither grows with history nor with the tenant's other unclaimed tasks.
 * Which roles, depts and posts are mine changes the statement, so it is built for each request.
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
  return claimPage(tx, actor, pageIds, { limit, offset }, () => tx.select({ total: countDistinct(c.taskId) }).from(c).where(mine));
}

async function claimPage(tx: Executor, actor: Actor, pageIds: SQLWrapper, paging: { limit: number; offset: number }, total: () => Promise<{ total: number }[]>): Promise<Page<TaskListRow>> {
  const order = desc(wfTasks.createdAt);
  const records = await tx
    .select(taskColumns)
    .from(sql`(${pageIds.getSQL()}) as page_ids`)
    .innerJoin(wfTasks, and(eq(wfTasks.tenantId, actor.tenantId), sql`${wfTasks.id} = page_ids.id`))
    .innerJoin(wfProcInsts, and(eq(wfProcInsts.tenantId, wfTasks.tenantId), eq(wfProcInsts.id, wfTasks.procInstId)))
    .orderBy(order, desc(wfTasks.id));
  return { records, total: await totalOf(paging, records.length, async () => Number((await total())[0].total)) };
}

/** 已办: tasks I completed, the latest first (the process may still be running). */
export const doneTasks = tasksWhere('done', and(isNotNull(wfTasks.endedAt), eq(wfTasks.completedBy, user)), desc(wfTasks.endedAt));

/** 我的请求: instances I started, in any state, newest first. */
export async function sentProcesses(tx: Executor, actor: Actor, page?: PageQuery) {
  const { limit, offset } = window(page);
  const where = and(eq(wfProcInsts.tenantId, actor.tenantId), eq(wfProcInsts.startUserId, actor.userId));
  const records = await tx.select().from(wfProcInsts).where(where).orderBy(desc(wfProcInsts.startTime), desc(wfProcInsts.id)).limit(limit).offset(offset);
  const [{ total }] = await tx.select({ total: count() }).from(wfProcInsts).where(where);
  return { records, total };
}
