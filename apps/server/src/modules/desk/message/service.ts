import { and, eq, inArray, sql } from 'drizzle-orm';
import { SENT_MESSAGE_CATEGORY, type MessageSend } from '@beree/contracts';
import { buildFilters, parseIdList, readPaging, type FilterColumns } from '../../../core/crud/filters';
import type { Executor } from '../../../core/db/database';
import { nextId } from '../../../core/db/ids';
import { messageRecords, users } from '../../../core/db/schema';
import { page } from '../../../core/http/envelope';
import { badRequest, notFound } from '../../../core/http/errors';
import { toWire } from '../../../core/http/wire';
import type { RealtimeBus } from '../../../core/realtime/bus';
import type { RequestContext } from '../../../core/tenancy/context';
import { afterCommit } from '../../../core/tenancy/with-tenant';
import { hasContent, sanitizeRichText } from '../rich-text';
import { inboxOf, MESSAGE_FILTERS, messagesByIds, pageMessages, type MessageView } from './repo';

export interface NewMessages {
  userIds: bigint[];
  category: string;
  title: string;
  /** Already sanitised HTML. */
  content: string;
  bizType?: string | null;
  bizId?: string | null;
}

/**
 * Stores one message per recipient in the caller's tenant (row-level security keeps it there)
 * and, once committed, nudges each recipient's open screens.
 */
export async function createMessages(tx: Executor, bus: RealtimeBus, ctx: Pick<RequestContext, 'tenantId' | 'userId' | 'deptIds'>, m: NewMessages): Promise<MessageView[]> {
  const now = new Date();
  const rows = m.userIds.map((userId) => ({
    id: nextId(),
    tenantId: ctx.tenantId,
    userId,
    category: m.category,
    title: m.title,
    content: m.content,
    bizType: m.bizType ?? null,
    bizId: m.bizId ?? null,
    createUser: ctx.userId,
    createDept: ctx.deptIds[0] ?? null,
    updateUser: ctx.userId,
    createTime: now,
    updateTime: now,
  }));
  await tx.insert(messageRecords).values(rows);
  const created = await messagesByIds(tx, rows.map((r) => r.id));
  afterCommit(() => {
    for (const record of created) bus.publishMessage({ tenantId: record.tenantId, userId: String(record.userId), payload: toWire(record) as Record<string, unknown> });
  });
  return created;
}

/** Sends a message to users of the caller's tenant; an unknown user (or one of another tenant) is a 400 naming userIds. */
export async function sendMessages(tx: Executor, bus: RealtimeBus, ctx: RequestContext, input: MessageSend): Promise<MessageView[]> {
  const userIds = parseIdList(input.userIds, 'userIds');
  const found = await tx.select({ id: users.id }).from(users).where(and(inArray(users.id, userIds), eq(users.isDeleted, 0)));
  if (found.length !== userIds.length) throw badRequest('message.userIds.invalid', { field: 'userIds' });
  const content = sanitizeRichText(input.content);
  if (!hasContent(content)) throw badRequest('message.content.required', { field: 'content' });
  return createMessages(tx, bus, ctx, { userIds, category: SENT_MESSAGE_CATEGORY, title: input.title, content });
}

const markRead = (userId: bigint) => ({
  isRead: 1,
  readTime: sql`coalesce(${messageRecords.readTime}, now())`,
  updateUser: userId,
  updateTime: new Date(),
});

/** Opens one of the caller's messages, marking it read. */
export async function readMessage(tx: Executor, ctx: RequestContext, id: bigint): Promise<MessageView> {
  const updated = await tx
    .update(messageRecords)
    .set(markRead(ctx.userId))
    .where(and(eq(messageRecords.id, id), inboxOf(ctx.userId)))
    .returning({ id: messageRecords.id });
  if (updated.length === 0) throw notFound();
  return (await messagesByIds(tx, [id]))[0];
}

/** Marks the caller's messages among `ids` read; 404 when none of them is the caller's. */
export async function markMessagesRead(tx: Executor, ctx: RequestContext, ids: bigint[]): Promise<number> {
  const updated = await tx
    .update(messageRecords)
    .set(markRead(ctx.userId))
    .where(and(inArray(messageRecords.id, ids), inboxOf(ctx.userId)))
    .returning({ id: messageRecords.id });
  if (updated.length === 0) throw notFound();
  return updated.length;
}

/** Logical delete of the caller's messages among `ids`; 404 when none of them is the caller's. */
export async function removeMessages(tx: Executor, ctx: RequestContext, ids: bigint[]): Promise<number> {
  const removed = await tx
    .update(messageRecords)
    .set({ isDeleted: 1, updateUser: ctx.userId, updateTime: new Date(), version: sql`${messageRecords.version} + 1` })
    .where(and(inArray(messageRecords.id, ids), inboxOf(ctx.userId)))
    .returning({ id: messageRecords.id });
  if (removed.length === 0) throw notFound();
  return removed.length;
}

/** isRead arrives as 0/1, or as false/true from clients that send booleans. */
function normalised(query: Record<string, unknown>): Record<string, unknown> {
  const isRead = query.isRead;
  if (isRead === 'false' || isRead === 'true') return { ...query, isRead: isRead === 'true' ? '1' : '0' };
  return query;
}

/** One page of the caller's own messages, newest first, filtered on the allowed columns. */
export async function pageInbox(tx: Executor, ctx: RequestContext, query: Record<string, unknown>, filters: FilterColumns = MESSAGE_FILTERS) {
  const q = normalised(query);
  const { current, size } = readPaging(q);
  const { rows, total } = await pageMessages(tx, and(inboxOf(ctx.userId), buildFilters(q, filters)), current, size);
  return page(rows, total, current, size);
}
