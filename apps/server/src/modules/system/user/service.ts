import { and, eq, inArray, sql } from 'drizzle-orm';
import type { UserSubmit } from '@beree/contracts';
import type { Executor } from '../../../core/db/database';
import { nextId } from '../../../core/db/ids';
import { users } from '../../../core/db/schema';
import { parseIds } from '../../../core/auth/grants';
import { refuseCommonPassword } from '../../../core/auth/common-passwords';
import { hashPassword } from '../../../core/auth/passwords';
import { revokeUserSessions } from '../../../core/auth/revoke';
import type { SessionCache } from '../../../core/auth/session-cache';
import { badRequest, conflict, notFound } from '../../../core/http/errors';
import type { RequestContext } from '../../../core/tenancy/context';
import { accountTaken, findUser, live, quotaExceeded, USER_COLUMNS, userScope, type UserRecord } from './repo';
import { assertReferences, userValues } from './values';

const sameIds = (a: string, b: string) => {
  const x = new Set(parseIds(a).map(String));
  const y = new Set(parseIds(b).map(String));
  return x.size === y.size && [...x].every((id) => y.has(id));
};

/** Adds a user to the caller's tenant, within the tenant's account quota; the user changes the given password at first sign-in. */
export async function createUser(tx: Executor, ctx: RequestContext, input: UserSubmit): Promise<UserRecord> {
  const values = userValues(input);
  refuseCommonPassword(input.password!, 'password');
  if (await accountTaken(tx, values.account)) throw conflict('user.account.duplicate', { field: 'account' });
  await assertReferences(tx, values);
  const limit = await quotaExceeded(tx, ctx.tenantId);
  if (limit !== null) throw badRequest('user.quota.full', { limit });
  const now = new Date();
  const [row] = await tx
    .insert(users)
    .values({
      ...values,
      id: nextId(),
      tenantId: ctx.tenantId,
      password: await hashPassword(input.password!),
      passwordChangeRequired: 1,
      roleId: values.roleId ?? '',
      deptId: values.deptId ?? '',
      postId: values.postId ?? '',
      createUser: ctx.userId,
      updateUser: ctx.userId,
      createDept: ctx.deptIds[0] ?? null,
      createTime: now,
      updateTime: now,
    })
    .returning(USER_COLUMNS);
  return row as UserRecord;
}

/**
 * Edits a user (never the password: that has its own calls). A stale version is a 409. Disabling
 * the user or changing their roles ends their sessions.
 */
export async function updateUser(tx: Executor, cache: SessionCache, ctx: RequestContext, input: UserSubmit & { id: string }): Promise<UserRecord> {
  const id = BigInt(input.id);
  const existing = await findUser(tx, id, await userScope(tx, ctx));
  if (!existing) throw notFound();
  const values = userValues(input);
  if (values.account !== existing.account && (await accountTaken(tx, values.account, id))) throw conflict('user.account.duplicate', { field: 'account' });
  await assertReferences(tx, values);
  const version = typeof input.version === 'number' ? input.version : undefined;
  const [row] = await tx
    .update(users)
    .set({ ...values, updateUser: ctx.userId, updateTime: new Date(), version: sql`${users.version} + 1` })
    .where(and(eq(users.id, id), live, version === undefined ? undefined : eq(users.version, version)))
    .returning(USER_COLUMNS);
  if (!row) throw conflict('record.stale');
  const disabled = existing.status === 1 && row.status !== 1;
  if (disabled || !sameIds(existing.roleId, row.roleId)) await revokeUserSessions(tx, cache, [id], disabled ? 'user-disabled' : 'roles-changed');
  return row as UserRecord;
}

/** Deletes users of the caller's tenant (never the caller) and ends their sessions. */
export async function removeUsers(tx: Executor, cache: SessionCache, ctx: RequestContext, ids: bigint[]): Promise<void> {
  if (ids.includes(ctx.userId)) throw badRequest('user.remove.self', { field: 'ids' });
  const removed = await tx
    .update(users)
    .set({ isDeleted: 1, updateUser: ctx.userId, updateTime: new Date(), version: sql`${users.version} + 1` })
    .where(and(inArray(users.id, ids), live, await userScope(tx, ctx)))
    .returning({ id: users.id });
  if (removed.length === 0) throw notFound();
  await revokeUserSessions(tx, cache, removed.map((u) => u.id), 'user-removed');
}

/** Gives the users exactly these roles (which must exist here) and ends their sessions. */
export async function grantRoles(tx: Executor, cache: SessionCache, ctx: RequestContext, userIds: bigint[], roleIds: bigint[]): Promise<void> {
  const roleId = roleIds.join(',');
  await assertReferences(tx, { roleId });
  const changed = await tx
    .update(users)
    .set({ roleId, updateUser: ctx.userId, updateTime: new Date(), version: sql`${users.version} + 1` })
    .where(and(inArray(users.id, userIds), live, await userScope(tx, ctx)))
    .returning({ id: users.id });
  if (changed.length === 0) throw notFound();
  await revokeUserSessions(tx, cache, changed.map((u) => u.id), 'roles-changed');
}

/** Sets the users' password to the initial one (md5 hex given), to be changed at their next sign-in, and ends their sessions. */
export async function resetPasswords(tx: Executor, cache: SessionCache, ctx: RequestContext, userIds: bigint[], initialMd5: string): Promise<{ id: bigint; account: string }[]> {
  const found = await tx.select({ id: users.id, account: users.account }).from(users).where(and(inArray(users.id, userIds), live, await userScope(tx, ctx)));
  if (found.length === 0) throw notFound();
  for (const { id } of found) {
    // One hash per user: each gets its own salt.
    await tx
      .update(users)
      .set({ password: await hashPassword(initialMd5), passwordChangeRequired: 1, updateUser: ctx.userId, updateTime: new Date(), version: sql`${users.version} + 1` })
      .where(eq(users.id, id));
  }
  await revokeUserSessions(tx, cache, found.map((u) => u.id), 'password-reset');
  return found;
}
