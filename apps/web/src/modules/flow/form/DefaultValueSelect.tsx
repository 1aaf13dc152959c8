import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { WfFormFieldType } from '@beree/contracts';
import { useRemote } from '@/components/pickers/use-remote';
import { DEFAULT_VALUE_API } from './api';

interface DefaultValueRow {
  id: string;
  name: string;
  kind: string;
  content: string;
}

/** A saved default value fitting the field's type (表单默认值 listType), e.g. the current user's name. */
export function DefaultValueSelect({ fieldType, value, onChange }: { fieldType: WfFormFieldType; value?: string; onChange: (id: string | undefined) => void }) {
  const { t } = useTranslation('flowForm');
  const { data, isLoading } = useRemote<DefaultValueRow[]>(`${DEFAULT_VALUE_API}/listType`, { fieldType });
  return (
    <Select
      aria-label={t('prop.savedDefault')}
      allowClear
      loading={isLoading}
      value={value}
      placeholder={t('prop.savedDefaultNone')}
      options={(data ?? []).map((d) => ({ value: String(d.id), label: `${d.name} (${d.content})` }))}
      onChange={(id?: string) => onChange(id || undefined)}
    />
  );
}
