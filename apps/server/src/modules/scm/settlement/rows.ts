import { and, asc, eq, gt, gte, inArray, lt, or } from 'drizzle-orm';
import { amountOf, cents, SETTLEABLE_DELIVERY_STATUSES, shanghaiToday, type SettlementBasis, type SettlementDetail, type SettlementLine, type SettlementRefusedUnit } from '@beree/contracts';
import type { Executor } from '../../../core/db/database';
import { deliveries, deliveryLines, deliveryUnits, surgicalOrders } from '../../../core/db/schema';
import { hospitalSettings } from '../hospital/settings';
import { invoicedByDeliveryLine, invoicedBySurgicalLine, type InvoicedFigures } from '../invoice';
import { settleableSurgicalLines } from '../surgical/settleable';
import { addCents, amountsText, settlementStatusOf, zeroCents, type Cents } from './status';

/** What narrows the rows: parties, a range of months (yyyy-MM, Asia/Shanghai) and the source documents. */
export interface SettlementScope {
  hospitalTenantId?: string;
  supplierTenantId?: string;
  monthFrom?: string;
  monthTo?: string;
  ids?: bigint[];
}

/** A settlement row with its lines, and the cents its status and totals are computed from. */
export interface ComputedRow extends SettlementDetail {
  cents: Cents;
  lineCents: Cents[];
}

/** The first instant of a month in Asia/Shanghai, and of the month after it. */
export const monthStart = (month: string) => new Date(`${month}-01T00:00:00+08:00`);
export function nextMonthStart(month: string): Date {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return monthStart(m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`);
}

/** A head of a row before its amounts are known. */
interface Head {
  id: bigint;
  documentNo: string;
  hospitalTenantId: string;
  hospitalName: string;
  supplierTenantId: string;
  supplierName: string;
  at: Date | null;
}

/**
 * Settlement rows with their lines as they stand now (R27: derived, never stored): one per
 * delivery note with something received when the hospital settles on receipt, one per surgical order in use when
 * it settles on consumption (R28: only used quantities, billed by invoices of used surgical lines).
 * For a detail or a month's statement; the list pages in SQL (totals-query.ts). Row-level security shows the caller only the
 * documents it is a party to, so both parties and nobody else see the same rows.
 */
export async function settlementRows(tx: Executor, scope: SettlementScope): Promise<ComputedRow[]> {
  if (scope.ids && scope.ids.length === 0) return [];
  const byDelivery = [inArray(deliveries.deliveryStatus, [...SETTLEABLE_DELIVERY_STATUSES]), eq(deliveries.isDeleted, 0)];
  const byOrder = [eq(surgicalOrders.surgicalStatus, 'BE_USE'), eq(surgicalOrders.isDeleted, 0)];
  if (scope.hospitalTenantId) byDelivery.push(eq(deliveries.hospitalTenantId, scope.hospitalTenantId)), byOrder.push(eq(surgicalOrders.hospitalTenantId, scope.hospitalTenantId));
  if (scope.supplierTenantId) byDelivery.push(eq(deliveries.supplierTenantId, scope.supplierTenantId)), byOrder.push(eq(surgicalOrders.supplierTenantId, scope.supplierTenantId));
  if (scope.monthFrom) byDelivery.push(gte(deliveries.receivedAt, monthStart(scope.monthFrom))), byOrder.push(gte(surgicalOrders.usedAt, monthStart(scope.monthFrom)));
  if (scope.monthTo) byDelivery.push(lt(deliveries.receivedAt, nextMonthStart(scope.monthTo))), byOrder.push(lt(surgicalOrders.usedAt, nextMonthStart(scope.monthTo)));
  if (scope.ids) byDelivery.push(inArray(deliveries.id, scope.ids)), byOrder.push(inArray(surgicalOrders.id, scope.ids));

  const head = { hospitalTenantId: deliveries.hospitalTenantId, hospitalName: deliveries.hospitalName, supplierTenantId: deliveries.supplierTenantId, supplierName: deliveries.supplierName };
  const notes: Head[] = await tx.select({ id: deliveries.id, documentNo: deliveries.deliveryNo, ...head, at: deliveries.receivedAt }).from(deliveries).where(and(...byDelivery));
  const orders: Head[] = await tx
    .select({ id: surgicalOrders.id, documentNo: surgicalOrders.surgicalOrderNo, hospitalTenantId: surgicalOrders.hospitalTenantId, hospitalName: surgicalOrders.hospitalName, supplierTenantId: surgicalOrders.supplierTenantId, supplierName: surgicalOrders.supplierName, at: surgicalOrders.usedAt })
    .from(surgicalOrders)
    .where(and(...byOrder));

  // R28: the hospital's setting decides which of the two sources is settled.
  const basis = new Map<string, SettlementBasis>();
  for (const h of new Set([...notes, ...orders].map((r) => r.hospitalTenantId))) basis.set(h, (await hospitalSettings(tx, h)).settlementBasis);
  const receiptNotes = notes.filter((n) => basis.get(n.hospitalTenantId) === 'RECEIPT');
  const usedOrders = orders.filter((o) => basis.get(o.hospitalTenantId) === 'CONSUMPTION');

  const rows: ComputedRow[] = [];
  if (receiptNotes.length) {
    const lines = await tx
      .select()
      .from(deliveryLines)
      // Lines wholly refused are listed too, at nothing owed, so the settlement says what was sent back.
      .where(and(inArray(deliveryLines.deliveryId, receiptNotes.map((n) => n.id)), or(gt(deliveryLines.receivedQty, '0'), gt(deliveryLines.rejectedQty, '0'))))
      .orderBy(asc(deliveryLines.deliveryId), asc(deliveryLines.lineNo));
    const invoiced = await invoicedByDeliveryLine(tx, lines.map((l) => l.id));
    const refused = await refusedUnitsByLine(tx, lines.filter((l) => Number(l.rejectedQty) > 0).map((l) => l.id));
    for (const note of receiptNotes) {
      const own = lines.filter((l) => l.deliveryId === note.id);
      // As in the list (totals-query.ts): a note is settled once something of it was taken in.
      if (!own.some((l) => Number(l.receivedQty) > 0)) continue;
      rows.push(
        assemble(note, 'DELIVERY', 'RECEIPT', own.map((l) => {
          const c = settledCents(amountOf(l.receivedQty, l.unitPrice), invoiced.get(String(l.id)));
          const refusal = { refusedQty: trimQty(l.rejectedQty), refuseReason: Number(l.rejectedQty) > 0 ? l.rejectReason : null, refusedUnits: refused.get(l.id) ?? [] };
          return { c, line: { lineId: String(l.id), lineNo: l.lineNo, productName: l.productName, specification: l.specification, model: l.model, unit: l.unit, batchNo: l.batchNo, quantity: trimQty(l.receivedQty), unitPrice: l.unitPrice, ...refusal } };
        })),
      );
    }
  }
  // Pairs of parties, for the used lines are read per pair.
  const pairs = new Map<string, Head[]>();
  for (const o of usedOrders) pairs.set(`${o.hospitalTenantId}/${o.supplierTenantId}`, [...(pairs.get(`${o.hospitalTenantId}/${o.supplierTenantId}`) ?? []), o]);
  for (const group of pairs.values()) {
    const first = group[0] as Head;
    const used = await settleableSurgicalLines(tx, { hospitalTenantId: first.hospitalTenantId, supplierTenantId: first.supplierTenantId, surgicalOrderIds: group.map((o) => o.id) });
    const invoiced = await invoicedBySurgicalLine(tx, used.map((u) => u.surgicalLineId));
    for (const order of group) {
      rows.push(
        assemble(order, 'SURGICAL', 'CONSUMPTION', used.filter((u) => u.surgicalOrderId === order.id).map((u) => ({
          c: settledCents(amountOf(u.usedQty, u.unitPrice), invoiced.get(String(u.surgicalLineId))),
          line: { lineId: String(u.surgicalLineId), lineNo: u.lineNo, productName: u.productName, specification: u.specification, model: u.model, unit: u.unit, batchNo: u.batchNo, quantity: trimQty(u.usedQty), unitPrice: u.unitPrice, ...NOTHING_REFUSED },
        }))),
      );
    }
  }
  return rows.filter((r) => r.lines.length > 0).sort((a, b) => b.settledOn.localeCompare(a.settledOn) || a.documentNo.localeCompare(b.documentNo));
}

/** A used surgical line refuses nothing: what is not used is returned on the order, not refused at receipt. */
const NOTHING_REFUSED = { refusedQty: '0', refuseReason: null, refusedUnits: [] };

/** The units refused at receipt of those delivery lines with their reasons, by line, oldest first: one query for them all. */
async function refusedUnitsByLine(tx: Executor, lineIds: bigint[]): Promise<Map<bigint, SettlementRefusedUnit[]>> {
  const by = new Map<bigint, SettlementRefusedUnit[]>();
  if (!lineIds.length) return by;
  const units = await tx
    .select({ lineId: deliveryUnits.deliveryLineId, serialNo: deliveryUnits.serialNo, udi: deliveryUnits.udi, reason: deliveryUnits.refuseReason })
    .from(deliveryUnits)
    .where(and(inArray(deliveryUnits.deliveryLineId, lineIds), eq(deliveryUnits.receiptOutcome, 'REFUSED')))
    .orderBy(asc(deliveryUnits.id));
  for (const u of units) by.set(u.lineId, [...(by.get(u.lineId) ?? []), { serialNo: u.serialNo, udi: u.udi, reason: u.reason ?? '' }]);
  return by;
}

/** A line's cents: what is owed, and what sent and approved invoices bill of it. */
const settledCents = (settleable: bigint, billed: InvoicedFigures | undefined): Cents => ({ settleable, invoiced: cents(billed?.amount ?? '0'), approved: cents(billed?.approvedAmount ?? '0') });

type LineHead = Omit<SettlementLine, 'documentNo' | 'settledOn' | 'settlementStatus' | 'settleableAmount' | 'invoicedAmount' | 'approvedAmount'>;

function assemble(h: Head, source: 'DELIVERY' | 'SURGICAL', basis: SettlementBasis, lines: { c: Cents; line: LineHead }[]): ComputedRow {
  const settledOn = h.at ? shanghaiToday(h.at) : '';
  const total = lines.reduce((sum, l) => addCents(sum, l.c), zeroCents());
  return {
    id: String(h.id),
    source,
    basis,
    documentNo: h.documentNo,
    hospitalTenantId: h.hospitalTenantId,
    hospitalName: h.hospitalName,
    supplierTenantId: h.supplierTenantId,
    supplierName: h.supplierName,
    settledOn,
    ...amountsText(total),
    settlementStatus: settlementStatusOf(total),
    lines: lines.map(({ c, line }) => ({ ...line, documentNo: h.documentNo, settledOn, ...amountsText(c), settlementStatus: settlementStatusOf(c) })),
    cents: total,
    lineCents: lines.map((l) => l.c),
  };
}

const trimQty = (q: string) => (q.includes('.') ? q.replace(/\.?0+$/, '') : q);

export function publicDetail({ cents: _c, lineCents: _l, ...row }: ComputedRow) {
  return row;
}

