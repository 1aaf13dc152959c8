import { and, count, eq, isNotNull, sql } from 'drizzle-orm';
import { centsText, cents, SENT_INVOICE_STATUSES, type InvoiceMonth, type MoneyOverview } from '@beree/contracts';
import type { Executor } from '../../../core/db/database';
import { invoices } from '../../../core/db/schema';
import { isHospital, type Party } from '../party/party';
import { settlementCounts } from '../settlement/totals-query';
import { monthlyTrend } from './delivery-trend';

const SENT = sql.join(SENT_INVOICE_STATUSES.map((s) => sql`${s}`), sql`, `);

/** Downstream invoices sent per month of their invoice date, twelve months, for whichever side the caller is on. */
async function invoiceTrend(tx: Executor, me: Party, today: string): Promise<InvoiceMonth[]> {
  const months = await monthlyTrend(tx, today, (firstDay) => sql`
    select to_char(invoice_date, 'YYYY-MM') as month, amount_incl_tax as amount
    from scm_invoice
    where is_deleted = 0 and invoice_role = 'DOWNSTREAM' and invoice_status in (${SENT})
      and (hospital_tenant_id = ${me.tenantId} or supplier_tenant_id = ${me.tenantId})
      and invoice_date >= ${firstDay}::date`);
  return months.map(({ month, count: n, amount }) => ({ month, invoices: n, amount }));
}

/** How many downstream invoices of the caller's side stand in a status (returned ones: SAVED with a reason). */
async function invoicesIn(tx: Executor, me: Party, status: 'SUBMITTED' | 'RETURNED'): Promise<number> {
  const side = isHospital(me) ? eq(invoices.hospitalTenantId, me.tenantId) : eq(invoices.supplierTenantId, me.tenantId);
  const state = status === 'RETURNED' ? and(eq(invoices.invoiceStatus, 'SAVED'), isNotNull(invoices.returnReason)) : eq(invoices.invoiceStatus, status);
  const [row] = await tx
    .select({ n: count() })
    .from(invoices)
    .where(and(side, state, eq(invoices.invoiceRole, 'DOWNSTREAM'), eq(invoices.isDeleted, 0)));
  return Number(row?.n ?? 0);
}

/**
 * The home page's money figures (issue "Supply chain III", item 5): from the settlements (R27, R28)
 * what is still to invoice (sent invoices against what was received or used) and still to settle
 * (approved invoices against it), the invoices waiting on the caller, and the invoice trend.
 */
export async function moneyOverview(tx: Executor, me: Party, today: string): Promise<MoneyOverview> {
  const settlements = await settlementCounts(tx);
  const total = (pick: (c: (typeof settlements)[number]) => string) => settlements.reduce((sum, c) => sum + cents(pick(c)), 0n);
  const settleable = total((c) => c.settleableAmount);
  const left = (covered: bigint) => centsText(settleable > covered ? settleable - covered : 0n);
  const hospital = isHospital(me);
  return {
    party: hospital ? 'hospital' : 'supplier',
    toInvoiceAmount: left(total((c) => c.invoicedAmount)),
    returnedInvoices: hospital ? 0 : await invoicesIn(tx, me, 'RETURNED'),
    toApproveInvoices: hospital ? await invoicesIn(tx, me, 'SUBMITTED') : 0,
    toSettleAmount: left(total((c) => c.approvedAmount)),
    settlements,
    invoiceTrend: await invoiceTrend(tx, me, today),
  };
}
