import { MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { Button, Layout } from 'antd';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from '@/features/locale/LanguageSwitch';
import { LockButton } from '@/features/lock/LockButton';
import { TopMenuBar } from '@/features/menu/TopMenuBar';
import { useLayoutStore } from './layout-store';
import { UserMenu } from './UserMenu';

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
      />
      <TopMenuBar />
      <div className="beree-header-spacer" />
      <LanguageSwitch />
      <LockButton />
      <UserMenu />
    </Layout.Header>
  );
}
