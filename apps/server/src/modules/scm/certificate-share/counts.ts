import type { Executor } from '../../../core/db/database';
import type { RequestContext } from '../../../core/tenancy/context';
import { withTenant } from '../../../core/tenancy/with-tenant';
import type { WarnDays } from '../certificate/flags';
import { findParty, isHospital } from '../party/party';
import { sharedCounts } from './read';
import { readThroughShares } from './visible';

/**
 * certification-count's part for a hospital (§3.15): the certificates its suppliers shared, those
 * awaiting its review and those overdue or expiring under its own warning days; null for other kinds.
 */
export async function sharedCertificationCount(db: Executor, ctx: RequestContext, warnDays: WarnDays) {
  const me = await withTenant(db, ctx, (tx) => findParty(tx, ctx.tenantId));
  if (!me || !isHospital(me)) return null;
  return readThroughShares(db, ctx, (tx, visible) => sharedCounts(tx, visible, warnDays));
}
