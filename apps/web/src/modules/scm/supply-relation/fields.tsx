import { useMemo } from 'react';
import { Select, Space, Switch } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Page } from '@beree/contracts';
import { crudKeys, getData, type WidgetProps } from '@/components/crud';
import { SUPPLY_API } from './api';
import { SupplyStatusTag } from './SupplyStatusTag';

interface DirectoryEntry {
  tenantId: string;
  tenantName: string;
  address?: string | null;
  relationId: string | null;
  supplyStatus: string | null;
}

/** Enough for every hospital of a region; the select filters them as the user types. */
const DIRECTORY_SIZE = 200;

/**
 * The hospital an application goes to, from the hospital directory. A hospital the supplier
 * already has an open relation with shows that relation's state and cannot be chosen again.
 */
export function HospitalSelect({ value, onChange, disabled, placeholder, id }: WidgetProps) {
  const { t } = useTranslation('scm');
  // Under the relation's queries, so applying or cancelling refreshes which hospitals are open.
  const { data, isLoading } = useQuery({
    queryKey: [...crudKeys.all(SUPPLY_API), 'directory'],
    queryFn: () => getData<Page<DirectoryEntry>>('/beree-scm/hospital/directory', { current: 1, size: DIRECTORY_SIZE }),
  });
  const options = useMemo(
    () =>
      (data?.records ?? []).map((entry) => ({
        value: entry.tenantId,
        label: entry.tenantName,
        // The hospital being corrected keeps its own relation: it stays shown, not offered.
        disabled: Boolean(entry.relationId) && entry.tenantId !== value,
        entry,
      })),
    [data, value],
  );
  return (
    <Select
      id={id}
      showSearch={{ optionFilterProp: 'label' }}
      allowClear
      loading={isLoading}
      disabled={disabled}
      placeholder={placeholder}
      style={{ width: '100%' }}
      value={value == null || value === '' ? undefined : String(value)}
      onChange={(next) => onChange?.(next ?? null)}
      options={options}
      optionRender={(option) => (
        <Space>
          <span>{option.data.label}</span>
          {option.data.entry.supplyStatus && (
            <span title={t('openRelation')}>
              <SupplyStatusTag value={option.data.entry.supplyStatus} />
            </span>
          )}
        </Space>
      )}
    />
  );
}

/** 厂家直供: whether the manufacturer supplies the hospital itself. */
export function DirectSwitch({ value, onChange, disabled, id }: WidgetProps) {
  const { t } = useTranslation('scm');
  return <Switch id={id} checked={value === true} disabled={disabled} onChange={(checked) => onChange?.(checked)} checkedChildren={t('yes')} unCheckedChildren={t('no')} />;
}
