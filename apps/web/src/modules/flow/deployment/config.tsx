import { Tag } from 'antd';
import { PERMISSIONS } from '@beree/contracts';
import type { CrudConfig } from '@/components/crud';
import { DEPLOYMENT_API } from '../api';
import { SuspensionTag } from '../SuspensionTag';

const P = PERMISSIONS.wfDeployment;
/** A code nobody holds: deployments are neither edited nor opened in a dialog. */
const NONE = '';

/**
 * 部署管理: the latest version of each deployed key. Rows are definitions; removing takes their
 * deployment ids, so the deployment id keys the rows.
 */
export const deploymentConfig: CrudConfig = {
  api: DEPLOYMENT_API,
  rowKey: 'deploymentId',
  removeParam: 'deploymentIds',
  permissions: { add: P.upload, edit: NONE, view: NONE, delete: P.delete },
  columns: [
    { name: 'name', label: 'flow:processName', search: true, width: 200 },
    { name: 'key', label: 'flow:processKey', search: 'equal', width: 180 },
    { name: 'categoryName', label: 'flow:category.label', width: 140 },
    { name: 'version', label: 'flow:version', width: 90, render: (value) => <Tag>v{String(value)}</Tag> },
    { name: 'suspensionState', label: 'flow:state.label', width: 100, render: (value) => <SuspensionTag suspended={value === 2} /> },
    { name: 'tenantId', label: 'flow:tenantId', width: 100 },
    { name: 'deployTime', label: 'flow:deployTime', width: 180 },
  ],
};
