import type { Page } from '@beree/contracts';
import { getData } from '@/components/crud/api';
import type { FeedItem, FeedKind, MessageRecord, NoticeRecord } from './notice-types';

/** The signed-in user's unread messages and the notices visible to them, one page at a time. */
export function fetchFeedPage(kind: FeedKind, current: number, size: number): Promise<Page<FeedItem>> {
  return kind === 'message'
    ? getData<Page<MessageRecord>>('/beree-desk/dashboard/my-message', { current, size, isRead: 0 })
    : getData<Page<NoticeRecord>>('/beree-desk/dashboard/my-notice', { current, size });
}

/** One entry in full; the server records that the user has read it. */
export function fetchFeedDetail(kind: FeedKind, id: string): Promise<FeedItem> {
  return kind === 'message'
    ? getData<MessageRecord>('/beree-desk/message-record/detail', { id })
    : getData<NoticeRecord>('/beree-desk/dashboard/notice-detail', { id });
}
