import { Select, Switch, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { WidgetProps } from '@/components/crud';

/** A 0/1 flag of the server as a switch. */
export function FlagSwitch({ id, value, onChange, disabled }: WidgetProps) {
  return <Switch id={id} disabled={disabled} checked={Number(value) === 1} onChange={(checked) => onChange?.(checked ? 1 : 0)} />;
}

/** A 0/1 flag in a table cell: a coloured tag while on, plain text while off. */
export function FlagTag({ value, on, off, color }: { value: unknown; on: string; off: string; color: string }) {
  const { t } = useTranslation('messageCentre');
  return Number(value) === 1 ? <Tag color={color}>{t(on)}</Tag> : <>{t(off)}</>;
}

/** A 0/1 flag in the search bar: either value, or both when cleared. */
export function FlagSelect({ id, value, onChange, placeholder, on, off }: WidgetProps & { on: string; off: string }) {
  const { t } = useTranslation('messageCentre');
  return (
    <Select<number>
      id={id}
      allowClear
      style={{ minWidth: 120 }}
      placeholder={placeholder ?? t('all')}
      value={value == null || value === '' ? undefined : Number(value)}
      onChange={(next) => onChange?.(next)}
      options={[
        { value: 1, label: t(on) },
        { value: 0, label: t(off) },
      ]}
    />
  );
}
