import type { R } from '@beree/contracts';
import { request } from '@/shared/request';

/** Counts the home page shows, as GET /blade-system/home/statistics answers them. */
export interface HomeStatistics {
  users: number;
  roles: number;
  params: number;
  tenants: number;
  packages: number;
  menus: number;
}

export const STATISTIC_KEYS: Array<keyof HomeStatistics> = ['users', 'roles', 'params', 'tenants', 'packages', 'menus'];

export async function fetchHomeStatistics(): Promise<HomeStatistics> {
  const answer = await request.get<R<HomeStatistics>>('/blade-system/home/statistics');
  return answer.data;
}
