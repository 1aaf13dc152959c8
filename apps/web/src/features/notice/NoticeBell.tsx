import { useEffect, useState } from 'react';
import { BellOutlined } from '@ant-design/icons';
import { Badge, Button, Popover, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { FeedDetailDialog } from './FeedDetailDialog';
import { FeedList } from './FeedList';
import { unreadNotices, useNoticeStore } from './notice-store';
import type { FeedKind } from './notice-types';
import { useFeedRealtime } from './use-feed-realtime';

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

  const show = (kind: FeedKind) => (item: { id: string }) => {
    setOpen(false);
    setOpened({ kind, id: item.id });
  };

  const content = (
    <Tabs
      activeKey={tab}
      onChange={(key) => setTab(key as FeedKind)}
      items={[
        { key: 'message', label: t('messagesTab', { count: messages.total }), children: <FeedList kind="message" onOpen={show('message')} /> },
        { key: 'notice', label: t('noticesTab', { count: notices.total }), children: <FeedList kind="notice" onOpen={show('notice')} /> },
      ]}
    />
  );

  return (
    <>
      <Popover trigger="click" placement="bottomRight" open={open} onOpenChange={onOpenChange} content={content} arrow={false}>
        <Badge count={count} size="small" offset={[-6, 6]}>
          <Button type="text" icon={<BellOutlined />} aria-label={t('bell', { count })} />
        </Badge>
      </Popover>
      {opened && (
        <FeedDetailDialog
          kind={opened.kind}
          id={opened.id}
          onClose={() => {
            setOpened(null);
            void reload();
          }}
        />
      )}
    </>
  );
}
