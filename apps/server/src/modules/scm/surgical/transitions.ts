import { asc, eq, sql } from 'drizzle-orm';
import { lineAmount, message, parseUdi, shanghaiToday, sumAmounts, SURGICAL_TRANSITIONS, type SurgicalStatus, type SurgicalTransition, type SurgicalTransitionBody } from '@beree/contracts';
import type { Executor } from '../../../core/db/database';
import { nextId } from '../../../core/db/ids';
import { surgicalLines, surgicalOrders, surgicalUnits } from '../../../core/db/schema';
import { badRequest, conflict, forbidden } from '../../../core/http/errors';
import type { RealtimeBus } from '../../../core/realtime/bus';
import type { RequestContext } from '../../../core/tenancy/context';
import { skuLabel } from '../catalog/skus';
import type { LineFacts } from '../delivery/rules';
import { fromUdi } from '../delivery/service';
import { readDeliverySkus } from '../delivery/skus';
import { enqueuePush } from '../push/enqueue';
import { checkNotUsedBefore, checkRelease, checkSurgeryBegun, checkUsedUdis, unitSerial } from './rules';
import { lockSurgical, tellOtherParty, writeSurgicalHistory, type SurgicalRow } from './service';

type LineRow = typeof surgicalLines.$inferSelect;
type Given = NonNullable<SurgicalTransitionBody['lines']>[number];
type Values = Partial<typeof surgicalOrders.$inferInsert>;

/** The entries of a transition matched to the order's lines, each once; an entry naming no line of the order is refused. */
function matchLines(lines: LineRow[], given: Given[]): { index: number; line: LineRow; entry: Given }[] {
  return given.map((entry, index) => {
    const line = lines.find((l) => String(l.id) === String(entry.id));
    if (!line) throw badRequest('surgical.line.notFound', { field: `lines.${index}.id`, line: index + 1 });
    const first = given.findIndex((g) => String(g.id) === String(entry.id));
    if (first < index) throw badRequest('surgical.line.duplicate', { field: `lines.${index}.id`, line: index + 1, first: first + 1, product: skuLabel(line) });
    return { index, line, entry };
  });
}

/** The rule facts of the lines released, by the entry (or, without entries, the line) they are named at. */
async function releaseFacts(tx: Executor, orderId: bigint, at: (line: LineRow) => number) {
  const lines = await tx.select().from(surgicalLines).where(eq(surgicalLines.surgicalOrderId, orderId)).orderBy(asc(surgicalLines.lineNo));
  const units = await tx.select().from(surgicalUnits).where(eq(surgicalUnits.surgicalOrderId, orderId)).orderBy(asc(surgicalUnits.id));
  const out = lines.filter((l) => Number(l.releasedQty) > 0);
  const skus = await readDeliverySkus(tx, out.map((l) => l.skuId));
  const facts: LineFacts[] = out.map((l) => ({
    index: at(l),
    row: { ...l, qty: l.releasedQty, indentLineId: null },
    units: units.filter((u) => u.surgicalLineId === l.id),
    sku: skus.get(String(l.skuId)),
  }));
  return { facts, skus };
}

/**
 * The dealer releases the kit: per line how many units, the batch (filled from a scanned UDI
 * where left empty) and each unit of an implant; lines not named release nothing. Then the rules
 * of shipping run on today's date (R29); an error undoes it all, a warning must be accepted.
 */
async function release(tx: Executor, ctx: RequestContext, row: SurgicalRow, body: SurgicalTransitionBody): Promise<{ values: Values; overridden: string | null }> {
  const given = body.lines ?? [];
  if (given.length === 0) throw badRequest('surgical.release.lines', { field: 'lines' });
  const lines = await tx.select().from(surgicalLines).where(eq(surgicalLines.surgicalOrderId, row.id)).orderBy(asc(surgicalLines.lineNo));
  const matched = matchLines(lines, given);
  const own = { tenantId: ctx.tenantId, hospitalTenantId: row.hospitalTenantId, supplierTenantId: row.supplierTenantId, surgicalOrderId: row.id };
  await tx.delete(surgicalUnits).where(eq(surgicalUnits.surgicalOrderId, row.id));
  const blank = { releasedQty: '0', batchNo: null, productionDate: null, expiryDate: null, sterilizationBatchNo: null, sterilizationExpiry: null, serialNo: null, udi: null };
  await tx.update(surgicalLines).set(blank).where(eq(surgicalLines.surgicalOrderId, row.id));
  for (const { line, entry } of matched) {
    let units = entry.units ?? [];
    const releasedQty = entry.releasedQty ?? (units.length ? String(units.length) : line.plannedQty);
    const batch = fromUdi(entry);
    let udi = entry.udi ?? null;
    // A single unit named on the line is kept as a unit, so that use and the serial checks find it.
    if (units.length === 0 && Number(releasedQty) === 1 && (batch.serialNo || udi)) {
      units = [{ serialNo: batch.serialNo, udi }];
      batch.serialNo = null;
      udi = null;
    }
    await tx
      .update(surgicalLines)
      .set({ releasedQty, ...batch, sterilizationBatchNo: entry.sterilizationBatchNo ?? null, sterilizationExpiry: entry.sterilizationExpiry ?? null, udi })
      .where(eq(surgicalLines.id, line.id));
    if (units.length) {
      await tx.insert(surgicalUnits).values(
        units.map((u) => ({ ...own, id: nextId(), surgicalLineId: line.id, skuId: line.skuId, serialNo: u.serialNo ?? (u.udi ? parseUdi(u.udi).serialNo : null), udi: u.udi })),
      );
    }
  }
  const entryOf = new Map(matched.map((m) => [String(m.line.id), m.index]));
  const { facts, skus } = await releaseFacts(tx, row.id, (l) => entryOf.get(String(l.id)) ?? l.lineNo - 1);
  if (facts.length === 0) throw badRequest('surgical.release.nothing', { field: 'lines', surgicalOrderNo: row.surgicalOrderNo });
  // One hospital's serials are judged by one shipment at a time, delivery notes and kits alike.
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`scm_delivery:${row.hospitalTenantId}`}))`);
  const day = shanghaiToday();
  const follower = { followerUserId: ctx.userId, followerName: body.followerName?.trim() || ctx.userName?.slice(0, 32) || null, followerPhone: body.followerPhone?.trim() || null };
  const warnings = await checkRelease(tx, ctx, { ...row, ...follower }, facts, skus, 'release', day);
  if (warnings.length && !body.acknowledgeWarnings) throw badRequest('surgical.warnings', { field: 'acknowledgeWarnings', warnings: warnings.map((w) => w.text).join('；') });
  return { values: { ...follower, releaseDate: day, releasedAt: new Date() }, overridden: warnings.length ? warnings.map((w) => w.text).join('；') : null };
}

/**
 * The nurse records what was used, once the operation has begun: per line how many, with the UDI of each implant (R30); lines
 * not named were not used. What was released and not used goes back (returnedQty); only the used
 * quantity is priced (usedAmount) and becomes settleable.
 */
async function use(tx: Executor, ctx: RequestContext, row: SurgicalRow, body: SurgicalTransitionBody): Promise<Values> {
  checkSurgeryBegun(row);
  const lines = await tx.select().from(surgicalLines).where(eq(surgicalLines.surgicalOrderId, row.id)).orderBy(asc(surgicalLines.lineNo));
  const units = await tx.select().from(surgicalUnits).where(eq(surgicalUnits.surgicalOrderId, row.id)).orderBy(asc(surgicalUnits.id));
  const matched = matchLines(lines, body.lines ?? []);
  const skus = await readDeliverySkus(tx, matched.map((m) => m.line.skuId));
  const used = new Map<string, number>();
  for (const { index, line, entry } of matched) {
    const lineUnits = units.filter((u) => u.surgicalLineId === line.id);
    const udis = entry.udis ?? [];
    const qty = entry.usedQty != null ? Number(entry.usedQty) : udis.length;
    const taken = checkUsedUdis(ctx.lang, index, line, skus.get(String(line.skuId)), lineUnits, qty, udis);
    await checkNotUsedBefore(tx, row, index, line, taken.map((t) => unitSerial(t.unit)).filter((s): s is string => !!s));
    for (const t of taken) await tx.update(surgicalUnits).set({ used: true, usedUdi: t.udi }).where(eq(surgicalUnits.id, t.unit.id));
    used.set(String(line.id), qty);
  }
  const amounts: string[] = [];
  for (const line of lines) {
    const qty = used.get(String(line.id)) ?? 0;
    const usedAmount = lineAmount(qty, line.unitPrice);
    amounts.push(usedAmount);
    await tx
      .update(surgicalLines)
      .set({ usedQty: String(qty), returnedQty: String(Math.max(Number(line.releasedQty) - qty, 0)), usedAmount })
      .where(eq(surgicalLines.id, line.id));
  }
  return { usedAmount: sumAmounts(amounts), usedAt: new Date(), usageNurseStaffNo: body.nurseStaffNo?.trim() || null, usageDoctorStaffNo: body.doctorStaffNo?.trim() || null };
}

/**
 * Moves orders by one transition of SURGICAL_TRANSITIONS, each only by the party that owns it
 * (R29) and only from the state it starts from. Each row is locked, checked (a version given must
 * be the row's), written with a history row and the other party told; all or nothing.
 */
export async function transitionSurgical(tx: Executor, bus: RealtimeBus, ctx: RequestContext, action: SurgicalTransition, ids: bigint[], body: SurgicalTransitionBody = {}): Promise<SurgicalRow[]> {
  const rule = SURGICAL_TRANSITIONS[action];
  const done: SurgicalRow[] = [];
  for (const id of ids) {
    const row = await lockSurgical(tx, id);
    const party = rule.party === 'hospital' ? row.hospitalTenantId : row.supplierTenantId;
    if (party !== ctx.tenantId) throw forbidden(`surgical.party.${rule.party}`);
    if (body.version != null && ids.length === 1 && body.version !== row.version) throw conflict('record.stale');
    if (!(rule.from as readonly SurgicalStatus[]).includes(row.surgicalStatus as SurgicalStatus)) {
      throw badRequest('surgical.transition.notAllowed', {
        field: 'ids',
        surgicalOrderNo: row.surgicalOrderNo,
        status: message(`surgical.status.${row.surgicalStatus}`, ctx.lang),
        action: message(`surgical.action.${action}`, ctx.lang),
      });
    }
    let values: Values = {};
    let overridden: string | null = null;
    if (action === 'release') {
      ({ values, overridden } = await release(tx, ctx, row, body));
    } else if (action === 'accept') {
      // What arrived is judged again as it was released (a delivery note's approval does the same).
      const { facts, skus } = await releaseFacts(tx, row.id, (l) => l.lineNo - 1);
      await checkRelease(tx, ctx, row, facts, skus, 'accept', row.releaseDate ?? shanghaiToday());
      values = { acceptedAt: new Date() };
    } else {
      values = await use(tx, ctx, row, body);
    }
    const now = new Date();
    await tx
      .update(surgicalOrders)
      .set({ ...values, surgicalStatus: rule.to, updateUser: ctx.userId, updateTime: now, version: sql`${surgicalOrders.version} + 1` })
      .where(eq(surgicalOrders.id, id));
    const moved = { ...row, ...values, surgicalStatus: rule.to, updateUser: ctx.userId, updateTime: now, version: row.version + 1 } as SurgicalRow;
    // Releasing is the dealer's sending of the kit: the hospital's systems get the order, with this commit (R31).
    if (action === 'release') await enqueuePush(tx, { hospitalTenantId: row.hospitalTenantId, supplierTenantId: row.supplierTenantId, docType: 'SURGICAL', docId: id });
    await writeSurgicalHistory(tx, ctx, row, { action, fromStatus: row.surgicalStatus, toStatus: rule.to, overriddenWarnings: overridden });
    await tellOtherParty(tx, bus, ctx, moved, `surgical.action.${action}`);
    done.push(moved);
  }
  return done;
}
