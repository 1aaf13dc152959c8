import { useMemo } from 'react';
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { CHANNEL_TYPE_OF, MESSAGE_CHANNELS } from '@beree/contracts';
import type { WidgetProps } from '@/components/crud';
import { useDictionary } from '@/components/pickers/use-dictionary';

/** The channel types in the order their first channel comes in the dictionary (短信, 邮件…). */
const TYPES = [...new Set(MESSAGE_CHANNELS.map((channel) => CHANNEL_TYPE_OF[channel]))];

/** The message channels, grouped under their channel type, with the dictionaries' labels; unchosen in a search, all of them. */
export function ChannelSelect({ id, value, onChange, onBlur, disabled, placeholder }: WidgetProps) {
  const { t } = useTranslation('messageCentre');
  const channels = useDictionary('messageChannel');
  const types = useDictionary('messageChannelType');
  const channelLabel = channels.label;
  const typeLabel = types.label;
  const options = useMemo(
    () =>
      TYPES.map((type) => ({
        label: typeLabel(type),
        title: typeLabel(type),
        options: MESSAGE_CHANNELS.filter((channel) => CHANNEL_TYPE_OF[channel] === type).map((channel) => ({ value: channel, label: channelLabel(channel) })),
      })),
    [channelLabel, typeLabel],
  );
  return (
    <Select<string>
      id={id}
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      // Eleven channels: short enough to render every option at once.
      virtual={false}
      style={{ minWidth: 180, width: '100%' }}
      placeholder={placeholder ?? t('allChannels')}
      disabled={disabled}
      options={options}
      value={(value as string | undefined) ?? undefined}
      onChange={(next) => onChange?.(next ?? null)}
      onBlur={onBlur}
    />
  );
}
