import { useMemo } from 'react';
import { BellOutlined, EyeOutlined } from '@ant-design/icons';
import { App } from 'antd';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { RowAction } from '@/components/crud';
import { urgeProcess } from '../api';
import { sendColumns } from '../columns';
import { OfficeList } from '../OfficeList';
import { detailPathOf } from '../routes';

/** 已发事务 (/work/send): processes I started; 详情 opens one with its history and diagram, 催办 reminds who it waits for. */
export default function SendPage() {
  const navigate = useNavigate();
  const { t } = useTranslation('work');
  const { message, modal } = App.useApp();
  const actions = useMemo<RowAction[]>(
    () => [
      { key: 'detail', label: 'work:detail', permission: '', icon: <EyeOutlined />, onClick: (r) => void navigate(detailPathOf(r)) },
      {
        key: 'urge',
        label: 'work:urge.action',
        permission: '',
        icon: <BellOutlined />,
        visible: (r) => r.status === 'todo',
        onClick: (r) =>
          void modal.confirm({
            title: t('urge.confirm', { title: String(r.title ?? '') }),
            onOk: async () => {
              try {
                await urgeProcess(String(r.processInstanceId));
                void message.success(t('urge.done'));
              } catch {
                // The request client has shown the server's message (e.g. urged a moment ago).
              }
            },
          }),
      },
    ],
    [navigate, modal, message, t],
  );
  return <OfficeList path="sendList" columns={sendColumns} rowKey="processInstanceId" actions={actions} />;
}
