import { and, inArray, isNull } from 'drizzle-orm';
import type { Executor } from '../db/database';
import { refreshTokens, sessions } from '../db/schema';
import { afterCommit } from '../tenancy/with-tenant';
import type { SessionCache } from './session-cache';

/**
 * Ends every open session of the given users (disabled, password reset, roles changed…), in the
 * caller's transaction, and drops them from this node's cache (again once the change commits).
 */
export async function revokeUserSessions(tx: Executor, cache: SessionCache, userIds: bigint[], reason: string): Promise<number> {
  if (userIds.length === 0) return 0;
  const ended = await tx
    .update(sessions)
    .set({ revokedTime: new Date(), revokeReason: reason })
    .where(and(inArray(sessions.userId, userIds), isNull(sessions.revokedTime)))
    .returning({ id: sessions.id });
  if (ended.length) {
    await tx.update(refreshTokens).set({ state: 'revoked' }).where(inArray(refreshTokens.sessionId, ended.map((s) => s.id)));
  }
  const forget = () => ended.forEach((s) => cache.forget(s.id.toString()));
  forget();
  // A request between now and the commit may have cached the still-open session again.
  afterCommit(forget);
  return ended.length;
}
