import { useRef, type UIEvent, type WheelEvent } from 'react';
import { App, Badge, Button, Empty, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { DictText } from '@/components/pickers/DictText';
import { useNoticeStore } from './notice-store';
import { isUnread, publishedAt, type FeedItem, type FeedKind, type MessageRecord, type NoticeRecord } from './notice-types';
import './notice.css';

/** Within this many pixels of the bottom the list counts as scrolled to its end. */
const END_SLACK = 4;

const atEnd = (el: HTMLElement) => el.scrollHeight - el.scrollTop - el.clientHeight <= END_SLACK;

interface FeedListProps {
  kind: FeedKind;
  onOpen: (item: FeedItem) => void;
}

/**
 * One list of the bell. Reaching its end (by scrolling, turning the wheel there, or the link at the
 * bottom) pages in more after the 1 s pause; past the last page it warns that there is no more.
 */
export function FeedList({ kind, onOpen }: FeedListProps) {
  const { t } = useTranslation('notice');
  const { message } = App.useApp();
  const feed = useNoticeStore((s) => s.feeds[kind]);
  const loadMore = useNoticeStore((s) => s.loadMore);
  const wasAtEnd = useRef(false);

  const more = async () => {
    const result = await loadMore(kind);
    // New entries moved the end further down: reaching it again asks for the next page.
    if (result === 'loaded') wasAtEnd.current = false;
    if (result === 'end') {
      // Keyed, so that scrolling on at the end shows one warning rather than a pile of them.
      message.warning({ content: t(kind === 'message' ? 'noMoreMessages' : 'noMoreNotices'), key: `feed-end-${kind}` });
    }
  };

  const onScroll = (event: UIEvent<HTMLDivElement>) => {
    const end = atEnd(event.currentTarget);
    if (end && !wasAtEnd.current) void more();
    wasAtEnd.current = end;
  };
  // The wheel turned at the end scrolls nothing, but still asks for more.
  const onWheel = (event: WheelEvent<HTMLDivElement>) => {
    if (event.deltaY > 0 && atEnd(event.currentTarget)) void more();
  };

  return (
    <div className="beree-feed" role="list" aria-label={t(kind === 'message' ? 'messages' : 'notices')} onScroll={onScroll} onWheel={onWheel}>
      {feed.items.length === 0 && !feed.loading && <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t(kind === 'message' ? 'noMessages' : 'noNotices')} />}
      {feed.items.map((item) => (
        <div role="listitem" key={item.id}>
          <button type="button" className="beree-feed-item" onClick={() => onOpen(item)}>
            <span className="beree-feed-title">
              {isUnread(item) && <Badge status="processing" />}
              {kind === 'notice' && (item as NoticeRecord).isTop === 1 && <span className="beree-feed-meta">[{t('top')}]</span>}
              {item.title}
            </span>
            <span className="beree-feed-meta">
              {kind === 'notice' ? (
                <>
                  <DictText code="noticeCategory" value={(item as NoticeRecord).category} />
                  {' · '}
                </>
              ) : (
                // System notifications have no sender.
                `${(item as MessageRecord).createUserName || t('systemSender')} · `
              )}
              {publishedAt(kind, item)}
            </span>
          </button>
        </div>
      ))}
      {feed.items.length > 0 && (
        <div className="beree-feed-footer">
          {feed.loading ? (
            <span role="status" aria-label={t('loading')}>
              <Spin size="small" />
            </span>
          ) : (
            <Button type="link" size="small" onClick={() => void more()}>
              {t('loadMore')}
            </Button>
          )}
        </div>
      )}
    </div>
  );
}
