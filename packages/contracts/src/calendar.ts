/*
 * The one reading of calendar dates and date-times for every schema and query: a date is checked
 * field by field (year 0001–9999, month 1–12, a day the month has), so `0000-00-00`, `2026-02-30`
 * or `2026-13-01` are refused as bad input instead of reaching `Date` (whose toISOString throws a
 * RangeError on them) or the database.
 */

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^(\d{2}):(\d{2})(?::(\d{2}))?$/;
const MONTH = /^(\d{4})-(\d{2})$/;

const DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
const isLeap = (year: number): boolean => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
const daysIn = (year: number, month: number): number => (month === 2 && isLeap(year) ? 29 : DAYS[month - 1]!);

/** True when `text` is a day that exists, written yyyy-MM-dd. */
export function isCalendarDate(text: string): boolean {
  const m = DATE.exec(text);
  if (!m) return false;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  return year >= 1 && month >= 1 && month <= 12 && day >= 1 && day <= daysIn(year, month);
}

/** True when `text` is a time of day HH:mm or HH:mm:ss. */
export function isClockTime(text: string): boolean {
  const m = TIME.exec(text);
  return !!m && Number(m[1]) <= 23 && Number(m[2]) <= 59 && (m[3] === undefined || Number(m[3]) <= 59);
}

/** True when `text` is yyyy-MM-dd followed by a space or T and a valid time of day. */
export function isCalendarDateTime(text: string): boolean {
  return text.length > 11 && (text[10] === ' ' || text[10] === 'T') && isCalendarDate(text.slice(0, 10)) && isClockTime(text.slice(11));
}

/** True when `text` is a date or a date-time (the forms that accept either). */
export function isCalendarDateOrDateTime(text: string): boolean {
  return text.length === 10 ? isCalendarDate(text) : isCalendarDateTime(text);
}

/** True when `text` starts with a real day and whatever follows it is a valid time (or a time with a zone, as ISO text carries). */
export function startsWithCalendarDate(text: string): boolean {
  if (!isCalendarDate(text.slice(0, 10))) return false;
  if (text.length === 10) return true;
  const rest = text.slice(11).replace(/(\.\d{1,9})?(Z|[+-]\d{2}:?\d{2})?$/, '');
  return (text[10] === ' ' || text[10] === 'T') && isClockTime(rest);
}

/** True when `text` is a month yyyy-MM that exists. */
export function isCalendarMonth(text: string): boolean {
  const m = MONTH.exec(text);
  return !!m && Number(m[1]) >= 1 && Number(m[2]) >= 1 && Number(m[2]) <= 12;
}
