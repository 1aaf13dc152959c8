import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { FilterColumns } from '../../../core/crud/filters';
import type { Executor } from '../../../core/db/database';
import { messageRecords, users } from '../../../core/db/schema';
import { sanitizeRichText } from '../rich-text';

/** What a user may filter their messages on. */
export const MESSAGE_FILTERS: FilterColumns = {
  isRead: messageRecords.isRead,
  title: messageRecords.title,
  category: messageRecords.category,
  bizType: messageRecords.bizType,
  createTime: messageRecords.createTime,
};

/** The live messages addressed to one user. */
export const inboxOf = (userId: bigint) => and(eq(messageRecords.userId, userId), eq(messageRecords.isDeleted, 0));

/** A message with its sender's name (a colleague of the same tenant; none for system notifications). */
const columns = {
  id: messageRecords.id,
  tenantId: messageRecords.tenantId,
  userId: messageRecords.userId,
  category: messageRecords.category,
  title: messageRecords.title,
  content: messageRecords.content,
  bizType: messageRecords.bizType,
  bizId: messageRecords.bizId,
  isRead: messageRecords.isRead,
  readTime: messageRecords.readTime,
  createUser: messageRecords.createUser,
  createUserName: sql<string>`coalesce(nullif(${users.realName}, ''), ${users.name}, '')`,
  createTime: messageRecords.createTime,
};

const newestFirst = [desc(messageRecords.createTime), desc(messageRecords.id)];

function selectMessages(tx: Executor, where: SQL | undefined) {
  return tx.select(columns).from(messageRecords).leftJoin(users, eq(users.id, messageRecords.createUser)).where(where);
}
export type MessageView = Awaited<ReturnType<typeof selectMessages>>[number];

/** Cleaned on the way out too: a row may have been written by any path. */
const cleaned = (rows: MessageView[]): MessageView[] => rows.map((row) => ({ ...row, content: sanitizeRichText(row.content) }));

export async function pageMessages(tx: Executor, where: SQL | undefined, current: number, size: number): Promise<{ rows: MessageView[]; total: number }> {
  const [{ total }] = await tx.select({ total: count() }).from(messageRecords).where(where);
  const rows = await selectMessages(tx, where).orderBy(...newestFirst).limit(size).offset((current - 1) * size);
  return { rows: cleaned(rows), total: Number(total) };
}

/** The newest messages with the unread ones first, for the home page. */
export async function latestMessages(tx: Executor, where: SQL | undefined, size: number): Promise<MessageView[]> {
  return cleaned(await selectMessages(tx, where).orderBy(asc(messageRecords.isRead), ...newestFirst).limit(size));
}

export async function countMessages(tx: Executor, where: SQL | undefined): Promise<number> {
  const [{ total }] = await tx.select({ total: count() }).from(messageRecords).where(where);
  return Number(total);
}

export async function messagesByIds(tx: Executor, ids: bigint[]): Promise<MessageView[]> {
  if (ids.length === 0) return [];
  return cleaned(await selectMessages(tx, inArray(messageRecords.id, ids)).orderBy(...newestFirst));
}
