import { Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { Navigate, useParams } from 'react-router';
import { ErrorResult } from '@/features/errors/ErrorResult';
import { useMenuStore } from '@/features/menu/menu-store';
import { moduleRoutes } from '@/modules/registry';
import { PageSpinner } from '@/shared/ui/PageSpinner';
import { lazyComponent } from './lazy-page';
import { useMenuPageAccess } from './menu-page';

type PageLoader = () => Promise<{ default: ComponentType }>;
/** One lazy component per module loader, so a page keeps its state across renders of its route. */
const pages = new WeakMap<PageLoader, LazyExoticComponent<ComponentType>>();

function pageFor(load: PageLoader) {
  let page = pages.get(load);
  if (!page) {
    page = lazyComponent(load);
    pages.set(load, page);
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
  const load = useMenuStore((s) => s.load);
  const access = useMenuPageAccess(path, true);
  if (access === 'waiting') return <PageSpinner />;
  if (access === 'failed') return <ErrorResult status="500" onRetry={() => void load()} />;
  if (access === 'missing') return <ErrorResult status="404" />;
  if (access === 'refused') return <ErrorResult status="403" />;
  const loader = moduleRoutes[path];
  if (!loader) return <Navigate to="/404" replace />;
  const Page = pageFor(loader);
  return (
    <Suspense fallback={<PageSpinner />}>
      <Page />
    </Suspense>
  );
}
