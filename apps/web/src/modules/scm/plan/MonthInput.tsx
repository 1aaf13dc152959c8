import { DatePicker } from 'antd';
import dayjs from 'dayjs';

const MONTH = 'YYYY-MM';

/** A month held as yyyy-MM, as a plan's period travels. */
export function MonthInput({ value, onChange, ...rest }: { id?: string; value?: string | null; onChange?: (v: string | null) => void; placeholder?: string }) {
  const parsed = value ? dayjs(value, MONTH) : null;
  return <DatePicker {...rest} picker="month" format={MONTH} style={{ width: '100%' }} value={parsed?.isValid() ? parsed : null} onChange={(next) => onChange?.(next ? next.format(MONTH) : null)} />;
}
