import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { quantityText4, scaled, SENT_INVOICE_STATUSES, type InvoiceLineSubmit } from '@beree/contracts';
import type { Executor } from '../../../core/db/database';
import { invoiceLines, invoices, surgicalLines, surgicalOrders } from '../../../core/db/schema';
import { badRequest } from '../../../core/http/errors';
import type { RequestContext } from '../../../core/tenancy/context';

type LineRow = typeof invoiceLines.$inferSelect;
type InvoiceRow = typeof invoices.$inferSelect;

/** A surgical line as an invoice line reads it, with the state of its order. */
export interface UsedSource {
  line: typeof surgicalLines.$inferSelect;
  surgicalOrderNo: string;
  surgicalStatus: string;
  isDeleted: number;
}

/** The surgical lines named, with their orders; those the caller may not see are simply absent. */
export async function readUsedSources(tx: Executor, ids: bigint[]): Promise<UsedSource[]> {
  if (ids.length === 0) return [];
  return tx
    .select({ line: surgicalLines, surgicalOrderNo: surgicalOrders.surgicalOrderNo, surgicalStatus: surgicalOrders.surgicalStatus, isDeleted: surgicalOrders.isDeleted })
    .from(surgicalLines)
    .innerJoin(surgicalOrders, eq(surgicalOrders.id, surgicalLines.surgicalOrderId))
    .where(inArray(surgicalLines.id, ids));
}

/** R20 / R30: a usable source is a used line (BE_USE, used quantity above 0) of this supplier's order at this hospital. */
const isUsed = (s: UsedSource | undefined, supplier: string, hospital: string | null) =>
  !!s && s.isDeleted === 0 && s.surgicalStatus === 'BE_USE' && scaled(s.line.usedQty, 4) > 0n && s.line.supplierTenantId === supplier && s.line.hospitalTenantId === hospital;

/**
 * R20 when a line is written: a surgical entry bills a used line of a surgical order of this
 * supplier at this hospital; on a red-letter invoice, one the corrected invoice billed.
 */
export function checkR20UsedSources(
  ctx: RequestContext,
  head: { hospitalTenantId: string | null; hospitalName: string | null; redLetter: boolean; originalLines: LineRow[] },
  entries: { input: InvoiceLineSubmit; index: number }[],
  sources: UsedSource[],
): void {
  for (const { input, index } of entries) {
    const found = sources.find((s) => String(s.line.id) === input.surgicalLineId);
    const onOriginal = !head.redLetter || head.originalLines.some((l) => String(l.surgicalLineId) === input.surgicalLineId);
    if (!isUsed(found, ctx.tenantId, head.hospitalTenantId) || !onOriginal) {
      throw badRequest('invoice.R20.surgical', { field: `lines.${index}.surgicalLineId`, line: index + 1, hospital: head.hospitalName ?? '' });
    }
  }
}

/**
 * R20 / R30 when the invoice is sent or approved: what sent invoices bill of each used surgical
 * line, this one included, stays within the used quantity (red-letter lines count negative).
 * Runs under the supplier's invoicing lock, as the delivery lines' check does.
 */
export async function checkR20UsedQuantities(tx: Executor, row: InvoiceRow, lines: LineRow[]): Promise<void> {
  const used = lines.filter((l) => l.surgicalLineId !== null);
  if (used.length === 0) return;
  const ids = [...new Set(used.map((l) => l.surgicalLineId!))];
  const sources = await readUsedSources(tx, ids);
  for (const l of used) {
    if (!isUsed(sources.find((s) => s.line.id === l.surgicalLineId), row.supplierTenantId, row.hospitalTenantId)) {
      throw badRequest('invoice.R20.surgical', { field: `lines.${l.lineNo - 1}.surgicalLineId`, line: l.lineNo, hospital: row.hospitalName ?? '' });
    }
  }
  if (row.redLetter) return;
  const others = await tx
    .select({ surgicalLineId: invoiceLines.surgicalLineId, quantity: sql<string>`sum(${invoiceLines.quantity})` })
    .from(invoiceLines)
    .innerJoin(invoices, eq(invoices.id, invoiceLines.invoiceId))
    .where(and(inArray(invoiceLines.surgicalLineId, ids), ne(invoices.id, row.id), eq(invoices.isDeleted, 0), inArray(invoices.invoiceStatus, [...SENT_INVOICE_STATUSES])))
    .groupBy(invoiceLines.surgicalLineId);
  for (const l of used) {
    const source = sources.find((s) => s.line.id === l.surgicalLineId)!;
    const usedQty = scaled(source.line.usedQty, 4);
    const invoiced = scaled(others.find((o) => o.surgicalLineId === l.surgicalLineId)?.quantity ?? '0', 4);
    const left = usedQty - invoiced;
    if (scaled(l.quantity, 4) > left) {
      throw badRequest('invoice.R20.overUsed', {
        field: `lines.${l.lineNo - 1}.quantity`,
        line: l.lineNo,
        product: l.itemName,
        quantity: quantityText4(scaled(l.quantity, 4)),
        left: quantityText4(left < 0n ? 0n : left),
        used: quantityText4(usedQty),
        invoiced: quantityText4(invoiced),
      });
    }
  }
}
