import { Layout } from 'antd';
import { useTranslation } from 'react-i18next';
import { useTokenTimer } from '@/features/auth/use-token-timer';
import { SideMenu } from '@/features/menu/SideMenu';
import { TabPages } from '@/features/tabs/TabPages';
import { TabStrip } from '@/features/tabs/TabStrip';
import { useTabSync } from '@/features/tabs/use-tab-sync';
import { HeaderBar } from './HeaderBar';
import { useLayoutStore } from './layout-store';
import { isSmallScreen } from './screen';
import { useScreen } from './use-screen';
import { useShellData } from './use-shell-data';

/** The signed-in shell: collapsible menu, header, tab strip and the kept-alive pages. */
export default function MainLayout() {
  const { t } = useTranslation();
  const collapsed = useLayoutStore((s) => s.collapsed);
  const screen = useLayoutStore((s) => s.screen);
  const setCollapsed = useLayoutStore((s) => s.setCollapsed);
  useScreen();
  useShellData();
  useTabSync();
  useTokenTimer();

  return (
    <Layout className="beree-shell">
      <Layout.Sider collapsed={collapsed} collapsedWidth={screen === 0 ? 0 : 64} trigger={null} width={220}>
        <div className="beree-brand">{collapsed ? t('common:productShort').slice(0, 1) : t('common:productShort')}</div>
        <SideMenu collapsed={collapsed} onFollow={() => isSmallScreen(screen) && setCollapsed(true)} />
      </Layout.Sider>
      <Layout>
        <HeaderBar />
        <TabStrip />
        <Layout.Content className="beree-content">
          <TabPages />
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
