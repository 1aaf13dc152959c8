import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { menuLabel } from '@/features/menu/menu-label';
import { findMenu } from '@/features/menu/menu-model';
import { useMenuStore } from '@/features/menu/menu-store';
import { useMenuPageAccess } from './menu-page';
import type { RouteHandle } from '@/shared/routing/route-handle';

/** Sets the browser title to the page title plus the product title (a refused page: the 403 title). */
export function usePageTitle(handle: RouteHandle): void {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const routes = useMenuStore((s) => s.allRoutes);
  const refused = useMenuPageAccess(pathname, handle.menuPage) === 'refused';

  const framed = handle.tabByQuery ? new URLSearchParams(search).get('name') : null;
  const menu = handle.title ? undefined : findMenu(routes, pathname)?.entry;
  const title = refused ? 'route:forbidden' : handle.title;
  const page = framed ?? (title ? t(title) : menu ? menuLabel(menu, t) : '');
  const product = t('common:productTitle');

  useEffect(() => {
    document.title = page ? `${page} - ${product}` : product;
  }, [page, product]);
}
