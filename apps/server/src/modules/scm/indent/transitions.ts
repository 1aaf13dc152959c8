import { asc, eq, sql } from 'drizzle-orm';
import { INDENT_TRANSITIONS, message, PERMISSIONS, shanghaiToday, sumAmounts, type IndentStatus, type IndentTransition, type Lang } from '@beree/contracts';
import type { Executor } from '../../../core/db/database';
import { indentLines, indents } from '../../../core/db/schema';
import { badRequest, conflict, forbidden } from '../../../core/http/errors';
import type { RealtimeBus } from '../../../core/realtime/bus';
import type { RequestContext } from '../../../core/tenancy/context';
import { escapeText } from '../../desk/rich-text';
import { notifyParty } from '../party/notify';
import { resolveCatalogLines } from './lines';
import { checkR1 } from './rules';
import { lockIndent, writeIndentHistory, type IndentRow } from './service';

/** Tells the other party what the caller did to the order they share, in the language of record (zh). */
async function tellOtherParty(tx: Executor, bus: RealtimeBus, ctx: RequestContext, row: IndentRow, action: IndentTransition, reason: string | null): Promise<void> {
  const lang: Lang = 'zh';
  const hospitalActs = row.hospitalTenantId === ctx.tenantId;
  const vars = {
    party: hospitalActs ? row.hospitalName : row.supplierName,
    indentNo: row.indentNo,
    totalAmount: row.totalAmount,
    action: message(`indent.action.${action}`, lang),
    reason: reason ? message('indent.notice.reason', lang, { reason }) : '',
  };
  await notifyParty(tx, bus, ctx, hospitalActs ? row.supplierTenantId : row.hospitalTenantId, {
    event: action === 'submit-review' ? 'indent.submitted' : action === 'confirm' ? 'indent.confirmed' : 'indent.changed',
    vars,
    menuCode: PERMISSIONS.indent.menu,
    title: message('indent.notice.title', lang, vars),
    content: `<p>${escapeText(message('indent.notice.content', lang, vars).trim())}</p>`,
    bizType: 'INDENT',
    bizId: String(row.id),
  });
}

/**
 * Sending an order re-checks its lines on the day it is sent — the supplier's relation (R1),
 * nothing stopped (R8), the catalog and its contract (R32) — and prices them as of that day.
 */
async function checkBeforeSending(tx: Executor, ctx: RequestContext, row: IndentRow): Promise<string> {
  const lines = await tx.select().from(indentLines).where(eq(indentLines.indentId, row.id)).orderBy(asc(indentLines.lineNo));
  if (lines.length === 0) throw badRequest('indent.lines.empty', { field: 'ids', indentNo: row.indentNo });
  const resolved = await resolveCatalogLines(tx, ctx.tenantId, lines, {
    prefix: 'indent',
    lang: ctx.lang,
    hospital: { tenantId: row.hospitalTenantId, name: row.hospitalName },
    supplier: { tenantId: row.supplierTenantId, name: row.supplierName },
    date: shanghaiToday(),
    action: 'indent.action.submit-review',
  });
  for (const [index, line] of lines.entries()) {
    const { unitPrice, taxRate, bidStatus, amount } = resolved[index];
    await tx.update(indentLines).set({ unitPrice, taxRate, bidStatus, amount }).where(eq(indentLines.id, line.id));
  }
  return sumAmounts(resolved.map((l) => l.amount));
}

/** What each transition writes besides the state. */
async function stepValues(tx: Executor, ctx: RequestContext, row: IndentRow, action: IndentTransition, reason: string | null): Promise<Partial<typeof indents.$inferInsert>> {
  const now = new Date();
  switch (action) {
    case 'submit-review':
      return { totalAmount: await checkBeforeSending(tx, ctx, row), orderDate: shanghaiToday(), submittedAt: now, declineReason: null };
    case 'confirm': {
      // R1: a supplier confirms only while its relation with the hospital is APPROVED.
      const parties = { hospitalTenantId: row.hospitalTenantId, hospitalName: row.hospitalName, supplierTenantId: row.supplierTenantId, supplierName: row.supplierName };
      await checkR1(tx, ctx.lang, parties, { prefix: 'indent', action: 'indent.action.confirm', field: 'ids' });
      return { confirmedAt: now };
    }
    case 'decline':
      if (!reason) throw badRequest('indent.decline.reason', { field: 'reason' });
      return { declineReason: reason };
    case 'cancel': {
      const [{ delivered }] = await tx.select({ delivered: sql<number>`count(*)::int` }).from(indentLines).where(sql`${indentLines.indentId} = ${row.id} and ${indentLines.deliveredQty} > 0`);
      if (delivered > 0) throw badRequest('indent.cancel.delivered', { field: 'ids', indentNo: row.indentNo });
      return { cancelReason: reason, closedAt: now };
    }
    case 'close':
      return { cancelReason: reason, closedAt: now };
  }
}

/**
 * Moves orders by one transition of INDENT_TRANSITIONS, each only by the party that owns it and
 * only from the states it starts from. Each row is locked, checked (a version given must be the
 * row's), written with a history row, and the other party told; all or nothing.
 */
export async function transitionIndents(
  tx: Executor,
  bus: RealtimeBus,
  ctx: RequestContext,
  action: IndentTransition,
  ids: bigint[],
  body: { reason?: string | null; version?: number | null } = {},
): Promise<IndentRow[]> {
  const rule = INDENT_TRANSITIONS[action];
  const reason = body.reason?.trim() || null;
  const done: IndentRow[] = [];
  for (const id of ids) {
    const row = await lockIndent(tx, id);
    const party = rule.party === 'hospital' ? row.hospitalTenantId : row.supplierTenantId;
    if (party !== ctx.tenantId) throw forbidden(`indent.party.${rule.party}`);
    if (body.version != null && ids.length === 1 && body.version !== row.version) throw conflict('record.stale');
    // An order with goods on the way is closed, not cancelled: say so rather than only that it cannot be.
    if (action === 'cancel' && ['PARTIALLY_DELIVERED', 'DELIVERED'].includes(row.indentStatus)) throw badRequest('indent.cancel.delivered', { field: 'ids', indentNo: row.indentNo });
    if (!(rule.from as readonly IndentStatus[]).includes(row.indentStatus as IndentStatus)) {
      throw badRequest('indent.transition.notAllowed', {
        field: 'ids',
        indentNo: row.indentNo,
        status: message(`indent.status.${row.indentStatus}`, ctx.lang),
        action: message(`indent.action.${action}`, ctx.lang),
      });
    }
    const values = await stepValues(tx, ctx, row, action, reason);
    const [moved] = await tx
      .update(indents)
      .set({ ...values, indentStatus: rule.to, updateUser: ctx.userId, updateTime: new Date(), version: sql`${indents.version} + 1` })
      .where(eq(indents.id, id))
      .returning();
    await writeIndentHistory(tx, ctx, row, { action, fromStatus: row.indentStatus, toStatus: rule.to, reason });
    await tellOtherParty(tx, bus, ctx, moved, action, reason);
    done.push(moved);
  }
  return done;
}
