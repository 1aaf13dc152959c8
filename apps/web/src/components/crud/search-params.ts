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

/**
 * The search values a link asks for in its query (`?supplyStatus=SUBMITTED`): only the names of
 * searchable columns count, so a page's other query parameters are left alone.
 */
export function searchValuesFrom(columns: CrudColumn[], query: URLSearchParams): Filters {
  const values: Filters = {};
  for (const column of columns) {
    const value = column.search ? query.get(column.name) : null;
    if (value !== null && value.trim() !== '') values[column.name] = value;
  }
  return values;
}
