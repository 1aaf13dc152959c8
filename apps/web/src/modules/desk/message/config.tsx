import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CrudColumn } from '@/components/crud';
import { HtmlEditor } from '@/features/notice/HtmlEditor';
import { UserSelect } from '@/components/pickers/UserSelect';

export const MESSAGE_API = '/beree-desk/message-record';

/** 未读 stands out; 已读 is plain. */
function ReadTag({ value }: { value: unknown }) {
  const { t } = useTranslation('message');
  return value === 1 ? <Tag>{t('read')}</Tag> : <Tag color="processing">{t('unread')}</Tag>;
}

/** System notifications have no sender. */
function SenderName({ value }: { value: unknown }) {
  const { t } = useTranslation('message');
  return <>{typeof value === 'string' && value ? value : t('system')}</>;
}

/** The signed-in user's messages: searched by title and read state. */
export const messageColumns: CrudColumn[] = [
  { name: 'title', label: 'message:title', search: true, width: 300 },
  { name: 'createUserName', label: 'message:sender', width: 140, render: (value) => <SenderName value={value} /> },
  { name: 'createTime', label: 'message:sendTime', width: 180 },
  {
    name: 'isRead',
    label: 'message:isRead',
    search: true,
    width: 100,
    // A select in the search form only: messages are never edited here.
    form: { type: 'select', options: [{ value: 0, label: 'message:unread' }, { value: 1, label: 'message:read' }] },
    render: (value) => <ReadTag value={value} />,
  },
];

/** The 发送消息 dialog: recipients of the tenant, title and rich-text content. */
export const sendColumns: CrudColumn[] = [
  { name: 'userIds', label: 'message:recipients', form: { type: 'custom', span: 24, render: (props) => <UserSelect {...props} /> } },
  { name: 'title', label: 'message:title', form: { type: 'input', span: 24 } },
  { name: 'content', label: 'message:content', form: { type: 'custom', span: 24, render: (props) => <HtmlEditor {...props} /> } },
];
