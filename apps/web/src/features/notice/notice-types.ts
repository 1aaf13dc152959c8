import type { MessageRecord, NoticeRecord } from '@beree/contracts';

export type { MessageRecord, NoticeRecord };

/** The two lists of the bell: unread messages and visible notices. */
export type FeedKind = 'message' | 'notice';

export type FeedItem = NoticeRecord | MessageRecord;

/** When an entry was published: a notice's release time, a message's send time. */
export const publishedAt = (kind: FeedKind, item: FeedItem): string =>
  kind === 'notice' ? (item as NoticeRecord).releaseTime : (item as MessageRecord).createTime;

/** Whether the signed-in user has opened the entry (unread messages are all unread). */
export const isUnread = (item: FeedItem): boolean => item.isRead === 0;
