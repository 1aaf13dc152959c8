import { and, eq, inArray, ne } from 'drizzle-orm';
import { message, parseUdi, surgeryHasBegun, udiMatchesSku, udiProblemText, type Lang } from '@beree/contracts';
import type { Executor } from '../../../core/db/database';
import { surgicalOrders, surgicalUnits } from '../../../core/db/schema';
import { badRequest } from '../../../core/http/errors';
import type { RequestContext } from '../../../core/tenancy/context';
import { skuLabel } from '../catalog/skus';
import { checkGoods, type LineFacts, type LineRow, type Warning } from '../delivery/rules';
import type { DeliverySku } from '../delivery/skus';
import { checkR1 } from '../indent/rules';
import type { SurgicalRow } from './service';

/**
 * R29: releasing a kit asks of every released line what shipping a delivery note asks (R10–R16),
 * on the release date — the same rule functions, not copies. When releasing (not when the hospital
 * accepts) the relation must be APPROVED (R1) and nothing stopped (R8). Errors refuse; what only
 * warns is answered for the dealer to accept.
 */
export async function checkRelease(tx: Executor, ctx: RequestContext, row: SurgicalRow, facts: LineFacts[], skus: Map<string, DeliverySku>, stage: 'release' | 'accept', day: string): Promise<Warning[]> {
  if (stage === 'release') {
    const parties = { hospitalTenantId: row.hospitalTenantId, hospitalName: row.hospitalName, supplierTenantId: row.supplierTenantId, supplierName: row.supplierName };
    await checkR1(tx, ctx.lang, parties, { prefix: 'surgical', action: 'surgical.action.release', field: 'ids' });
  }
  for (const f of facts) {
    const sku = skus.get(String(f.row.skuId));
    if (!sku || (stage === 'release' && (sku.skuUseFlag === 'STOP' || sku.productUseFlag === 'STOP'))) {
      throw badRequest('surgical.R8', { field: `lines.${f.index}.id`, line: f.index + 1, product: skuLabel(f.row), action: message('surgical.action.release', ctx.lang) });
    }
  }
  // R15's serials included: not on a shipped note to the hospital, nor out in another kit there or implanted.
  return checkGoods(tx, ctx.lang, row, facts, day, { userId: row.followerUserId, field: 'followerName' });
}

/**
 * R30: use is recorded after the operation, so not before its time of surgery (China time). The
 * rule's own text speaks of use "after surgery"; no other rule of the model covers the time.
 */
export function checkSurgeryBegun(row: Pick<SurgicalRow, 'surgicalOrderNo' | 'surgeryDateTime'>, now = new Date()): void {
  if (!surgeryHasBegun(row.surgeryDateTime, now)) throw badRequest('surgical.R30.beforeSurgery', { field: 'ids', surgicalOrderNo: row.surgicalOrderNo, surgeryDateTime: row.surgeryDateTime });
}

/** A released unit as the use check reads it. */
export interface KitUnit {
  id: bigint;
  serialNo: string | null;
  udi: string | null;
  used: boolean;
}

/** The serial a unit carries: its own, or its UDI's. */
export const unitSerial = (u: Pick<KitUnit, 'serialNo' | 'udi'>): string | null => u.serialNo ?? (u.udi ? parseUdi(u.udi).serialNo : null);

/**
 * R30: the UDIs the nurse scanned for a line after the operation — each readable, of the line's
 * SKU and batch, and the serial of a unit released on this order and not yet recorded; a line of
 * units needs one UDI per unit used. Answers the units used, by UDI. A line without units takes
 * its count (≤ released) and any UDIs given are checked the same way.
 */
export function checkUsedUdis(lang: Lang, index: number, line: Pick<LineRow, 'skuId' | 'productName' | 'specification' | 'model' | 'udiDi' | 'batchNo'> & { releasedQty: string }, sku: DeliverySku | undefined, units: KitUnit[], usedQty: number, udis: string[]): { unit: KitUnit; udi: string }[] {
  const where = (name: string) => ({ field: `lines.${index}.${name}`, line: index + 1, product: skuLabel(line) });
  if (usedQty > Number(line.releasedQty) + 1e-9) throw badRequest('surgical.R30.over', { ...where('usedQty'), used: usedQty, released: Number(line.releasedQty) });
  if (units.length > 0 && udis.length !== usedQty) throw badRequest('surgical.R30.udiRequired', { ...where('udis'), used: usedQty, scanned: udis.length });
  const taken: { unit: KitUnit; udi: string }[] = [];
  const seen = new Set<string>();
  for (const [i, udi] of udis.entries()) {
    const at = where(`udis.${i}`);
    const parsed = parseUdi(udi);
    if (parsed.problems.length) throw badRequest('surgical.R30.unreadable', { ...at, problem: udiProblemText(parsed.problems[0], lang) });
    const ofSku = udiMatchesSku(parsed, { udiDi: sku?.udiDi ?? line.udiDi, packagingLevels: sku?.packagingLevels });
    const sameBatch = !parsed.batchNo || !line.batchNo || parsed.batchNo === line.batchNo;
    if (!ofSku || !sameBatch) throw badRequest('surgical.R30.notReleased', { ...at, udi });
    const serial = parsed.serialNo ?? '';
    if (serial && seen.has(serial)) throw badRequest('surgical.R30.usedTwice', { ...at, serial });
    seen.add(serial);
    if (units.length === 0) continue;
    const unit = units.find((u) => !u.used && serial !== '' && unitSerial(u) === serial);
    if (!unit) throw badRequest('surgical.R30.notReleased', { ...at, udi });
    taken.push({ unit, udi });
  }
  return taken;
}

/** R30: an implant's serial is recorded as used once at a hospital: not on another order already used. */
export async function checkNotUsedBefore(tx: Executor, row: SurgicalRow, index: number, line: Pick<LineRow, 'skuId' | 'productName' | 'specification' | 'model'>, serials: string[]): Promise<void> {
  if (serials.length === 0) return;
  const [hit] = await tx
    .select({ serial: surgicalUnits.serialNo, no: surgicalOrders.surgicalOrderNo })
    .from(surgicalUnits)
    .innerJoin(surgicalOrders, eq(surgicalOrders.id, surgicalUnits.surgicalOrderId))
    .where(
      and(
        eq(surgicalOrders.hospitalTenantId, row.hospitalTenantId),
        ne(surgicalOrders.id, row.id),
        eq(surgicalOrders.isDeleted, 0),
        eq(surgicalUnits.used, true),
        eq(surgicalUnits.skuId, line.skuId),
        inArray(surgicalUnits.serialNo, serials),
      ),
    )
    .limit(1);
  if (hit) throw badRequest('surgical.R30.usedBefore', { field: `lines.${index}.udis`, line: index + 1, product: skuLabel(line), serial: hit.serial ?? '', surgicalOrderNo: hit.no });
}
