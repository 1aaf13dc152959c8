import { asc, eq } from 'drizzle-orm';
import { findScannedUnit, type ReceiptUnit } from '@beree/contracts';
import type { Executor } from '../../../core/db/database';
import { nextId } from '../../../core/db/ids';
import { deliveryLines, deliveryReturns, deliveryUnits } from '../../../core/db/schema';
import { badRequest } from '../../../core/http/errors';
import type { RequestContext } from '../../../core/tenancy/context';
import { skuLabel } from '../catalog/skus';
import type { DeliveryRow } from './service';

type LineRow = typeof deliveryLines.$inferSelect;

/** The note's units still to be scanned, and the lines that are received unit by unit. */
export async function readUnits(tx: Executor, deliveryId: bigint) {
  return tx.select().from(deliveryUnits).where(eq(deliveryUnits.deliveryId, deliveryId)).orderBy(asc(deliveryUnits.id));
}

/**
 * Takes in the units scanned now (ADR 0058): each code must name a unit of this note not scanned
 * before; an accepted unit adds one to its line's received quantity, a refused one one to its
 * rejected quantity with its reason and goes on the note's return record. The lines are changed
 * in memory for the caller to check (R17) and write; answered are the ids of the lines touched.
 */
export async function receiveUnits(tx: Executor, ctx: RequestContext, row: DeliveryRow, lines: LineRow[], units: Awaited<ReturnType<typeof readUnits>>, given: ReceiptUnit[]): Promise<Set<bigint>> {
  const done = new Set<bigint>();
  const touched = new Set<bigint>();
  for (const [index, g] of given.entries()) {
    const field = `units.${index}.code`;
    const unit = findScannedUnit(g.code, units);
    if (!unit) throw badRequest('delivery.receive.unit.notFound', { field, code: g.code });
    const line = lines.find((l) => l.id === unit.deliveryLineId)!;
    const vars = { code: g.code, line: line.lineNo, product: skuLabel(line) };
    if (unit.receiptOutcome || done.has(unit.id)) throw badRequest('delivery.receive.unit.twice', { field, ...vars });
    if (g.outcome === 'REFUSED' && !g.reason) throw badRequest('delivery.receive.unit.reason', { ...vars, field: `units.${index}.reason` });
    done.add(unit.id);
    touched.add(line.id);
    const reason = g.outcome === 'REFUSED' ? g.reason! : null;
    await tx.update(deliveryUnits).set({ receiptOutcome: g.outcome, refuseReason: reason }).where(eq(deliveryUnits.id, unit.id));
    if (reason) {
      await tx.insert(deliveryReturns).values({
        id: nextId(),
        tenantId: ctx.tenantId,
        hospitalTenantId: row.hospitalTenantId,
        supplierTenantId: row.supplierTenantId,
        deliveryId: row.id,
        deliveryLineId: line.id,
        deliveryUnitId: unit.id,
        code: unit.udi ?? unit.serialNo ?? g.code,
        reason,
        userId: ctx.userId,
      });
      line.rejectedQty = String(Number(line.rejectedQty) + 1);
      line.rejectReason = reason;
    } else line.receivedQty = String(Number(line.receivedQty) + 1);
  }
  return touched;
}

/** The units refused on a note and sent back, oldest first. */
export async function readReturns(tx: Executor, deliveryId: bigint) {
  return tx.select().from(deliveryReturns).where(eq(deliveryReturns.deliveryId, deliveryId)).orderBy(asc(deliveryReturns.id));
}
