import { and, eq, inArray, ne, or } from 'drizzle-orm';
import type { Executor } from '../../../core/db/database';
import { surgicalOrders, surgicalUnits } from '../../../core/db/schema';

/**
 * R15 across kits: the first of `serials` of a SKU that is at the hospital in a surgical kit — out
 * (RELEASED, BE_ACCEPT) or implanted (used on a BE_USE order) — with the order's number; null when
 * none is. A kit checks itself out with `exceptOrderId`. Delivery notes and releases both ask it.
 */
export async function serialInKit(tx: Executor, q: { hospitalTenantId: string; exceptOrderId?: bigint; skuId: bigint; serials: string[] }): Promise<{ serial: string; surgicalOrderNo: string } | null> {
  if (q.serials.length === 0) return null;
  const [hit] = await tx
    .select({ serial: surgicalUnits.serialNo, no: surgicalOrders.surgicalOrderNo })
    .from(surgicalUnits)
    .innerJoin(surgicalOrders, eq(surgicalOrders.id, surgicalUnits.surgicalOrderId))
    .where(
      and(
        eq(surgicalOrders.hospitalTenantId, q.hospitalTenantId),
        q.exceptOrderId ? ne(surgicalOrders.id, q.exceptOrderId) : undefined,
        eq(surgicalOrders.isDeleted, 0),
        eq(surgicalUnits.skuId, q.skuId),
        inArray(surgicalUnits.serialNo, q.serials),
        or(inArray(surgicalOrders.surgicalStatus, ['RELEASED', 'BE_ACCEPT']), and(eq(surgicalOrders.surgicalStatus, 'BE_USE'), eq(surgicalUnits.used, true))),
      ),
    )
    .limit(1);
  return hit ? { serial: hit.serial ?? '', surgicalOrderNo: hit.no } : null;
}
