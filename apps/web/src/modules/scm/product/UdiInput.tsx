import { Input } from 'antd';
import { useTranslation } from 'react-i18next';
import type { WidgetProps } from '@/components/crud';

/**
 * A DI typed by hand or by a scanner. As a custom field its rules run on every keystroke; it asks
 * for input, not for a choice as custom fields otherwise do.
 */
export function UdiInput({ value, onChange, onBlur, disabled, id }: WidgetProps) {
  const { t } = useTranslation(['crud', 'product']);
  return (
    <Input
      id={id}
      allowClear
      disabled={disabled}
      placeholder={disabled ? undefined : t('crud:placeholder.input', { label: t('product:sku.udiDi') })}
      value={(value as string | undefined) ?? ''}
      onChange={(e) => onChange?.(e.target.value)}
      onBlur={onBlur}
      maxLength={40}
    />
  );
}
