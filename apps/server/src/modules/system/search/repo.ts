import { and, asc, count, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../../core/db/database';
import { buildFilters, readPaging } from '../../../core/crud/filters';
import { depts, posts, roles, users } from '../../../core/db/schema';

/* Lookups for pickers, inside the caller's tenant: only the fields a picker shows. */

/** A page of users by account, name or realName (no contact details, never the password). */
export async function searchUsers(tx: Executor, query: Record<string, unknown>) {
  const { current, size } = readPaging(query);
  const where = and(eq(users.isDeleted, 0), buildFilters(query, { account: users.account, name: users.name, realName: users.realName }));
  const [{ total }] = await tx.select({ total: count() }).from(users).where(where);
  const records = await tx
    .select({ id: users.id, tenantId: users.tenantId, account: users.account, name: users.name, realName: users.realName, avatar: users.avatar, deptId: users.deptId, postId: users.postId, status: users.status })
    .from(users)
    .where(where)
    .orderBy(asc(users.account), desc(users.id))
    .limit(size)
    .offset((current - 1) * size);
  return { records, total: Number(total), current, size };
}

export const searchRoles = (tx: Executor, query: Record<string, unknown>) =>
  tx
    .select({ id: roles.id, tenantId: roles.tenantId, parentId: roles.parentId, roleName: roles.roleName, roleAlias: roles.roleAlias, sort: roles.sort })
    .from(roles)
    .where(and(eq(roles.isDeleted, 0), buildFilters(query, { roleName: roles.roleName, roleAlias: roles.roleAlias })))
    .orderBy(asc(roles.sort), asc(roles.id));

export const searchDepts = (tx: Executor, query: Record<string, unknown>) =>
  tx
    .select({ id: depts.id, tenantId: depts.tenantId, parentId: depts.parentId, ancestors: depts.ancestors, deptCategory: depts.deptCategory, deptName: depts.deptName, fullName: depts.fullName, sort: depts.sort })
    .from(depts)
    .where(and(eq(depts.isDeleted, 0), buildFilters(query, { deptName: depts.deptName, fullName: depts.fullName })))
    .orderBy(asc(depts.sort), asc(depts.id));

export const searchPosts = (tx: Executor, query: Record<string, unknown>) =>
  tx
    .select({ id: posts.id, tenantId: posts.tenantId, category: posts.category, postCode: posts.postCode, postName: posts.postName, sort: posts.sort })
    .from(posts)
    .where(and(eq(posts.isDeleted, 0), buildFilters(query, { postName: posts.postName, postCode: posts.postCode, category: posts.category })))
    .orderBy(asc(posts.sort), asc(posts.id));
