import { DatePicker } from 'antd';
import dayjs from 'dayjs';
import type { WidgetProps } from '@/components/crud/types';

/** The server's wire format of a date-time (wire-protocol §3). */
export const DATE_TIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';

/** A date-time picker holding the wire text, so forms send exactly what the server reads. */
export function DateTimeInput({ value, onChange, ...rest }: WidgetProps) {
  const parsed = typeof value === 'string' && value ? dayjs(value) : null;
  return (
    <DatePicker
      {...rest}
      showTime
      format={DATE_TIME_FORMAT}
      style={{ width: '100%' }}
      value={parsed?.isValid() ? parsed : null}
      onChange={(next) => onChange?.(next ? next.format(DATE_TIME_FORMAT) : '')}
    />
  );
}
