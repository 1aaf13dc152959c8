import { Button, Modal, Table } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { getData, type CrudRecord } from '@/components/crud';
import { MODEL_API } from '../api';
import { saveBlob } from '@/shared/request/download';

interface Revision {
  id: string;
  modelVersion: number;
  name: string;
  xml: string;
  createTime: string;
}

/** 模型历史: every saved design of the model, newest first, each downloadable as .bpmn. */
export function HistoryDialog({ model, onClose }: { model: CrudRecord; onClose: () => void }) {
  const { t } = useTranslation('flow');
  const history = useQuery({ queryKey: ['flow', 'model-history', model.id], queryFn: () => getData<Revision[]>(`${MODEL_API}/model-history`, { modelId: model.id }) });
  return (
    <Modal open width={640} title={t('model.historyTitle', { name: model.name })} footer={null} onCancel={onClose}>
      <Table<Revision>
        rowKey="id"
        size="small"
        loading={history.isLoading}
        dataSource={history.data ?? []}
        pagination={false}
        locale={{ emptyText: t('model.noHistory') }}
        columns={[
          { dataIndex: 'modelVersion', title: t('model.revision'), width: 90, render: (v: number) => `r${v}` },
          { dataIndex: 'name', title: t('model.name') },
          { dataIndex: 'createTime', title: t('model.savedAt'), width: 180 },
          {
            key: 'download',
            width: 110,
            render: (_: unknown, r: Revision) => (
              <Button type="link" size="small" icon={<DownloadOutlined />} onClick={() => saveBlob(new Blob([r.xml], { type: 'application/xml' }), `${String(model.modelKey)}-r${r.modelVersion}.bpmn`)}>
                {t('model.download')}
              </Button>
            ),
          },
        ]}
      />
    </Modal>
  );
}
