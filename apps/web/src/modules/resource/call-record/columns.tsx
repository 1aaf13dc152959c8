import type { CrudColumn } from '@/components/crud';
import { TimeRange } from '@/modules/message/shared/TimeRange';
import { DirectionTag, Disposition, Duration } from './call-fields';

/** The search field holding the range of days the calls started in. */
export const CALL_DAYS = 'callDays';

const L = (name: string) => `ccc:${name}`;

/** One row per call of the enabled instance: when, who called whom, how long, and who answered. */
export const callColumns: CrudColumn[] = [
  { name: 'startTime', label: L('startTime'), width: 160 },
  { name: CALL_DAYS, label: L('callDays'), search: true, table: false, searchControl: (props) => <TimeRange {...props} /> },
  { name: 'phone', label: L('phone'), search: true, table: false },
  { name: 'contactId', label: L('contactId'), search: true, width: 175 },
  { name: 'caller', label: L('caller'), width: 120 },
  { name: 'callee', label: L('callee'), width: 120 },
  { name: 'direction', label: L('direction'), width: 90, render: (value) => <DirectionTag value={value} /> },
  { name: 'duration', label: L('duration'), width: 80, render: (value) => <Duration seconds={value} /> },
  { name: 'agentNames', label: L('agent'), width: 90, render: (value) => (value ? String(value) : '--') },
  { name: 'disposition', label: L('disposition'), width: 110, render: (value) => <Disposition value={value} /> },
];
