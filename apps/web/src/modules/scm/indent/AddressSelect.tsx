import { useEffect, useMemo } from 'react';
import { Select } from 'antd';
import type { Page } from '@beree/contracts';
import type { CrudRecord } from '@/components/crud';
import { useRemote } from '@/components/pickers/use-remote';
import { ADDRESS_API } from '../hospital/api';

/** Every address a hospital keeps fits one page. */
const ALL = { current: 1, size: 200 };

interface Props {
  id?: string;
  value?: string;
  onChange?: (id: string | undefined) => void;
  placeholder?: string;
}

/** One of the hospital's receiving addresses, "仓库 · 地址"; an empty field starts at the default one. */
export function AddressSelect({ id, value, onChange, placeholder }: Props) {
  const { data, isLoading } = useRemote<Page<CrudRecord>>(`${ADDRESS_API}/list`, ALL);
  const rows = useMemo(() => data?.records ?? [], [data]);
  useEffect(() => {
    const preferred = rows.find((row) => row.isDefault === true);
    if (!value && preferred) onChange?.(String(preferred.id));
  }, [rows, value, onChange]);
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
      options={rows.map((row) => ({ value: String(row.id), label: [row.warehouseName, row.address].filter(Boolean).join(' · ') }))}
    />
  );
}
