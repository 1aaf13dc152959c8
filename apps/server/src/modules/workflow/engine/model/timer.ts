import { DateTime, Duration, FixedOffsetZone } from 'luxon';
import { formatDateTime } from '../../../../core/http/wire';

/** How a BPMN timer event definition says when: after a time, at a time, or repeatedly. */
export type TimerType = 'timeDuration' | 'timeDate' | 'timeCycle';

/** When an armed timer fires first, and for cycles how it repeats. */
export interface TimerPlan {
  due: Date;
  /** The ISO 8601 period between firings (cycles only). */
  period: string | null;
  /** Firings left after the first; null for a cycle without end (R/…). */
  remaining: number | null;
}

/**
 * The display zone as a fixed offset at an instant, read from how the zone writes it: calendar
 * parts of a duration (P1D, P1M) and date-times without an offset count in the zone users see.
 * The product's zones keep one offset all year, so a fixed offset is that zone.
 */
function displayZone(at: Date): FixedOffsetZone {
  const seconds = Math.floor(at.getTime() / 1000) * 1000;
  const shown = Date.parse(`${formatDateTime(at).replace(' ', 'T')}Z`);
  return FixedOffsetZone.instance(Math.round((shown - seconds) / 60_000));
}

/** A duration of at least one part and nothing negative (PT2H, P3D, P1M, P2W); null otherwise. */
export function parseDuration(text: string): Duration | null {
  const trimmed = text.trim();
  if (!/^P.*\d/.test(trimmed)) return null;
  const duration = Duration.fromISO(trimmed);
  if (!duration.isValid) return null;
  return Object.values(duration.toObject()).every((v) => v >= 0) ? duration : null;
}

/** Adds a duration with calendar rules (31 January + P1M is 28 February). */
export function addDuration(from: Date, duration: Duration): Date {
  return DateTime.fromJSDate(from, { zone: displayZone(from) }).plus(duration).toJSDate();
}

/** An ISO 8601 date-time (or `yyyy-MM-dd HH:mm:ss`); without an offset it is in the display zone. */
export function parseDate(text: string, now: Date): Date | null {
  const zone = displayZone(now);
  const trimmed = text.trim();
  let date = DateTime.fromISO(trimmed, { zone });
  if (!date.isValid) date = DateTime.fromSQL(trimmed, { zone });
  return date.isValid ? date.toJSDate() : null;
}

const LABEL_UNITS: Record<string, string> = { minute: 'TM', min: 'TM', hour: 'TH', day: 'D', week: 'W', month: 'M', year: 'Y' };

/**
 * The ISO duration a timer's label says, when it says nothing else ("7 days", "24 Hours",
 * "30 min"); undefined otherwise.
 */
export function durationOfLabel(label: string): string | undefined {
  const match = /^\s*(\d{1,4})\s*(minute|min|hour|day|week|month|year)s?\s*$/i.exec(label);
  if (!match) return undefined;
  const unit = LABEL_UNITS[match[2].toLowerCase()];
  return unit.startsWith('T') ? `PT${match[1]}${unit[1]}` : `P${match[1]}${unit}`;
}

/** Cron text (Flowable also takes it in timeCycle): refused with its own message. */
export const isCron = (text: string) => /\s/.test(text.trim());

/**
 * The plan of a timer armed at `now` from its (evaluated) text, or null when the text is not a
 * valid value of its type. Cycles are `R[n]/duration` or `R[n]/start/duration`: n firings (no end
 * without n), the first a period after now, or at the start (the first start + k·period still to
 * come when the start has passed).
 */
export function planTimer(type: TimerType, text: string, now: Date): TimerPlan | null {
  if (type === 'timeDuration') {
    const duration = parseDuration(text);
    return duration ? { due: addDuration(now, duration), period: null, remaining: null } : null;
  }
  if (type === 'timeDate') {
    const due = parseDate(text, now);
    return due ? { due, period: null, remaining: null } : null;
  }
  const match = /^R(\d*)\/([^/]+)(?:\/([^/]+))?$/.exec(text.trim());
  if (!match) return null;
  const [, count, first, second] = match;
  const times = count === '' ? null : Number(count);
  if (times !== null && times < 1) return null;
  const periodText = second ?? first;
  const period = parseDuration(periodText);
  if (!period || period.toMillis() <= 0) return null;
  let due: Date;
  let skipped = 0;
  if (second === undefined) due = addDuration(now, period);
  else {
    const start = parseDate(first, now);
    if (!start) return null;
    due = start;
    // A start in the past: the first firing still to come (bounded, so a tiny period cannot spin).
    while (due.getTime() < now.getTime() && skipped < 100_000) {
      due = addDuration(due, period);
      skipped++;
    }
  }
  const remaining = times === null ? null : times - 1 - skipped;
  if (remaining !== null && remaining < 0) return null;
  return { due, period: periodText.trim(), remaining };
}
