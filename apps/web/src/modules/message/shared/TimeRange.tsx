import { DatePicker } from 'antd';
import dayjs from 'dayjs';
import type { Filters, WidgetProps } from '@/components/crud/types';

const DAY = 'YYYY-MM-DD';
type Range = [string, string];

/** A range of days in the search bar, held as two yyyy-MM-dd texts. */
export function TimeRange({ id, value, onChange }: WidgetProps) {
  const range = Array.isArray(value) ? (value as Range).map((day) => dayjs(day, DAY)) : null;
  return (
    <DatePicker.RangePicker
      id={id}
      format={DAY}
      style={{ width: 250 }}
      value={range as [dayjs.Dayjs, dayjs.Dayjs] | null}
      onChange={(next) => onChange?.(next?.[0] && next[1] ? [next[0].format(DAY), next[1].format(DAY)] : undefined)}
    />
  );
}

/** The range of days as the list filters a time column: from the first day's start to the last day's end. */
export function withTimeRange(filters: Filters, name: string, column: string): Filters {
  const { [name]: range, ...rest } = filters;
  if (!Array.isArray(range)) return rest;
  const [from, to] = range as Range;
  return { ...rest, [`${column}_ge`]: `${from} 00:00:00`, [`${column}_le`]: `${to} 23:59:59` };
}
