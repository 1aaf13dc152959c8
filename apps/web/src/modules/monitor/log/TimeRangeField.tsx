import { DatePicker } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { addDays, shanghaiToday } from '@beree/contracts';
import type { Filters, WidgetProps } from '@/components/crud/types';

const FORMAT = 'YYYY-MM-DD HH:mm:ss';
type Range = [string, string];

/** From the start of `from` days ago to the end of `to` days ago, days as the server counts them (Asia/Shanghai, whatever the browser's zone). */
function days(from: number, to = 0): [Dayjs, Dayjs] {
  const today = shanghaiToday();
  return [dayjs(`${addDays(today, -from)} 00:00:00`, FORMAT), dayjs(`${addDays(today, -to)} 23:59:59`, FORMAT)];
}

/** A range of moments in the search bar, held as two `yyyy-MM-dd HH:mm:ss` texts, with today, yesterday and the last days a click away. */
export function TimeRangeField({ id, value, onChange }: WidgetProps) {
  const { t } = useTranslation('log');
  const range = Array.isArray(value) ? ((value as Range).map((text) => dayjs(text, FORMAT)) as [Dayjs, Dayjs]) : null;
  return (
    <DatePicker.RangePicker
      id={id}
      showTime
      format={FORMAT}
      style={{ width: 360 }}
      placeholder={[t('startTime'), t('endTime')]}
      presets={[
        { label: t('today'), value: days(0) },
        { label: t('yesterday'), value: days(1, 1) },
        { label: t('lastDays', { count: 7 }), value: days(6) },
        { label: t('lastDays', { count: 30 }), value: days(29) },
      ]}
      value={range}
      onChange={(next) => onChange?.(next?.[0] && next[1] ? [next[0].format(FORMAT), next[1].format(FORMAT)] : undefined)}
    />
  );
}

/**
 * The search values as the log lists take them: the range as BladeX's startTime / endTime, the
 * least duration as duration_ge.
 */
export function toLogFilters({ timeRange, minDuration, ...rest }: Filters): Filters {
  const [startTime, endTime] = Array.isArray(timeRange) ? (timeRange as Range) : [];
  return {
    ...rest,
    ...(startTime ? { startTime, endTime } : {}),
    ...(minDuration != null && minDuration !== '' ? { duration_ge: minDuration } : {}),
  };
}
