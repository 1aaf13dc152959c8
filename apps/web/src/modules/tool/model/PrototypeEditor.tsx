import { useEffect, useMemo, useState } from 'react';
import { App, Checkbox, Input, Modal, Select, Table, Tooltip, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { MODEL_COMPONENT_TYPES, MODEL_PROPERTY_TYPES, MODEL_QUERY_TYPES, type Page } from '@beree/contracts';
import { getData, postCommand, type CrudRecord } from '@/components/crud';
import { useRemote } from '@/components/pickers/use-remote';
import { MODEL_API } from './pickers';

/** A field of the model as model-prototype answers it. */
export interface PrototypeRow {
  id: string;
  jdbcName: string;
  jdbcType: string;
  jdbcComment: string | null;
  propertyName: string;
  propertyType: string;
  isPrimary: number;
  isList: number;
  isForm: number;
  isRequired: number;
  isQuery: number;
  queryType: string;
  componentType: string;
  dictCode: string | null;
  version: number;
}

type Flag = 'isList' | 'isForm' | 'isQuery' | 'isRequired';
const FLAGS: Flag[] = ['isList', 'isForm', 'isQuery', 'isRequired'];

const fieldsKey = (modelId: string) => ['model-prototype', modelId];

/** The system dictionaries' codes, for fields shown through a dictionary. */
function useDictCodes() {
  const { data } = useRemote<Page<{ code: string; dictValue: string }>>('/blade-system/dict/parent-list', { current: 1, size: 1000 });
  return useMemo(() => (data?.records ?? []).map((d) => ({ value: d.code, label: `${d.dictValue}（${d.code}）` })), [data]);
}

/**
 * 模型配置: every field of a model in one editable table — shown in the list, the form and the
 * search (and how it is searched), required, its component and dictionary — saved with one button
 * in one request (model-prototype/submit); a field changed meanwhile by someone else is refused whole.
 */
export function PrototypeEditor({ model, onClose }: { model: CrudRecord; onClose: () => void }) {
  const { t } = useTranslation('model');
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const modelId = String(model.id);
  const { data, isLoading } = useQuery({ queryKey: fieldsKey(modelId), queryFn: () => getData<PrototypeRow[]>(`${MODEL_API}/model-prototype`, { modelId }) });
  const [rows, setRows] = useState<PrototypeRow[]>([]);
  useEffect(() => setRows(data ?? []), [data]);
  const dictCodes = useDictCodes();

  const change = (id: string, patch: Partial<PrototypeRow>) => setRows((all) => all.map((row) => (row.id === id ? { ...row, ...patch } : row)));
  const save = useMutation({
    mutationFn: () => postCommand<PrototypeRow[]>(`${MODEL_API}/model-prototype/submit`, rows),
    onSuccess: (saved) => {
      queryClient.setQueryData(fieldsKey(modelId), saved);
      void message.success(t('saved'));
      onClose();
    },
  });

  const options = (values: readonly string[], group: string) => values.map((value) => ({ value, label: t(`${group}.${value}`) }));
  const columns: ColumnsType<PrototypeRow> = [
    {
      title: t('jdbcName'),
      dataIndex: 'jdbcName',
      width: 160,
      fixed: 'left',
      render: (name: string, row) => (
        <Tooltip title={row.jdbcType}>
          <Typography.Text strong={row.isPrimary === 1}>{name}</Typography.Text>
        </Tooltip>
      ),
    },
    {
      title: t('jdbcComment'),
      dataIndex: 'jdbcComment',
      width: 140,
      render: (value: string | null, row) => <Input size="small" aria-label={`${row.jdbcName} ${t('jdbcComment')}`} value={value ?? ''} onChange={(e) => change(row.id, { jdbcComment: e.target.value })} />,
    },
    {
      title: t('propertyName'),
      dataIndex: 'propertyName',
      width: 130,
      render: (value: string, row) => <Input size="small" aria-label={`${row.jdbcName} ${t('propertyName')}`} value={value} onChange={(e) => change(row.id, { propertyName: e.target.value })} />,
    },
    {
      title: t('propertyType'),
      dataIndex: 'propertyType',
      width: 120,
      render: (value: string, row) => <Select size="small" style={{ width: '100%' }} aria-label={`${row.jdbcName} ${t('propertyType')}`} value={value} options={options(MODEL_PROPERTY_TYPES, 'propertyTypes')} onChange={(v) => change(row.id, { propertyType: v })} />,
    },
    ...FLAGS.map((flag) => ({
      title: t(flag),
      dataIndex: flag,
      width: 84,
      align: 'center' as const,
      render: (value: number, row: PrototypeRow) => <Checkbox aria-label={`${row.jdbcName} ${t(flag)}`} checked={value === 1} onChange={(e) => change(row.id, { [flag]: e.target.checked ? 1 : 0 })} />,
    })),
    {
      title: t('queryType'),
      dataIndex: 'queryType',
      width: 110,
      render: (value: string, row) => (
        <Select size="small" style={{ width: '100%' }} aria-label={`${row.jdbcName} ${t('queryType')}`} disabled={row.isQuery !== 1} value={value} options={options(MODEL_QUERY_TYPES, 'queryTypes')} onChange={(v) => change(row.id, { queryType: v })} />
      ),
    },
    {
      title: t('componentType'),
      dataIndex: 'componentType',
      width: 120,
      render: (value: string, row) => <Select size="small" style={{ width: '100%' }} aria-label={`${row.jdbcName} ${t('componentType')}`} value={value} options={options(MODEL_COMPONENT_TYPES, 'components')} onChange={(v) => change(row.id, { componentType: v })} />,
    },
    {
      title: t('dictCode'),
      dataIndex: 'dictCode',
      width: 160,
      render: (value: string | null, row) => (
        <Select
          size="small"
          style={{ width: '100%' }}
          aria-label={`${row.jdbcName} ${t('dictCode')}`}
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          placeholder={t('noDict')}
          value={value ?? undefined}
          options={dictCodes}
          onChange={(v?: string) => change(row.id, { dictCode: v ?? null })}
        />
      ),
    },
  ];

  return (
    <Modal
      open
      width={1340}
      title={t('prototypeTitle', { name: model.modelName, table: model.modelTable })}
      okText={t('save')}
      cancelText={t('crud:cancel')}
      okButtonProps={{ disabled: rows.length === 0 }}
      confirmLoading={save.isPending}
      // A refusal is toasted by the request client; the editor stays open with what was typed.
      onOk={() => save.mutateAsync().catch(() => undefined)}
      onCancel={onClose}
      destroyOnHidden
    >
      <Table<PrototypeRow> rowKey="id" size="small" loading={isLoading} dataSource={rows} columns={columns} pagination={false} scroll={{ x: 1276, y: 520 }} />
    </Modal>
  );
}
