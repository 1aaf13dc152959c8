import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../../core/db/database';
import { certificateShares } from '../../../core/db/schema';
import type { RequestContext } from '../../../core/tenancy/context';
import { withPlatform, withTenant } from '../../../core/tenancy/with-tenant';

const live = eq(certificateShares.isDeleted, 0);

/**
 * The shares the caller is a party to, as row-level security shows them in its own tenant. A
 * hospital never holds the supplier's certificate rows: whatever it reads of a certificate is
 * read afterwards on the platform role, restricted to these ids and nothing else.
 */
export async function visibleShareIds(db: Executor, ctx: RequestContext, shareId?: bigint): Promise<bigint[]> {
  const rows = await withTenant(db, ctx, (tx) =>
    tx
      .select({ id: certificateShares.id })
      .from(certificateShares)
      .where(and(live, shareId === undefined ? undefined : eq(certificateShares.id, shareId))),
  );
  return rows.map((r) => r.id);
}

/**
 * Runs a read of shared certificates across the two tenants, given the shares the caller sees
 * (visibleShareIds). The read must restrict itself to those ids; nothing is written.
 */
export async function readThroughShares<T>(db: Executor, ctx: RequestContext, fn: (tx: Executor, shareIds: bigint[]) => Promise<T>, shareId?: bigint): Promise<T> {
  const ids = await visibleShareIds(db, ctx, shareId);
  return withPlatform(db, { tenantId: ctx.tenantId, userId: ctx.userId }, (tx) => fn(tx, ids));
}
