import { useMemo } from 'react';
import { App } from 'antd';
import { AuditOutlined, EyeOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { crudKeys, type RowAction } from '@/components/crud';
import { claimTask, PROCESS_API } from '../api';
import { claimColumns } from '../columns';
import { OfficeList } from '../OfficeList';
import { handlePathOf } from '../routes';

/** 待签事务 (/work/claim): tasks I may claim; 签收 makes one mine (it moves to 待办), 查看 opens it first. */
export default function ClaimPage() {
  const { t } = useTranslation('work');
  const { modal, message } = App.useApp();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const actions = useMemo<RowAction[]>(
    () => [
      {
        key: 'claim',
        label: 'work:claim',
        permission: '',
        icon: <AuditOutlined />,
        onClick: (r) =>
          modal.confirm({
            title: t('claimConfirm', { title: r.title }),
            onOk: async () => {
              await claimTask(String(r.taskId));
              void message.success(t('claimed'));
              await queryClient.invalidateQueries({ queryKey: crudKeys.all(PROCESS_API) });
            },
          }),
      },
      { key: 'open', label: 'work:open', permission: '', icon: <EyeOutlined />, onClick: (r) => void navigate(handlePathOf(r)) },
    ],
    [modal, message, navigate, queryClient, t],
  );
  return <OfficeList path="claimList" columns={claimColumns} rowKey="taskId" actions={actions} />;
}
