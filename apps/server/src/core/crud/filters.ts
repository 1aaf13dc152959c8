import { and, asc, desc, eq, gt, gte, ilike, isNotNull, isNull, lt, lte, ne, not, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { DEFAULT_PAGE_SIZE, isId, MAX_ID, MAX_PAGE_SIZE } from '@beree/contracts';
import { columnLimit } from './column-limits';
import { badRequest } from '../http/errors';
import { parseDateTime } from '../http/wire';

/** Query keys that are never filters (wire-protocol §3). */
const RESERVED = new Set(['current', 'size', 'ascs', 'descs', 'blade-auth', '_t']);

/** Suffixes, longest first so `_datege` wins over `_ge`. */
const SUFFIXES = [
  '_dateequal', '_notequal', '_likeright', '_likeleft', '_notnull', '_notlike', '_datege', '_dategt', '_datele', '_datelt',
  '_ignore', '_equal', '_like', '_null', '_ge', '_gt', '_le', '_lt',
] as const;
type Suffix = (typeof SUFFIXES)[number] | '';

/** The wire names a resource may be filtered and sorted by, each mapped to its column. */
export type FilterColumns = Record<string, AnyColumn>;

export const escapeLike = (v: string) => v.replace(/[\\%_]/g, (c) => `\\${c}`);

function splitKey(key: string): { name: string; suffix: Suffix } {
  for (const suffix of SUFFIXES) if (key.endsWith(suffix) && key.length > suffix.length) return { name: key.slice(0, -suffix.length), suffix };
  return { name: key, suffix: '' };
}

/** Converts the text of a filter to the column's type, or fails naming the parameter. */
function typed(column: AnyColumn, key: string, value: string, asDate: boolean): unknown {
  const type = column.dataType;
  if (asDate || type === 'date') {
    const date = parseDateTime(value);
    if (!date) throw badRequest('field.invalid', { field: key });
    return date;
  }
  if (type === 'bigint') {
    // A value, not necessarily a row (parentId_equal=0 names the top level), within int8.
    if (!/^\d{1,19}$/.test(value) || BigInt(value) > MAX_ID) throw badRequest('field.invalid', { field: key });
    return BigInt(value);
  }
  if (type === 'number') {
    const n = Number(value);
    if (value.trim() === '' || !Number.isFinite(n)) throw badRequest('field.invalid', { field: key });
    const limit = columnLimit(column);
    if (limit && 'min' in limit && (!Number.isInteger(n) || n < limit.min || n > limit.max)) throw badRequest('field.outOfRange', { field: key });
    return n;
  }
  if (type === 'boolean') {
    if (!/^(true|false|1|0)$/.test(value)) throw badRequest('field.invalid', { field: key });
    return value === 'true' || value === '1';
  }
  return value;
}

/** How a condition takes its value: bound in place, or as a placeholder filled when the statement runs. */
type Bind = (column: AnyColumn, value: unknown) => unknown;
const bound: Bind = (_column, value) => value;

function condition(column: AnyColumn, key: string, suffix: Suffix, raw: string, bind: Bind): SQL | undefined {
  const isText = column.dataType === 'string';
  const date = suffix.startsWith('_date');
  switch (suffix) {
    case '_ignore':
      return undefined;
    case '_null':
      return isNull(column);
    case '_notnull':
      return isNotNull(column);
    case '':
    case '_like':
      return isText ? ilike(column, bind(column, `%${escapeLike(raw)}%`) as string) : eq(column, bind(column, typed(column, key, raw, false)));
    case '_likeleft':
    case '_likeright':
    case '_notlike': {
      if (!isText) throw badRequest('field.invalid', { field: key });
      const pattern = suffix === '_likeleft' ? `%${escapeLike(raw)}` : suffix === '_likeright' ? `${escapeLike(raw)}%` : `%${escapeLike(raw)}%`;
      const value = bind(column, pattern) as string;
      return suffix === '_notlike' ? not(ilike(column, value)) : ilike(column, value);
    }
    case '_equal':
    case '_dateequal':
      return eq(column, bind(column, typed(column, key, raw, date)));
    case '_notequal':
      return ne(column, bind(column, typed(column, key, raw, false)));
    case '_ge':
    case '_datege':
      return gte(column, bind(column, typed(column, key, raw, date)));
    case '_gt':
    case '_dategt':
      return gt(column, bind(column, typed(column, key, raw, date)));
    case '_le':
    case '_datele':
      return lte(column, bind(column, typed(column, key, raw, date)));
    case '_lt':
    case '_datelt':
      return lt(column, bind(column, typed(column, key, raw, date)));
  }
}

function collect(query: Record<string, unknown>, columns: FilterColumns, extraKeys: readonly string[], bind: Bind, shape: string[]): SQL | undefined {
  const parts: SQL[] = [];
  for (const [key, rawValue] of Object.entries(query)) {
    if (RESERVED.has(key) || extraKeys.includes(key)) continue;
    if (rawValue === undefined || rawValue === null) continue;
    const raw = Array.isArray(rawValue) ? String(rawValue[0]) : String(rawValue);
    const { name, suffix } = splitKey(key);
    const column = columns[name];
    if (!column) throw badRequest('field.unknown', { field: key });
    if (raw === '' && suffix !== '_null' && suffix !== '_notnull') continue;
    const part = condition(column, key, suffix, raw, bind);
    if (part) {
      parts.push(part);
      shape.push(key);
    }
  }
  return parts.length ? and(...parts) : undefined;
}

/**
 * Turns list query parameters into a WHERE over the allowlisted columns. An unknown column or a
 * value that does not fit its column is a 400; values are always bound, never spliced into SQL.
 */
export function buildFilters(query: Record<string, unknown>, columns: FilterColumns, extraKeys: readonly string[] = []): SQL | undefined {
  return collect(query, columns, extraKeys, bound, []);
}

export interface FilterStatement {
  /** The WHERE with a placeholder for each value. */
  where: SQL | undefined;
  /** Which filters it holds, in order: requests of one shape share one statement. */
  shape: string;
  /** The placeholders' values, as the driver takes them. */
  values: Record<string, unknown>;
}

/**
 * The same WHERE as buildFilters with its values apart, so a list can run one prepared statement
 * per shape (which filters, which operators) instead of building the SQL for every request.
 */
export function filterStatement(query: Record<string, unknown>, columns: FilterColumns, extraKeys: readonly string[] = []): FilterStatement {
  const values: Record<string, unknown> = {};
  const shape: string[] = [];
  const bind: Bind = (column, value) => {
    const name = `f${Object.keys(values).length}`;
    values[name] = (column as { mapToDriverValue(v: unknown): unknown }).mapToDriverValue(value);
    return sql.placeholder(name);
  };
  const where = collect(query, columns, extraKeys, bind, shape);
  return { where, shape: shape.join('&'), values };
}

/** The fields `ascs` / `descs` name (comma lists of allowlisted names, camelCase or snake_case), in that order; an unknown one is a 400 naming its list. */
export function orderFields(query: Record<string, unknown>, columns: FilterColumns): { field: string; desc: boolean }[] {
  const out: { field: string; desc: boolean }[] = [];
  for (const [param, desc] of [['ascs', false], ['descs', true]] as const) {
    const text = query[param];
    if (text === undefined || text === '') continue;
    for (const raw of String(text).split(',').map((s) => s.trim()).filter(Boolean)) {
      const field = raw.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());
      if (!columns[field]) throw badRequest('field.unknown', { field: param });
      out.push({ field, desc });
    }
  }
  return out;
}

/** The list's ORDER BY as `ascs` / `descs` ask for it. */
export function buildOrder(query: Record<string, unknown>, columns: FilterColumns): SQL[] {
  return orderFields(query, columns).map(({ field, desc: down }) => (down ? desc(columns[field]) : asc(columns[field])));
}

/** current ≥ 1 and 1 ≤ size ≤ MAX_PAGE_SIZE, defaulting to page 1 of 10. */
export function readPaging(query: Record<string, unknown>): { current: number; size: number } {
  const read = (name: string, fallback: number, max: number) => {
    const raw = query[name];
    if (raw === undefined || raw === '') return fallback;
    const n = Number(raw);
    if (!Number.isInteger(n) || n < 1 || n > max) throw badRequest('field.invalid', { field: name });
    return n;
  };
  return { current: read('current', 1, 1_000_000), size: read('size', DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE) };
}

/** `ids=1,2,3` as bigints; anything else ("0", beyond int8, not digits) is a 400 naming `ids`. */
export function parseIdList(text: unknown, field = 'ids'): bigint[] {
  const parts = String(text ?? '').split(',').map((s) => s.trim()).filter(Boolean);
  if (parts.length === 0 || !parts.every(isId)) throw badRequest('id.invalid', { field });
  return [...new Set(parts)].map((p) => BigInt(p));
}
