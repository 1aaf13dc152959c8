import { getTableColumns, getTableName, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

/** The statement text around the JSON of rows with these fields, cached: it is the same for every batch. */
const statements = new Map<string, { prefix: SQL; suffix: SQL; names: string[] }>();

function insertText(table: PgTable, fields: string[]) {
  const name = getTableName(table);
  const key = `${name}:${fields.join(',')}`;
  let statement = statements.get(key);
  if (!statement) {
    const columns = getTableColumns(table);
    const names = fields.map((f) => columns[f].name);
    const list = names.map((n) => `"${n}"`).join(', ');
    const types = fields.map((f) => `"${columns[f].name}" ${columns[f].getSQLType()}`).join(', ');
    statement = {
      prefix: sql.raw(`insert into "${name}" (${list}) select ${list} from jsonb_to_recordset(`),
      suffix: sql.raw(`::jsonb) as r(${types})`),
      names,
    };
    statements.set(key, statement);
  }
  return statement;
}

/** JSON of the values as PostgreSQL reads them back (ids exceed a double, so they go as text). */
const jsonValue = (value: unknown): unknown => (typeof value === 'bigint' ? String(value) : value);

/**
 * INSERTs of `rows` into `table`, the rows as one JSON parameter each (jsonb_to_recordset) instead
 * of a bound value per column and row: building and binding those cost the server more than the
 * database's work for the API log's batches and a workflow step's rows. Rows are grouped by the
 * fields they carry, so a field left out keeps its column default; `conflict` ends each statement
 * (an ON CONFLICT clause).
 */
export function jsonInserts(table: PgTable, rows: Record<string, unknown>[], conflict?: SQL): SQL[] {
  const groups = new Map<string, Record<string, unknown>[]>();
  for (const row of rows) {
    const fields = Object.keys(row).filter((k) => row[k] !== undefined).sort().join(',');
    const group = groups.get(fields);
    if (group) group.push(row);
    else groups.set(fields, [row]);
  }
  return [...groups].map(([joined, group]) => {
    const fields = joined.split(',');
    const { prefix, suffix, names } = insertText(table, fields);
    const records = group.map((row) => Object.fromEntries(fields.map((f, i) => [names[i], jsonValue(row[f])])));
    return conflict ? sql`${prefix}${JSON.stringify(records)}${suffix} ${conflict}` : sql`${prefix}${JSON.stringify(records)}${suffix}`;
  });
}
