/** Formats values for the wire: ids as strings, dates as `yyyy-MM-dd HH:mm:ss` in the display zone. */
let timeZone = 'Asia/Shanghai';
let formatter = makeFormatter();

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
}

export const formatDateTime = (date: Date): string => formatter.format(date);

/** Parses `yyyy-MM-dd[ HH:mm:ss]` given in the display zone into an instant. */
export function parseDateTime(text: string): Date | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/.exec(text.trim());
  if (!m) return null;
  const [, y, mo, d, h = '00', mi = '00', s = '00'] = m;
  const asUtc = Date.UTC(+y, +mo - 1, +d, +h, +mi, +s);
  // Find the zone's offset at that moment and shift by it.
  const shown = formatDateTime(new Date(asUtc));
  const shownUtc = Date.parse(shown.replace(' ', 'T') + 'Z');
  const result = new Date(asUtc - (shownUtc - asUtc));
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
