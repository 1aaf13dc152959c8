import type { CrudColumn, Filters } from './types';

/** Empty search inputs must not reach the server as filters. */
function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

/**
 * Turns search-form values into list filters: a plain name matches by "contains" on the server,
 * a `_equal` suffix matches exactly.
 */
export function toFilterParams(columns: CrudColumn[], values: Filters): Filters {
  const params: Filters = {};
  for (const column of columns) {
    if (!column.search) continue;
    const value = values[column.name];
    if (isBlank(value)) continue;
    const key = column.search === 'equal' ? `${column.name}_equal` : column.name;
    params[key] = typeof value === 'string' ? value.trim() : value;
  }
  return params;
}
