import { sql, type AnyColumn, type SQL } from 'drizzle-orm';

/**
 * True when a comma-joined id column (blade_user.role_id, dept_id) holds any of the ids: compared
 * as whole elements, never as substrings, so id 12 does not match 112.
 */
export function csvHasAny(column: AnyColumn, ids: bigint[]): SQL {
  const list = sql.join(ids.map((id) => sql`${id.toString()}`), sql`, `);
  return sql`string_to_array(${column}, ',') && array[${list}]::text[]`;
}
