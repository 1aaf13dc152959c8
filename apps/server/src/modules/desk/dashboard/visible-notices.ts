import { and } from 'drizzle-orm';
import { PLATFORM_TENANT_ID, type Lang } from '@beree/contracts';
import type { Executor } from '../../../core/db/database';
import { notFound } from '../../../core/http/errors';
import type { RequestContext } from '../../../core/tenancy/context';
import { withPlatform, withTenant } from '../../../core/tenancy/with-tenant';
import { compareNotices, findNotice, firstVisible, platformNotices, readNoticeIds, recordNoticeRead, visibleAt } from '../notice/repo';
import { toNoticeRecord, type NoticeRow } from '../notice/view';

/*
 * What a user sees in the bell and on the dashboard: the notices of their own tenant plus the
 * platform's, published and released. The platform's rows are read on the platform path with a
 * condition naming the platform tenant and category, never another tenant; reads are kept in the
 * reader's own tenant.
 */

const withRead = (rows: NoticeRow[], read: Set<bigint>, lang: Lang) => rows.map((r) => ({ ...toNoticeRecord(r, lang), isRead: read.has(r.id) ? 1 : 0 }));

/** The platform's own administrators see its notices as their own tenant's. */
const needsPlatformRows = (ctx: RequestContext) => ctx.tenantId !== PLATFORM_TENANT_ID;

/**
 * One page of the visible notices, pinned first, newest first. The two sources are merged in
 * memory: each gives its first current×size rows, enough for any page of the merged order.
 */
export async function pageVisibleNotices(db: Executor, ctx: RequestContext, current: number, size: number) {
  const now = new Date();
  const limit = current * size;
  const platform = needsPlatformRows(ctx) ? await withPlatform(db, ctx, (tx) => firstVisible(tx, now, limit, platformNotices)) : { rows: [], total: 0 };
  return withTenant(db, ctx, async (tx) => {
    const own = await firstVisible(tx, now, limit);
    const rows = [...own.rows, ...platform.rows].sort(compareNotices).slice((current - 1) * size, limit);
    const read = await readNoticeIds(tx, ctx.userId, rows.map((r) => r.id));
    return { records: withRead(rows, read, ctx.lang), total: own.total + platform.total };
  });
}

/** Opens a visible notice (own tenant's or the platform's) and records that the caller read it. */
export async function openVisibleNotice(db: Executor, ctx: RequestContext, id: bigint) {
  const now = new Date();
  const markRead = async (tx: Executor, row: NoticeRow) => {
    await recordNoticeRead(tx, ctx.tenantId, ctx.userId, row.id);
    return { ...toNoticeRecord(row, ctx.lang), isRead: 1 };
  };
  const own = await withTenant(db, ctx, async (tx) => {
    const row = await findNotice(tx, id, visibleAt(now));
    return row ? markRead(tx, row) : undefined;
  });
  if (own) return own;
  // Not the tenant's own: it may be a platform notice, read on the platform path, then marked read in the caller's tenant.
  const row = needsPlatformRows(ctx) ? await withPlatform(db, ctx, (tx) => findNotice(tx, id, and(visibleAt(now), platformNotices))) : undefined;
  if (!row) throw notFound();
  return withTenant(db, ctx, (tx) => markRead(tx, row));
}
