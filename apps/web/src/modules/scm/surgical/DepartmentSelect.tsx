import { useMemo } from 'react';
import { Select } from 'antd';
import type { Page } from '@beree/contracts';
import type { CrudRecord } from '@/components/crud';
import { useRemote } from '@/components/pickers/use-remote';
import { DEPARTMENT_API } from '../hospital/api';

/** A hospital's departments fit one page. */
const ALL = { current: 1, size: 200 };

interface Props {
  id?: string;
  value?: string;
  onChange?: (id: string | undefined) => void;
  placeholder?: string;
}

/** One of the hospital's departments, the one operating. */
export function DepartmentSelect({ id, value, onChange, placeholder }: Props) {
  const { data, isLoading } = useRemote<Page<CrudRecord>>(`${DEPARTMENT_API}/list`, ALL);
  const options = useMemo(() => (data?.records ?? []).map((row) => ({ value: String(row.id), label: String(row.name) })), [data]);
  return (
    <Select
      id={id}
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      loading={isLoading}
      placeholder={placeholder}
      style={{ width: '100%' }}
      value={value}
      onChange={(next?: string) => onChange?.(next)}
      options={options}
    />
  );
}
