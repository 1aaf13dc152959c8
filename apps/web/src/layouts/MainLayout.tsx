import { App, Layout } from 'antd';
import { Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useTokenTimer } from '@/features/auth/use-token-timer';
import { SideMenu } from '@/features/menu/SideMenu';
import { useRealtimeConnection } from '@/features/realtime/use-realtime-connection';
import { useSearchStore } from '@/features/search/search-store';
import { TabPages } from '@/features/tabs/TabPages';
import { TabStrip } from '@/features/tabs/TabStrip';
import { useTabSync } from '@/features/tabs/use-tab-sync';
import { GuidedTour } from '@/features/tour/GuidedTour';
import { FeedbackBridge } from '@/shared/feedback/FeedbackBridge';
import { lazyPart } from '@/shared/ui/lazy-part';
import { HeaderBar } from './HeaderBar';
import { useLayoutStore } from './layout-store';
import { useScreen } from './use-screen';
import { useShellData } from './use-shell-data';

// The menu search view (antd's Input) loads when a search first opens.
const MenuSearchView = lazyPart(() => import('@/features/search/MenuSearchView').then((m) => m.MenuSearchView));

/**
 * The signed-in shell, inside antd's whole App (dialogs and notifications as well as messages; the
 * root has the message API alone), which also takes over the toasts of code outside React.
 */
export default function MainLayout() {
  return (
    <App component={false}>
      <FeedbackBridge />
      <Shell />
    </App>
  );
}

/** Collapsible menu, header, tab strip and the kept-alive pages. */
function Shell() {
  const { t } = useTranslation();
  const collapsed = useLayoutStore((s) => s.collapsed);
  const screen = useLayoutStore((s) => s.screen);
  const followed = useLayoutStore((s) => s.followed);
  const searching = useSearchStore((s) => s.open);
  useScreen();
  useShellData();
  useTabSync();
  useTokenTimer();
  useRealtimeConnection();
  // Leaving the shell (logout, lock) closes the menu search.
  useEffect(() => () => useSearchStore.getState().hide(), []);

  return (
    <Layout className="beree-shell">
      <Layout.Sider collapsed={collapsed} collapsedWidth={screen === 0 ? 0 : 64} trigger={null} width={220} data-tour="menu">
        <div className="beree-brand">{collapsed ? t('common:productShort').slice(0, 1) : t('common:productShort')}</div>
        <SideMenu collapsed={collapsed} onFollow={followed} />
      </Layout.Sider>
      <Layout>
        <HeaderBar />
        <TabStrip />
        <Layout.Content className="beree-content" data-tour="content">
          {searching && (
            <Suspense fallback={null}>
              <MenuSearchView />
            </Suspense>
          )}
          {/* The search covers the pages without unmounting them, so they keep their state. */}
          <div style={{ display: searching ? 'none' : 'contents' }}>
            <TabPages />
          </div>
        </Layout.Content>
      </Layout>
      <GuidedTour />
    </Layout>
  );
}
