import { useMemo } from 'react';
import { Select, type SelectProps } from 'antd';
import type { Page } from '@beree/contracts';
import type { WidgetProps } from '@/components/crud/types';
import { joinIds, splitIds } from './id-list';
import { useRemote } from './use-remote';

type Row = Record<string, unknown>;

type RemoteSelectProps = WidgetProps &
  Omit<SelectProps, 'value' | 'onChange' | 'options' | 'mode'> & {
    /** A call answering a list of rows, or a page of them (paged lists are read whole). */
    url: string;
    params?: Record<string, unknown>;
    labelKey: string;
    valueKey?: string;
    /** Several ids, held as the comma-joined text the server stores. */
    multiple?: boolean;
  };

const rowsOf = (data: Row[] | Page<Row> | undefined): Row[] => (Array.isArray(data) ? data : (data?.records ?? []));

/** A select whose options are rows of a server lookup (posts, data sources, packages). */
export function RemoteSelect({ url, params, labelKey, valueKey = 'id', multiple, value, onChange, ...rest }: RemoteSelectProps) {
  const { data, isLoading } = useRemote<Row[] | Page<Row>>(url, params);
  const options = useMemo(() => rowsOf(data).map((row) => ({ label: String(row[labelKey] ?? ''), value: String(row[valueKey]) })), [data, labelKey, valueKey]);
  const ids = data ? splitIds(value) : [];
  return (
    <Select
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      style={{ width: '100%' }}
      {...rest}
      mode={multiple ? 'multiple' : undefined}
      loading={isLoading}
      options={options}
      value={multiple ? ids : ids[0]}
      onChange={(next: unknown) => onChange?.(joinIds(next))}
    />
  );
}
