import { and, count, desc, eq, inArray, lte, sql, type SQL } from 'drizzle-orm';
import { NOTICE_CATEGORY, NOTICE_STATUS, PLATFORM_TENANT_ID } from '@beree/contracts';
import type { FilterColumns } from '../../../core/crud/filters';
import type { Executor } from '../../../core/db/database';
import { noticeReads, notices } from '../../../core/db/schema';
import type { NoticeRow } from './view';

/** What the managing screen may filter on. */
export const NOTICE_FILTERS: FilterColumns = {
  title: notices.title,
  category: notices.category,
  releaseTime: notices.releaseTime,
  isTop: notices.isTop,
  status: notices.status,
};

export const liveNotice = eq(notices.isDeleted, 0);

/** Pinned first, then the newest release: the order of every notice list. */
const NOTICE_ORDER = [desc(notices.isTop), desc(notices.releaseTime), desc(notices.id)];

/** The same order in memory, for merging the tenant's own notices with the platform's. */
export function compareNotices(a: NoticeRow, b: NoticeRow): number {
  if (a.isTop !== b.isTop) return b.isTop - a.isTop;
  const at = a.releaseTime?.getTime() ?? 0;
  const bt = b.releaseTime?.getTime() ?? 0;
  if (at !== bt) return bt - at;
  return a.id === b.id ? 0 : a.id < b.id ? 1 : -1;
}

export async function pageNotices(tx: Executor, where: SQL | undefined, current: number, size: number): Promise<{ rows: NoticeRow[]; total: number }> {
  const condition = and(liveNotice, where);
  const [{ total }] = await tx.select({ total: count() }).from(notices).where(condition);
  const rows = await tx
    .select()
    .from(notices)
    .where(condition)
    .orderBy(...NOTICE_ORDER)
    .limit(size)
    .offset((current - 1) * size);
  return { rows, total: Number(total) };
}

export async function findNotice(tx: Executor, id: bigint, where?: SQL): Promise<NoticeRow | undefined> {
  const [row] = await tx.select().from(notices).where(and(eq(notices.id, id), liveNotice, where));
  return row;
}

/** Published, not ended, and released by `now`: what the bell and the dashboard show. */
export const visibleAt = (now: Date) => and(liveNotice, eq(notices.status, NOTICE_STATUS.published), lte(notices.releaseTime, now));

/**
 * The platform's notices for every tenant. Run on the platform path, so it names the platform
 * tenant and category itself: nothing of any other tenant can come back.
 */
export const platformNotices = and(eq(notices.tenantId, PLATFORM_TENANT_ID), eq(notices.category, NOTICE_CATEGORY.platform));

/** The first `limit` visible notices of one source (own tenant or platform) and how many there are. */
export async function firstVisible(tx: Executor, now: Date, limit: number, where?: SQL): Promise<{ rows: NoticeRow[]; total: number }> {
  return pageNotices(tx, and(visibleAt(now), where), 1, limit);
}

/** Which of these notices the user has read (reads live in the reader's tenant). */
export async function readNoticeIds(tx: Executor, userId: bigint, noticeIds: bigint[]): Promise<Set<bigint>> {
  if (noticeIds.length === 0) return new Set();
  const rows = await tx
    .select({ noticeId: noticeReads.noticeId })
    .from(noticeReads)
    .where(and(eq(noticeReads.userId, userId), inArray(noticeReads.noticeId, noticeIds)));
  return new Set(rows.map((r) => r.noticeId));
}

export async function recordNoticeRead(tx: Executor, tenantId: string, userId: bigint, noticeId: bigint): Promise<void> {
  await tx.insert(noticeReads).values({ tenantId, userId, noticeId }).onConflictDoNothing();
}

/** Bumps the lock and audit columns of a change. */
export const touched = (userId: bigint) => ({ updateUser: userId, updateTime: new Date(), version: sql`${notices.version} + 1` });
