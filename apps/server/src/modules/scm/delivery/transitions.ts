import { asc, eq, inArray, sql } from 'drizzle-orm';
import { hospitalSettings } from '../hospital/settings';
import {
  DELIVERY_INDENT_STATUSES,
  DELIVERY_TRANSITIONS,
  message,
  PERMISSIONS,
  shanghaiToday,
  SHIPPED_DELIVERY_STATUSES,
  sumAmounts,
  lineAmount,
  type DeliveryStatus,
  type DeliveryTransition,
  type DeliveryTransitionBody,
  type Lang,
} from '@beree/contracts';
import type { Executor } from '../../../core/db/database';
import { deliveries, deliveryLines, deliveryUnits, indentLines, indents } from '../../../core/db/schema';
import { badRequest, conflict, forbidden } from '../../../core/http/errors';
import type { RealtimeBus } from '../../../core/realtime/bus';
import type { RequestContext } from '../../../core/tenancy/context';
import { inTenant } from '../../../core/tenancy/in-tenant';
import { escapeText } from '../../desk/rich-text';
import { refreshIndentProgress } from '../indent/progress';
import { checkR1 } from '../indent/rules';
import { notifyParty } from '../party/notify';
import { checkGoods, checkR17, checkR17Receipt, checkR19, type LineFacts, type Warning } from './rules';
import { lockDelivery, OPEN_ORDER_STATES, writeDeliveryHistory, type DeliveryRow } from './service';
import { readUnits, receiveUnits } from './receipt-units';
import { skuLabel } from '../catalog/skus';
import { readDeliverySkus } from './skus';
import { enqueuePush } from '../push/enqueue';
import { checkR31 } from '../push/rules';

/** Tells the other party what the caller did to the note they share, in the language of record (zh). */
async function tellOtherParty(tx: Executor, bus: RealtimeBus, ctx: RequestContext, row: DeliveryRow, action: DeliveryTransition, reason: string | null): Promise<void> {
  const lang: Lang = 'zh';
  const hospitalActs = row.hospitalTenantId === ctx.tenantId;
  const vars = {
    party: hospitalActs ? row.hospitalName : row.supplierName,
    deliveryNo: row.deliveryNo,
    totalAmount: row.totalAmount,
    action: message(`delivery.action.${action}`, lang),
    reason: reason ? message('delivery.notice.reason', lang, { reason }) : '',
  };
  await notifyParty(tx, bus, ctx, hospitalActs ? row.supplierTenantId : row.hospitalTenantId, {
    event: action === 'submit-review' ? 'delivery.shipped' : action === 'receive' ? 'delivery.received' : 'delivery.changed',
    vars,
    menuCode: PERMISSIONS.delivery.menu,
    title: message('delivery.notice.title', lang, vars),
    content: `<p>${escapeText(message('delivery.notice.content', lang, vars).trim())}</p>`,
    bizType: 'DELIVERY',
    bizId: String(row.id),
  });
}

/**
 * The rules of shipping (R10–R19, and R1 and R8 when shipping), run when the supplier sends the
 * note and again when the hospital approves it, on the ship date. Errors refuse; what only warns
 * is answered for the caller to accept.
 */
async function checkShipping(tx: Executor, ctx: RequestContext, row: DeliveryRow, stage: 'ship' | 'approve', shipDate: string): Promise<Warning[]> {
  const lines = await tx.select().from(deliveryLines).where(eq(deliveryLines.deliveryId, row.id)).orderBy(asc(deliveryLines.lineNo));
  if (lines.length === 0) throw badRequest('delivery.lines.empty', { field: 'ids', deliveryNo: row.deliveryNo });
  const units = await tx.select().from(deliveryUnits).where(eq(deliveryUnits.deliveryId, row.id)).orderBy(asc(deliveryUnits.id));
  const skus = await readDeliverySkus(tx, lines.map((l) => l.skuId));
  const facts: LineFacts<(typeof lines)[number]>[] = lines.map((l, index) => ({ index, row: l, units: units.filter((u) => u.deliveryLineId === l.id), sku: skus.get(String(l.skuId)) }));
  const parties = { hospitalTenantId: row.hospitalTenantId, hospitalName: row.hospitalName, supplierTenantId: row.supplierTenantId, supplierName: row.supplierName };
  if (stage === 'ship') {
    // R1: shipping is a new document for the hospital; a note already shipped is still approved and received.
    await checkR1(tx, ctx.lang, parties, { prefix: 'delivery', action: 'delivery.action.submit-review', field: 'ids' });
  }
  for (const f of facts) {
    // R8 at shipping: the SKU is gone or stopped since the note was written.
    if (!f.sku || (stage === 'ship' && (f.sku.skuUseFlag === 'STOP' || f.sku.productUseFlag === 'STOP'))) {
      throw badRequest('delivery.R8', { field: `lines.${f.index}.skuId`, line: f.index + 1, product: f.row.productName, action: message('delivery.action.submit-review', ctx.lang) });
    }
  }
  // R19: the orders, of this hospital and supplier, open for delivery (at approval, showing this note's goods).
  const orderIds = [...new Set(lines.map((l) => l.indentId).filter((id): id is bigint => id !== null))];
  const orders = orderIds.length ? await tx.select().from(indents).where(inArray(indents.id, orderIds)) : [];
  const states = stage === 'ship' ? OPEN_ORDER_STATES : [...DELIVERY_INDENT_STATUSES, 'CLOSED'];
  for (const f of facts) if (f.row.indentId) checkR19(f.index, orders.find((o) => o.id === f.row.indentId && o.isDeleted === 0), row, states, ctx.lang);
  const warnings = await checkGoods(tx, ctx.lang, row, facts, shipDate, { userId: row.salesRepUserId, field: 'salesRepUserId' });
  for (const f of facts) await checkR17(tx, f, row.id);
  // R18: the amount is quantity × price to the cent, the totals the sums of the lines.
  for (const f of facts) {
    if (f.row.amount !== lineAmount(f.row.qty, f.row.unitPrice)) throw badRequest('delivery.R18.amount', { field: `lines.${f.index}.amount`, line: f.index + 1 });
  }
  if (sumAmounts(lines.map((l) => l.amount)) !== row.totalAmount) throw badRequest('delivery.R18.total', { field: 'totalAmount', deliveryNo: row.deliveryNo });
  return warnings;
}

/**
 * Puts the order lines a note fills in step: delivered = what shipped notes carry, received = what
 * the hospital took in from them; then each order's delivery state follows (refreshIndentProgress).
 */
async function syncOrders(tx: Executor, lines: { indentId: bigint | null; indentLineId: bigint | null }[]): Promise<void> {
  const lineIds = [...new Set(lines.map((l) => l.indentLineId).filter((id): id is bigint => id !== null))];
  if (lineIds.length === 0) return;
  const shipped = sql.join(SHIPPED_DELIVERY_STATUSES.map((s) => sql`${s}`), sql`, `);
  await tx
    .update(indentLines)
    .set({
      deliveredQty: sql`(select coalesce(sum(dl.qty), 0) from scm_delivery_line dl join scm_delivery d on d.id = dl.delivery_id where dl.indent_line_id = ${indentLines.id} and d.is_deleted = 0 and d.delivery_status in (${shipped}))`,
      receivedQty: sql`(select coalesce(sum(dl.received_qty), 0) from scm_delivery_line dl join scm_delivery d on d.id = dl.delivery_id where dl.indent_line_id = ${indentLines.id} and d.is_deleted = 0 and d.delivery_status in (${shipped}))`,
    })
    .where(inArray(indentLines.id, lineIds));
  for (const indentId of new Set(lines.map((l) => l.indentId).filter((id): id is bigint => id !== null))) await refreshIndentProgress(tx, indentId);
}

/**
 * Takes in what the hospital counted or scanned now: per line, received and rejected quantities are
 * added to what was taken in before (within what was shipped, R17), a rejection with its reason;
 * lines that carry units (serials or UDIs) are taken in unit by unit, each unit's outcome kept
 * (receipt-units.ts). The note is RECEIVED once every line is settled; until then it stays APPROVED.
 */
async function receive(tx: Executor, ctx: RequestContext, row: DeliveryRow, body: DeliveryTransitionBody): Promise<{ to: DeliveryStatus; values: Partial<typeof deliveries.$inferInsert> }> {
  const given = body.lines ?? [];
  const scanned = body.units ?? [];
  if (given.length === 0 && scanned.length === 0) throw badRequest('delivery.receive.lines', { field: 'lines' });
  const lines = await tx.select().from(deliveryLines).where(eq(deliveryLines.deliveryId, row.id)).orderBy(asc(deliveryLines.lineNo));
  const units = await readUnits(tx, row.id);
  const changed = new Set<bigint>();
  for (const [index, g] of given.entries()) {
    const line = lines.find((l) => String(l.id) === String(g.id));
    if (!line) throw badRequest('delivery.receive.line.notFound', { field: `lines.${index}.id`, line: index + 1 });
    const counted = Number(g.receivedQty ?? 0) + Number(g.rejectedQty ?? 0);
    // A unit's fate is known only by its serial: such lines are scanned, never counted.
    if (counted > 0 && units.some((u) => u.deliveryLineId === line.id)) throw badRequest('delivery.receive.unit.byCount', { field: `lines.${index}.receivedQty`, line: line.lineNo, product: skuLabel(line) });
    if (Number(g.rejectedQty ?? 0) > 0 && !g.rejectReason) throw badRequest('delivery.receive.rejectReason', { field: `lines.${index}.rejectReason`, line: line.lineNo, product: line.productName });
    line.receivedQty = String(Number(line.receivedQty) + Number(g.receivedQty ?? 0));
    line.rejectedQty = String(Number(line.rejectedQty) + Number(g.rejectedQty ?? 0));
    line.rejectReason = g.rejectReason ?? line.rejectReason;
    changed.add(line.id);
  }
  for (const id of await receiveUnits(tx, ctx, row, lines, units, scanned)) changed.add(id);
  for (const [index, line] of lines.entries()) {
    if (!changed.has(line.id)) continue;
    checkR17Receipt({ index, row: line }, Number(line.receivedQty), Number(line.rejectedQty));
    await tx.update(deliveryLines).set({ receivedQty: line.receivedQty, rejectedQty: line.rejectedQty, rejectReason: line.rejectReason }).where(eq(deliveryLines.id, line.id));
  }
  const settled = lines.every((l) => Number(l.receivedQty) + Number(l.rejectedQty) >= Number(l.qty) - 1e-9);
  const receivedAmount = sumAmounts(lines.map((l) => lineAmount(l.receivedQty, l.unitPrice)));
  // receivedAt is the last receipt: a partial one already counts in the money figures of its month (R27).
  return { to: settled ? 'RECEIVED' : 'APPROVED', values: { receivedAmount, receivedAt: new Date() } };
}

/**
 * Moves notes by one transition of DELIVERY_TRANSITIONS, each only by the party that owns it and
 * only from the states it starts from. Each row is locked, checked (a version given must be the
 * row's), written with a history row, the orders put in step and the other party told; all or nothing.
 */
export async function transitionDeliveries(tx: Executor, bus: RealtimeBus, ctx: RequestContext, action: DeliveryTransition, ids: bigint[], body: DeliveryTransitionBody = {}): Promise<DeliveryRow[]> {
  const rule = DELIVERY_TRANSITIONS[action];
  const reason = body.reason?.trim() || null;
  const done: DeliveryRow[] = [];
  for (const id of ids) {
    const row = await lockDelivery(tx, id);
    const party = rule.party === 'hospital' ? row.hospitalTenantId : row.supplierTenantId;
    if (party !== ctx.tenantId) throw forbidden(`delivery.party.${rule.party}`);
    if (body.version != null && ids.length === 1 && body.version !== row.version) throw conflict('record.stale');
    // The hospital's setting may make 验收 of a sent note its 审核 too, in the same transaction.
    const oneStep = action === 'receive' && row.deliveryStatus === 'SUBMITTED' && (await hospitalSettings(tx, row.hospitalTenantId)).oneStepReceipt;
    if (!oneStep && !(rule.from as readonly DeliveryStatus[]).includes(row.deliveryStatus as DeliveryStatus)) {
      throw badRequest('delivery.transition.notAllowed', {
        field: 'ids',
        deliveryNo: row.deliveryNo,
        status: message(`delivery.status.${row.deliveryStatus}`, ctx.lang),
        action: message(`delivery.action.${action}`, ctx.lang),
      });
    }
    if (rule.reason && !reason) throw badRequest('delivery.return.reason', { field: 'reason' });
    // Read before the move: a note returned to SAVED is out of the hospital's sight afterwards.
    const filled = await tx.select({ indentId: deliveryLines.indentId, indentLineId: deliveryLines.indentLineId }).from(deliveryLines).where(eq(deliveryLines.deliveryId, id));
    const now = new Date();
    let to: DeliveryStatus = rule.to;
    let values: Partial<typeof deliveries.$inferInsert> = {};
    let overridden: string | null = null;
    if (action === 'submit-review') {
      // One hospital's serials and one order line's quantities are judged by one shipment at a time.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`scm_delivery:${row.hospitalTenantId}`}))`);
      const shipDate = shanghaiToday();
      const warnings = await checkShipping(tx, ctx, row, 'ship', shipDate);
      if (warnings.length && !body.acknowledgeWarnings) {
        throw badRequest('delivery.warnings', { field: 'acknowledgeWarnings', warnings: warnings.map((w) => w.text).join('；') });
      }
      overridden = warnings.length ? warnings.map((w) => w.text).join('；') : null;
      values = { shipDate, submittedAt: now, returnReason: null };
    } else if (action === 'approve') {
      await checkShipping(tx, ctx, row, 'approve', row.shipDate ?? shanghaiToday());
      values = { approvedAt: now };
    } else if (action === 'return') {
      values = { returnReason: reason, shipDate: null };
    } else if (action === 'withdraw') {
      await checkR31(tx, ctx.lang, { docType: 'DELIVERY', docId: id, docNo: row.deliveryNo });
      values = { shipDate: null };
    } else {
      if (oneStep) {
        // 审核 first, its rules and its history, as the two-step path would have them.
        await checkShipping(tx, ctx, row, 'approve', row.shipDate ?? shanghaiToday());
        await writeDeliveryHistory(tx, ctx, row, { action: 'approve', fromStatus: row.deliveryStatus, toStatus: 'APPROVED', reason: null, overriddenWarnings: null });
      }
      ({ to, values } = await receive(tx, ctx, row, body));
      if (oneStep) values = { ...values, approvedAt: now };
    }
    const write = () =>
      tx
        .update(deliveries)
        .set({ ...values, deliveryStatus: to, updateUser: ctx.userId, updateTime: now, version: sql`${deliveries.version} + 1` })
        .where(eq(deliveries.id, id));
    // A returned note is SAVED again, the supplier's alone, out of the hospital's reach: the hospital's
    // return, checked above, is written as the supplier's row (row-level security lets no party move a row out of its own sight).
    if (action === 'return') await inTenant(tx, row.supplierTenantId, write);
    else await write();
    const moved: DeliveryRow = { ...row, ...values, deliveryStatus: to, updateUser: ctx.userId, updateTime: now, version: row.version + 1 } as DeliveryRow;
    if (action !== 'approve') await syncOrders(tx, filled);
    // Shipping is when the hospital learns of the note: its partner systems get it, with this commit.
    if (action === 'submit-review') await enqueuePush(tx, { hospitalTenantId: row.hospitalTenantId, supplierTenantId: row.supplierTenantId, docType: 'DELIVERY', docId: id });
    await writeDeliveryHistory(tx, ctx, row, { action, fromStatus: oneStep ? 'APPROVED' : row.deliveryStatus, toStatus: to, reason, overriddenWarnings: overridden });
    await tellOtherParty(tx, bus, ctx, moved, action, reason);
    done.push(moved);
  }
  return done;
}
