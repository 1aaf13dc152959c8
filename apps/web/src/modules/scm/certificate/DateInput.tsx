import { DatePicker } from 'antd';
import dayjs from 'dayjs';

const DATE = 'YYYY-MM-DD';

/** A calendar date held as yyyy-MM-dd, as validity dates travel. */
export function DateInput({ value, onChange, ...rest }: { id?: string; value?: string | null; onChange?: (v: string | null) => void; disabled?: boolean; placeholder?: string }) {
  const parsed = value ? dayjs(value, DATE) : null;
  return <DatePicker {...rest} format={DATE} style={{ width: '100%' }} value={parsed?.isValid() ? parsed : null} onChange={(next) => onChange?.(next ? next.format(DATE) : null)} />;
}
