import { setTimeout as sleep } from 'node:timers/promises';
import { and, eq } from 'drizzle-orm';
import type { TokenAnswer } from '@beree/contracts';
import type { Executor } from '../../../core/db/database';
import { refreshTokens, sessions, tenants, users } from '../../../core/db/schema';
import { checkPassword, hashPassword } from '../../../core/auth/passwords';
import { forgetSessions, revokeSessions } from '../../../core/auth/revoke';
import type { SessionCache } from '../../../core/auth/session-cache';
import { withTenant } from '../../../core/tenancy/with-tenant';
import type { CaptchaService } from '../captcha/service';
import { switchModeOn } from '../switch/mode';
import { chooseActive, keepActive, type ActiveChoice, type ActivePair } from './active';
import type { Client } from './clients';
import { TokenFailure, TOKEN_ERRORS } from './failure';
import { clearFailures, guardFor, lockoutPolicy, recordFailure } from './lockout';
import { hashToken, issueRefreshToken, openSession, tokenAnswer, type Lifetimes, type UserRow } from './session';

export interface GrantDeps {
  db: Executor;
  signingKey: Uint8Array;
  captcha: CaptchaService;
  /** Grants cached per session; a switched session must be read afresh. */
  sessions: SessionCache;
}

export interface PasswordGrant extends ActiveChoice {
  tenantId: string;
  username: string;
  password: string;
  captcha?: { key?: string; code?: string };
  /** Where the attempt came from (the client address), for the lockout. */
  source: string;
}

/** The tenant must exist, be enabled and not have expired. */
export async function checkTenant(tx: Executor, tenantId: string): Promise<void> {
  const [tenant] = await tx.select().from(tenants).where(and(eq(tenants.tenantId, tenantId), eq(tenants.isDeleted, 0)));
  if (!tenant || tenant.status !== 1) throw new TokenFailure(400, TOKEN_ERRORS.unknownTenant);
  if (tenant.expireTime && tenant.expireTime < new Date()) throw new TokenFailure(400, TOKEN_ERRORS.expiredTenant);
}

/** A refusal may be held back (ms) to slow guessing. */
export type Outcome = { answer: TokenAnswer } | { failure: TokenFailure; delayMs?: number };

/** Turns a refusal into an outcome so the transaction commits what was already decided (a used captcha, a failure count). */
export const settle = async (fn: () => Promise<Outcome>): Promise<Outcome> => {
  try {
    return await fn();
  } catch (error) {
    if (error instanceof TokenFailure) return { failure: error };
    throw error;
  }
};

export const unwrap = async (outcome: Outcome): Promise<TokenAnswer> => {
  if ('failure' in outcome) {
    if (outcome.delayMs) await sleep(outcome.delayMs);
    throw outcome.failure;
  }
  return outcome.answer;
};

/** Opens a session for a user whose credentials were checked, and answers with its tokens. */
export async function startSession(tx: Executor, deps: GrantDeps, client: Client, lifetimes: Lifetimes, user: UserRow, active: ActivePair): Promise<TokenAnswer> {
  const sessionId = await openSession(tx, user, client.clientId, active.roleIds, active.deptIds);
  const refresh = await issueRefreshToken(tx, user.tenantId, sessionId, lifetimes.refresh);
  return tokenAnswer(tx, deps.signingKey, client, lifetimes, user, sessionId, active.roleIds, active.deptIds, refresh);
}

/**
 * Password and captcha grants. Failures that must be remembered (lockout counts) still commit; the
 * lockout is docs/adr/0010: the source that failed and the account under attack ask for a captcha.
 */
export async function passwordGrant(deps: GrantDeps, client: Client, lifetimes: Lifetimes, grant: PasswordGrant): Promise<TokenAnswer> {
  const policy = await lockoutPolicy(deps.db, grant.tenantId);
  const switchMode = await switchModeOn(deps.db, grant.tenantId);
  const outcome = await withTenant(deps.db, { tenantId: grant.tenantId }, async (tx) => settle(async (): Promise<Outcome> => {
    if (grant.captcha && !(await deps.captcha.consume(tx, grant.captcha.key, grant.captcha.code))) {
      return { failure: new TokenFailure(400, TOKEN_ERRORS.badCaptcha) };
    }
    await checkTenant(tx, grant.tenantId);
    const guard = await guardFor(tx, grant.tenantId, grant.username, grant.source, policy);
    // A solved captcha always gets a try, so the right password is never locked out (a hospital
    // behind one address shares its source with whoever guessed); without one, a locked source or an
    // account under attack is asked for it.
    if ((guard.sourceLocked || guard.captchaRequired) && !grant.captcha) return { failure: new TokenFailure(400, TOKEN_ERRORS.captchaRequired) };
    const [user] = await tx.select().from(users).where(and(eq(users.account, grant.username), eq(users.isDeleted, 0)));
    const check = user ? await checkPassword(user.password, grant.password) : { ok: false, needsRehash: false };
    if (!user || !check.ok) {
      const delayMs = await recordFailure(tx, grant.tenantId, grant.username, grant.source, policy);
      return { failure: new TokenFailure(400, TOKEN_ERRORS.badCredentials), delayMs };
    }
    if (user.status !== 1) return { failure: new TokenFailure(400, TOKEN_ERRORS.disabled) };
    const active = chooseActive(user, grant, switchMode);
    await clearFailures(tx, grant.tenantId, grant.username, grant.source);
    if (check.needsRehash) await tx.update(users).set({ password: await hashPassword(grant.password) }).where(eq(users.id, user.id));
    return { answer: await startSession(tx, deps, client, lifetimes, user, active) };
  }));
  return unwrap(outcome);
}

/**
 * Rotates a refresh token. Presenting one that was already rotated means it was copied: the whole
 * session is revoked. Dept-Id / Role-Id switch the session to that pair (spec §6), when switch mode
 * allows it; without them the session keeps its pair.
 */
export async function refreshGrant(
  deps: GrantDeps,
  client: Client,
  lifetimes: Lifetimes,
  grant: ActiveChoice & { tenantId: string; refreshToken: string },
): Promise<TokenAnswer> {
  const switchMode = await switchModeOn(deps.db, grant.tenantId);
  const outcome = await withTenant(deps.db, { tenantId: grant.tenantId }, async (tx) => settle(async () => {
    const refused: Outcome = { failure: new TokenFailure(401, TOKEN_ERRORS.badRefresh) };
    const [token] = await tx.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, hashToken(grant.refreshToken))).for('update');
    if (!token) return refused;
    if (token.state === 'rotated') {
      await revokeSessions(tx, deps.sessions, [token.sessionId], 'refresh-token-reuse');
      return refused;
    }
    const [session] = await tx.select().from(sessions).where(eq(sessions.id, token.sessionId));
    if (token.state !== 'active' || token.expiresAt < new Date() || !session || session.revokedTime || session.clientId !== client.clientId) return refused;
    const [user] = await tx.select().from(users).where(and(eq(users.id, session.userId), eq(users.isDeleted, 0)));
    if (!user || user.status !== 1) return refused;
    await checkTenant(tx, grant.tenantId);
    // A refused switch leaves the refresh token usable: nothing below has run yet.
    const active = grant.roleId?.trim() || grant.deptId?.trim() ? chooseActive(user, grant, switchMode) : keepActive(user, session, switchMode);
    await tx.update(refreshTokens).set({ state: 'rotated', usedTime: new Date() }).where(eq(refreshTokens.id, token.id));
    await tx
      .update(sessions)
      .set({ lastSeenTime: new Date(), roleIds: active.roleIds.join(','), deptId: active.deptIds.join(',') })
      .where(eq(sessions.id, session.id));
    forgetSessions(deps.sessions, [session.id]);
    const refresh = await issueRefreshToken(tx, user.tenantId, session.id, lifetimes.refresh);
    return { answer: await tokenAnswer(tx, deps.signingKey, client, lifetimes, user, session.id, active.roleIds, active.deptIds, refresh) };
  }));
  return unwrap(outcome);
}
