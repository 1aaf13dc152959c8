import { and, eq, inArray, sql } from 'drizzle-orm';
import type { MessageTaskStatus } from '@beree/contracts';
import type { Executor } from '../../../core/db/database';
import { nextId } from '../../../core/db/ids';
import { messageAnchors, messageSendRecords } from '../../../core/db/schema';

/** The row of one anchor of a task's timeline. */
export const anchorRow = (task: { id: bigint; tenantId: string }, state: MessageTaskStatus, receiverCount: number, detail: string | null = null, at = new Date()) =>
  ({ id: nextId(), tenantId: task.tenantId, taskId: task.id, state, receiverCount, detail: detail?.slice(0, 1000) ?? null, createTime: at });

/** Writes one anchor of a task's timeline. */
export async function anchor(tx: Executor, task: { id: bigint; tenantId: string }, state: MessageTaskStatus, receiverCount: number, detail: string | null = null, at = new Date()): Promise<void> {
  await tx.insert(messageAnchors).values(anchorRow(task, state, receiverCount, detail, at));
}

/** Moves records to the anchor that decided them (and their send status when final). */
export async function settle(tx: Executor, ids: bigint[], values: Partial<typeof messageSendRecords.$inferInsert>): Promise<void> {
  if (ids.length === 0) return;
  await tx
    .update(messageSendRecords)
    .set({ ...values, updateTime: new Date(), version: sql`${messageSendRecords.version} + 1` })
    .where(inArray(messageSendRecords.id, ids));
}

/** Pipeline order of the states that stop a receiver before sending: the later one names the task when nobody was sent. */
const FILTER_ORDER: MessageTaskStatus[] = ['DISCARD', 'NIGHT_SHIELD', 'CONTENT_DEDUPLICATION', 'RULE_DEDUPLICATION', 'WHITE_LIST'];

/**
 * A task's status from its records: still RECEIVE while a receiver waits to be sent (or retried);
 * then SEND_SUCCESS when anyone got it, SEND_FAIL when sending failed for all who were tried,
 * otherwise the last filter that stopped receivers.
 */
export async function aggregateStatus(tx: Executor, taskId: bigint, tenantId: string): Promise<{ status: MessageTaskStatus; pending: boolean }> {
  const rows = await tx
    .select({ status: messageSendRecords.msgStatus, n: sql<number>`count(*)::int` })
    .from(messageSendRecords)
    .where(and(eq(messageSendRecords.tenantId, tenantId), eq(messageSendRecords.taskId, taskId)))
    .groupBy(messageSendRecords.msgStatus);
  const has = (s: string) => rows.some((r) => r.status === s && r.n > 0);
  if (has('RECEIVE') || has('SAVED')) return { status: 'RECEIVE', pending: true };
  if (has('SEND_SUCCESS')) return { status: 'SEND_SUCCESS', pending: false };
  if (has('SEND_FAIL')) return { status: 'SEND_FAIL', pending: false };
  const last = [...FILTER_ORDER].reverse().find(has);
  return { status: last ?? 'SEND_FAIL', pending: false };
}
