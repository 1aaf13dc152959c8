import { MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { Button, Layout } from 'antd';
import { useTranslation } from 'react-i18next';
import { CustomerService } from '@/features/customer-service/CustomerService';
import { FullscreenButton } from '@/features/fullscreen/FullscreenButton';
import { ErrorLogButton } from '@/features/error-log/ErrorLogButton';
import { LanguageSwitch } from '@/features/locale/LanguageSwitch';
import { LockButton } from '@/features/lock/LockButton';
import { TopMenuBar } from '@/features/menu/TopMenuBar';
import { NoticeBell } from '@/features/notice/NoticeBell';
import { SearchButton } from '@/features/search/SearchButton';
import { ColorSwitch } from '@/features/theme/ColorSwitch';
import { ThemePicker } from '@/features/theme/ThemePicker';
import { useLayoutStore } from './layout-store';
import { UserMenu } from './UserMenu';

/** The top bar: menu toggle, top menus, then the tools and the user's menu on the right. */
export function HeaderBar() {
  const { t } = useTranslation('layout');
  const collapsed = useLayoutStore((s) => s.collapsed);
  const toggle = useLayoutStore((s) => s.toggle);
  return (
    <Layout.Header className="beree-header">
      <Button
        type="text"
        icon={collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
        aria-label={collapsed ? t('expand') : t('collapse')}
        onClick={toggle}
        data-tour="collapse"
      />
      <TopMenuBar />
      <div className="beree-header-spacer" />
      <SearchButton />
      <CustomerService />
      <ColorSwitch />
      <ThemePicker />
      <LanguageSwitch />
      <ErrorLogButton />
      <NoticeBell />
      <LockButton />
      <FullscreenButton />
      <span className="beree-header-text" data-tour="user">
        <UserMenu />
      </span>
    </Layout.Header>
  );
}
