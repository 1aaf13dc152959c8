import { and, eq, inArray, sql } from 'drizzle-orm';
import { SENT_INVOICE_STATUSES } from '@beree/contracts';
import type { Executor } from '../../../core/db/database';
import { invoiceLines, invoices } from '../../../core/db/schema';

/** What downstream invoices bill of one source line (delivery or surgical): sent (SUBMITTED + APPROVED) and approved only, net of red-letter corrections. */
export interface InvoicedFigures {
  quantity: string;
  amount: string;
  approvedQuantity: string;
  approvedAmount: string;
}

const ZERO: InvoicedFigures = { quantity: '0', amount: '0.00', approvedQuantity: '0', approvedAmount: '0.00' };

/**
 * Invoiced quantity and amount (incl. tax) per delivery line, for settlements (domain model §3.11:
 * "sent" counts SUBMITTED and APPROVED invoices, so a returned invoice lowers it; a red-letter
 * invoice counts negative). Lines never invoiced answer zeros. Reads what the caller's tenant may
 * see: the supplier and the hospital both see every sent invoice between them.
 */
export const invoicedByDeliveryLine = (tx: Executor, deliveryLineIds: bigint[]) => invoicedBy(tx, invoiceLines.deliveryLineId, deliveryLineIds);

/** The same per used surgical line (R20 / R30), for consumption-basis settlements (R28). */
export const invoicedBySurgicalLine = (tx: Executor, surgicalLineIds: bigint[]) => invoicedBy(tx, invoiceLines.surgicalLineId, surgicalLineIds);

async function invoicedBy(tx: Executor, source: typeof invoiceLines.deliveryLineId | typeof invoiceLines.surgicalLineId, sourceIds: bigint[]): Promise<Map<string, InvoicedFigures>> {
  const found = new Map<string, InvoicedFigures>(sourceIds.map((id) => [String(id), { ...ZERO }]));
  if (sourceIds.length === 0) return found;
  const approved = sql`${invoices.invoiceStatus} = 'APPROVED'`;
  const rows = await tx
    .select({
      sourceId: source,
      quantity: sql<string>`sum(${invoiceLines.quantity})::numeric(18,4)::text`,
      amount: sql<string>`sum(${invoiceLines.amountInclTax})::numeric(18,2)::text`,
      approvedQuantity: sql<string>`coalesce(sum(${invoiceLines.quantity}) filter (where ${approved}), 0)::numeric(18,4)::text`,
      approvedAmount: sql<string>`coalesce(sum(${invoiceLines.amountInclTax}) filter (where ${approved}), 0)::numeric(18,2)::text`,
    })
    .from(invoiceLines)
    .innerJoin(invoices, eq(invoices.id, invoiceLines.invoiceId))
    .where(
      and(
        inArray(source, sourceIds),
        eq(invoices.invoiceRole, 'DOWNSTREAM'),
        eq(invoices.isDeleted, 0),
        inArray(invoices.invoiceStatus, [...SENT_INVOICE_STATUSES]),
      ),
    )
    .groupBy(source);
  const trim = (q: string) => q.replace(/\.?0+$/, '') || '0';
  for (const r of rows) found.set(String(r.sourceId), { quantity: trim(r.quantity), amount: r.amount, approvedQuantity: trim(r.approvedQuantity), approvedAmount: r.approvedAmount });
  return found;
}
