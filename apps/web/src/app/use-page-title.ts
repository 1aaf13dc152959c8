import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { menuLabel } from '@/features/menu/menu-label';
import { findMenu } from '@/features/menu/menu-model';
import { useMenuStore } from '@/features/menu/menu-store';
import type { RouteHandle } from './route-handle';

/** Sets the browser title to the page title plus the product title. */
export function usePageTitle(handle: RouteHandle): void {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const routes = useMenuStore((s) => s.allRoutes);

  const framed = handle.tabByQuery ? new URLSearchParams(search).get('name') : null;
  const menu = handle.title ? undefined : findMenu(routes, pathname)?.entry;
  const page = framed ?? (handle.title ? t(handle.title) : menu ? menuLabel(menu, t) : '');
  const product = t('common:productTitle');

  useEffect(() => {
    document.title = page ? `${page} - ${product}` : product;
  }, [page, product]);
}
