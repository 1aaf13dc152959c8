import { and, asc, eq, gt, inArray } from 'drizzle-orm';
import type { Executor } from '../../../core/db/database';
import { surgicalLines, surgicalOrders, surgicalUnits } from '../../../core/db/schema';

/** A line an invoice may bill: what was used in the operation, at the kit's price. */
export interface SettleableSurgicalLine {
  surgicalOrderId: bigint;
  surgicalOrderNo: string;
  surgicalLineId: bigint;
  lineNo: number;
  hospitalTenantId: string;
  supplierTenantId: string;
  catalogItemId: bigint;
  skuId: bigint;
  productName: string;
  specification: string | null;
  model: string | null;
  unit: string;
  registrationNo: string | null;
  batchNo: string | null;
  /** The settleable quantity: used, never what was only released (R30). */
  usedQty: string;
  unitPrice: string;
  taxRate: string;
  usedAmount: string;
  /** The serials of the implants used, for traceability on the invoice. */
  usedSerials: string[];
  usedAt: Date | null;
}

/**
 * R30 / R20: the lines of surgical orders in BE_USE that the supplier may invoice to the hospital —
 * only what was used, never what went back. Narrowed to some orders when `surgicalOrderIds` is
 * given. Read in the caller's transaction (either party sees its own orders).
 */
export async function settleableSurgicalLines(
  tx: Executor,
  q: { hospitalTenantId: string; supplierTenantId: string; surgicalOrderIds?: bigint[] },
): Promise<SettleableSurgicalLine[]> {
  if (q.surgicalOrderIds && q.surgicalOrderIds.length === 0) return [];
  const rows = await tx
    .select({ line: surgicalLines, surgicalOrderNo: surgicalOrders.surgicalOrderNo, usedAt: surgicalOrders.usedAt })
    .from(surgicalLines)
    .innerJoin(surgicalOrders, eq(surgicalOrders.id, surgicalLines.surgicalOrderId))
    .where(
      and(
        eq(surgicalOrders.hospitalTenantId, q.hospitalTenantId),
        eq(surgicalOrders.supplierTenantId, q.supplierTenantId),
        eq(surgicalOrders.surgicalStatus, 'BE_USE'),
        eq(surgicalOrders.isDeleted, 0),
        gt(surgicalLines.usedQty, '0'),
        q.surgicalOrderIds ? inArray(surgicalOrders.id, q.surgicalOrderIds) : undefined,
      ),
    )
    .orderBy(asc(surgicalOrders.usedAt), asc(surgicalLines.surgicalOrderId), asc(surgicalLines.lineNo));
  const lineIds = rows.map((r) => r.line.id);
  const units = lineIds.length
    ? await tx.select({ lineId: surgicalUnits.surgicalLineId, serialNo: surgicalUnits.serialNo }).from(surgicalUnits).where(and(inArray(surgicalUnits.surgicalLineId, lineIds), eq(surgicalUnits.used, true)))
    : [];
  return rows.map(({ line: l, surgicalOrderNo, usedAt }) => ({
    surgicalOrderId: l.surgicalOrderId,
    surgicalOrderNo,
    surgicalLineId: l.id,
    lineNo: l.lineNo,
    hospitalTenantId: l.hospitalTenantId,
    supplierTenantId: l.supplierTenantId,
    catalogItemId: l.catalogItemId,
    skuId: l.skuId,
    productName: l.productName,
    specification: l.specification,
    model: l.model,
    unit: l.unit,
    registrationNo: l.registrationNo,
    batchNo: l.batchNo,
    usedQty: l.usedQty,
    unitPrice: l.unitPrice,
    taxRate: l.taxRate,
    usedAmount: l.usedAmount,
    usedSerials: units.filter((u) => u.lineId === l.id && u.serialNo).map((u) => u.serialNo as string),
    usedAt,
  }));
}
