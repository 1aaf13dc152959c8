import { and, inArray, isNull } from 'drizzle-orm';
import type { Executor } from '../db/database';
import { refreshTokens, sessions } from '../db/schema';
import { afterCommit } from '../tenancy/with-tenant';
import type { SessionCache } from './session-cache';

/**
 * Ends sessions and their refresh tokens in the caller's transaction, and makes every node forget
 * them: now, and again once the change commits (a request in between may have cached a session
 * that was still open).
 */
export async function revokeSessions(tx: Executor, cache: SessionCache, sessionIds: bigint[], reason: string): Promise<void> {
  if (sessionIds.length === 0) return;
  await tx.update(sessions).set({ revokedTime: new Date(), revokeReason: reason }).where(and(inArray(sessions.id, sessionIds), isNull(sessions.revokedTime)));
  await tx.update(refreshTokens).set({ state: 'revoked' }).where(inArray(refreshTokens.sessionId, sessionIds));
  forgetSessions(cache, sessionIds);
}

/** Drops cached grants of sessions on every node, now and after the commit (their grants changed). */
export function forgetSessions(cache: SessionCache, sessionIds: bigint[]): void {
  const ids = sessionIds.map(String);
  cache.forget(...ids);
  afterCommit(() => cache.forget(...ids));
}

/** Ends every open session of the given users (disabled, password reset, removed…). */
export async function revokeUserSessions(tx: Executor, cache: SessionCache, userIds: bigint[], reason: string): Promise<number> {
  if (userIds.length === 0) return 0;
  const open = await openSessionsOf(tx, userIds);
  await revokeSessions(tx, cache, open, reason);
  return open.length;
}

/** The sessions of these users that have not ended. */
export async function openSessionsOf(tx: Executor, userIds: bigint[]): Promise<bigint[]> {
  if (userIds.length === 0) return [];
  const rows = await tx.select({ id: sessions.id }).from(sessions).where(and(inArray(sessions.userId, userIds), isNull(sessions.revokedTime)));
  return rows.map((r) => r.id);
}
