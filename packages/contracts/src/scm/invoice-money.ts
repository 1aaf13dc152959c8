/**
 * Invoice arithmetic to the cent (R21), on decimal text through integers: amounts are cents,
 * quantities ten-thousandths, tax rates ten-thousandths. Nothing passes through binary fractions.
 */

/** A signed decimal text as an integer of `digits` decimals (extra digits are cut, never rounded). */
export function scaled(value: string | number, digits: number): bigint {
  const text = String(value).trim().replace(/^\+/, '');
  const negative = text.startsWith('-');
  const [int, frac = ''] = text.replace('-', '').split('.');
  const n = BigInt(int || '0') * 10n ** BigInt(digits) + BigInt((frac + '0'.repeat(digits)).slice(0, digits) || '0');
  return negative ? -n : n;
}

/** Integer division rounded half away from zero (how amounts are rounded on an invoice). */
export function divRound(numerator: bigint, denominator: bigint): bigint {
  const negative = numerator < 0n !== denominator < 0n;
  const n = numerator < 0n ? -numerator : numerator;
  const d = denominator < 0n ? -denominator : denominator;
  const q = (2n * n + d) / (2n * d);
  return negative ? -q : q;
}

/** Cents as decimal text with two places ("-12.05"). */
export function centsText(cents: bigint): string {
  const negative = cents < 0n;
  const abs = negative ? -cents : cents;
  return `${negative ? '-' : ''}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
}

export const cents = (amount: string | number): bigint => scaled(amount, 2);

/** round(amountExclTax × taxRate, 2): the tax of an amount. */
export const taxOf = (exclCents: bigint, taxRate: string | number): bigint => divRound(exclCents * scaled(taxRate, 4), 10_000n);

/** The amount excl. tax inside an amount incl. tax: round(incl / (1 + rate), 2). */
export const exclOf = (inclCents: bigint, taxRate: string | number): bigint => divRound(inclCents * 10_000n, 10_000n + scaled(taxRate, 4));

/** The unit price excl. tax an invoice prints, to 8 decimals: amountExclTax / quantity. */
export function unitPriceExcl(exclCents: bigint, quantity: string | number): string {
  const q = scaled(quantity, 4);
  if (q === 0n) return '0';
  const p = divRound(exclCents * 10n ** 10n, q); // scale 8
  const negative = p < 0n;
  const abs = negative ? -p : p;
  return `${negative ? '-' : ''}${abs / 10n ** 8n}.${String(abs % 10n ** 8n).padStart(8, '0')}`;
}

/** quantity × unit price (4 decimals each), rounded to the cent, signed. */
export const amountOf = (quantity: string | number, unitPrice: string | number): bigint => divRound(scaled(quantity, 4) * scaled(unitPrice, 4), 1_000_000n);

/** A quantity (4 decimals) as text without trailing zeros ("8", "-2.5"). */
export function quantityText4(q: bigint): string {
  const negative = q < 0n;
  const abs = negative ? -q : q;
  const frac = String(abs % 10_000n).padStart(4, '0').replace(/0+$/, '');
  return `${negative ? '-' : ''}${abs / 10_000n}${frac ? `.${frac}` : ''}`;
}
