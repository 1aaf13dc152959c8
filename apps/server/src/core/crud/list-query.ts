import { z } from 'zod';

const value = z.union([z.string(), z.array(z.string())]);

/**
 * The query of a list: paging, sorting and the resource's filterable names, each also taking the
 * suffix operators (`name_equal`, `name_ge`, …); those and any other key pass here as before and are
 * checked by the filters (filters.ts), which name an unknown one in a 400.
 */
export function listQuery(filters: string[]) {
  const named = Object.fromEntries(filters.map((name) => [name, value.optional().describe(`Filter on ${name}: contains the value; ${name}_equal and the other suffixes compare`)]));
  return z
    .object({
      current: value.optional().describe('Page number, from 1 (default 1)'),
      size: value.optional().describe('Rows per page (default 10)'),
      ascs: value.optional().describe('Comma-joined fields to sort ascending'),
      descs: value.optional().describe('Comma-joined fields to sort descending'),
      ...named,
    })
    .catchall(value);
}
