import { getTableColumns, type Column } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { WIRE, type JsonSchema } from '../http/answers';

/** A column's value as the envelope carries it (wire.ts: bigint as text, dates as display text). */
function columnSchema(column: Column): JsonSchema {
  const enumValues = (column as { enumValues?: string[] }).enumValues;
  let schema: JsonSchema;
  switch (column.dataType) {
    case 'bigint':
      schema = column.columnType === 'PgBigInt53' ? { type: 'integer' } : { ...WIRE.id };
      break;
    case 'date':
      schema = { ...WIRE.dateTime };
      break;
    case 'number':
      schema = /Int|Serial/.test(column.columnType) ? { type: 'integer' } : { type: 'number' };
      break;
    case 'boolean':
      schema = { type: 'boolean' };
      break;
    case 'string':
      schema = enumValues?.length ? { type: 'string', enum: enumValues } : { type: 'string' };
      break;
    case 'array':
      schema = { type: 'array' };
      break;
    default:
      // json columns hold any JSON value.
      schema = {};
  }
  if (column.notNull || !('type' in schema)) return schema;
  return enumValues?.length ? { ...schema, type: [schema.type, 'null'], enum: [...enumValues, null] } : { ...schema, type: [schema.type, 'null'] };
}

/** A whole row of the table on the wire: every column under its property name. */
export function rowSchema(table: PgTable, labels: string[] = []): JsonSchema {
  const columns = Object.entries(getTableColumns(table));
  const names = [...columns.map(([name]) => name), ...labels];
  return {
    type: 'object',
    properties: { ...Object.fromEntries(columns.map(([name, column]) => [name, columnSchema(column)])), ...Object.fromEntries(labels.map((name) => [name, { type: 'string' }])) },
    required: names,
  };
}
