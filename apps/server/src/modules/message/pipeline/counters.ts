import { sql } from 'drizzle-orm';
import type { Executor } from '../../../core/db/database';
import { messageCounters } from '../../../core/db/schema';

/**
 * Raises a dedup counter and answers its new value, in one atomic statement: concurrent sends
 * queue on the row, so each sees a distinct count and no more than the limit pass (austin's
 * MGET-then-SETEX could let a burst through).
 */
export async function bump(tx: Executor, tenantId: string, counterKey: string, windowStart: Date, expiresAt: Date): Promise<number> {
  const [row] = await tx
    .insert(messageCounters)
    .values({ tenantId, counterKey, windowStart, count: 1, expiresAt })
    .onConflictDoUpdate({ target: [messageCounters.tenantId, messageCounters.counterKey, messageCounters.windowStart], set: { count: sql`${messageCounters.count} + 1` } })
    .returning({ count: messageCounters.count });
  return row.count;
}

/** Counters whose window has passed (the daily clean-up). */
export async function dropExpiredCounters(tx: Executor, now: Date): Promise<void> {
  await tx.delete(messageCounters).where(sql`${messageCounters.expiresAt} < ${now}`);
}
