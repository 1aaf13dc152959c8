import { and, eq, gt, gte, lt, lte, type AnyColumn, type SQL } from 'drizzle-orm';
import { badRequest } from '../http/errors';

const DATE_OPS = { _datege: gte, _dategt: gt, _datele: lte, _datelt: lt, _dateequal: eq, _ge: gte, _gt: gt, _le: lte, _lt: lt, _equal: eq, '': eq } as const;

/** A real calendar day written yyyy-MM-dd (not 2025-02-30). */
const isDay = (v: string) => /^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v);

/**
 * Filters on calendar-date columns (validityEnd_datege=2026-01-01 …), compared as yyyy-MM-dd and
 * never through a time zone, and the query keys they took, for the generic filters to pass over.
 * A value that is no day answers 400 with `invalidKey` naming the field.
 */
export function dateFilters(query: Record<string, unknown>, columns: Record<string, AnyColumn>, invalidKey: string): { where: SQL | undefined; keys: string[] } {
  const parts: SQL[] = [];
  const keys: string[] = [];
  for (const [key, raw] of Object.entries(query)) {
    const name = Object.keys(columns).find((n) => key.startsWith(n));
    if (!name) continue;
    const op = DATE_OPS[key.slice(name.length) as keyof typeof DATE_OPS];
    if (!op) throw badRequest('field.unknown', { field: key });
    keys.push(key);
    const value = String(Array.isArray(raw) ? raw[0] : (raw ?? '')).trim().slice(0, 10);
    if (value === '') continue;
    if (!isDay(value)) throw badRequest(invalidKey, { field: key });
    parts.push(op(columns[name], value));
  }
  return { where: parts.length ? and(...parts) : undefined, keys };
}
