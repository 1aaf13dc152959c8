/** Formats values for the wire: ids as strings, dates as `yyyy-MM-dd HH:mm:ss` in the display zone. */
let timeZone = 'Asia/Shanghai';
let formatter = makeFormatter();
/**
 * The zone's offset from UTC by quarter hour: Intl's formatting cost a few microseconds a date,
 * a list answer holds dozens, and offsets change (daylight saving, a zone's new rules) only on
 * quarter hours.
 */
let offsets = new Map<number, number>();
const QUARTER_HOUR = 900_000;

function makeFormatter() {
  return new Intl.DateTimeFormat('sv-SE', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hour12: false,
  });
}

export function setDisplayTimeZone(zone: string): void {
  timeZone = zone;
  formatter = makeFormatter();
  offsets = new Map();
}

function offsetAt(time: number): number {
  const quarter = Math.floor(time / QUARTER_HOUR);
  let offset = offsets.get(quarter);
  if (offset === undefined) {
    const start = quarter * QUARTER_HOUR;
    offset = Date.parse(formatter.format(new Date(start)).replace(' ', 'T') + 'Z') - start;
    if (offsets.size > 50_000) offsets.clear();
    offsets.set(quarter, offset);
  }
  return offset;
}

const two = (n: number) => (n < 10 ? `0${n}` : String(n));

export function formatDateTime(date: Date): string {
  const time = date.getTime();
  if (Number.isNaN(time)) return formatter.format(date);
  const local = new Date(time + offsetAt(time));
  const year = local.getUTCFullYear();
  if (year < 1000 || year > 9999) return formatter.format(date);
  return `${year}-${two(local.getUTCMonth() + 1)}-${two(local.getUTCDate())} ${two(local.getUTCHours())}:${two(local.getUTCMinutes())}:${two(local.getUTCSeconds())}`;
}

/**
 * Parses `yyyy-MM-dd[ HH:mm:ss]` given in the display zone into an instant; null for text of
 * another form and for a day or time that does not exist (2026-02-30, 24:00).
 */
export function parseDateTime(text: string): Date | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/.exec(text.trim());
  if (!m) return null;
  const [, y, mo, d, h = '00', mi = '00', s = '00'] = m;
  const asUtc = Date.UTC(+y, +mo - 1, +d, +h, +mi, +s);
  const fields = new Date(asUtc);
  if (fields.getUTCMonth() !== +mo - 1 || fields.getUTCDate() !== +d || fields.getUTCHours() !== +h || fields.getUTCMinutes() !== +mi || fields.getUTCSeconds() !== +s) return null;
  // Shift by the zone's offset at that moment.
  const result = new Date(asUtc - offsetAt(asUtc - offsetAt(asUtc)));
  return Number.isNaN(result.getTime()) ? null : result;
}

/** Deep-converts a value for JSON: bigint → string, Date → display text. */
export function toWire<T>(value: T): unknown {
  if (value === null || value === undefined) return value;
  if (typeof value === 'bigint') return value.toString();
  if (value instanceof Date) return formatDateTime(value);
  if (Array.isArray(value)) return value.map(toWire);
  if (typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value as Record<string, unknown>)) out[k] = toWire(v);
    return out;
  }
  return value;
}
