import { asc, eq, sql } from 'drizzle-orm';
import { DELIVERY_INDENT_STATUSES, indentProgress, type IndentStatus } from '@beree/contracts';
import type { Executor } from '../../../core/db/database';
import { indentLines, indents } from '../../../core/db/schema';

/**
 * Puts an order's delivery state in step with its lines' delivered and received quantities, in the
 * transaction that changed them (deliveries and receipts call it). Only an order in one of the
 * delivery states moves; a cancelled or closed one keeps its state. Answers the state it is in.
 */
export async function refreshIndentProgress(tx: Executor, indentId: bigint): Promise<IndentStatus | undefined> {
  const [row] = await tx.select({ status: indents.indentStatus }).from(indents).where(eq(indents.id, indentId)).for('update');
  if (!row) return undefined;
  const current = row.status as IndentStatus;
  if (!DELIVERY_INDENT_STATUSES.includes(current)) return current;
  const lines = await tx.select({ qty: indentLines.qty, deliveredQty: indentLines.deliveredQty, receivedQty: indentLines.receivedQty }).from(indentLines).where(eq(indentLines.indentId, indentId)).orderBy(asc(indentLines.lineNo));
  const next = indentProgress(lines);
  if (next !== current) {
    await tx.update(indents).set({ indentStatus: next, updateTime: new Date(), version: sql`${indents.version} + 1` }).where(eq(indents.id, indentId));
  }
  return next;
}
