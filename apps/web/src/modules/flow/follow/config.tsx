import type { CrudConfig } from '@/components/crud';
import { FOLLOW_API } from '../api';
import { SuspensionTag } from '../SuspensionTag';

/** No one adds, edits or opens running processes here: only the monitor's own commands act on them. */
const NONE = '';

/** 流程监控: the tenant's running and suspended processes. */
export const followConfig: CrudConfig = {
  api: FOLLOW_API,
  rowKey: 'processInstanceId',
  permissions: { add: NONE, edit: NONE, view: NONE, delete: NONE },
  columns: [
    { name: 'title', label: 'flow:title', search: true, width: 240 },
    { name: 'processDefinitionName', label: 'flow:processName', width: 160 },
    { name: 'processDefinitionKey', label: 'flow:processKey', search: 'equal', width: 160 },
    { name: 'processDefinitionVersion', label: 'flow:version', width: 80, render: (value) => `v${String(value)}` },
    { name: 'startUsername', label: 'flow:startUser', search: true, width: 120 },
    { name: 'startTime', label: 'flow:startTime', width: 180 },
    { name: 'suspensionState', label: 'flow:state.label', width: 100, render: (value) => <SuspensionTag suspended={value === 2} /> },
  ],
};
