import { and, count, gte, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../../core/db/database';
import { apiLogs } from '../../../core/db/schema';
import { badRequest } from '../../../core/http/errors';
import { formatDateTime, parseDateTime } from '../../../core/http/wire';
import { logWhere } from '../shared/log-query';
import { timeRange } from '../shared/time-range';
import { API_LOG } from './filters';

const HOUR = 3600_000;
/** The chart covers at most 31 days (744 hours). */
const MAX_HOURS = 31 * 24;

/** Requests of one hour (`yyyy-MM-dd HH:00` in the display zone): all, refused or failed (status ≥ 400), and server errors (≥ 500). */
export interface HourCount {
  hour: string;
  requests: number;
  errors: number;
  serverErrors: number;
}

/** The display-zone hours from `from` to `to`, each as `yyyy-MM-dd HH`. */
function hoursBetween(from: Date, to: Date): string[] {
  const keys: string[] = [];
  for (let at = parseDateTime(`${formatDateTime(from).slice(0, 13)}:00:00`)!; at < to; at = new Date(at.getTime() + HOUR)) keys.push(formatDateTime(at).slice(0, 13));
  return keys;
}

/**
 * Requests per hour for the chart above the API log, under the list's filters; every hour of the
 * range is answered, those without requests as zeros. Without startTime/endTime: the last 24 hours.
 */
export async function hourlyCounts(tx: Executor, query: Record<string, unknown>, timeZone: string, now = new Date()): Promise<HourCount[]> {
  const range = timeRange(query, apiLogs.createTime);
  const to = range.to ?? now;
  const from = range.from ?? new Date(to.getTime() - 24 * HOUR);
  if (to.getTime() - from.getTime() > MAX_HOURS * HOUR) throw badRequest('log.range.tooLong', { field: 'endTime', max: 31 });
  const hour = sql<string>`to_char(${apiLogs.createTime} at time zone ${timeZone}, 'YYYY-MM-DD HH24')`;
  const rows = await tx
    .select({
      hour,
      requests: count(),
      errors: sql<number>`count(*) filter (where ${apiLogs.status} >= 400)`.mapWith(Number),
      serverErrors: sql<number>`count(*) filter (where ${apiLogs.status} >= 500)`.mapWith(Number),
    })
    .from(apiLogs)
    .where(and(logWhere(API_LOG, query), gte(apiLogs.createTime, from), lt(apiLogs.createTime, to)))
    // By position: the hour's expression binds the zone as a parameter, so it cannot be repeated.
    .groupBy(sql`1`);
  const byHour = new Map(rows.map((r) => [r.hour, r]));
  return hoursBetween(from, to).map((key) => {
    const r = byHour.get(key);
    return { hour: `${key}:00`, requests: Number(r?.requests ?? 0), errors: r?.errors ?? 0, serverErrors: r?.serverErrors ?? 0 };
  });
}

/** The hourly counts of several databases (the same hours, in the same order) added up. */
export const addHourCounts = (answers: HourCount[][]): HourCount[] =>
  answers[0].map((first, i) => ({
    hour: first.hour,
    requests: answers.reduce((sum, a) => sum + a[i].requests, 0),
    errors: answers.reduce((sum, a) => sum + a[i].errors, 0),
    serverErrors: answers.reduce((sum, a) => sum + a[i].serverErrors, 0),
  }));
