import { NOTICE_STATUS, PERMISSIONS, noticeSubmitSchema } from '@beree/contracts';
import type { CrudConfig } from '@/components/crud';
import { HtmlEditor } from '@/features/notice/HtmlEditor';
import { CategoryTag, StatusTag, TopTag } from './cells';

export const NOTICE_API = '/beree-desk/notice';

/**
 * The tenant's notices, pinned first. The category is not chosen here: the platform publishes
 * platform notices, every other tenant its own. An ended notice can no longer be edited.
 */
export const noticeConfig: CrudConfig = {
  api: NOTICE_API,
  listPath: 'page',
  rowKey: 'id',
  schema: noticeSubmitSchema,
  permissions: PERMISSIONS.notice,
  dialogWidth: 900,
  editable: (record) => record.status !== NOTICE_STATUS.ended,
  columns: [
    { name: 'title', label: 'notice:title', search: true, form: { type: 'input', span: 24 } },
    { name: 'category', label: 'notice:category', search: true, dict: 'noticeCategory', width: 110, render: (value) => <CategoryTag value={value} /> },
    { name: 'releaseTime', label: 'notice:releaseTime', width: 170, form: { type: 'dateTime', span: 12, help: 'notice:releaseTimeHelp' } },
    { name: 'isTop', label: 'notice:isTop', width: 80, render: (value) => <TopTag value={value} /> },
    { name: 'status', label: 'notice:status', width: 90, render: (value) => <StatusTag value={value} /> },
    { name: 'content', label: 'notice:noticeContent', table: false, form: { type: 'custom', span: 24, render: (props) => <HtmlEditor {...props} /> } },
  ],
};
