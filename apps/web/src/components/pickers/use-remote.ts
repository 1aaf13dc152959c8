import { useQuery } from '@tanstack/react-query';
import { getData } from '@/components/crud/api';

/** A node of the server's picker trees (dept/tree, role/tree, menu/grant-top-tree). */
export interface PickerNode {
  id: string;
  parentId: string;
  title: string;
  key: string;
  value: string;
  children?: PickerNode[];
  hasChildren?: boolean;
}

/**
 * A lookup a picker shows: fetched once per screen and shared by every picker naming the same call,
 * refreshed after a minute so choices added meanwhile appear.
 */
export function useRemote<T>(url: string, params?: Record<string, unknown>) {
  return useQuery({
    queryKey: ['pickers', url, params ?? {}],
    queryFn: () => getData<T>(url, params),
    staleTime: 60_000,
  });
}
