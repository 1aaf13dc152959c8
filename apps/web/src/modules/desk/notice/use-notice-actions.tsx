import { useMemo } from 'react';
import { StopOutlined, VerticalAlignBottomOutlined, VerticalAlignTopOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { NOTICE_STATUS, PERMISSIONS } from '@beree/contracts';
import { useCommand, useConfirm, type CrudRecord, type RowAction } from '@/components/crud';
import { refreshBell } from '@/features/notice/notice-store';
import { NOTICE_API } from './config';

const published = (record: CrudRecord) => record.status !== NOTICE_STATUS.ended;

/**
 * 置顶 / 取消置顶 and 结束 of one notice, each behind its button code. Only a published notice can
 * be pinned or ended; ending cannot be undone, so it asks first.
 */
export function useNoticeActions(): RowAction[] {
  const { t } = useTranslation('notice');
  const { mutateAsync } = useCommand(NOTICE_API);
  const confirm = useConfirm();

  return useMemo(() => {
    // Pinned or ended, the notice moves or leaves the bell's list too.
    const run = (action: string, record: CrudRecord) =>
      mutateAsync({ url: `${NOTICE_API}/${action}`, params: { id: String(record.id) } }).then(() => refreshBell('notice'));
    return [
      {
        key: 'top',
        label: 'notice:setTop',
        permission: PERMISSIONS.notice.top,
        icon: <VerticalAlignTopOutlined />,
        visible: (record) => published(record) && record.isTop !== 1,
        onClick: (record) => void run('top', record).catch(() => undefined),
      },
      {
        key: 'cancelTop',
        label: 'notice:cancelTop',
        permission: PERMISSIONS.notice.top,
        icon: <VerticalAlignBottomOutlined />,
        visible: (record) => published(record) && record.isTop === 1,
        onClick: (record) => void run('cancel-top', record).catch(() => undefined),
      },
      {
        key: 'end',
        label: 'notice:end',
        permission: PERMISSIONS.notice.end,
        icon: <StopOutlined />,
        danger: true,
        visible: published,
        onClick: (record) => confirm(t('endConfirm'), () => run('end', record)),
      },
    ];
  }, [mutateAsync, confirm, t]);
}
