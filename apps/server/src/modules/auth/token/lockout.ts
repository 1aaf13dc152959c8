import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../../core/db/database';
import { loginFailures } from '../../../core/db/schema';

/** Whether (tenant, account) is locked now. */
export async function isLocked(tx: Executor, tenantId: string, account: string): Promise<boolean> {
  const [row] = await tx
    .select({ lockedUntil: loginFailures.lockedUntil })
    .from(loginFailures)
    .where(and(eq(loginFailures.tenantId, tenantId), eq(loginFailures.account, account)));
  return !!row?.lockedUntil && row.lockedUntil > new Date();
}

/** Counts a failure atomically; at `limit` failures the account locks for `lockMinutes`. */
export async function recordFailure(tx: Executor, tenantId: string, account: string, limit: number, lockMinutes: number): Promise<void> {
  const [row] = await tx
    .insert(loginFailures)
    .values({ tenantId, account, failures: 1 })
    .onConflictDoUpdate({
      target: [loginFailures.tenantId, loginFailures.account],
      // A lock that has run out starts a fresh count.
      set: {
        failures: sql`case when ${loginFailures.lockedUntil} is not null and ${loginFailures.lockedUntil} <= now() then 1 else ${loginFailures.failures} + 1 end`,
        lockedUntil: sql`case when ${loginFailures.lockedUntil} <= now() then null else ${loginFailures.lockedUntil} end`,
        updateTime: new Date(),
      },
    })
    .returning();
  if (row.failures >= limit) {
    await tx
      .update(loginFailures)
      .set({ lockedUntil: new Date(Date.now() + lockMinutes * 60_000) })
      .where(and(eq(loginFailures.tenantId, tenantId), eq(loginFailures.account, account)));
  }
}

export async function clearFailures(tx: Executor, tenantId: string, account: string): Promise<void> {
  await tx.delete(loginFailures).where(and(eq(loginFailures.tenantId, tenantId), eq(loginFailures.account, account)));
}
