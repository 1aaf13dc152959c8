import { and, asc, eq, sql } from 'drizzle-orm';
import { message, PLAN_TRANSITIONS, shanghaiToday, sumAmounts, type Lang, type PlanStatus, type PlanTransition } from '@beree/contracts';
import type { Executor } from '../../../core/db/database';
import { nextId } from '../../../core/db/ids';
import { indents, planLines, plans, receivingAddresses } from '../../../core/db/schema';
import { badRequest, conflict } from '../../../core/http/errors';
import type { RealtimeBus } from '../../../core/realtime/bus';
import type { RequestContext } from '../../../core/tenancy/context';
import { escapeText } from '../../desk/rich-text';
import { sendEvent } from '../../message/events/send-event';
import { nextDocumentNo } from '../document/document-no';
import { resolveCatalogLines, type ResolvedLine } from '../indent/lines';
import { addressOf, writeIndentHistory, writeIndentLines } from '../indent/service';
import { ownParty } from '../party/party';
import { lockPlan, writePlanHistory, type PlanRow } from './service';

type PlanLine = typeof planLines.$inferSelect;

/** The plan's lines re-checked as of today (R1, R8, R32) and priced from the catalog. */
async function checkLines(tx: Executor, ctx: RequestContext, row: PlanRow, action: PlanTransition): Promise<{ lines: PlanLine[]; resolved: ResolvedLine[] }> {
  const lines = await tx.select().from(planLines).where(eq(planLines.planId, row.id)).orderBy(asc(planLines.lineNo));
  if (lines.length === 0) throw badRequest('plan.lines.empty', { field: 'ids', planNo: row.planNo });
  const me = await ownParty(tx, ctx.tenantId);
  const resolved = await resolveCatalogLines(tx, ctx.tenantId, lines, { prefix: 'plan', lang: ctx.lang, hospital: me, date: shanghaiToday(), action: `plan.action.${action}` });
  return { lines, resolved };
}

/**
 * Approving splits the plan into one SAVED order per supplier, to the hospital's default receiving
 * address, urgent for a TEMPORARY plan; the purchasing clerk reviews and sends each. Each plan line
 * remembers its order.
 */
async function splitIntoOrders(tx: Executor, ctx: RequestContext, row: PlanRow): Promise<void> {
  const { lines, resolved } = await checkLines(tx, ctx, row, 'approve');
  const [address] = await tx.select({ id: receivingAddresses.id }).from(receivingAddresses).where(and(eq(receivingAddresses.isDefault, true), eq(receivingAddresses.isDeleted, 0)));
  if (!address) throw badRequest('plan.approve.noAddress', { field: 'ids', planNo: row.planNo });
  const copied = await addressOf(tx, address.id);
  const me = await ownParty(tx, ctx.tenantId);
  const suppliers = [...new Set(resolved.map((l) => l.supplierTenantId))].sort();
  for (const supplierTenantId of suppliers) {
    const mine = resolved.map((line, index) => ({ ...line, planLineId: lines[index].id, remark: lines[index].remark, requiredDate: lines[index].requiredDate })).filter((l) => l.supplierTenantId === supplierTenantId);
    const dates = mine.map((l) => l.requiredDate).filter((d): d is string => Boolean(d)).sort();
    const order = {
      id: nextId(),
      tenantId: me.tenantId,
      hospitalTenantId: me.tenantId,
      supplierTenantId,
      hospitalName: me.name,
      supplierName: mine[0].supplierName,
      indentNo: await nextDocumentNo(tx, 'PO', me.tenantId),
      planId: row.id,
      planNo: row.planNo,
      orderType: 'NORMAL',
      urgent: row.planType === 'TEMPORARY',
      indentStatus: 'SAVED',
      orderDate: shanghaiToday(),
      expectedArrivalDate: dates[0] ?? null,
      ...copied,
      remark: row.planType === 'TEMPORARY' ? row.reason : null,
      totalAmount: sumAmounts(mine.map((l) => l.amount)),
      createUser: ctx.userId,
      updateUser: ctx.userId,
      createDept: ctx.deptIds[0] ?? null,
    };
    const [created] = await tx.insert(indents).values(order).returning();
    await writeIndentLines(tx, created, mine);
    await writeIndentHistory(tx, ctx, created, { action: 'plan', fromStatus: null, toStatus: 'SAVED' });
    for (const line of mine) await tx.update(planLines).set({ indentId: created.id }).where(eq(planLines.id, line.planLineId));
  }
}

/** Tells the plan's author that it was approved or rejected, in the language of record (zh). */
async function tellAuthor(tx: Executor, bus: RealtimeBus, ctx: RequestContext, row: PlanRow, action: PlanTransition, reason: string | null): Promise<void> {
  if (!row.createUser || row.createUser === ctx.userId || action === 'submit-review') return;
  const lang: Lang = 'zh';
  const vars = { planNo: row.planNo, department: row.departmentName, action: message(`plan.action.${action}`, lang), reason: reason ? message('indent.notice.reason', lang, { reason }) : '' };
  await sendEvent(tx, bus, {
    event: 'plan.changed',
    tenantId: ctx.tenantId,
    userIds: [row.createUser],
    fromUserId: ctx.userId,
    vars: { ...vars, title: message('plan.notice.title', lang, vars), content: `<p>${escapeText(message('plan.notice.content', lang, vars).trim())}</p>` },
    bizType: 'PLAN',
    bizId: String(row.id),
  });
}

/**
 * Moves plans by one transition of PLAN_TRANSITIONS, each only from the states it starts from:
 * submitting for approval re-checks the lines, approving splits the plan into orders, rejecting
 * needs a reason. Each row is locked, checked (a version given must be the row's), written with a
 * history row; all or nothing.
 */
export async function transitionPlans(
  tx: Executor,
  bus: RealtimeBus,
  ctx: RequestContext,
  action: PlanTransition,
  ids: bigint[],
  body: { reason?: string | null; version?: number | null } = {},
): Promise<PlanRow[]> {
  const rule = PLAN_TRANSITIONS[action];
  const reason = body.reason?.trim() || null;
  const done: PlanRow[] = [];
  for (const id of ids) {
    const row = await lockPlan(tx, id);
    if (body.version != null && ids.length === 1 && body.version !== row.version) throw conflict('record.stale');
    if (!(rule.from as readonly PlanStatus[]).includes(row.planStatus as PlanStatus)) {
      throw badRequest('plan.transition.notAllowed', { field: 'ids', planNo: row.planNo, status: message(`plan.status.${row.planStatus}`, ctx.lang), action: message(`plan.action.${action}`, ctx.lang) });
    }
    const now = new Date();
    let set: Partial<typeof plans.$inferInsert> = {};
    if (action === 'submit-review') {
      const { resolved } = await checkLines(tx, ctx, row, action);
      set = { submittedAt: now, rejectReason: null, totalAmount: sumAmounts(resolved.map((l) => l.amount)) };
    } else if (action === 'approve') {
      await splitIntoOrders(tx, ctx, row);
      set = { reviewedAt: now, reviewedBy: ctx.userId };
    } else {
      if (!reason) throw badRequest('plan.reject.reason', { field: 'reason' });
      set = { reviewedAt: now, reviewedBy: ctx.userId, rejectReason: reason };
    }
    const [moved] = await tx
      .update(plans)
      .set({ ...set, planStatus: rule.to, updateUser: ctx.userId, updateTime: now, version: sql`${plans.version} + 1` })
      .where(eq(plans.id, id))
      .returning();
    await writePlanHistory(tx, ctx, id, { action, fromStatus: row.planStatus, toStatus: rule.to, reason });
    await tellAuthor(tx, bus, ctx, row, action, reason);
    done.push(moved);
  }
  return done;
}
