import { and, asc, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Executor } from '../../../core/db/database';
import { messageAnchors, messageSendRecords, messageTasks } from '../../../core/db/schema';
import { buildOrder, readPaging, type FilterColumns } from '../../../core/crud/filters';
import { notFound } from '../../../core/http/errors';

/** A task as answered: its pipeline status as `status`. */
export const taskColumns = {
  id: messageTasks.id,
  templateId: messageTasks.templateId,
  templateName: messageTasks.templateName,
  eventCode: messageTasks.eventCode,
  channel: messageTasks.channel,
  accountId: messageTasks.accountId,
  idType: messageTasks.idType,
  shieldType: messageTasks.shieldType,
  status: messageTasks.msgStatus,
  title: messageTasks.title,
  content: messageTasks.content,
  variables: messageTasks.variables,
  receiverCount: messageTasks.receiverCount,
  bizType: messageTasks.bizType,
  bizId: messageTasks.bizId,
  runAt: messageTasks.runAt,
  rounds: messageTasks.rounds,
  finishTime: messageTasks.finishTime,
  createUser: messageTasks.createUser,
  createTime: messageTasks.createTime,
};

/** A record as answered, with its template's name. */
export const recordColumns = {
  id: messageSendRecords.id,
  taskId: messageSendRecords.taskId,
  templateName: messageTasks.templateName,
  channel: messageSendRecords.channel,
  receiver: messageSendRecords.receiver,
  userId: messageSendRecords.userId,
  status: messageSendRecords.msgStatus,
  sendStatus: messageSendRecords.sendStatus,
  attempts: messageSendRecords.attempts,
  providerMsgId: messageSendRecords.providerMsgId,
  error: messageSendRecords.error,
  sendTime: messageSendRecords.sendTime,
  createTime: messageSendRecords.createTime,
};

export async function taskDetail(tx: Executor, id: bigint) {
  const [found] = await tx.select({ ...taskColumns, tenantId: messageTasks.tenantId }).from(messageTasks).where(eq(messageTasks.id, id));
  if (!found) throw notFound();
  const { tenantId, ...task } = found;
  const anchors = await tx
    .select({ id: messageAnchors.id, state: messageAnchors.state, receiverCount: messageAnchors.receiverCount, detail: messageAnchors.detail, createTime: messageAnchors.createTime })
    .from(messageAnchors)
    .where(and(eq(messageAnchors.tenantId, tenantId), eq(messageAnchors.taskId, id)))
    .orderBy(asc(messageAnchors.createTime), asc(messageAnchors.id));
  const records = await tx.select(recordColumns).from(messageSendRecords).innerJoin(messageTasks, eq(messageTasks.id, messageSendRecords.taskId)).where(and(eq(messageSendRecords.tenantId, tenantId), eq(messageSendRecords.taskId, id))).orderBy(asc(messageSendRecords.id)).limit(100);
  return { ...task, anchors, records };
}

/** One page of records (newest first unless sorted), with their templates' names. */
export async function pageRecords(tx: Executor, query: Record<string, unknown>, where: SQL | undefined, sortable: FilterColumns) {
  const { current, size } = readPaging(query);
  const order = buildOrder(query, sortable);
  const [{ total }] = await tx.select({ total: count() }).from(messageSendRecords).where(where);
  const records = await tx
    .select(recordColumns)
    .from(messageSendRecords)
    .innerJoin(messageTasks, eq(messageTasks.id, messageSendRecords.taskId))
    .where(where)
    .orderBy(...(order.length ? order : [desc(messageSendRecords.createTime), desc(messageSendRecords.id)]))
    .limit(size)
    .offset((current - 1) * size);
  return { records, total: Number(total), current, size };
}
