import { useQuery } from '@tanstack/react-query';
import { fetchDetail } from './api';
import { crudKeys } from './query-keys';

/**
 * The record behind an edit or view dialog. Never served from cache and never refetched while open:
 * the form is filled once from fresh data, so the version sent back is the one the user edited.
 */
export function useRecordDetail(api: string, id: string | undefined, param = 'id') {
  return useQuery({
    queryKey: crudKeys.detail(api, id ?? ''),
    queryFn: () => fetchDetail(api, id as string, param),
    enabled: Boolean(id),
    gcTime: 0,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}
