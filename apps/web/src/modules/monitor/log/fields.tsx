import { Input, InputNumber, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CrudColumn, WidgetProps } from '@/components/crud';
import { TimeRangeField } from './TimeRangeField';

export const L = (name: string) => `log:${name}`;

/** A status as a tag: green when answered, orange when refused, red when the server failed. */
export function StatusTag({ value }: { value: unknown }) {
  const status = Number(value);
  if (!status) return <>--</>;
  return <Tag color={status >= 500 ? 'red' : status >= 400 ? 'orange' : 'green'}>{status}</Tag>;
}

export const LevelTag = ({ value }: { value: unknown }) => <Tag color={value === 'WARN' ? 'orange' : value === 'ERROR' ? 'red' : 'blue'}>{String(value ?? '--')}</Tag>;

/** A long text in one line, the whole of it on hover. */
export const Ellipsis = ({ value, width }: { value: unknown; width: number }) =>
  value == null || value === '' ? <>--</> : <Typography.Text ellipsis={{ tooltip: String(value) }} style={{ maxWidth: width }}>{String(value)}</Typography.Text>;

function StatusInput(props: WidgetProps) {
  const { t } = useTranslation('log');
  return <Input id={props.id} allowClear style={{ width: 140 }} placeholder={t('statusHint')} value={(props.value as string | undefined) ?? ''} onChange={(e) => props.onChange?.(e.target.value)} />;
}

function DurationInput(props: WidgetProps) {
  return <InputNumber id={props.id} min={0} step={100} style={{ width: 140 }} value={props.value as number | undefined} onChange={(v) => props.onChange?.(v ?? undefined)} />;
}

/** Columns every log shares. */
export const timeRange: CrudColumn = { name: 'timeRange', label: L('timeRange'), search: true, table: false, searchControl: (props) => <TimeRangeField {...props} /> };
export const tenantColumn: CrudColumn = { name: 'tenantId', label: L('tenantId'), search: 'equal', width: 90 };
export const createTime: CrudColumn = { name: 'createTime', label: L('createTime'), width: 170 };
export const createBy: CrudColumn = { name: 'createBy', label: L('createBy'), search: true, width: 110 };
export const requestUri = (search = true): CrudColumn => ({ name: 'requestUri', label: L('requestUri'), search, width: 280, render: (value) => <Ellipsis value={value} width={260} /> });
export const remoteIp: CrudColumn = { name: 'remoteIp', label: L('remoteIp'), width: 130 };
export const status: CrudColumn = { name: 'status', label: L('status'), search: true, width: 90, render: (value) => <StatusTag value={value} />, searchControl: (props) => <StatusInput {...props} /> };
export const minDuration: CrudColumn = { name: 'minDuration', label: L('minDuration'), search: true, table: false, searchControl: (props) => <DurationInput {...props} /> };
