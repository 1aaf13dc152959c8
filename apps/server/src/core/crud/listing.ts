import { and, type SQL } from 'drizzle-orm';
import { filterStatement, type FilterColumns } from './filters';
import type { Parties } from './party-page';
import type { PageInput } from './service';

/**
 * What a list and its export select: `columns` of the rows under `base` and the query's filters
 * (the generic ones, plus `dates` a module reads itself). Without a date filter the page runs as
 * one prepared statement per shape of filters, named by `name`. A table either of two `parties`
 * reads is paged side by side (party-page.ts); a date range then has each side's matches sorted.
 */
export function listing(
  name: string,
  p: { table: PageInput['table']; columns: Record<string, unknown>; base: SQL; filters: FilterColumns; sortable: FilterColumns; dates: { where: SQL | undefined; keys: string[] }; parties?: Parties['columns'] },
  query: Record<string, unknown>,
): PageInput {
  const filters = filterStatement(query, p.filters, p.dates.keys);
  return {
    table: p.table,
    columns: p.columns,
    query,
    where: and(p.base, filters.where, p.dates.where),
    sortable: p.sortable,
    values: filters.values,
    shape: p.dates.where ? undefined : `${name}?${filters.shape}`,
    parties: p.parties && { columns: p.parties, sortMatches: !!p.dates.where },
  };
}
