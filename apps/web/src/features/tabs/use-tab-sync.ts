import { useEffect } from 'react';
import { useLocation, useParams } from 'react-router';
import { useMenuPageAccess } from '@/app/menu-page';
import { findMenu } from '@/features/menu/menu-model';
import { useMenuStore } from '@/features/menu/menu-store';
import { useRouteHandle } from '@/shared/routing/route-handle';
import { tabEntryFor } from './tab-entry';
import { opensTab } from './tab-rules';
import { useTabStore } from './tab-store';

/** Opens (or re-activates) the tab of every page the user may reach, unless the page opted out. */
export function useTabSync(): void {
  const location = useLocation();
  const params = useParams();
  const { isTab, title, tabByQuery, menuPage } = useRouteHandle();
  const routes = useMenuStore((s) => s.allRoutes);
  const open = useTabStore((s) => s.open);
  const { pathname, search } = location;
  const opens = opensTab(isTab, useMenuPageAccess(pathname, menuPage));
  const paramsKey = JSON.stringify(params);

  useEffect(() => {
    if (!opens) return;
    const menu = title ? undefined : findMenu(routes, pathname);
    const handle = { title, tabByQuery };
    open(tabEntryFor({ pathname, search }, handle, JSON.parse(paramsKey) as Record<string, string>, menu));
  }, [pathname, search, paramsKey, opens, title, tabByQuery, routes, open]);
}
