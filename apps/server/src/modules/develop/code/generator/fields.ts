import { bigint, boolean, date, doublePrecision, integer, numeric, smallint, text, timestamp, varchar, type PgColumnBuilderBase } from 'drizzle-orm/pg-core';
import type { modelPrototypes } from '../../../../core/db/schema';
import { badRequest } from '../../../../core/http/errors';
import { camelCase, humanize } from './names';

type Prototype = typeof modelPrototypes.$inferSelect;

/** How a column is stored, validated and shown; one entry per SQL type family the generator supports. */
export type FieldKind = 'varchar' | 'text' | 'smallint' | 'integer' | 'int8' | 'id' | 'numeric' | 'double' | 'boolean' | 'date' | 'timestamp';

export interface FieldSpec {
  column: string;
  name: string;
  label: string;
  labelEn: string;
  kind: FieldKind;
  length: number;
  notNull: boolean;
  /** Must be given in the form (required in the model, or NOT NULL). */
  required: boolean;
  list: boolean;
  form: boolean;
  query: boolean;
  queryType: string;
  component: string;
  dictCode: string | null;
}

/** The columns every generated table has from the product itself: its key, its tenant and the audit block. */
export const OWN_COLUMNS = ['id', 'tenant_id', 'create_user', 'create_dept', 'create_time', 'update_user', 'update_time', 'status', 'is_deleted', 'version'];

/** A catalog type name (udt_name or data_type, with or without its length) as one of the kinds. */
function kindOf(p: Prototype): FieldKind | undefined {
  const type = p.jdbcType.toLowerCase().replace(/\(.*\)$/, '').trim();
  if (['varchar', 'character varying', 'char', 'character', 'bpchar'].includes(type)) return 'varchar';
  if (type === 'text') return 'text';
  if (['int2', 'smallint'].includes(type)) return 'smallint';
  if (['int4', 'integer', 'int', 'serial'].includes(type)) return 'integer';
  if (['int8', 'bigint', 'bigserial'].includes(type)) return p.jdbcName.endsWith('_id') || p.propertyType === 'bigint' ? 'id' : 'int8';
  if (['numeric', 'decimal'].includes(type)) return 'numeric';
  if (['float4', 'float8', 'real', 'double precision'].includes(type)) return 'double';
  if (['bool', 'boolean'].includes(type)) return 'boolean';
  if (type === 'date') return 'date';
  if (type.startsWith('timestamp')) return 'timestamp';
  return undefined;
}

/** The fields the module edits: the model's columns but the product's own, in the model's order. */
export function fieldSpecs(prototypes: Prototype[], forced: string[] = []): FieldSpec[] {
  return [...prototypes]
    .sort((a, b) => a.sort - b.sort || Number(a.id - b.id))
    .filter((p) => !OWN_COLUMNS.includes(p.jdbcName))
    .map((p) => {
      const kind = kindOf(p);
      if (!kind) throw badRequest('code.field.unsupported', { field: 'modelId', column: p.jdbcName, type: p.jdbcType });
      const name = /^[a-z][A-Za-z0-9]*$/.test(p.propertyName) ? p.propertyName : camelCase(p.jdbcName);
      const notNull = p.isNullable === 0;
      // A column the database needs, or one a tree or a master-detail relies on, is always in the form.
      const needed = notNull || forced.includes(p.jdbcName);
      return {
        column: p.jdbcName,
        name,
        label: p.jdbcComment?.trim() || humanize(name),
        labelEn: humanize(name),
        kind,
        length: Math.min(Math.max(p.maxLength ?? 255, 1), 10_485_760),
        notNull,
        required: p.isRequired === 1 || notNull,
        list: p.isList === 1,
        form: p.isForm === 1 || needed,
        query: p.isQuery === 1,
        queryType: p.queryType,
        component: p.componentType,
        dictCode: p.dictCode?.trim() || null,
      };
    });
}

/** Finds the field of a column the definition names (a tree's parent, a detail's key), or fails naming the definition's field. */
export function fieldOf(fields: FieldSpec[], column: string, field: string): FieldSpec {
  const hit = fields.find((f) => f.column === column);
  if (!hit) throw badRequest('code.field.missing', { field, column });
  return hit;
}

const NUMERIC = { precision: 18, scale: 2 };

/** The drizzle column of a field, as generated source text. */
export function columnText(f: FieldSpec): { builder: string; text: string } {
  const c = `'${f.column}'`;
  const [builder, text] = ((): [string, string] => {
    switch (f.kind) {
      case 'varchar': return ['varchar', `varchar(${c}, { length: ${f.length} })`];
      case 'text': return ['text', `text(${c})`];
      case 'smallint': return ['smallint', `smallint(${c})`];
      case 'integer': return ['integer', `integer(${c})`];
      case 'int8': return ['bigint', `bigint(${c}, { mode: 'number' })`];
      case 'id': return ['id', `id(${c})`];
      case 'numeric': return ['numeric', `numeric(${c}, { precision: ${NUMERIC.precision}, scale: ${NUMERIC.scale} })`];
      case 'double': return ['doublePrecision', `doublePrecision(${c})`];
      case 'boolean': return ['boolean', `boolean(${c})`];
      case 'date': return ['date', `date(${c}, { mode: 'string' })`];
      case 'timestamp': return ['ts', `ts(${c})`];
    }
  })();
  return { builder, text: f.notNull ? `${text}.notNull()` : text };
}

/** The same column built at run time, for the migration's schema diff (kept beside columnText so the two cannot drift apart). */
export function columnBuilder(f: FieldSpec): PgColumnBuilderBase {
  const c = f.column;
  const built = (() => {
    switch (f.kind) {
      case 'varchar': return varchar(c, { length: f.length });
      case 'text': return text(c);
      case 'smallint': return smallint(c);
      case 'integer': return integer(c);
      case 'int8': return bigint(c, { mode: 'number' });
      case 'id': return bigint(c, { mode: 'bigint' });
      case 'numeric': return numeric(c, NUMERIC);
      case 'double': return doublePrecision(c);
      case 'boolean': return boolean(c);
      case 'date': return date(c, { mode: 'string' });
      case 'timestamp': return timestampTz(c);
    }
  })();
  return f.notNull ? built.notNull() : built;
}

const timestampTz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** The submit schema's zod expression of a field (contracts), with its message key when required. */
export function zodText(f: FieldSpec, key: string): { text: string; helpers: string[] } {
  const opt = f.required ? '' : '.nullish()';
  switch (f.kind) {
    case 'varchar':
    case 'text': {
      const max = f.kind === 'varchar' ? f.length : 100_000;
      return f.required ? { text: `requiredText('${key}', ${max})`, helpers: ['requiredText'] } : { text: `optionalText(${max})`, helpers: ['optionalText'] };
    }
    case 'smallint': return { text: `intField('${key}', -32_768, 32_767)${opt}`, helpers: ['intField'] };
    case 'integer': return { text: `intField('${key}', INT32_MIN, INT32_MAX)${opt}`, helpers: ['intField', 'INT32_MIN', 'INT32_MAX'] };
    case 'int8': return { text: `intField('${key}', -9_999_999_999, 9_999_999_999)${opt}`, helpers: ['intField'] };
    case 'id': return { text: f.required ? `requiredId('${key}')` : 'idString.nullish()', helpers: [f.required ? 'requiredId' : 'idString'] };
    case 'numeric': return { text: `decimalText('${key}')${opt}`, helpers: ['decimalText'] };
    case 'double': return { text: `z.number({ error: '${key}' })${opt}`, helpers: [] };
    case 'boolean': return { text: `flag('${key}')${opt}`, helpers: ['flag'] };
    case 'date': return { text: `dateText('${key}')${opt}`, helpers: ['dateText'] };
    case 'timestamp': return { text: `dateTimeText('${key}')${opt}`, helpers: ['dateTimeText'] };
  }
}

/** How the server's toValues turns the checked input into the column's value. */
export function valueText(f: FieldSpec): string {
  const v = `input.${f.name}`;
  switch (f.kind) {
    case 'id': return f.required ? `BigInt(${v})` : `${v} ? BigInt(${v}) : null`;
    case 'timestamp': return f.required ? `parseDateTime(${v})` : `${v} ? parseDateTime(${v}) : null`;
    default: return f.required ? v : `${v} ?? null`;
  }
}

/** A value the generated test submits and reads back unchanged, distinct per call through `n`. */
export function sampleText(f: FieldSpec): string {
  switch (f.kind) {
    case 'varchar':
    case 'text': {
      const room = Math.max(1, Math.min(f.length, 40));
      return `\`${f.labelEn.replace(/[^A-Za-z]/g, '').slice(0, 6) || 'v'}\${n}\`.slice(-${room})`;
    }
    case 'smallint':
    case 'integer':
    case 'int8': return 'n % 100';
    case 'id': return 'String(1000 + n)';
    case 'numeric': return '`${n % 1000}.25`';
    case 'double': return '1.5';
    case 'boolean': return 'n % 2 === 0';
    case 'date': return `'2025-03-0' + (1 + (n % 9))`;
    case 'timestamp': return `'2025-03-01 08:3' + (n % 10) + ':00'`;
  }
}

/** The web form's control for a field. */
export function formType(f: FieldSpec): 'input' | 'textarea' | 'number' | 'dict' | 'dateTime' | 'select' {
  if (f.dictCode && ['select', 'radio', 'checkbox'].includes(f.component)) return 'dict';
  if (f.component === 'switch' || f.kind === 'boolean') return 'select';
  if (f.kind === 'timestamp') return 'dateTime';
  if (['smallint', 'integer', 'int8', 'double'].includes(f.kind)) return 'number';
  if (f.component === 'textarea' || f.kind === 'text') return 'textarea';
  return 'input';
}
