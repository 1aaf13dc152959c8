import { DatePicker } from 'antd';
import dayjs from 'dayjs';
import type { WidgetProps } from '@/components/crud/types';

/** The time of surgery as the order keeps it (to the minute); a typed time with seconds is read too. */
const FORMATS = ['YYYY-MM-DD HH:mm', 'YYYY-MM-DD HH:mm:ss'];

/**
 * 手术时间: typed (2026-11-28 08:30) or picked. A typed time is taken as soon as it reads as one,
 * without an OK press, so leaving the field keeps it.
 */
export function SurgeryTimeInput({ value, onChange, ...rest }: WidgetProps) {
  const parsed = typeof value === 'string' && value ? dayjs(value.slice(0, 16), FORMATS[0]) : null;
  return (
    <DatePicker
      {...rest}
      showTime={{ format: 'HH:mm' }}
      needConfirm={false}
      format={FORMATS}
      style={{ width: '100%' }}
      value={parsed?.isValid() ? parsed : null}
      onChange={(next) => onChange?.(next ? next.format(FORMATS[0]) : '')}
    />
  );
}
