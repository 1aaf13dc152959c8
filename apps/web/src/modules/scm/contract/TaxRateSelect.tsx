import { Select } from 'antd';
import { formatRate, toNumber } from './format';

/** The VAT rates of medical devices and reagents: 13% most goods, the reduced ones for small taxpayers and services. */
const RATES = [0.13, 0.09, 0.06, 0.03, 0.01, 0];

interface Props {
  id?: string;
  value?: unknown;
  onChange?: (value: number | null) => void;
  placeholder?: string;
  disabled?: boolean;
}

/** A tax rate chosen as a percentage and held as the fraction the server stores (0.13). */
export function TaxRateSelect({ value, onChange, ...rest }: Props) {
  const current = toNumber(value);
  return (
    <Select
      {...rest}
      allowClear
      style={{ width: '100%' }}
      value={current ?? undefined}
      onChange={(next: number | undefined) => onChange?.(next ?? null)}
      options={RATES.map((rate) => ({ value: rate, label: formatRate(rate) }))}
    />
  );
}
