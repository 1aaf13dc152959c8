import { and, asc, eq, getTableColumns, inArray, like, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../../core/db/database';
import { depts, users } from '../../../core/db/schema';
import { csvHasAny } from '../org/id-lists';

export type DeptRow = typeof depts.$inferSelect;

const live = eq(depts.isDeleted, 0);

export async function findDept(tx: Executor, id: bigint): Promise<DeptRow | undefined> {
  const [row] = await tx.select().from(depts).where(and(eq(depts.id, id), live));
  return row;
}

/** Live depts of one tenant matching where, in display order. */
export const listDepts = (tx: Executor, tenantId: string, where?: SQL): Promise<DeptRow[]> =>
  tx.select().from(depts).where(and(live, eq(depts.tenantId, tenantId), where)).orderBy(asc(depts.sort), asc(depts.id));

/** Live depts of one tenant matching where, each with whether it has live children (lazy trees). */
export const listDeptsWithChildFlag = (tx: Executor, tenantId: string, where?: SQL) =>
  tx
    .select({
      ...getTableColumns(depts),
      hasChildren: sql<boolean>`exists (select 1 from ${depts} as c where c.parent_id = ${depts}.id and c.is_deleted = 0)`.mapWith(Boolean),
    })
    .from(depts)
    .where(and(live, eq(depts.tenantId, tenantId), where))
    .orderBy(asc(depts.sort), asc(depts.id));

/** Whether any live user still belongs to one of the depts. */
export async function deptsHaveUsers(tx: Executor, ids: bigint[]): Promise<boolean> {
  const [hit] = await tx.select({ id: users.id }).from(users).where(and(eq(users.isDeleted, 0), csvHasAny(users.deptId, ids))).limit(1);
  return hit !== undefined;
}

/** Rewrites the ancestors of a moved dept's descendants: the old path prefix becomes the new one. */
export async function moveDescendants(tx: Executor, oldPrefix: string, newPrefix: string): Promise<void> {
  await tx
    .update(depts)
    .set({ ancestors: sql`${newPrefix} || substr(${depts.ancestors}, ${oldPrefix.length + 1})` })
    .where(and(live, or(eq(depts.ancestors, oldPrefix), like(depts.ancestors, `${oldPrefix},%`))));
}

/** The dept ids recorded on a live user of the transaction's tenant; undefined when there is no such user. */
export async function userDeptIds(tx: Executor, userId: bigint): Promise<string | undefined> {
  const [user] = await tx.select({ deptId: users.deptId }).from(users).where(and(eq(users.id, userId), eq(users.isDeleted, 0)));
  return user?.deptId;
}

export const deptIdIn = (ids: bigint[]) => inArray(depts.id, ids);
