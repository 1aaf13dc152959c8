import { useMemo, useState } from 'react';
import { Select } from 'antd';
import { useQuery } from '@tanstack/react-query';
import type { Page } from '@beree/contracts';
import { getData, type CrudRecord } from '@/components/crud';
import { CATALOG_API, SKU_API, type ContractLine } from './api';
import type { LineSource } from './party';

/** Enough rows to choose from; typing narrows them on the server. */
const PICK_SIZE = 50;

interface Props {
  id?: string;
  /** The chosen skuId (from the form item). */
  value?: string;
  onChange?: (skuId: string) => void;
  source: Exclude<LineSource, null>;
  /** The supplier whose catalog a hospital picks from. */
  supplierTenantId?: string;
  /** The line as it stands (its snapshot names a SKU the list may not show). */
  line?: ContractLine;
  /** SKUs other lines already hold. */
  taken: string[];
  placeholder?: string;
  onPick: (row: CrudRecord) => void;
}

const describe = (row: CrudRecord) =>
  [row.productName, row.specification, row.model].filter((part) => part != null && part !== '').join(' ');

/** A SKU row is the SKU; a catalog row names it. */
const skuOf = (source: Props['source'], row: CrudRecord) => String(source === 'sku' ? row.id : row.skuId);

/**
 * The SKU of a line, held as its skuId: the seller's own SKUs (product-sku/list), or for a hospital
 * the items of its catalog with the supplier (catalog/list), searched by product name.
 */
export function LinePicker({ id, value, onChange, source, supplierTenantId, line, taken, placeholder, onPick }: Props) {
  const [term, setTerm] = useState('');
  const url = source === 'sku' ? `${SKU_API}/list` : `${CATALOG_API}/list`;
  const params = { current: 1, size: PICK_SIZE, useFlag_equal: 'USING', ...(term ? { productName: term } : {}), ...(source === 'catalog' ? { supplierTenantId_equal: supplierTenantId } : {}) };
  const { data, isFetching } = useQuery({
    queryKey: ['contract-line-pick', url, params],
    queryFn: () => getData<Page<CrudRecord>>(url, params),
    enabled: source === 'sku' || Boolean(supplierTenantId),
  });
  const rows = useMemo(() => data?.records ?? [], [data]);
  const options = useMemo(() => {
    const listed = rows.map((row) => {
      const sku = skuOf(source, row);
      return { value: sku, label: describe(row), disabled: taken.includes(sku) && sku !== value };
    });
    // The line's own SKU stays named even when the search does not list it.
    if (value && line && !listed.some((o) => o.value === value)) listed.unshift({ value, label: describe(line as CrudRecord), disabled: false });
    return listed;
  }, [rows, taken, value, line, source]);
  return (
    <Select
      id={id}
      showSearch={{ filterOption: false, onSearch: setTerm }}
      loading={isFetching}
      placeholder={placeholder}
      style={{ width: '100%' }}
      popupMatchSelectWidth={420}
      value={value}
      onChange={(skuId: string) => {
        const row = rows.find((r) => skuOf(source, r) === skuId);
        if (!row) return;
        onChange?.(skuId);
        onPick(row);
      }}
      options={options}
    />
  );
}
