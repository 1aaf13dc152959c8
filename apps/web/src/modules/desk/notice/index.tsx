import { useCallback, useState } from 'react';
import type { NoticeRecord } from '@beree/contracts';
import { CrudPage, getData, type CrudRecord } from '@/components/crud';
import { FeedDetailDialog } from '@/features/notice/FeedDetailDialog';
import { refreshBell } from '@/features/notice/notice-store';
import { NOTICE_API, noticeConfig } from './config';
import { useNoticeActions } from './use-notice-actions';

/** The managing screen reads the tenant's own notice, ended ones included. */
const loadNotice = (id: string) => getData<NoticeRecord>(`${NOTICE_API}/detail`, { id });

/** A notice added, changed or removed changes the bell's list too. */
const refreshNotices = () => refreshBell('notice');

/** 通知公告 (/desk/notice): the tenant publishes, pins, ends and removes its notices. */
export default function NoticePage() {
  const rowActions = useNoticeActions();
  const [viewing, setViewing] = useState<string | null>(null);
  // Shown as the reader sees it, rather than as a read-only form.
  const onView = useCallback((record: CrudRecord) => setViewing(String(record.id)), []);

  return (
    <>
      <CrudPage config={noticeConfig} rowActions={rowActions} onView={onView} onSaved={refreshNotices} onRemoved={refreshNotices} />
      {viewing && <FeedDetailDialog kind="notice" id={viewing} load={loadNotice} onClose={() => setViewing(null)} />}
    </>
  );
}
