import { Modal, Table, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { getData } from '@/components/crud';
import { PROCESS_API } from '../api';

interface Variable {
  name: string;
  value: unknown;
  type: string;
  updateTime: string;
}

/** 流程变量: what the instance's forms and commands have written, read-only. */
export function VariablesDialog({ processInstanceId, onClose }: { processInstanceId: string; onClose: () => void }) {
  const { t } = useTranslation('flow');
  const variables = useQuery({ queryKey: ['flow', 'follow', 'variables', processInstanceId], queryFn: () => getData<Variable[]>(`${PROCESS_API}/variables`, { processInstanceId }) });
  return (
    <Modal open title={t('follow.variables')} width={720} footer={null} onCancel={onClose}>
      <Table<Variable>
        rowKey="name"
        size="small"
        loading={variables.isLoading}
        dataSource={variables.data ?? []}
        pagination={false}
        locale={{ emptyText: t('follow.noVariables') }}
        columns={[
          { title: t('follow.variableName'), dataIndex: 'name', width: 180 },
          { title: t('follow.variableType'), dataIndex: 'type', width: 100 },
          { title: t('follow.variableValue'), dataIndex: 'value', render: (value: unknown) => <Typography.Text code>{JSON.stringify(value)}</Typography.Text> },
          { title: t('follow.variableTime'), dataIndex: 'updateTime', width: 170 },
        ]}
      />
    </Modal>
  );
}
