import { getTableColumns, type AnyColumn, type Table } from 'drizzle-orm';
import { z } from 'zod';
import { INT32_MAX, INT32_MIN } from '@beree/contracts';

type Limit = { maxLength: number } | { min: number; max: number };

const INT16 = { min: -32_768, max: 32_767 };

/** What a column can hold: the length of a varchar/char, the range of an int2/int4. */
export function columnLimit(column: AnyColumn): Limit | undefined {
  const type = column.getSQLType();
  const sized = /^(?:varchar|character varying|char|character)\((\d+)\)$/.exec(type);
  if (sized) return { maxLength: Number(sized[1]) };
  if (type === 'integer') return { min: INT32_MIN, max: INT32_MAX };
  if (type === 'smallint') return INT16;
  return undefined;
}

/** Refinements a schema carries itself (on a wrapper they would be lost by unwrapping it). */
const hasChecks = (field: z.ZodType) => (field._zod.def.checks?.length ?? 0) > 0;

/** Adds the column's limit to one field, keeping it optional or nullable as it was. */
function fit(field: z.ZodType, limit: Limit): z.ZodType {
  const plain = !hasChecks(field);
  if (plain && field instanceof z.ZodOptional) return fit(field.unwrap() as z.ZodType, limit).optional();
  if (plain && field instanceof z.ZodNullable) return fit(field.unwrap() as z.ZodType, limit).nullable();
  if ('maxLength' in limit) {
    // A plain string carries the limit where the OpenAPI document shows it (maxLength).
    if (field instanceof z.ZodString) return field.max(limit.maxLength, { error: 'field.tooLong' });
    return field.refine((v) => typeof v !== 'string' || v.length <= limit.maxLength, { error: 'field.tooLong', params: { maximum: limit.maxLength } });
  }
  if (field instanceof z.ZodNumber) return field.min(limit.min, { error: 'field.outOfRange' }).max(limit.max, { error: 'field.outOfRange' });
  return field.refine((v) => typeof v !== 'number' || (v >= limit.min && v <= limit.max), { error: 'field.outOfRange' });
}

/**
 * The schema with each field that is stored in a column of `table` under the same name limited to
 * what that column holds, so that text longer than a varchar or a number beyond an int4 is a 400
 * naming the field rather than a failed insert. The columns are the single source of the sizes.
 */
export function fitToColumns<S extends z.ZodObject>(schema: S, table: Table): S {
  const columns = getTableColumns(table) as Record<string, AnyColumn>;
  const fitted: Record<string, z.ZodType> = {};
  for (const [name, field] of Object.entries(schema.shape as Record<string, z.ZodType>)) {
    const limit = columns[name] ? columnLimit(columns[name]) : undefined;
    if (limit) fitted[name] = fit(field, limit);
  }
  return (Object.keys(fitted).length ? schema.safeExtend(fitted as never) : schema) as S;
}
