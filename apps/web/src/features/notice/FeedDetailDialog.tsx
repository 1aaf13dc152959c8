import { Button, Descriptions, Modal, Spin, Tag } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DictText } from '@/components/pickers/DictText';
import { HtmlContent } from './HtmlContent';
import { fetchFeedDetail } from './notice-api';
import { publishedAt, type FeedItem, type FeedKind, type NoticeRecord } from './notice-types';

/** Spec §9: the detail dialog is 60% wide with a 540 px scroll area. */
const DIALOG_WIDTH = '60%';
const SCROLL_HEIGHT = 540;

interface FeedDetailDialogProps {
  kind: FeedKind;
  id: string;
  /** Where the entry is read from; the bell's detail calls (which record the reading) by default. */
  load?: (id: string) => Promise<FeedItem>;
  onClose: () => void;
}

/** One notice or message: its title, when it was published, a notice's category, and its HTML. */
export function FeedDetailDialog({ kind, id, load, onClose }: FeedDetailDialogProps) {
  const { t } = useTranslation('notice');
  const detail = useQuery({
    queryKey: ['notice-feed', 'detail', kind, id, load ? 'custom' : 'feed'],
    queryFn: () => (load ? load(id) : fetchFeedDetail(kind, id)),
    // Opening is reading: ask the server every time, never a cached copy.
    gcTime: 0,
    refetchOnWindowFocus: false,
  });
  const item = detail.data;

  return (
    <Modal
      open
      width={DIALOG_WIDTH}
      title={item?.title ?? t('detailTitle')}
      onCancel={onClose}
      footer={<Button onClick={onClose}>{t('close')}</Button>}
    >
      {item ? (
        <>
          <Descriptions size="small" column={2}>
            <Descriptions.Item label={t('publishTime')}>{publishedAt(kind, item)}</Descriptions.Item>
            {kind === 'notice' ? (
              <Descriptions.Item label={t('category')}>
                <Tag color={(item as NoticeRecord).category === 'PLATFORM_NOTICE' ? 'blue' : 'green'}>
                  <DictText code="noticeCategory" value={(item as NoticeRecord).category} />
                </Tag>
              </Descriptions.Item>
            ) : (
              <Descriptions.Item label={t('sender')}>{('createUserName' in item && item.createUserName) || t('systemSender')}</Descriptions.Item>
            )}
          </Descriptions>
          <div role="region" aria-label={t('content')} style={{ height: SCROLL_HEIGHT, overflowY: 'auto' }}>
            <HtmlContent html={item.content} />
          </div>
        </>
      ) : (
        <Spin spinning={detail.isPending} />
      )}
    </Modal>
  );
}
