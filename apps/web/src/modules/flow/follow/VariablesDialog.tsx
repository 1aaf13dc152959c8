import { useState } from 'react';
import { App, Button, Input, Modal, Space, Table, Typography } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { getData, postCommand, useContractMessage } from '@/components/crud';
import { userRoles, useSessionStore } from '@/features/auth/session-store';
import { PROCESS_API } from '../api';
import { VariableChanges, variableChangesKey } from './VariableChanges';

interface Variable {
  name: string;
  value: unknown;
  type: string;
  updateTime: string;
}

const ADMIN_ALIASES = ['administrator', 'admin'];

/** What the administrator typed: JSON where it parses (900, true, {"a":1}), otherwise the text itself. */
function typedValue(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** 流程变量: what the instance's forms and commands have written; administrators may correct a value, others read; the corrections made are listed below. */
export function VariablesDialog({ processInstanceId, onClose }: { processInstanceId: string; onClose: () => void }) {
  const { t } = useTranslation('flow');
  const { message } = App.useApp();
  const say = useContractMessage();
  const queryClient = useQueryClient();
  const admin = userRoles(useSessionStore((s) => s.userInfo)).some((r) => ADMIN_ALIASES.includes(r));
  const queryKey = ['flow', 'follow', 'variables', processInstanceId];
  const variables = useQuery({ queryKey, queryFn: () => getData<Variable[]>(`${PROCESS_API}/variables`, { processInstanceId }) });
  const [name, setName] = useState('');
  const [text, setText] = useState('');
  const save = useMutation({
    mutationFn: () => postCommand(`${PROCESS_API}/variables`, { processInstanceId, name: name.trim(), value: typedValue(text) }),
    onSuccess: async () => {
      message.success(say('toast.done'));
      setName('');
      setText('');
      await Promise.all([queryClient.invalidateQueries({ queryKey }), queryClient.invalidateQueries({ queryKey: variableChangesKey(processInstanceId) })]);
    },
  });
  const edit = (v: Variable) => {
    setName(v.name);
    setText(JSON.stringify(v.value));
  };
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
          ...(admin ? [{ key: 'edit', width: 70, render: (_: unknown, v: Variable) => <Button type="link" size="small" onClick={() => edit(v)}>{t('follow.variableEdit')}</Button> }] : []),
        ]}
      />
      {admin && (
        <Space.Compact style={{ width: '100%', marginTop: 12 }}>
          <Input aria-label={t('follow.variableName')} placeholder={t('follow.variableName')} value={name} onChange={(e) => setName(e.target.value)} style={{ width: 200 }} />
          <Input aria-label={t('follow.variableValue')} placeholder={t('follow.variableValueHelp')} value={text} onChange={(e) => setText(e.target.value)} />
          <Button type="primary" loading={save.isPending} disabled={!name.trim()} onClick={() => save.mutate()}>
            {t('follow.variableSave')}
          </Button>
        </Space.Compact>
      )}
      <VariableChanges processInstanceId={processInstanceId} />
    </Modal>
  );
}
