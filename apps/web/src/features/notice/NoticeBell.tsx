import { Suspense, useEffect, useState } from 'react';
import { BellOutlined } from '@ant-design/icons';
import { Badge, Button, Popover, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { lazyPart } from '@/shared/ui/lazy-part';
import { unreadNotices, useNoticeStore } from './notice-store';
import type { FeedKind } from './notice-types';
import { useFeedRealtime } from './use-feed-realtime';

// The lists and the entry dialog (sanitised HTML, dictionary labels) load when first opened.
const NoticeFeeds = lazyPart(() => import('./NoticeFeeds').then((m) => m.NoticeFeeds));
const FeedDetailDialog = lazyPart(() => import('./FeedDetailDialog').then((m) => m.FeedDetailDialog));

interface Opened {
  kind: FeedKind;
  id: string;
}

/**
 * The top bar's bell: its badge counts unread messages and unread notices; the popover lists them
 * in two tabs, 消息(n) and 通知(n). Opening an entry shows it (the server records the reading);
 * closing it reloads both lists.
 */
export function NoticeBell() {
  const { t } = useTranslation('notice');
  const messages = useNoticeStore((s) => s.feeds.message);
  const notices = useNoticeStore((s) => s.feeds.notice);
  const reload = useNoticeStore((s) => s.reload);
  const reset = useNoticeStore((s) => s.reset);
  const [open, setOpen] = useState(false);
  const [tab, setTab] = useState<FeedKind>('message');
  const [opened, setOpened] = useState<Opened | null>(null);
  useFeedRealtime();

  // The lists belong to the signed-in user: start from nothing, and forget them on the way out.
  useEffect(() => {
    reset();
    void reload();
    return reset;
  }, [reset, reload]);

  const count = messages.total + unreadNotices(notices);

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    // The database is the truth; pushed entries only nudge. Each look at the bell starts fresh.
    if (next) void reload();
  };

  const show = (kind: FeedKind, id: string) => {
    setOpen(false);
    setOpened({ kind, id });
  };

  const content = (
    <Suspense fallback={<Spin />}>
      <NoticeFeeds tab={tab} onTab={setTab} onOpen={show} />
    </Suspense>
  );

  return (
    <>
      <Popover trigger="click" placement="bottomRight" open={open} onOpenChange={onOpenChange} content={content} arrow={false}>
        <Badge count={count} size="small" offset={[-6, 6]}>
          <Button type="text" icon={<BellOutlined />} aria-label={t('bell', { count })} />
        </Badge>
      </Popover>
      {opened && (
        <Suspense fallback={null}>
          <FeedDetailDialog
            kind={opened.kind}
            id={opened.id}
            onClose={() => {
              setOpened(null);
              void reload();
            }}
          />
        </Suspense>
      )}
    </>
  );
}
