import { and, eq, sql } from 'drizzle-orm';
import type { UserInfoUpdate } from '@beree/contracts';
import type { Executor } from '../../../core/db/database';
import { users } from '../../../core/db/schema';
import { refuseCommonPassword } from '../../../core/auth/common-passwords';
import { checkPassword, hashPassword } from '../../../core/auth/passwords';
import { openSessionsOf, revokeSessions } from '../../../core/auth/revoke';
import type { SessionCache } from '../../../core/auth/session-cache';
import { badRequest, notFound } from '../../../core/http/errors';
import type { RequestContext } from '../../../core/tenancy/context';
import { findUser, live, passwordOf, USER_COLUMNS, type UserRecord } from './repo';

/** The signed-in user's own row. */
export async function currentUser(tx: Executor, ctx: RequestContext): Promise<UserRecord> {
  const user = await findUser(tx, ctx.userId);
  if (!user) throw notFound();
  return user;
}

/** Ends every session of the user except the one making the request. */
async function revokeOtherSessions(tx: Executor, cache: SessionCache, ctx: RequestContext, reason: string): Promise<void> {
  const others = (await openSessionsOf(tx, [ctx.userId])).filter((id) => id !== ctx.sessionId);
  await revokeSessions(tx, cache, others, reason);
}

/**
 * Changes the caller's password after checking the old one; a password someone else set is then
 * the caller's own, so the change it required is done. The caller's other sessions end.
 */
export async function changeOwnPassword(tx: Executor, cache: SessionCache, ctx: RequestContext, oldMd5: string, newMd5: string): Promise<void> {
  const stored = await passwordOf(tx, ctx.userId);
  if (!stored) throw notFound();
  if (!(await checkPassword(stored, oldMd5)).ok) throw badRequest('user.oldPassword.wrong', { field: 'oldPassword' });
  refuseCommonPassword(newMd5, 'newPassword');
  // Keeping the password someone else set would defeat the change it requires.
  if ((await checkPassword(stored, newMd5)).ok) throw badRequest('user.newPassword.same', { field: 'newPassword' });
  await tx
    .update(users)
    .set({ password: await hashPassword(newMd5), passwordChangeRequired: 0, updateUser: ctx.userId, updateTime: new Date(), version: sql`${users.version} + 1` })
    .where(and(eq(users.id, ctx.userId), live));
  await revokeOtherSessions(tx, cache, ctx, 'password-changed');
  // This session's cached grants still say a change is required.
  cache.forget(ctx.sessionId.toString());
}

/** The caller's own name, realName, phone, email and avatar; nothing else of theirs. */
export async function updateOwnInfo(tx: Executor, ctx: RequestContext, input: UserInfoUpdate): Promise<UserRecord> {
  const text = (v: string | null | undefined) => (v === undefined ? undefined : v || null);
  const [row] = await tx
    .update(users)
    .set({
      name: text(input.name),
      realName: input.realName,
      phone: text(input.phone),
      email: text(input.email),
      avatar: text(input.avatar),
      updateUser: ctx.userId,
      updateTime: new Date(),
      version: sql`${users.version} + 1`,
    })
    .where(and(eq(users.id, ctx.userId), live))
    .returning(USER_COLUMNS);
  if (!row) throw notFound();
  return row as UserRecord;
}
