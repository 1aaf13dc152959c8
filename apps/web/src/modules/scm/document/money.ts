/**
 * An amount to the cent, from the decimal text the server sends ("1234.5", "1234.50"): digits
 * grouped by thousands, always two decimals, never through a binary fraction.
 */
export function formatAmount(value: unknown): string {
  if (value == null || value === '') return '--';
  const match = /^(-?)(\d+)(?:\.(\d*))?$/.exec(String(value).trim());
  if (!match) return '--';
  const [, sign, int, frac = ''] = match;
  const grouped = int.replace(/^0+(?=\d)/, '').replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${sign}${grouped}.${(frac + '00').slice(0, 2)}`;
}

/** A quantity as text without trailing zeros ("10.0000" → "10"). */
export function formatQty(value: unknown): string {
  if (value == null || value === '') return '--';
  const text = String(value);
  return text.includes('.') ? text.replace(/\.?0+$/, '') : text;
}
