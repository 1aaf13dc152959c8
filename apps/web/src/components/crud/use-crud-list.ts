import { useCallback, useEffect, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { DEFAULT_PAGE_SIZE } from '@beree/contracts';
import { fetchPage } from './api';
import { crudKeys } from './query-keys';
import type { Filters } from './types';

/** The list of one resource: paging and filters are local state, the page itself is a query. */
export function useCrudList(api: string) {
  const [current, setCurrent] = useState(1);
  const [size, setSize] = useState<number>(DEFAULT_PAGE_SIZE);
  const [filters, setFilters] = useState<Filters>({});

  const query = useQuery({
    queryKey: crudKeys.list(api, { current, size, filters }),
    queryFn: () => fetchPage(api, { current, size, ...filters }),
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

  const search = useCallback((next: Filters) => {
    setFilters(next);
    setCurrent(1);
  }, []);

  return {
    records: query.data?.records ?? [],
    total,
    current,
    size,
    loading: query.isFetching,
    changePage,
    search,
  };
}
