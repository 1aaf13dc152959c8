import { and, eq, inArray, type SQL } from 'drizzle-orm';
import { NOTICE_CATEGORY, NOTICE_STATUS, PERMISSIONS, PLATFORM_TENANT_ID, type NoticeSubmit } from '@beree/contracts';
import type { Executor } from '../../../core/db/database';
import { nextId } from '../../../core/db/ids';
import { notices } from '../../../core/db/schema';
import { badRequest, conflict, notFound } from '../../../core/http/errors';
import { formatDateTime, parseDateTime, toWire } from '../../../core/http/wire';
import type { RealtimeBus } from '../../../core/realtime/bus';
import { dataScopeCondition } from '../../../core/scopes/data-scope';
import type { RequestContext } from '../../../core/tenancy/context';
import { afterCommit } from '../../../core/tenancy/with-tenant';
import { hasContent, sanitizeRichText } from '../rich-text';
import { findNotice, liveNotice, NOTICE_FILTERS, touched } from './repo';
import { toNoticeRecord, type NoticeRow } from './view';

/** The data scope the caller's roles put on the managing screen (administrators: none). */
export const noticeScope = (tx: Executor, ctx: RequestContext): Promise<SQL | undefined> =>
  dataScopeCondition(tx, ctx, PERMISSIONS.notice.menu, { createUser: notices.createUser, createDept: notices.createDept, others: NOTICE_FILTERS });

/** The platform speaks to every tenant; any other tenant speaks to its own users (docs/adr/0006). */
const categoryOf = (tenantId: string) => (tenantId === PLATFORM_TENANT_ID ? NOTICE_CATEGORY.platform : NOTICE_CATEGORY.hospital);

function releaseTimeOf(text: string | null | undefined): Date | undefined {
  if (!text) return undefined;
  const at = parseDateTime(text);
  // parseDateTime rolls 02-30 over into March; a date that does not read back the same is refused.
  if (!at || formatDateTime(at).slice(0, 10) !== text.trim().slice(0, 10)) throw badRequest('notice.releaseTime.invalid', { field: 'releaseTime' });
  return at;
}

function contentOf(html: string): string {
  const clean = sanitizeRichText(html);
  if (!hasContent(clean)) throw badRequest('notice.content.required', { field: 'content' });
  return clean;
}

async function ownNotice(tx: Executor, ctx: RequestContext, id: bigint): Promise<NoticeRow> {
  const row = await findNotice(tx, id, await noticeScope(tx, ctx));
  if (!row) throw notFound();
  return row;
}

/**
 * Adds or edits a notice of the caller's tenant. A new notice already released is announced to
 * open screens once the transaction has committed; a notice released later shows up when its
 * screens next load.
 */
export async function saveNotice(tx: Executor, bus: RealtimeBus, ctx: RequestContext, input: NoticeSubmit): Promise<NoticeRow> {
  const content = contentOf(input.content);
  const releaseTime = releaseTimeOf(input.releaseTime);
  const now = new Date();
  if (!input.id) {
    const [row] = await tx
      .insert(notices)
      .values({
        id: nextId(),
        tenantId: ctx.tenantId,
        title: input.title,
        category: categoryOf(ctx.tenantId),
        releaseTime: releaseTime ?? now,
        content,
        status: NOTICE_STATUS.published,
        createUser: ctx.userId,
        createDept: ctx.deptIds[0] ?? null,
        updateUser: ctx.userId,
        createTime: now,
        updateTime: now,
      })
      .returning();
    if (row.releaseTime && row.releaseTime <= now) {
      // One event reaches readers of either language: it carries the default one; screens reload in theirs.
      const payload = toWire(toNoticeRecord(row, 'zh')) as Record<string, unknown>;
      afterCommit(() => bus.publishNotice({ tenantId: row.tenantId === PLATFORM_TENANT_ID ? '*' : row.tenantId, payload }));
    }
    return row;
  }
  const id = BigInt(input.id);
  const existing = await ownNotice(tx, ctx, id);
  if (existing.status === NOTICE_STATUS.ended) throw badRequest('notice.ended');
  const version = typeof input.version === 'number' ? input.version : undefined;
  const [row] = await tx
    .update(notices)
    .set({ title: input.title, content, ...(releaseTime ? { releaseTime } : {}), ...touched(ctx.userId) })
    .where(and(eq(notices.id, id), liveNotice, eq(notices.status, NOTICE_STATUS.published), version === undefined ? undefined : eq(notices.version, version)))
    .returning();
  if (!row) throw conflict('record.stale');
  return row;
}

/** Pins or unpins a notice at the top of every list. */
export async function setTop(tx: Executor, ctx: RequestContext, id: bigint, top: boolean): Promise<NoticeRow> {
  await ownNotice(tx, ctx, id);
  const [row] = await tx
    .update(notices)
    .set({ isTop: top ? 1 : 0, topTime: top ? new Date() : null, ...touched(ctx.userId) })
    .where(and(eq(notices.id, id), liveNotice))
    .returning();
  return row;
}

/** Ends a notice: it leaves the bell and the dashboard and can no longer be edited. */
export async function endNotice(tx: Executor, ctx: RequestContext, id: bigint): Promise<NoticeRow> {
  const existing = await ownNotice(tx, ctx, id);
  if (existing.status === NOTICE_STATUS.ended) throw badRequest('notice.ended');
  const [row] = await tx
    .update(notices)
    .set({ status: NOTICE_STATUS.ended, endTime: new Date(), ...touched(ctx.userId) })
    .where(and(eq(notices.id, id), liveNotice))
    .returning();
  return row;
}

/** Logical delete of the caller's notices among `ids`; 404 when none of them is reachable. */
export async function removeNotices(tx: Executor, ctx: RequestContext, ids: bigint[]): Promise<number> {
  const removed = await tx
    .update(notices)
    .set({ isDeleted: 1, ...touched(ctx.userId) })
    .where(and(inArray(notices.id, ids), liveNotice, await noticeScope(tx, ctx)))
    .returning({ id: notices.id });
  if (removed.length === 0) throw notFound();
  return removed.length;
}
