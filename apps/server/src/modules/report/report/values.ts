import type { ReportField } from '@beree/contracts';
import { badRequest } from '../../../core/http/errors';
import { formatDateTime } from '../../../core/http/wire';

/** A column of a driver's answer (node-postgres and PGlite both give these two). */
export interface RawField {
  name: string;
  dataTypeID: number;
}

/** PostgreSQL's type ids, grouped by how a report shows them. */
const NUMBER_TYPES = new Set([20, 21, 23, 26, 700, 701, 790, 1700]);
const TYPES: Record<number, ReportField['type']> = { 16: 'boolean', 1082: 'date', 1114: 'datetime', 1184: 'datetime' };

const fieldType = (id: number): ReportField['type'] => (NUMBER_TYPES.has(id) ? 'number' : (TYPES[id] ?? 'text'));

/** One value for the wire: exact numerics stay text, safe integers become numbers, times lose their zone (already the display zone). */
function wireValue(value: unknown, type: ReportField['type']): unknown {
  if (value === null || value === undefined) return null;
  if (typeof value === 'bigint') return Number.isSafeInteger(Number(value)) ? Number(value) : value.toString();
  if (value instanceof Date) return type === 'date' ? formatDateTime(value).slice(0, 10) : formatDateTime(value);
  if (type === 'number' && typeof value === 'string' && /^-?\d{1,15}$/.test(value)) return Number(value);
  if (type === 'datetime' && typeof value === 'string') return value.slice(0, 19).replace('T', ' ');
  if (value instanceof Uint8Array) return `\\x${Buffer.from(value).toString('hex')}`;
  return value;
}

/**
 * The columns and rows of a report's answer, as the viewer and the exports read them; two
 * columns of one name are refused (the second would silently hide the first).
 */
export function readValues(rawFields: RawField[], rawRows: Record<string, unknown>[], maxRows: number) {
  const seen = new Set<string>();
  for (const f of rawFields) {
    if (seen.has(f.name)) throw badRequest('report.column.duplicate', { field: 'querySql', name: f.name });
    seen.add(f.name);
  }
  const fields: ReportField[] = rawFields.map((f) => ({ field: f.name, type: fieldType(f.dataTypeID) }));
  const truncated = rawRows.length > maxRows;
  const rows = rawRows.slice(0, maxRows).map((row) => Object.fromEntries(fields.map((f) => [f.field, wireValue(row[f.field], f.type)])));
  return { fields, rows, truncated };
}
