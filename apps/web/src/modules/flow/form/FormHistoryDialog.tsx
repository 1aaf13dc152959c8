import { useState } from 'react';
import { App, Button, Modal, Space, Table } from 'antd';
import { EyeOutlined, RollbackOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PERMISSIONS, type WfFormContent } from '@beree/contracts';
import { crudKeys, getData, postCommand, type CrudRecord } from '@/components/crud';
import { usePermission } from '@/features/auth/permission';
import { FormRenderer } from '@/modules/work/form/FormRenderer';
import { FORM_API, FORM_HISTORY_API } from './api';

interface Version {
  id: string;
  formVersion: number;
  name: string;
  content: WfFormContent;
  createTime: string;
}

/** 历史版本: every saved version of a form, newest first; one can be looked at or made current again (as a new version). */
export function FormHistoryDialog({ form, onClose }: { form: CrudRecord; onClose: () => void }) {
  const { t } = useTranslation('flowForm');
  const { modal, message } = App.useApp();
  const queryClient = useQueryClient();
  const mayRestore = usePermission()(PERMISSIONS.wfForm.edit);
  const [viewing, setViewing] = useState<Version | null>(null);
  const versions = useQuery({ queryKey: ['flow', 'form-history', form.id], queryFn: () => getData<Version[]>(`${FORM_HISTORY_API}/list`, { formId: form.id }) });
  const current = versions.data?.[0]?.formVersion;
  const restore = (v: Version) =>
    modal.confirm({
      title: t('history.restoreConfirm', { version: v.formVersion }),
      onOk: async () => {
        await postCommand(`${FORM_HISTORY_API}/restore`, null, { id: v.id });
        void message.success(t('history.restored'));
        await queryClient.invalidateQueries({ queryKey: ['flow', 'form-history', form.id] });
        await queryClient.invalidateQueries({ queryKey: crudKeys.all(FORM_API) });
      },
    });
  return (
    <Modal open width={720} title={t('history.title', { name: form.name })} footer={null} onCancel={onClose}>
      <Table<Version>
        rowKey="id"
        size="small"
        loading={versions.isLoading}
        dataSource={versions.data ?? []}
        pagination={false}
        columns={[
          { dataIndex: 'formVersion', title: t('form.version'), width: 90, render: (v: number) => `v${v}` },
          { dataIndex: 'name', title: t('form.name') },
          { key: 'fields', title: t('history.fields'), width: 90, render: (_: unknown, r: Version) => r.content.fields.length },
          { dataIndex: 'createTime', title: t('history.savedAt'), width: 180 },
          {
            key: 'actions',
            width: 170,
            render: (_: unknown, r: Version) => (
              <Space size={0}>
                <Button type="link" size="small" icon={<EyeOutlined />} onClick={() => setViewing(r)}>
                  {t('history.view')}
                </Button>
                {mayRestore && r.formVersion !== current && (
                  <Button type="link" size="small" icon={<RollbackOutlined />} onClick={() => restore(r)}>
                    {t('history.restore')}
                  </Button>
                )}
              </Space>
            ),
          },
        ]}
      />
      {viewing && (
        <Modal open width={640} title={t('history.viewTitle', { version: viewing.formVersion })} footer={null} onCancel={() => setViewing(null)}>
          <FormRenderer content={viewing.content} readOnly />
        </Modal>
      )}
    </Modal>
  );
}
