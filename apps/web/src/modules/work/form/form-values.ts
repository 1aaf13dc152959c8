import dayjs, { type Dayjs } from 'dayjs';
import type { WfFormContent, WfFormField } from '@beree/contracts';

/** The wire format of a form's date fields. */
export const FORM_DATE_FORMAT = 'YYYY-MM-DD';

/** What a node lets its handler do with a field; the server sends it per field key. */
export interface FieldPermission {
  readable: boolean;
  writable: boolean;
}
export type FieldPermissions = Record<string, FieldPermission>;

const toDay = (v: unknown) => (typeof v === 'string' && v ? dayjs(v) : undefined);

/** Stored values as antd's controls hold them (dates as dayjs). */
export function toFormValues(content: WfFormContent, values: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const field of content.fields) {
    const v = values[field.key];
    if (v === undefined || v === null) continue;
    if (field.type === 'date') out[field.key] = toDay(v);
    else if (field.type === 'dateRange') out[field.key] = Array.isArray(v) ? v.map(toDay) : undefined;
    else out[field.key] = v;
  }
  return out;
}

const fromDay = (v: unknown) => (dayjs.isDayjs(v) ? (v as Dayjs).format(FORM_DATE_FORMAT) : v);

function wireValue(field: WfFormField, v: unknown): unknown {
  if (field.type === 'date') return fromDay(v);
  if (field.type === 'dateRange') return Array.isArray(v) ? v.map(fromDay) : v;
  if ((field.type === 'input' || field.type === 'textarea') && typeof v === 'string') return v.trim();
  return v;
}

/** The values to send: only the fields the node lets the user write, empty ones left out. */
export function fromFormValues(content: WfFormContent, values: Record<string, unknown>, permissions?: FieldPermissions): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const field of content.fields) {
    if (permissions && !permissions[field.key]?.writable) continue;
    const v = wireValue(field, values[field.key]);
    if (v === undefined || v === null || v === '') continue;
    out[field.key] = v;
  }
  return out;
}
