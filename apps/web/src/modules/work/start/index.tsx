import { useMemo } from 'react';
import { App } from 'antd';
import { PlayCircleOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { CrudRecord, RowAction } from '@/components/crud';
import { startProcess } from '../api';
import { startColumns } from '../columns';
import { OfficeList } from '../OfficeList';
import { formStartPath, LEAVE_KEY, leavePaths } from '../routes';

/** 发起事务 (/work/start): the processes the user may start; a process with a form (the leave demo's or a designed one) opens it, one without starts at once. */
export default function StartPage() {
  const { t } = useTranslation('work');
  const { modal, message } = App.useApp();
  const navigate = useNavigate();
  const actions = useMemo<RowAction[]>(
    () => [
      {
        key: 'start',
        label: 'work:start',
        permission: '',
        icon: <PlayCircleOutlined />,
        onClick: (record: CrudRecord) => {
          const id = String(record.processDefinitionId ?? record.id);
          if (record.formKey === 'leave' || record.key === LEAVE_KEY) return navigate(leavePaths.form(id));
          if (record.formKey) return navigate(formStartPath(id));
          modal.confirm({
            title: t('startConfirm', { name: record.name }),
            onOk: async () => {
              await startProcess(id);
              void message.success(t('started'));
            },
          });
        },
      },
    ],
    [modal, message, navigate, t],
  );
  return <OfficeList path="processList" columns={startColumns} rowKey="id" actions={actions} />;
}
