import { findMenu } from '@/features/menu/menu-model';
import { useMenuStore } from '@/features/menu/menu-store';
import type { MenuEntry } from '@/features/menu/menu-types';
import { moduleRoutes } from '@/modules/registry';

/**
 * What a path reached through the shell's menu route turns out to be: still waiting for the first
 * menu load (or that load failed), a page of the user's menu, a menu entry this build has no page
 * for, a page outside the user's menu (refused: 403), or no page at all (unknown: /404).
 */
export type MenuPageAccess = 'waiting' | 'failed' | 'page' | 'missing' | 'refused' | 'unknown';

export function menuPageAccess(path: string, routes: MenuEntry[], status: string, hasPage: boolean): MenuPageAccess {
  // Only the first menu load holds pages back; switching top menus keeps open pages as they are.
  if (routes.length === 0 && status !== 'ready') return status === 'error' ? 'failed' : 'waiting';
  const inMenu = !!findMenu(routes, path);
  if (!hasPage) return inMenu ? 'missing' : 'unknown';
  return inMenu ? 'page' : 'refused';
}

/** The access of a menu path for the signed-in user, or undefined for the app's own routes. */
export function useMenuPageAccess(path: string, menuPage: boolean | undefined): MenuPageAccess | undefined {
  const routes = useMenuStore((s) => s.allRoutes);
  const status = useMenuStore((s) => s.status);
  return menuPage ? menuPageAccess(path, routes, status, !!moduleRoutes[path]) : undefined;
}
