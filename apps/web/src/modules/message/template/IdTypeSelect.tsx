import { useEffect, useMemo } from 'react';
import { Form, Select } from 'antd';
import { idTypesOfChannel, MESSAGE_CHANNELS, type MessageChannel } from '@beree/contracts';
import type { WidgetProps } from '@/components/crud';
import { useDictionary } from '@/components/pickers/use-dictionary';

/**
 * The kind of receiver, among those the chosen channel takes. A template of a business event
 * addresses users, so choosing an event or a channel moves the choice to one the pair allows.
 */
export function IdTypeSelect({ id, value, onChange, onBlur, disabled, placeholder }: WidgetProps) {
  const form = Form.useFormInstance();
  const channel = Form.useWatch('channel', form) as MessageChannel | undefined;
  const eventCode = Form.useWatch('eventCode', form) as string | undefined;
  const { options: all } = useDictionary('messageIdType');
  const allowed = useMemo(() => (channel && MESSAGE_CHANNELS.includes(channel) ? idTypesOfChannel(channel) : []), [channel]);
  const options = all.filter((option) => allowed.includes(option.value as never));
  const current = value == null ? undefined : String(value);
  const wanted = eventCode && allowed.includes('USER_ID') ? 'USER_ID' : current && allowed.includes(current as never) ? current : allowed[0];
  useEffect(() => {
    if (!disabled && wanted && wanted !== current) onChange?.(wanted);
  }, [wanted, current, disabled, onChange]);
  return (
    <Select<string>
      id={id}
      style={{ width: '100%' }}
      disabled={disabled || !channel}
      placeholder={placeholder}
      options={options}
      value={current}
      onChange={(next) => onChange?.(next)}
      onBlur={onBlur}
    />
  );
}
