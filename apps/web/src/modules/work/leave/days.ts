import type { Dayjs } from 'dayjs';

const DAY = 24 * 3600 * 1000;

/** Whole days between start and end, at least one: what the server records (ADR 0021). */
export function leaveDays(start?: Dayjs | null, end?: Dayjs | null): number | undefined {
  if (!start || !end || end.isBefore(start)) return undefined;
  return Math.max(1, Math.ceil((end.valueOf() - start.valueOf()) / DAY));
}
