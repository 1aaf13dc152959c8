import { useMemo } from 'react';
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { isMessageEvent, MESSAGE_EVENT_CODES, MESSAGE_EVENTS } from '@beree/contracts';
import type { WidgetProps } from '@/components/crud';
import { useLang } from '@/components/crud/use-lang';

/** The business events that send through the message centre, named in the current language. */
export function EventSelect({ id, value, onChange, onBlur, disabled, placeholder }: WidgetProps) {
  const { t } = useTranslation('messageCentre');
  const lang = useLang();
  const options = useMemo(() => MESSAGE_EVENT_CODES.map((code) => ({ value: code, label: MESSAGE_EVENTS[code][lang] })), [lang]);
  return (
    <Select<string>
      id={id}
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      style={{ minWidth: 180, width: '100%' }}
      placeholder={placeholder ?? t('allEvents')}
      disabled={disabled}
      options={options}
      value={(value as string | undefined) || undefined}
      onChange={(next) => onChange?.(next ?? null)}
      onBlur={onBlur}
    />
  );
}

/** The name of an event in a table cell; a template of no event shows '--'. */
export function EventName({ value }: { value: unknown }) {
  const lang = useLang();
  const code = String(value ?? '');
  return <>{isMessageEvent(code) ? MESSAGE_EVENTS[code][lang] : code || '--'}</>;
}
