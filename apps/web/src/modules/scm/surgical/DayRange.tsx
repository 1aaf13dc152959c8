import { DatePicker } from 'antd';
import dayjs from 'dayjs';
import type { Filters, WidgetProps } from '@/components/crud/types';

const DAY = 'YYYY-MM-DD';
type Range = [string, string];

/** A range of days held as two yyyy-MM-dd texts. */
export function DayRange({ id, value, onChange }: WidgetProps) {
  const range = Array.isArray(value) ? (value as Range).map((day) => dayjs(day, DAY)) : null;
  return (
    <DatePicker.RangePicker
      id={id}
      format={DAY}
      style={{ width: 260 }}
      value={range as [dayjs.Dayjs, dayjs.Dayjs] | null}
      onChange={(next) => onChange?.(next?.[0] && next[1] ? [next[0].format(DAY), next[1].format(DAY)] : undefined)}
    />
  );
}

/**
 * The search's range of operation days as the list filters them: the time of surgery is text
 * "yyyy-MM-dd HH:mm", so the last day runs to its last minute.
 */
export function withDayRange(filters: Filters, name: string, column: string): Filters {
  const { [name]: range, ...rest } = filters;
  if (!Array.isArray(range)) return rest;
  const [from, to] = range as Range;
  return { ...rest, [`${column}_ge`]: from, [`${column}_le`]: `${to} 23:59` };
}
