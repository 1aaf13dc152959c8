import { sql } from 'drizzle-orm';
import type { Executor } from '../db/database';

/**
 * The tenant each open transaction runs as, where this process set it (withTenant, inTenant):
 * inTenant then needs no round trip to learn it. A transaction not listed is asked.
 */
const tenantOfTx = new WeakMap<object, string>();

/** Notes the tenant a transaction was just set to run as. */
export function rememberTenant(tx: Executor, tenantId: string): void {
  tenantOfTx.set(tx, tenantId);
}

/**
 * Runs `fn` inside the caller's transaction as `tenantId` (app.tenant_id set for it, then set
 * back): the one way a rule or a message reaches a row of another party — a seller's SKUs, a
 * hospital's settings, a grantor's letters, a message for the other side. Row-level security
 * still applies, so `fn` sees that tenant's rows only; callers read only what their rule needs.
 */
export async function inTenant<T>(tx: Executor, tenantId: string, fn: () => Promise<T>): Promise<T> {
  let caller = tenantOfTx.get(tx);
  if (caller === undefined) {
    const result = (await tx.execute(sql`select current_setting('app.tenant_id', true) as tenant`)) as unknown as { rows: { tenant: string | null }[] };
    caller = result.rows[0]?.tenant ?? '';
  }
  if (caller === tenantId) return fn();
  await tx.execute(sql`select set_config('app.tenant_id', ${tenantId}, true)`);
  tenantOfTx.set(tx, tenantId);
  try {
    return await fn();
  } finally {
    await tx.execute(sql`select set_config('app.tenant_id', ${caller}, true)`);
    tenantOfTx.set(tx, caller);
  }
}
