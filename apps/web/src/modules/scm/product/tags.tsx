import { Space, Switch, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CrudRecord, WidgetProps } from '@/components/crud';
import { DictText } from '@/components/pickers/DictText';

/** useFlag as a tag: green while in use, grey once stopped. */
export function UseFlagTag({ value }: { value: unknown }) {
  if (value == null || value === '') return null;
  return (
    <Tag color={value === 'USING' ? 'success' : 'default'}>
      <DictText code="useFlag" value={value} />
    </Tag>
  );
}

/** What a product needs care for: high value (traced unit by unit) and implanted (traced to the patient). */
export function FlagTags({ record }: { record: CrudRecord }) {
  const { t } = useTranslation('product');
  if (!record.highValue && !record.implantable) return <>--</>;
  return (
    <Space size={4} wrap>
      {record.highValue === true && <Tag color="gold">{t('flag.highValue')}</Tag>}
      {record.implantable === true && <Tag color="purple">{t('flag.implantable')}</Tag>}
    </Space>
  );
}

/** A yes/no field of the product form. */
export function YesNoSwitch({ value, onChange, disabled, id }: WidgetProps) {
  const { t } = useTranslation('product');
  return <Switch id={id} checked={value === true} disabled={disabled} onChange={(checked) => onChange?.(checked)} checkedChildren={t('yes')} unCheckedChildren={t('no')} />;
}

/** A price as the numeric column sends it ("3100.0000"): grouped, with two to four decimals. */
export function PriceText({ value }: { value: unknown }) {
  const { i18n } = useTranslation();
  if (value == null || value === '' || Number.isNaN(Number(value))) return <>--</>;
  return <>{Number(value).toLocaleString(i18n.language, { minimumFractionDigits: 2, maximumFractionDigits: 4 })}</>;
}
