import type { Filters } from './types';

/** Every query of one resource sits under ['crud', api], so a single invalidation refreshes them all. */
export const crudKeys = {
  all: (api: string) => ['crud', api] as const,
  list: (api: string, page: { current?: number; size?: number; filters: Filters; path?: string; params?: Filters }) => ['crud', api, 'list', page] as const,
  detail: (api: string, id: string) => ['crud', api, 'detail', id] as const,
  /** The children of one row of a lazy tree. */
  children: (api: string, path: string, parent: string) => ['crud', api, 'children', path, parent] as const,
  /** A picker tree read from the resource, refreshed with it after every change. */
  picker: (api: string, path: string, params: Record<string, string> | undefined) => ['crud', api, 'picker', path, params ?? {}] as const,
};
