import { Activity, Fragment, useRef, type ReactNode } from 'react';
import { useLocation, useOutlet, type Location } from 'react-router';
import { useRouteHandle } from '@/shared/routing/route-handle';
import { retainPages, type KeptPage } from './keep-alive';
import { PageLocationContext } from './page-location';
import { KEEP_ALIVE_LIMIT } from './tab-config';
import { tabKey } from './tab-entry';
import { useTabStore } from './tab-store';

type Kept = { element: ReactNode; location: Location };

/**
 * The content area: the page of the active tab is visible, pages of other open tabs stay mounted
 * but hidden (React Activity), so switching tabs keeps their state. Pages outside the strip
 * (isTab: false) are shown without being kept.
 */
export function TabPages() {
  const outlet = useOutlet();
  const location = useLocation();
  const handle = useRouteHandle();
  const tabs = useTabStore((s) => s.tabs);
  const kept = useRef<KeptPage<Kept>[]>([]);

  // A page outside the strip shows alone, but the same tree is kept so tab pages stay mounted.
  const key = handle.isTab === false ? undefined : tabKey(location, handle);
  const openKeys = new Set(tabs.map((t) => t.value));
  kept.current = key
    ? retainPages(kept.current, key, { element: outlet, location }, openKeys, KEEP_ALIVE_LIMIT)
    : kept.current.filter(([k]) => openKeys.has(k));

  return (
    <>
      {kept.current.map(([k, page]) => (
        <Activity key={k} mode={k === key ? 'visible' : 'hidden'}>
          <PageLocationContext value={page.location}>{page.element}</PageLocationContext>
        </Activity>
      ))}
      {!key && <Fragment key="untabbed">{outlet}</Fragment>}
    </>
  );
}
