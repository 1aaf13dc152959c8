import { useCallback, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { DEFAULT_PAGE_SIZE } from '@beree/contracts';
import { fetchLevel, fetchPage } from './api';
import { crudKeys } from './query-keys';
import { searchValuesFrom, toFilterParams } from './search-params';
import type { CrudColumn, CrudRecord, Filters } from './types';

/** One empty list for every render without data, so effects keyed on the rows do not run again and again. */
const NO_ROWS: CrudRecord[] = [];

/** Which call lists the rows: a paged one ('list' by default), or one unpaged level of a lazy tree. */
export interface ListSource {
  path?: string;
  params?: Filters;
  /** The whole level comes in one answer; the table pages it on screen. */
  unpaged?: boolean;
  /**
   * The page's searchable columns: a link may ask for a filtered list by naming them in its query
   * (`?supplyStatus=SUBMITTED`, as the home page's figures do). The list is filtered by them from
   * its first call, and again when a kept-alive page is opened by another link.
   */
  linkColumns?: CrudColumn[];
}

/** The search values the current location's query asks for, stable while they stay the same. */
function useLinkedSearch(columns: CrudColumn[] | undefined): Filters | undefined {
  const [query] = useSearchParams();
  const key = columns ? JSON.stringify(searchValuesFrom(columns, query)) : '{}';
  return useMemo(() => (key === '{}' ? undefined : (JSON.parse(key) as Filters)), [key]);
}

/** The list of one resource: paging and filters are local state, the page itself is a query. */
export function useCrudList(api: string, source: ListSource = {}) {
  const { path = 'list', params, unpaged = false, linkColumns } = source;
  const linked = useLinkedSearch(linkColumns);
  const [current, setCurrent] = useState(1);
  const [size, setSize] = useState<number>(DEFAULT_PAGE_SIZE);
  const [filters, setFilters] = useState<Filters>(() => (linked && linkColumns ? toFilterParams(linkColumns, linked) : {}));

  const query = useQuery({
    // An unpaged level is fetched once whatever page is shown.
    queryKey: unpaged ? crudKeys.list(api, { path, params, filters }) : crudKeys.list(api, { current, size, filters, path, params }),
    queryFn: async () => {
      if (unpaged) {
        const records = await fetchLevel(api, path, { ...params, ...filters });
        return { records, total: records.length };
      }
      return fetchPage(api, { current, size, ...params, ...filters }, path);
    },
    // Keep the old rows on screen while the next page loads, so the table does not flash empty.
    placeholderData: keepPreviousData,
  });

  const total = query.data?.total ?? 0;
  const lastPage = Math.max(1, Math.ceil(total / size));
  // Deleting the last rows of the last page would leave an empty page: step back to the new last one.
  useEffect(() => {
    if (query.isSuccess && !query.isPlaceholderData && current > lastPage) setCurrent(lastPage);
  }, [query.isSuccess, query.isPlaceholderData, current, lastPage]);

  const changePage = useCallback((page: number, pageSize: number) => {
    setCurrent(pageSize === size ? page : 1);
    setSize(pageSize);
  }, [size]);

  const { refetch } = query;
  const search = useCallback(
    (next: Filters) => {
      // 搜索 again with the same criteria asks the server again: the rows may have changed meanwhile
      // (a push answered, a colleague approved), and the cached page would hide it.
      if (current === 1 && JSON.stringify(next) === JSON.stringify(filters)) void refetch();
      setFilters(next);
      setCurrent(1);
    },
    [current, filters, refetch],
  );

  // Another link to the page while it stays open.
  const [followed, setFollowed] = useState(linked);
  if (followed !== linked) {
    setFollowed(linked);
    if (linked && linkColumns) search(toFilterParams(linkColumns, linked));
  }

  return {
    records: query.data?.records ?? NO_ROWS,
    total,
    current,
    size,
    filters,
    loading: query.isFetching,
    changePage,
    search,
    /** The search values a link asked for, to show in the search form. */
    linked,
  };
}
