import { InputNumber } from 'antd';
import { useTranslation } from 'react-i18next';
import type { WidgetProps } from '@/components/crud';

/** A whole number of a dedup rule with its unit beside it; blank means no such rule. */
export function CountInput({ id, value, onChange, onBlur, disabled, unit }: WidgetProps & { unit: string }) {
  const { t } = useTranslation('messageCentre');
  return (
    <InputNumber<number>
      id={id}
      min={1}
      precision={0}
      style={{ width: '100%' }}
      disabled={disabled}
      placeholder={t('template.noRule')}
      suffix={t(unit)}
      value={typeof value === 'number' ? value : null}
      onChange={(next) => onChange?.(next)}
      onBlur={onBlur}
    />
  );
}
