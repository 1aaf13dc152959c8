import { asc, eq, sql } from 'drizzle-orm';
import { INVOICE_TRANSITIONS, message, PERMISSIONS, type InvoiceStatus, type InvoiceTransition, type InvoiceTransitionBody, type Lang } from '@beree/contracts';
import type { Executor } from '../../../core/db/database';
import { invoiceLines, invoices } from '../../../core/db/schema';
import { badRequest, conflict, forbidden } from '../../../core/http/errors';
import type { RealtimeBus } from '../../../core/realtime/bus';
import type { RequestContext } from '../../../core/tenancy/context';
import { inTenant } from '../../../core/tenancy/in-tenant';
import { escapeText } from '../../desk/rich-text';
import { hospitalSettings } from '../hospital/settings';
import { notifyParty } from '../party/notify';
import { ownParty } from '../party/party';
import { enqueuePush } from '../push/enqueue';
import { checkR31 } from '../push/rules';
import { checkR20Quantities, checkR21, checkR22, checkR23Unique, checkR25 } from './rules';
import { lockInvoice, writeInvoiceHistory, type InvoiceRow } from './service';
import { coveredBy, enforceTwoInvoice, releaseCorrected, releaseCoverage, twoInvoiceApplies } from './two-invoice';

/** Tells the other party of a downstream invoice what was done to it. */
async function tellOtherParty(tx: Executor, bus: RealtimeBus, ctx: RequestContext, row: InvoiceRow, action: InvoiceTransition, reason: string | null): Promise<void> {
  if (!row.hospitalTenantId) return;
  const lang: Lang = 'zh';
  const hospitalActs = row.hospitalTenantId === ctx.tenantId;
  const vars = {
    party: hospitalActs ? (row.hospitalName ?? '') : row.supplierName,
    invoiceNo: row.invoiceNo,
    amount: row.amountInclTax,
    action: message(`invoice.action.${action}`, lang),
    reason: reason ? message('invoice.notice.reason', lang, { reason }) : '',
  };
  await notifyParty(tx, bus, ctx, hospitalActs ? row.supplierTenantId : row.hospitalTenantId, {
    event: action === 'return' ? 'invoice.returned' : action === 'approve' ? 'invoice.approved' : 'invoice.changed',
    vars,
    menuCode: PERMISSIONS.invoice.menu,
    title: message('invoice.notice.title', lang, vars),
    content: `<p>${escapeText(message('invoice.notice.content', lang, vars).trim())}</p>`,
    bizType: 'INVOICE',
    bizId: String(row.id),
  });
}

/**
 * The rules of a sent invoice (R20–R25), run when the supplier submits it and again when the
 * hospital approves it, under the supplier's invoicing lock: one invoice at a time takes a
 * supplier's received quantities and its upstream coverage. Errors refuse; R22's date warning is
 * answered for the supplier to accept.
 */
async function checkSent(tx: Executor, ctx: RequestContext, row: InvoiceRow) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`scm_invoice:${row.supplierTenantId}`}))`);
  const lines = await tx.select().from(invoiceLines).where(eq(invoiceLines.invoiceId, row.id)).orderBy(asc(invoiceLines.lineNo));
  if (lines.length === 0) throw badRequest('invoice.lines.empty', { field: 'ids', invoiceNo: row.invoiceNo });
  await checkR23Unique(tx, row.invoiceCode, row.invoiceNo, row.id);
  checkR21(ctx.lang, row, lines);
  const warnings = await checkR22(tx, ctx.lang, row, lines);
  if (row.invoiceRole === 'DOWNSTREAM') {
    const settings = await hospitalSettings(tx, row.hospitalTenantId!);
    checkR25(row, lines, settings.settlementBasis);
    await checkR20Quantities(tx, row, lines);
    const supplier = await ownParty(tx, row.supplierTenantId);
    if (twoInvoiceApplies(row, supplier.kind, settings.enforceTwoInvoice)) await enforceTwoInvoice(tx, ctx.lang, row, lines);
  }
  return { warnings, lines };
}

/**
 * Moves invoices by one transition of INVOICE_TRANSITIONS, each only by the party that owns it
 * (an upstream copy has no hospital, so only its dealer moves it) and only from the states it
 * starts from. Each row is locked, checked, written with a history row, the other party told;
 * all or nothing.
 */
export async function transitionInvoices(tx: Executor, bus: RealtimeBus, ctx: RequestContext, action: InvoiceTransition, ids: bigint[], body: InvoiceTransitionBody = {}): Promise<InvoiceRow[]> {
  const rule = INVOICE_TRANSITIONS[action];
  const reason = body.reason?.trim() || null;
  const done: InvoiceRow[] = [];
  for (const id of ids) {
    const row = await lockInvoice(tx, id);
    const party = rule.party === 'hospital' ? row.hospitalTenantId : row.supplierTenantId;
    if (party !== ctx.tenantId) throw forbidden(`invoice.party.${rule.party}`);
    if (body.version != null && ids.length === 1 && body.version !== row.version) throw conflict('record.stale');
    if (!(rule.from as readonly InvoiceStatus[]).includes(row.invoiceStatus as InvoiceStatus)) {
      if (row.invoiceStatus === 'APPROVED') throw badRequest('invoice.R26', { field: 'ids', invoiceNo: row.invoiceNo });
      throw badRequest('invoice.transition.notAllowed', { field: 'ids', invoiceNo: row.invoiceNo, status: message(`invoice.status.${row.invoiceStatus}`, ctx.lang), action: message(`invoice.action.${action}`, ctx.lang) });
    }
    if (rule.reason && !reason) throw badRequest('invoice.return.reason', { field: 'reason' });
    const now = new Date();
    let values: Partial<typeof invoices.$inferInsert> = {};
    if (action === 'submit-review') {
      const { warnings } = await checkSent(tx, ctx, row);
      if (warnings.length && !body.acknowledgeWarnings) throw badRequest('invoice.warnings', { field: 'acknowledgeWarnings', warnings: warnings.map((w) => w.text).join('；') });
      values = { submittedAt: now, returnReason: null };
    } else if (action === 'approve') {
      const { lines } = await checkSent(tx, ctx, row);
      // An approved correction is final: the upstream quantities the original held for what it takes back are free again.
      if (row.redLetter) await releaseCorrected(tx, row, lines);
      values = { approvedAt: now };
    } else {
      // R31: an invoice the hospital's system has taken in stays as it took it.
      if (action === 'withdraw') await checkR31(tx, ctx.lang, { docType: 'INVOICE', docId: id, docNo: row.invoiceNo, ownerTenantId: row.supplierTenantId });
      if (action === 'withdraw' && row.invoiceRole === 'UPSTREAM') {
        const user = await coveredBy(tx, row.id);
        if (user) throw badRequest('invoice.withdraw.covering', { field: 'ids', invoiceNo: row.invoiceNo, downstreamNo: user });
      }
      await releaseCoverage(tx, row);
      values = action === 'return' ? { returnReason: reason } : {};
    }
    const write = () =>
      tx
        .update(invoices)
        .set({ ...values, invoiceStatus: rule.to, updateUser: ctx.userId, updateTime: now, version: sql`${invoices.version} + 1` })
        .where(eq(invoices.id, id));
    // A returned invoice is SAVED again, the supplier's alone: the hospital's return, checked
    // above, is written as the supplier's row (no party may move a row out of its own sight).
    if (action === 'return') await inTenant(tx, row.supplierTenantId, write);
    else await write();
    const moved = { ...row, ...values, invoiceStatus: rule.to, updateUser: ctx.userId, updateTime: now, version: row.version + 1 } as InvoiceRow;
    // Sending is when the hospital learns of the invoice: its partner systems get it, with this commit.
    if (action === 'submit-review' && row.hospitalTenantId) await enqueuePush(tx, { hospitalTenantId: row.hospitalTenantId, supplierTenantId: row.supplierTenantId, docType: 'INVOICE', docId: id });
    await writeInvoiceHistory(tx, ctx, row, { action, fromStatus: row.invoiceStatus, toStatus: rule.to, reason });
    await tellOtherParty(tx, bus, ctx, moved, action, reason);
    done.push(moved);
  }
  return done;
}
