import { Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { Navigate, useParams } from 'react-router';
import { ErrorResult } from '@/features/errors/ErrorResult';
import { findMenu } from '@/features/menu/menu-model';
import { useMenuStore } from '@/features/menu/menu-store';
import { moduleRoutes } from '@/modules/registry';
import { PageSpinner } from '@/shared/ui/PageSpinner';
import { lazyComponent } from './lazy-page';

const pages = new Map<string, LazyExoticComponent<ComponentType>>();

function pageFor(path: string, load: () => Promise<{ default: ComponentType }>) {
  let page = pages.get(path);
  if (!page) {
    page = lazyComponent(load);
    pages.set(path, page);
  }
  return page;
}

/**
 * A page reached through the user's menu. Its path picks the module; a menu path without a module
 * is a 404 inside the shell, a module outside the user's menu a 403, anything else goes to /404.
 */
export default function ModuleRoute() {
  // The splat comes from this page's own route match, so a kept-alive page keeps its path.
  const path = `/${useParams()['*'] ?? ''}`;
  const { allRoutes: routes, status, load } = useMenuStore();
  // Only the first menu load holds pages back; switching top menus keeps open pages as they are.
  if (routes.length === 0 && status !== 'ready') {
    return status === 'error' ? <ErrorResult status="500" onRetry={() => void load()} /> : <PageSpinner />;
  }

  const loader = moduleRoutes[path];
  const inMenu = !!findMenu(routes, path);
  if (!loader) return inMenu ? <ErrorResult status="404" /> : <Navigate to="/404" replace />;
  if (!inMenu) return <ErrorResult status="403" />;
  const Page = pageFor(path, loader);
  return (
    <Suspense fallback={<PageSpinner />}>
      <Page />
    </Suspense>
  );
}
