/** Money and rates travel as decimal text ("12.5000", "0.1300"). */
const asNumber = (value: unknown) => (value == null || value === '' ? null : Number(value));

/** A price with at least two decimals and no trailing zeros beyond them. */
export function formatPrice(value: unknown): string {
  const n = asNumber(value);
  if (n == null || Number.isNaN(n)) return '--';
  const fixed = n.toFixed(4).replace(/0{1,2}$/, '');
  return fixed;
}

/** A tax rate held as a fraction (0.13), shown as a percentage (13%). */
export function formatRate(value: unknown): string {
  const n = asNumber(value);
  if (n == null || Number.isNaN(n)) return '--';
  return `${Number((n * 100).toFixed(2))}%`;
}

/** A decimal from the wire as a number for an input, or null. */
export const toNumber = (value: unknown): number | null => {
  const n = asNumber(value);
  return n == null || Number.isNaN(n) ? null : n;
};
