import { sql } from 'drizzle-orm';
import { camelName, type ModelPropertyType } from '@beree/contracts';
import type { SourceClient } from '../../../core/db/external-source';

/**
 * The catalog of a data source: its tables and their columns, read from pg_catalog (which the
 * embedded PGlite has too, and which, unlike information_schema, shows every table whatever the
 * role's privileges on it). Tables of the current schema (public, or the user's search_path).
 */

export interface TableSummary {
  name: string;
  comment: string | null;
}

export interface ColumnInfo {
  name: string;
  /** The type as PostgreSQL spells it, e.g. character varying(100), timestamp with time zone. */
  type: string;
  nullable: boolean;
  /** The default expression, e.g. 0 or now(); null without one. */
  default: string | null;
  /** Characters of a varchar or char; null otherwise. */
  maxLength: number | null;
  comment: string | null;
  primaryKey: boolean;
  /** What the generated code holds it as, and under which name. */
  propertyType: ModelPropertyType;
  propertyName: string;
}

export interface TableInfo extends TableSummary {
  fields: ColumnInfo[];
}

/** Ordinary and partitioned tables of the current schema, by name; drizzle's own journal left out. */
export async function listTables(client: SourceClient): Promise<TableSummary[]> {
  const { rows } = await client.query(sql`
    select c.relname as name, obj_description(c.oid, 'pg_class') as comment
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = current_schema() and c.relkind in ('r', 'p') and not c.relispartition and c.relname not like '\\_\\_%'
    order by c.relname`);
  return rows.map((r) => ({ name: String(r.name), comment: (r.comment as string | null) ?? null }));
}

/** Short type names by which the property type is chosen (pg_type.typname; arrays start with _). */
export function propertyTypeOf(udt: string): ModelPropertyType {
  if (udt.startsWith('_')) return 'json';
  switch (udt) {
    case 'int2':
    case 'int4':
    case 'numeric':
    case 'float4':
    case 'float8':
    case 'money':
      return 'number';
    case 'int8':
      return 'bigint';
    case 'bool':
      return 'boolean';
    case 'date':
      return 'date';
    case 'timestamp':
    case 'timestamptz':
      return 'datetime';
    case 'json':
    case 'jsonb':
      return 'json';
    default:
      return 'string';
  }
}

/** A table's columns in their order, with keys, defaults and comments; null when the schema has no such table. */
export async function describeTable(client: SourceClient, table: string): Promise<TableInfo | null> {
  const found = await client.query(sql`
    select c.oid::int8 as oid, c.relname as name, obj_description(c.oid, 'pg_class') as comment
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = current_schema() and c.relkind in ('r', 'p') and c.relname = ${table}`);
  const head = found.rows[0];
  if (!head) return null;
  const { rows } = await client.query(sql`
    select a.attname as name,
           format_type(a.atttypid, a.atttypmod) as type,
           t.typname as udt,
           not a.attnotnull as nullable,
           pg_get_expr(d.adbin, d.adrelid) as "default",
           case when t.typname in ('varchar', 'bpchar') and a.atttypmod > 4 then a.atttypmod - 4 end as max_length,
           col_description(a.attrelid, a.attnum) as comment,
           exists (select 1 from pg_index i where i.indrelid = a.attrelid and i.indisprimary and a.attnum = any (i.indkey)) as primary_key
    from pg_attribute a
    join pg_type t on t.oid = a.atttypid
    left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
    where a.attrelid = ${String(head.oid)}::int8::oid and a.attnum > 0 and not a.attisdropped
    order by a.attnum`);
  return {
    name: String(head.name),
    comment: (head.comment as string | null) ?? null,
    fields: rows.map((r) => ({
      name: String(r.name),
      type: String(r.type),
      nullable: r.nullable === true || r.nullable === 't',
      default: (r.default as string | null) ?? null,
      maxLength: r.max_length == null ? null : Number(r.max_length),
      comment: (r.comment as string | null) ?? null,
      primaryKey: r.primary_key === true || r.primary_key === 't',
      propertyType: propertyTypeOf(String(r.udt)),
      propertyName: camelName(String(r.name)),
    })),
  };
}
