import { Typography } from 'antd';
import { PUSH_DOC_TYPE_LABELS, PUSH_DOC_TYPES, PUSH_STATES, PUSH_STATUSES, PUSH_TARGET_SYSTEM_LABELS, PUSH_TARGET_SYSTEMS, type Lang } from '@beree/contracts';
import type { CrudColumn } from '@/components/crud';
import { LabelText, optionsOf } from '../document/labels';
import { PushStatesTag, PushStatusTag } from './tags';
import { text } from '../document/text';


/** The push log and its search: document number (contains), kind, partner system and both states (exact). */
export const pushColumns = (lang: Lang): CrudColumn[] => [
  { name: 'sourceNo', label: 'push:sourceNo', search: true, width: 170 },
  {
    name: 'sourceType',
    label: 'push:sourceType',
    search: 'equal',
    width: 110,
    form: { type: 'select', options: optionsOf(PUSH_DOC_TYPES, PUSH_DOC_TYPE_LABELS, lang) },
    render: (value) => <LabelText value={value} labels={PUSH_DOC_TYPE_LABELS} />,
  },
  { name: 'endpointName', label: 'push:endpointName', width: 150 },
  {
    name: 'targetSystem',
    label: 'push:targetSystem',
    search: 'equal',
    width: 110,
    form: { type: 'select', options: optionsOf(PUSH_TARGET_SYSTEMS, PUSH_TARGET_SYSTEM_LABELS, lang) },
    render: (value) => <LabelText value={value} labels={PUSH_TARGET_SYSTEM_LABELS} />,
  },
  {
    name: 'pushStatus',
    label: 'push:pushStatus',
    search: 'equal',
    width: 110,
    form: { type: 'select', options: PUSH_STATUSES.map((value) => ({ value, label: `push:status.${value}` })) },
    render: (value, record) => <PushStatusTag value={value} pushing={record.pushing === true} />,
  },
  {
    name: 'pushStates',
    label: 'push:pushStates',
    search: 'equal',
    width: 110,
    form: { type: 'select', options: PUSH_STATES.map((value) => ({ value, label: `push:states.${value}` })) },
    render: (value) => <PushStatesTag value={value} />,
  },
  { name: 'attemptCount', label: 'push:attemptCount', width: 90 },
  { name: 'lastAttemptAt', label: 'push:lastAttemptAt', width: 170, render: text },
  { name: 'nextRetryAt', label: 'push:nextRetryAt', width: 170, render: text },
  {
    name: 'lastError',
    label: 'push:lastError',
    width: 260,
    render: (value) => (value ? <Typography.Text type="danger" ellipsis={{ tooltip: String(value) }} style={{ maxWidth: 240 }}>{String(value)}</Typography.Text> : '--'),
  },
];
