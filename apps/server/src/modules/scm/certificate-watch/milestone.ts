import { daysBetween } from '@beree/contracts';

/**
 * The moments a certificate's holder and the hospitals relying on it are told about its expiry:
 * when it enters its warning window, at 15 days, and once it has expired. Each is told once; a
 * certificate first seen late is told only the most urgent moment it has reached.
 */
export type ExpiryMilestone = 'WINDOW' | 'D15' | 'EXPIRED';

export function expiryMilestone(validityEnd: string, today: string, warnDays: number): ExpiryMilestone | null {
  const days = daysBetween(today, validityEnd);
  if (days < 0) return 'EXPIRED';
  if (days <= 15) return 'D15';
  return days <= warnDays ? 'WINDOW' : null;
}
