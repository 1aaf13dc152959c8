import { useMemo, useState } from 'react';
import { Select } from 'antd';
import { useQuery } from '@tanstack/react-query';
import type { Page } from '@beree/contracts';
import { getData, type CrudRecord, type WidgetProps } from '@/components/crud';
import { SKU_API } from '../contract/api';

const PICK_SIZE = 50;
const describe = (row: CrudRecord) => [row.productName, row.specification, row.model, row.unit && `(${String(row.unit)})`].filter(Boolean).join(' ');

/** One of the supplier's own SKUs in use (product-sku/list), searched by product name as the user types. */
export function SkuSelect({ id, value, onChange, disabled, placeholder }: WidgetProps) {
  const [term, setTerm] = useState('');
  const params = { current: 1, size: PICK_SIZE, useFlag_equal: 'USING', ...(term ? { productName: term } : {}) };
  const { data, isFetching } = useQuery({ queryKey: ['catalog-sku-pick', params], queryFn: () => getData<Page<CrudRecord>>(`${SKU_API}/list`, params) });
  const options = useMemo(() => (data?.records ?? []).map((row) => ({ value: String(row.id), label: describe(row) })), [data]);
  return (
    <Select
      id={id}
      showSearch={{ filterOption: false, onSearch: setTerm }}
      allowClear
      loading={isFetching}
      disabled={disabled}
      placeholder={placeholder}
      style={{ width: '100%' }}
      value={value == null || value === '' ? undefined : String(value)}
      onChange={(next) => onChange?.(next ?? null)}
      options={options}
    />
  );
}
