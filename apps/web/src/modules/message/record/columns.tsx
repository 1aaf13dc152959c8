import { Typography } from 'antd';
import type { CrudColumn } from '@/components/crud';
import { ChannelSelect } from '../shared/ChannelSelect';
import { ReceiverText } from '../shared/ReceiverText';
import { StatusTag } from '../shared/StatusTag';
import { TimeRange } from '../shared/TimeRange';

/** The search field holding the range of days the records were made in. */
export const CREATED_DAYS = 'createdDays';

const L = (name: string) => `messageCentre:record.${name}`;

/** One row per receiver of a task: where the pipeline left it and what the provider answered. */
export const recordColumns: CrudColumn[] = [
  { name: 'receiver', label: L('receiver'), search: true, width: 200, render: (value, record) => <ReceiverText receiver={value} userId={record.userId} /> },
  { name: 'taskId', label: L('taskId'), search: 'equal', width: 190 },
  { name: 'templateName', label: 'messageCentre:task.templateName', width: 170 },
  { name: 'channel', label: 'messageCentre:channel', dict: 'messageChannel', search: 'equal', width: 140, searchControl: (props) => <ChannelSelect {...props} /> },
  { name: 'status', label: L('status'), dict: 'messageTaskStatus', search: 'equal', width: 130, form: { type: 'dict' }, render: (value) => <StatusTag value={value} /> },
  {
    name: 'sendStatus',
    label: L('sendStatus'),
    dict: 'messageSendStatus',
    search: 'equal',
    width: 100,
    form: { type: 'dict' },
    render: (value) => <StatusTag value={value} dict="messageSendStatus" />,
  },
  { name: CREATED_DAYS, label: 'messageCentre:task.createdDays', search: true, table: false, searchControl: (props) => <TimeRange {...props} /> },
  { name: 'attempts', label: L('attempts'), width: 80 },
  { name: 'providerMsgId', label: L('providerMsgId'), width: 180 },
  {
    name: 'error',
    label: L('error'),
    width: 240,
    render: (value) => (value ? <Typography.Text type="danger" ellipsis={{ tooltip: String(value) }} style={{ maxWidth: 220 }}>{String(value)}</Typography.Text> : '--'),
  },
  { name: 'sendTime', label: L('sendTime'), width: 170 },
  { name: 'createTime', label: 'messageCentre:createTime', width: 170 },
];
