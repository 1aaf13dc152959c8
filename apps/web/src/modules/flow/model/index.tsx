import { useCallback, useMemo, useState } from 'react';
import { App } from 'antd';
import { CloudUploadOutlined, HistoryOutlined, NodeIndexOutlined, TagsOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PERMISSIONS } from '@beree/contracts';
import { CrudPage, crudKeys, useCommand, type CrudRecord, type RowAction, type ToolbarAction } from '@/components/crud';
import { deployModel, DEPLOYMENT_API, MODEL_API } from '../api';
import { CategoryDialog } from '../CategoryDialog';
import { modelConfig } from './config';
import { DeployDialog } from './DeployDialog';
import { HistoryDialog } from './HistoryDialog';

const P = PERMISSIONS.wfModel;
const designPath = (modelId: string) => `/flow/model/design/${modelId}`;

/** 模型设计 (/flow/model): models with their designer, deploy, history and category. */
export default function ModelPage() {
  const { t } = useTranslation('flow');
  const { message } = App.useApp();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const command = useCommand(MODEL_API);
  const [deploying, setDeploying] = useState<CrudRecord | null>(null);
  const [deploySending, setDeploySending] = useState(false);
  const [history, setHistory] = useState<CrudRecord | null>(null);
  const [recategorising, setRecategorising] = useState<string[] | null>(null);

  const toolbarActions = useMemo<ToolbarAction[]>(
    () => [{ key: 'category', label: 'flow:changeCategory', permission: P.edit, icon: <TagsOutlined />, selection: true, onClick: (ids) => setRecategorising(ids) }],
    [],
  );
  const rowActions = useMemo<RowAction[]>(
    () => [
      { key: 'design', label: 'flow:model.design', permission: P.edit, icon: <NodeIndexOutlined />, onClick: (r) => navigate(designPath(String(r.id))) },
      { key: 'deploy', label: 'flow:model.deploy', permission: P.deploy, icon: <CloudUploadOutlined />, onClick: (r) => setDeploying(r) },
      { key: 'history', label: 'flow:model.history', permission: P.view, icon: <HistoryOutlined />, onClick: (r) => setHistory(r) },
    ],
    [navigate],
  );
  const deploy = useCallback(
    async (choice: { categoryId?: string; tenantIds?: string }) => {
      if (!deploying) return;
      setDeploySending(true);
      try {
        await deployModel(String(deploying.id), choice);
        void message.success(t('model.deployed'));
        await queryClient.invalidateQueries({ queryKey: crudKeys.all(DEPLOYMENT_API) });
      } finally {
        setDeploySending(false);
      }
    },
    [deploying, message, queryClient, t],
  );

  return (
    <>
      <CrudPage config={modelConfig} toolbarActions={toolbarActions} rowActions={rowActions} />
      {deploying && <DeployDialog model={deploying} submitting={deploySending} onSubmit={deploy} onClose={() => setDeploying(null)} />}
      {history && <HistoryDialog model={history} onClose={() => setHistory(null)} />}
      {recategorising && (
        <CategoryDialog
          submitting={command.isPending}
          onSubmit={(categoryId) => command.mutateAsync({ url: `${MODEL_API}/changeCategory`, params: { ids: recategorising.join(','), categoryId } })}
          onClose={() => setRecategorising(null)}
        />
      )}
    </>
  );
}
