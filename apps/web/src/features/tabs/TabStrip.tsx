import { DownOutlined } from '@ant-design/icons';
import { Button, Dropdown, Tabs, type MenuProps } from 'antd';
import { Suspense, cloneElement, useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useMenuStore } from '@/features/menu/menu-store';
import { useRouteHandle } from '@/shared/routing/route-handle';
import { lazyPart } from '@/shared/ui/lazy-part';
import { tabKey } from './tab-entry';
import { tabLabel } from './tab-label';
import { canClose, tabHref } from './tab-rules';
import { useTabStore } from './tab-store';
import type { TabEntry } from './tab-types';
import { useClearCache } from './use-clear-cache';
import './tab-strip.css';

// The search box (antd's Input) loads when the tab actions first open; the strip does not wait for it.
const MenuSearchBox = lazyPart(() => import('@/features/search/MenuSearchBox').then((m) => m.MenuSearchBox));

/**
 * The tab strip: click to open, close a tab, right-click for clear cache / close others / close
 * all; the dropdown at its end offers the same plus a menu search.
 */
export function TabStrip() {
  const { t } = useTranslation();
  const routes = useMenuStore((s) => s.allRoutes);
  const navigate = useNavigate();
  const location = useLocation();
  const handle = useRouteHandle();
  const store = useTabStore();
  const clearCache = useClearCache();
  const current = tabKey(location, handle);
  const [actionsOpen, setActionsOpen] = useState(false);

  const go = (tab: TabEntry) => {
    if (tab.value !== current) void navigate(tabHref(tab));
  };
  const menuFor = (tab?: TabEntry): MenuProps => ({
    items: [
      ...(tab ? [{ key: 'clearCache', label: t('tabs:clearCache') }] : []),
      { key: 'closeOthers', label: t('tabs:closeOthers') },
      { key: 'closeAll', label: t('tabs:closeAll') },
    ],
    onClick: ({ key, domEvent }) => {
      domEvent.stopPropagation();
      if (key === 'clearCache') void clearCache();
      if (key === 'closeOthers') go(store.closeOthers(tab?.value ?? current));
      if (key === 'closeAll') go(store.closeAll());
    },
  });

  const items = store.tabs.map((tab) => ({
    key: tab.value,
    closable: canClose(store, tab.value),
    label: (
      <Dropdown menu={menuFor(tab)} trigger={['contextMenu']}>
        <span data-tab={tab.value}>{tabLabel(tab, t, routes)}</span>
      </Dropdown>
    ),
  }));

  return (
    <Tabs
      className="beree-tabs"
      type="editable-card"
      hideAdd
      size="small"
      activeKey={current}
      items={items}
      onChange={(key) => {
        const tab = store.tabs.find((x) => x.value === key);
        if (tab) go(tab);
      }}
      onEdit={(key, action) => {
        if (action !== 'remove' || typeof key !== 'string') return;
        const next = store.close(key);
        if (key === current) go(next);
      }}
      tabBarExtraContent={
        <Dropdown
          menu={menuFor(store.tabs.find((tab) => tab.value === current))}
          trigger={['click']}
          open={actionsOpen}
          onOpenChange={setActionsOpen}
          popupRender={(menu) => (
            <div className="beree-tabs-popup">
              <Suspense fallback={null}>
                <MenuSearchBox onChosen={() => setActionsOpen(false)} />
              </Suspense>
              {cloneElement(menu as ReactElement<{ style?: object }>, { style: { boxShadow: 'none' } })}
            </div>
          )}
        >
          <Button type="text" size="small" aria-label={t('tabs:actions')} icon={<DownOutlined />} data-tour="tabs" />
        </Dropdown>
      }
    />
  );
}
