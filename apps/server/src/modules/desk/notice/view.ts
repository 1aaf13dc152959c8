import { dictLabel, type Lang } from '@beree/contracts';
import type { notices } from '../../../core/db/schema';
import { sanitizeRichText } from '../rich-text';

export type NoticeRow = typeof notices.$inferSelect;

/** A notice as the wire carries it (dates and ids are converted by the envelope). */
export function toNoticeRecord(row: NoticeRow, lang: Lang) {
  return {
    id: row.id,
    tenantId: row.tenantId,
    title: row.title,
    category: row.category,
    categoryName: dictLabel('noticeCategory', row.category, lang),
    releaseTime: row.releaseTime,
    // Cleaned on the way out too: a row may have been written by any path.
    content: sanitizeRichText(row.content),
    isTop: row.isTop,
    status: row.status,
    endTime: row.endTime,
    createUser: row.createUser,
    createTime: row.createTime,
    updateTime: row.updateTime,
    version: row.version,
  };
}
