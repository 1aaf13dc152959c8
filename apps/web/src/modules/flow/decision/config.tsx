import { Tag } from 'antd';
import { PERMISSIONS } from '@beree/contracts';
import type { CrudConfig } from '@/components/crud';
import { DECISION_API } from '../api';

const P = PERMISSIONS.wfDeployment;
/** A code nobody holds: decisions are deployed by upload, never added or edited here. */
const NONE = '';

/** 决策表: the latest version of each deployed decision key (the one business-rule tasks evaluate). */
export const decisionConfig: CrudConfig = {
  api: DECISION_API,
  permissions: { add: NONE, edit: NONE, view: NONE, delete: P.delete },
  columns: [
    { name: 'name', label: 'flow:decision.name', search: true, width: 200 },
    { name: 'key', label: 'flow:decision.key', search: 'equal', width: 180 },
    { name: 'version', label: 'flow:version', width: 90, render: (value) => <Tag>v{String(value)}</Tag> },
    { name: 'hitPolicy', label: 'flow:decision.hitPolicy', width: 140, render: (value, record) => [value, record.aggregation].filter(Boolean).join(' ') },
    { name: 'deployTime', label: 'flow:deployTime', width: 180 },
  ],
};
