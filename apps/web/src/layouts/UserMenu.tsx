import { DownOutlined, HomeOutlined, LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { App, Avatar, Dropdown, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { logout } from '@/features/auth/logout';
import { useSessionStore } from '@/features/auth/session-store';

/** Avatar and name, opening home, personal info and logout. */
export function UserMenu() {
  const { t } = useTranslation('layout');
  const navigate = useNavigate();
  const { modal } = App.useApp();
  const user = useSessionStore((s) => s.userInfo);
  const name = user?.real_name || user?.nick_name || user?.account;

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
    { type: 'divider' as const },
    { key: 'logout', icon: <LogoutOutlined />, label: t('logout') },
  ];

  return (
    <Dropdown
      trigger={['click']}
      menu={{ items, onClick: ({ key }) => (key === 'logout' ? confirmLogout() : void navigate(key)) }}
    >
      <Space style={{ cursor: 'pointer' }} data-testid="user-menu">
        <Avatar size="small" src={user?.avatar || undefined} icon={<UserOutlined />} />
        <span>{name}</span>
        <DownOutlined />
      </Space>
    </Dropdown>
  );
}
