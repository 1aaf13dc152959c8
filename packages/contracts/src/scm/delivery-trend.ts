/** GET home-page-statistics/delivery-trend: delivery notes shipped per month, as the caller's side sees them. */
export interface DeliveryMonth {
  /** yyyy-MM, calendar month in Asia/Shanghai of the note's shipping (submission). */
  month: string;
  notes: number;
  /** Sum of the notes' amounts, two decimals, as a string (money never travels as a float). */
  amount: string;
}

/** How many months the home page's delivery chart shows, the current one last. */
export const DELIVERY_TREND_MONTHS = 12;

/** The `n` calendar months ending with the month of `today` (yyyy-MM-dd), oldest first, as yyyy-MM. */
export function monthsUpTo(today: string, n: number): string[] {
  const [year, month] = today.split('-').map(Number);
  return Array.from({ length: n }, (_, i) => {
    const index = year * 12 + (month - 1) - (n - 1 - i);
    return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
  });
}
