import { useMemo, useState } from 'react';
import { Select } from 'antd';
import { useQuery } from '@tanstack/react-query';
import type { Page } from '@beree/contracts';
import { getData, type CrudRecord } from '@/components/crud';
import { CATALOG_API } from '../contract/api';
import type { CatalogLine } from './lines';

/** Enough rows to choose from; typing narrows them on the server. */
const PICK_SIZE = 50;

interface Props {
  id?: string;
  /** The chosen catalog item id (from the form item). */
  value?: string;
  onChange?: (catalogItemId: string) => void;
  /** Only this supplier's items (an order); every supplier's when absent (a plan). */
  supplierTenantId?: string;
  /** Only the items listed for this hospital (a supplier's delivery note); the caller's own catalog needs none. */
  hospitalTenantId?: string;
  /** The line as it stands: its snapshot names an item the list may not show. */
  line?: CatalogLine;
  /** Items other lines already hold. */
  taken: string[];
  placeholder?: string;
  /** Names the field where no form item labels it (an adder beside a table). */
  ariaLabel?: string;
  onPick: (row: CrudRecord) => void;
}

/** "产品 规格 型号", and the supplier when items of several suppliers are listed together. */
export const describeItem = (row: CrudRecord | CatalogLine, withSupplier: boolean) =>
  [row.productName, row.specification, row.model, withSupplier && row.supplierName ? `· ${String(row.supplierName)}` : null].filter((part) => part != null && part !== '').join(' ');

/** An item of the hospital's catalog, in use, searched by product name (catalog/list). */
export function CatalogItemPicker({ id, value, onChange, supplierTenantId, hospitalTenantId, line, taken, placeholder, ariaLabel, onPick }: Props) {
  const [term, setTerm] = useState('');
  const withSupplier = !supplierTenantId;
  const params = { current: 1, size: PICK_SIZE, useFlag_equal: 'USING', ...(term ? { productName: term } : {}), ...(supplierTenantId ? { supplierTenantId_equal: supplierTenantId } : {}), ...(hospitalTenantId ? { hospitalTenantId_equal: hospitalTenantId } : {}) };
  const { data, isFetching } = useQuery({ queryKey: ['catalog-item-pick', params], queryFn: () => getData<Page<CrudRecord>>(`${CATALOG_API}/list`, params) });
  const rows = useMemo(() => data?.records ?? [], [data]);
  const options = useMemo(() => {
    const listed = rows.map((row) => ({ value: String(row.id), label: describeItem(row, withSupplier), disabled: taken.includes(String(row.id)) && String(row.id) !== value }));
    if (value && line && !listed.some((o) => o.value === value)) listed.unshift({ value, label: describeItem(line, withSupplier), disabled: false });
    return listed;
  }, [rows, taken, value, line, withSupplier]);
  return (
    <Select
      id={id}
      aria-label={ariaLabel}
      showSearch={{ filterOption: false, onSearch: setTerm }}
      loading={isFetching}
      placeholder={placeholder}
      style={{ width: '100%' }}
      popupMatchSelectWidth={480}
      value={value}
      onChange={(itemId: string) => {
        const row = rows.find((r) => String(r.id) === itemId);
        if (!row) return;
        onChange?.(itemId);
        onPick(row);
      }}
      options={options}
    />
  );
}
