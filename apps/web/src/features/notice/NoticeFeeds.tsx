import { Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { FeedList } from './FeedList';
import { useNoticeStore } from './notice-store';
import type { FeedKind } from './notice-types';

interface NoticeFeedsProps {
  tab: FeedKind;
  onTab: (tab: FeedKind) => void;
  onOpen: (kind: FeedKind, id: string) => void;
}

/** The bell's popover: messages and notices in two tabs, 消息(n) and 通知(n). */
export function NoticeFeeds({ tab, onTab, onOpen }: NoticeFeedsProps) {
  const { t } = useTranslation('notice');
  const messages = useNoticeStore((s) => s.feeds.message);
  const notices = useNoticeStore((s) => s.feeds.notice);
  return (
    <Tabs
      activeKey={tab}
      onChange={(key) => onTab(key as FeedKind)}
      items={[
        { key: 'message', label: t('messagesTab', { count: messages.total }), children: <FeedList kind="message" onOpen={(item) => onOpen('message', item.id)} /> },
        { key: 'notice', label: t('noticesTab', { count: notices.total }), children: <FeedList kind="notice" onOpen={(item) => onOpen('notice', item.id)} /> },
      ]}
    />
  );
}
