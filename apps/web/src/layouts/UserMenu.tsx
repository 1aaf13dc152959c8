import { DownOutlined, HomeOutlined, LogoutOutlined, SwapOutlined, UserOutlined } from '@ant-design/icons';
import { App, Avatar, Dropdown, Space } from 'antd';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { logout } from '@/features/auth/logout';
import { useSessionStore } from '@/features/auth/session-store';
import { useSwitchOptions } from '@/features/switch/use-switch-options';
import { lazyPart } from '@/shared/ui/lazy-part';

// The switch dialog (a form with selects) loads when first asked for.
const SwitchMenuDialog = lazyPart(() => import('@/features/switch/SwitchMenuDialog').then((m) => m.SwitchMenuDialog));

/** Avatar and name, opening home, personal info, switching dept and role (in switch mode) and logout. */
export function UserMenu() {
  const { t } = useTranslation('layout');
  const navigate = useNavigate();
  const { modal } = App.useApp();
  const user = useSessionStore((s) => s.userInfo);
  const name = user?.real_name || user?.nick_name || user?.account;
  const switchMode = useSwitchOptions().data?.switchMode ?? false;
  const [switching, setSwitching] = useState(false);
  const [switchAsked, setSwitchAsked] = useState(false);

  const confirmLogout = () =>
    modal.confirm({
      title: t('logoutConfirmTitle'),
      content: t('logoutConfirm'),
      okText: t('common:ok'),
      cancelText: t('common:cancel'),
      onOk: () => logout(),
    });

  const items = [
    { key: '/wel/index', icon: <HomeOutlined />, label: t('dashboard') },
    { key: '/info/index', icon: <UserOutlined />, label: t('userInfo') },
    ...(switchMode ? [{ key: 'switch', icon: <SwapOutlined />, label: t('switch:menu') }] : []),
    { type: 'divider' as const },
    { key: 'logout', icon: <LogoutOutlined />, label: t('logout') },
  ];

  const onClick = ({ key }: { key: string }) => {
    if (key === 'logout') confirmLogout();
    else if (key === 'switch') {
      setSwitchAsked(true);
      setSwitching(true);
    }
    else void navigate(key);
  };

  return (
    <>
      <Dropdown trigger={['click']} menu={{ items, onClick }}>
        <Space style={{ cursor: 'pointer' }} data-testid="user-menu">
          <Avatar size="small" src={user?.avatar || undefined} icon={<UserOutlined />} />
          <span>{name}</span>
          <DownOutlined />
        </Space>
      </Dropdown>
      {switchMode && switchAsked && (
        <Suspense fallback={null}>
          <SwitchMenuDialog open={switching} onClose={() => setSwitching(false)} />
        </Suspense>
      )}
    </>
  );
}
