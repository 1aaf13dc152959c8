import { useEffect, useMemo } from 'react';
import { Form, Select } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Page } from '@beree/contracts';
import { getData, type CrudRecord, type WidgetProps } from '@/components/crud';
import { MESSAGE_API } from '../api';

/**
 * The account of the chosen channel the template sends through; blank sends through the channel's
 * default account. Choosing another channel lets go of an account that is not one of its own.
 */
export function AccountSelect({ id, value, onChange, onBlur, disabled }: WidgetProps) {
  const { t } = useTranslation('messageCentre');
  const channel = Form.useWatch('channel', Form.useFormInstance()) as string | undefined;
  const { data, isLoading } = useQuery({
    queryKey: ['pickers', `${MESSAGE_API.account}/list`, { channel, size: 100 }],
    queryFn: () => getData<Page<CrudRecord>>(`${MESSAGE_API.account}/list`, { channel, size: 100 }),
    enabled: Boolean(channel),
    staleTime: 60_000,
  });
  const options = useMemo(
    () =>
      (data?.records ?? [])
        .filter((row) => row.channel === channel)
        .map((row) => ({ value: String(row.id), label: Number(row.isDefault) === 1 ? `${String(row.name)} (${t('account.default')})` : String(row.name) })),
    [data, channel, t],
  );
  const chosen = value == null || value === '' ? undefined : String(value);
  const foreign = Boolean(data && chosen && !options.some((o) => o.value === chosen));
  useEffect(() => {
    if (foreign && !disabled) onChange?.(null);
  }, [foreign, disabled, onChange]);
  return (
    <Select<string>
      id={id}
      allowClear
      style={{ width: '100%' }}
      disabled={disabled || !channel}
      loading={isLoading && Boolean(channel)}
      placeholder={t('template.accountPlaceholder')}
      options={options}
      value={data && !foreign ? chosen : undefined}
      onChange={(next) => onChange?.(next ?? null)}
      onBlur={onBlur}
    />
  );
}
