import { and, eq, or, type SQL } from 'drizzle-orm';
import type { Executor } from '../../../core/db/database';
import { certificateShares } from '../../../core/db/schema';
import type { RequestContext } from '../../../core/tenancy/context';
import { withPlatformIn } from '../../../core/tenancy/with-tenant';

const s = certificateShares;

/**
 * The live shares the caller is a party to, as SQL: the two-party policy's own condition on
 * scm_certificate_share (core/db/two-party.ts: either party sees every share naming it), so the
 * planner reads them through the party indexes instead of being handed their ids.
 */
export function visibleShares(ctx: RequestContext, shareId?: bigint): SQL {
  return and(eq(s.isDeleted, 0), or(eq(s.hospitalTenantId, ctx.tenantId), eq(s.supplierTenantId, ctx.tenantId)), shareId === undefined ? undefined : eq(s.id, shareId))!;
}

/**
 * Runs a read of shared certificates across the two tenants: a hospital never holds the supplier's
 * certificate rows, so the read runs on the platform role and must restrict itself to `visible`
 * (visibleShares), which it is given; nothing is written.
 */
export async function readThroughShares<T>(db: Executor, ctx: RequestContext, fn: (tx: Executor, visible: SQL) => Promise<T>, shareId?: bigint): Promise<T> {
  // On the caller's database: a share's two parties live on one database (ADR 0077), with its certificates.
  return withPlatformIn(db, ctx.tenantId, { tenantId: ctx.tenantId, userId: ctx.userId }, (tx) => fn(tx, visibleShares(ctx, shareId)));
}
