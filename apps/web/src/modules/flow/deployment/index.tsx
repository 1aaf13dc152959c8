import { useCallback, useMemo, useState } from 'react';
import { Tabs } from 'antd';
import { CloudUploadOutlined, PauseCircleOutlined, PlayCircleOutlined, TagsOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { PERMISSIONS } from '@beree/contracts';
import { CrudPage, useCommand, useConfirm, type CrudRecord, type RowAction, type ToolbarAction } from '@/components/crud';
import { DEPLOYMENT_API } from '../api';
import { CategoryDialog } from '../CategoryDialog';
import { DecisionList } from '../decision/DecisionList';
import { deploymentConfig } from './config';
import { UploadDialog } from './UploadDialog';

const P = PERMISSIONS.wfDeployment;

/** 部署管理 (/flow/deployment): the deployed processes, and beside them the DMN decisions uploaded with them. */
export default function DeploymentPage() {
  const { t } = useTranslation('flow');
  const [tab, setTab] = useState<'processes' | 'decisions'>('processes');
  return (
    <>
      <Tabs
        activeKey={tab}
        onChange={(key) => setTab(key as typeof tab)}
        items={[
          { key: 'processes', label: t('deployment.processes') },
          { key: 'decisions', label: t('deployment.decisions') },
        ]}
      />
      {/* One list at a time: each is a whole CrudPage with its own search and paging. */}
      {tab === 'processes' ? <ProcessDeployments /> : <DecisionList />}
    </>
  );
}

/** The processes: upload, suspend or activate, file under a category, delete. */
function ProcessDeployments() {
  const { t } = useTranslation('flow');
  const command = useCommand(DEPLOYMENT_API);
  const confirm = useConfirm();
  const [uploading, setUploading] = useState(false);
  const [recategorising, setRecategorising] = useState<string[] | null>(null);

  const toolbarActions = useMemo<ToolbarAction[]>(
    () => [
      { key: 'upload', label: 'flow:deployment.upload', permission: P.upload, icon: <CloudUploadOutlined />, onClick: () => setUploading(true) },
      { key: 'category', label: 'flow:changeCategory', permission: P.category, icon: <TagsOutlined />, selection: true, onClick: (ids) => setRecategorising(ids) },
    ],
    [],
  );
  const run = command.mutateAsync;
  const changeState = useCallback(
    (record: CrudRecord, status: 'active' | 'suspend') =>
      confirm(t(status === 'suspend' ? 'deployment.suspendConfirm' : 'deployment.activateConfirm', { name: record.name }), () =>
        run({ url: `${DEPLOYMENT_API}/changeStatus`, params: { processId: record.id, status } }),
      ),
    [confirm, run, t],
  );
  const rowActions = useMemo<RowAction[]>(
    () => [
      { key: 'suspend', label: 'flow:suspend', permission: P.status, icon: <PauseCircleOutlined />, visible: (r) => r.suspensionState !== 2, onClick: (r) => changeState(r, 'suspend') },
      { key: 'activate', label: 'flow:activate', permission: P.status, icon: <PlayCircleOutlined />, visible: (r) => r.suspensionState === 2, onClick: (r) => changeState(r, 'active') },
      { key: 'category', label: 'flow:changeCategory', permission: P.category, icon: <TagsOutlined />, onClick: (r) => setRecategorising([String(r.deploymentId)]) },
    ],
    [changeState],
  );

  return (
    <>
      <CrudPage config={deploymentConfig} canAdd={false} toolbarActions={toolbarActions} rowActions={rowActions} />
      {uploading && <UploadDialog onClose={() => setUploading(false)} />}
      {recategorising && (
        <CategoryDialog
          submitting={command.isPending}
          onSubmit={(category) => command.mutateAsync({ url: `${DEPLOYMENT_API}/changeCategory`, params: { deploymentIds: recategorising.join(','), category } })}
          onClose={() => setRecategorising(null)}
        />
      )}
    </>
  );
}
