import { and, count, desc, eq, getTableColumns, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../../core/db/database';
import { buildFilters, buildOrder, readPaging, type FilterColumns } from '../../../core/crud/filters';
import { depts, posts, roles, tenants, users } from '../../../core/db/schema';
import { dataScopeCondition } from '../../../core/scopes/data-scope';
import type { RequestContext } from '../../../core/tenancy/context';

/* Queries of blade_user; every one runs inside the caller's tenant transaction (RLS). */

const { password: _password, ...publicColumns } = getTableColumns(users);
/** Every column but the password hash, which never leaves the server. */
export const USER_COLUMNS = publicColumns;
export type UserRecord = { [K in keyof typeof publicColumns]: (typeof users.$inferSelect)[K] };

export const USER_FILTERS: FilterColumns = {
  account: users.account,
  name: users.name,
  realName: users.realName,
  code: users.code,
  phone: users.phone,
  email: users.email,
  sex: users.sex,
  status: users.status,
  userType: users.userType,
  createTime: users.createTime,
  updateTime: users.updateTime,
};

export const live = eq(users.isDeleted, 0);

/**
 * The users an administrator may reach through the user menu's data scopes (everyone for the
 * administrator roles); applied to listing, reading and every change made to other users.
 */
export const userScope = (tx: Executor, ctx: RequestContext): Promise<SQL | undefined> =>
  dataScopeCondition(tx, ctx, 'user', { createUser: users.createUser, createDept: users.createDept, others: USER_FILTERS });

/** Rows whose comma-joined id column shares an id with the given list (exact ids, never substrings). */
export const sharesId = (column: typeof users.deptId, ids: bigint[]): SQL =>
  ids.length ? sql`string_to_array(${column}, ',') && ARRAY[${sql.join(ids.map((id) => sql`${id.toString()}`), sql`, `)}]::text[]` : sql`false`;

/** A dept and every dept below it, by the exact elements of `ancestors`. */
export async function deptAndDescendants(tx: Executor, deptId: bigint): Promise<bigint[]> {
  const rows = await tx
    .select({ id: depts.id })
    .from(depts)
    .where(and(eq(depts.isDeleted, 0), or(eq(depts.id, deptId), sql`string_to_array(${depts.ancestors}, ',') @> ARRAY[${deptId.toString()}]::text[]`)));
  return rows.map((r) => r.id);
}

/** A page of users with the list filters, optionally only those in the given depts. */
export async function pageUsers(tx: Executor, query: Record<string, unknown>, inDepts?: bigint[], restrict?: SQL) {
  const { current, size } = readPaging(query);
  const where = and(live, buildFilters(query, USER_FILTERS, ['deptId']), inDepts ? sharesId(users.deptId, inDepts) : undefined, restrict);
  const order = buildOrder(query, USER_FILTERS);
  const [{ total }] = await tx.select({ total: count() }).from(users).where(where);
  const records = await tx
    .select(USER_COLUMNS)
    .from(users)
    .where(where)
    .orderBy(...(order.length ? order : [desc(users.createTime), desc(users.id)]))
    .limit(size)
    .offset((current - 1) * size);
  return { records: records as UserRecord[], total: Number(total), current, size };
}

export async function findUser(tx: Executor, id: bigint, restrict?: SQL): Promise<UserRecord | undefined> {
  const [row] = await tx.select(USER_COLUMNS).from(users).where(and(eq(users.id, id), live, restrict));
  return row as UserRecord | undefined;
}

/** The stored password hash, only for checking a password. */
export async function passwordOf(tx: Executor, id: bigint): Promise<string | undefined> {
  const [row] = await tx.select({ password: users.password }).from(users).where(and(eq(users.id, id), live));
  return row?.password;
}

export async function accountTaken(tx: Executor, account: string, exceptId?: bigint): Promise<boolean> {
  const rows = await tx.select({ id: users.id }).from(users).where(and(eq(users.account, account), live));
  return rows.some((r) => r.id !== exceptId);
}

/** Which of the ids name live rows of the table in this tenant. */
export async function existingIds(tx: Executor, table: typeof roles | typeof depts | typeof posts, ids: bigint[]): Promise<Set<bigint>> {
  if (ids.length === 0) return new Set();
  const rows = await tx.select({ id: table.id }).from(table).where(and(inArray(table.id, ids), eq(table.isDeleted, 0)));
  return new Set(rows.map((r) => r.id));
}

/** Display names of roles, depts and posts by id, for the user views. */
export async function namesOf(tx: Executor, ids: { roles: bigint[]; depts: bigint[]; posts: bigint[] }) {
  const pick = async <T extends { id: bigint; name: string }>(rows: Promise<T[]> | null) => new Map((rows ? await rows : []).map((r) => [r.id, r.name]));
  return {
    roles: await pick(ids.roles.length ? tx.select({ id: roles.id, name: roles.roleName }).from(roles).where(inArray(roles.id, ids.roles)) : null),
    depts: await pick(ids.depts.length ? tx.select({ id: depts.id, name: depts.deptName }).from(depts).where(inArray(depts.id, ids.depts)) : null),
    posts: await pick(ids.posts.length ? tx.select({ id: posts.id, name: posts.postName }).from(posts).where(inArray(posts.id, ids.posts)) : null),
  };
}

/**
 * Holds the tenant's user count steady for the rest of the transaction, then tells whether the
 * quota (account_number > 0) leaves room for one more user; returns the quota when it does not.
 */
export async function quotaExceeded(tx: Executor, tenantId: string): Promise<number | null> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`beree:user-quota:${tenantId}`}))`);
  const [tenant] = await tx.select({ quota: tenants.accountNumber }).from(tenants).where(and(eq(tenants.tenantId, tenantId), eq(tenants.isDeleted, 0)));
  if (!tenant || tenant.quota <= 0) return null;
  const [{ n }] = await tx.select({ n: count() }).from(users).where(live);
  return Number(n) >= tenant.quota ? tenant.quota : null;
}
