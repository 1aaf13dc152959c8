import type { R } from '@beree/contracts';
import { request } from '@/shared/request';
import type { MenuEntry, TopMenu } from './menu-types';

export async function fetchRoutes(topMenuId?: string): Promise<MenuEntry[]> {
  const answer = await request.get<R<MenuEntry[]>>('/blade-system/menu/routes', { params: topMenuId ? { topMenuId } : {} });
  return answer.data ?? [];
}

export async function fetchTopMenus(): Promise<TopMenu[]> {
  const answer = await request.get<R<TopMenu[]>>('/blade-system/menu/top-menu');
  return answer.data ?? [];
}
