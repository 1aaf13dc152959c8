import { and, gte, lt, type AnyColumn, type SQL } from 'drizzle-orm';
import { badRequest } from '../../../core/http/errors';
import { parseDateTime } from '../../../core/http/wire';

/** BladeX's time range parameters of the log lists, beside createTime_datege / createTime_datele. */
export const TIME_RANGE_KEYS = ['startTime', 'endTime'] as const;

const DAY = 24 * 3600_000;

function read(query: Record<string, unknown>, key: string): Date | undefined {
  const raw = query[key];
  const text = String(Array.isArray(raw) ? raw[0] : (raw ?? '')).trim();
  if (text === '') return undefined;
  const at = parseDateTime(text);
  if (!at) throw badRequest('field.invalid', { field: key });
  // The end is inclusive: a day alone means the whole of that day, a time the whole of that second.
  return key === 'endTime' ? new Date(at.getTime() + (text.length === 10 ? DAY : 1000)) : at;
}

/** startTime ≤ time ≤ endTime (yyyy-MM-dd[ HH:mm:ss] in the display zone); either may be left out. */
export function timeRange(query: Record<string, unknown>, column: AnyColumn): { where: SQL | undefined; from?: Date; to?: Date } {
  const from = read(query, 'startTime');
  const to = read(query, 'endTime');
  if (from && to && from > to) throw badRequest('log.range.order', { field: 'endTime' });
  return { where: and(from ? gte(column, from) : undefined, to ? lt(column, to) : undefined), from, to };
}
