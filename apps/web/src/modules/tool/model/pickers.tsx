import { useMemo } from 'react';
import { Form, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { pascalName } from '@beree/contracts';
import type { WidgetProps } from '@/components/crud';
import { RemoteSelect } from '@/components/pickers/RemoteSelect';
import { useRemote } from '@/components/pickers/use-remote';

export const MODEL_API = '/blade-develop/model';
const SOURCES = '/blade-develop/datasource/select';

interface Source {
  id: string;
  name: string;
}

interface TableSummary {
  name: string;
  comment: string | null;
}

/** The data sources, the product's own database ("0", 默认数据源) first. */
export function SourceSelect(props: WidgetProps) {
  const { t } = useTranslation('model');
  const form = Form.useFormInstance();
  return (
    <RemoteSelect
      {...props}
      url={SOURCES}
      labelKey="name"
      allowClear={false}
      placeholder={t('chooseSource')}
      onChange={(value) => {
        props.onChange?.(value);
        // A table of the other source means nothing here.
        if (value !== props.value) form.setFieldValue('modelTable', undefined);
      }}
    />
  );
}

/** A data source's name in the table. */
export function SourceName({ id }: { id: unknown }) {
  const { data } = useRemote<Source[]>(SOURCES);
  return <>{data?.find((s) => s.id === String(id))?.name ?? String(id ?? '')}</>;
}

/**
 * The tables of the chosen data source (table-list), each with its comment. Choosing one fills the
 * model's name (the comment, or the table's name), code (the table's name) and class (PascalCase).
 */
export function TableSelect(props: WidgetProps) {
  const { t } = useTranslation('model');
  const form = Form.useFormInstance();
  const datasourceId = (Form.useWatch('datasourceId', form) as string | undefined) ?? '0';
  const { data, isLoading } = useRemote<TableSummary[]>(`${MODEL_API}/table-list`, { datasourceId });
  const options = useMemo(() => (data ?? []).map((table) => ({ value: table.name, label: table.comment ? `${table.name}（${table.comment}）` : table.name, comment: table.comment })), [data]);
  return (
    <Select
      id={props.id}
      showSearch={{ optionFilterProp: 'label' }}
      style={{ width: '100%' }}
      loading={isLoading}
      disabled={props.disabled}
      placeholder={t('chooseTable')}
      options={options}
      value={props.value as string | undefined}
      onBlur={props.onBlur}
      onChange={(name: string) => {
        props.onChange?.(name);
        const comment = options.find((o) => o.value === name)?.comment;
        form.setFieldsValue({ modelName: comment || name, modelCode: name, modelClass: pascalName(name) });
      }}
    />
  );
}
