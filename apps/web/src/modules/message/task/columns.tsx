import { Typography } from 'antd';
import type { CrudColumn } from '@/components/crud';
import { ChannelSelect } from '../shared/ChannelSelect';
import { EventName, EventSelect } from '../shared/EventSelect';
import { StatusTag } from '../shared/StatusTag';
import { TimeRange } from '../shared/TimeRange';

/** The search field holding the range of days the tasks were made in (the page turns it into createTime filters). */
export const CREATED_DAYS = 'createdDays';

const L = (name: string) => `messageCentre:task.${name}`;

/** The tasks and their search: state, channel, template (contains), event, the days they were made. */
export const taskColumns: CrudColumn[] = [
  { name: 'id', label: L('id'), width: 190 },
  { name: 'templateName', label: L('templateName'), search: true, width: 180 },
  { name: 'status', label: L('status'), dict: 'messageTaskStatus', search: 'equal', width: 130, form: { type: 'dict' }, render: (value) => <StatusTag value={value} /> },
  { name: 'channel', label: 'messageCentre:channel', dict: 'messageChannel', search: 'equal', width: 140, searchControl: (props) => <ChannelSelect {...props} /> },
  { name: 'eventCode', label: L('eventCode'), search: 'equal', width: 150, searchControl: (props) => <EventSelect {...props} />, render: (value) => <EventName value={value} /> },
  { name: CREATED_DAYS, label: L('createdDays'), search: true, table: false, searchControl: (props) => <TimeRange {...props} /> },
  { name: 'title', label: L('title'), width: 200, render: (value) => (value ? <Typography.Text ellipsis={{ tooltip: String(value) }} style={{ maxWidth: 180 }}>{String(value)}</Typography.Text> : '--') },
  { name: 'receiverCount', label: L('receiverCount'), width: 90 },
  { name: 'rounds', label: L('rounds'), width: 80 },
  { name: 'runAt', label: L('runAt'), width: 170 },
  { name: 'finishTime', label: L('finishTime'), width: 170 },
  { name: 'createTime', label: 'messageCentre:createTime', width: 170 },
];
