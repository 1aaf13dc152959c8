import type { Filters } from './types';

/** Every query of one resource sits under ['crud', api], so a single invalidation refreshes them all. */
export const crudKeys = {
  all: (api: string) => ['crud', api] as const,
  list: (api: string, page: { current: number; size: number; filters: Filters }) => ['crud', api, 'list', page] as const,
  detail: (api: string, id: string) => ['crud', api, 'detail', id] as const,
};
