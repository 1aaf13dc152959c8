import type { ComponentType } from 'react';

/**
 * Pages by menu path. The shell resolves the server's menu routes against this map and loads each
 * page lazily, so a page's code is fetched only when its menu is opened.
 */
export const moduleRoutes: Record<string, () => Promise<{ default: ComponentType }>> = {
  '/system/param': () => import('./system/param'),
  '/system/tenant-package': () => import('./system/tenant-package'),
};
