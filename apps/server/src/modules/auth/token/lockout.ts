import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../../core/db/database';
import { loginFailures } from '../../../core/db/schema';
import { paramNumber } from '../../system/param/lookup';

/**
 * Brute-force protection that nobody can turn against someone else (docs/adr/0010): failures lock
 * only the source that made them; failures of the account from everywhere ask every source for a
 * solved captcha and slow each further wrong answer, while the right password still gets in.
 */
export interface LockoutPolicy {
  /** Failures after which a source is locked out of the account, and the account asks for a captcha. */
  limit: number;
  /** How long a source stays locked, and how long failures are remembered. */
  lockMinutes: number;
  /** The delay of the first wrong answer past the limit; it doubles with each further one. */
  delaySeconds: number;
  maxDelaySeconds: number;
}

export async function lockoutPolicy(db: Executor, tenantId: string): Promise<LockoutPolicy> {
  return {
    limit: await paramNumber(db, tenantId, 'account.failCount', 5),
    lockMinutes: await paramNumber(db, tenantId, 'account.lockMinutes', 30),
    delaySeconds: await paramNumber(db, tenantId, 'account.failDelaySeconds', 1),
    maxDelaySeconds: await paramNumber(db, tenantId, 'account.failDelayMaxSeconds', 60),
  };
}

/** The whole account's row has no source. */
const ACCOUNT = '';

export interface Guard {
  /** This source has failed too often for this account. */
  sourceLocked: boolean;
  /** The account has failed too often: every attempt must carry a solved captcha. */
  captchaRequired: boolean;
}

/** What the failures so far ask of an attempt on (tenant, account) from `source`. */
export async function guardFor(tx: Executor, tenantId: string, account: string, source: string, policy: LockoutPolicy): Promise<Guard> {
  const rows = await tx
    .select()
    .from(loginFailures)
    .where(and(eq(loginFailures.tenantId, tenantId), eq(loginFailures.account, account), inArray(loginFailures.source, [ACCOUNT, source])));
  const now = Date.now();
  const fromSource = rows.find((r) => r.source === source && source !== ACCOUNT);
  const whole = rows.find((r) => r.source === ACCOUNT);
  return {
    sourceLocked: !!fromSource?.lockedUntil && fromSource.lockedUntil.getTime() > now,
    captchaRequired: !!whole && whole.failures >= policy.limit && whole.updateTime.getTime() > now - policy.lockMinutes * 60_000,
  };
}

/** Counts one failure in a row; failures older than the lock time start a fresh count. */
async function count(tx: Executor, tenantId: string, account: string, source: string, policy: LockoutPolicy): Promise<number> {
  const forgotten = sql`${loginFailures.updateTime} <= now() - make_interval(mins => ${policy.lockMinutes})`;
  const [row] = await tx
    .insert(loginFailures)
    .values({ tenantId, account, source, failures: 1 })
    .onConflictDoUpdate({
      target: [loginFailures.tenantId, loginFailures.account, loginFailures.source],
      set: {
        failures: sql`case when ${forgotten} then 1 else ${loginFailures.failures} + 1 end`,
        lockedUntil: sql`case when ${loginFailures.lockedUntil} <= now() then null else ${loginFailures.lockedUntil} end`,
        updateTime: sql`now()`,
      },
    })
    .returning();
  return row.failures;
}

/**
 * Counts a failure for the source and for the account; at `limit` failures the source locks for
 * `lockMinutes`. Answers how long to hold back the refusal (ms).
 */
export async function recordFailure(tx: Executor, tenantId: string, account: string, source: string, policy: LockoutPolicy): Promise<number> {
  if (source !== ACCOUNT && (await count(tx, tenantId, account, source, policy)) >= policy.limit) {
    await tx
      .update(loginFailures)
      .set({ lockedUntil: new Date(Date.now() + policy.lockMinutes * 60_000) })
      .where(and(eq(loginFailures.tenantId, tenantId), eq(loginFailures.account, account), eq(loginFailures.source, source)));
  }
  return failureDelayMs(await count(tx, tenantId, account, ACCOUNT, policy), policy);
}

/** No delay up to the limit; past it the first delay, doubling with each failure, up to the maximum. */
export function failureDelayMs(accountFailures: number, policy: LockoutPolicy): number {
  const past = accountFailures - policy.limit - 1;
  if (past < 0) return 0;
  return Math.min(policy.delaySeconds * 2 ** past, policy.maxDelaySeconds) * 1000;
}

/** A right password clears the account's count and that source's, not other sources' locks. */
export async function clearFailures(tx: Executor, tenantId: string, account: string, source: string): Promise<void> {
  await tx
    .delete(loginFailures)
    .where(and(eq(loginFailures.tenantId, tenantId), eq(loginFailures.account, account), inArray(loginFailures.source, [ACCOUNT, source])));
}
