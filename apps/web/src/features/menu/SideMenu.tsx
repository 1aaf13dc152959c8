import { Menu, Spin, theme } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useSessionStore, userRoles } from '@/features/auth/session-store';
import { findMenu, findMenuById, visibleMenus } from './menu-model';
import { toMenuItems } from './menu-items';
import { offeredMenus } from './menu-offered';
import { useMenuStore } from './menu-store';
import { useOpenMenu } from './use-open-menu';

interface SideMenuProps {
  collapsed: boolean;
  /** Called after an entry is followed, e.g. to fold the menu on small screens. */
  onFollow?: () => void;
}

/** The left menu built from the user's menu tree, showing only entries the user's role may see. */
export function SideMenu({ collapsed, onFollow }: SideMenuProps) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const { pathname } = useLocation();
  const { routes, status } = useMenuStore();
  const userInfo = useSessionStore((s) => s.userInfo);
  const openMenu = useOpenMenu();
  const visible = useMemo(() => offeredMenus(visibleMenus(routes, userRoles(userInfo))), [routes, userInfo]);
  const items = useMemo(() => toMenuItems(visible, t), [visible, t]);
  const found = findMenu(visible, pathname);
  const [openKeys, setOpenKeys] = useState<string[]>([]);
  const parentIds = found?.parents.map((p) => p.id).join(',') ?? '';

  // Unfold the branch of the page being shown, keeping what the user unfolded by hand.
  useEffect(() => {
    if (parentIds) setOpenKeys((keys) => [...new Set([...keys, ...parentIds.split(',')])]);
  }, [parentIds]);

  // Switching top menus keeps the current menu on screen until the new one arrives.
  if (status === 'idle' || (status === 'loading' && routes.length === 0)) {
    return (
      <div className="beree-menu-status">
        <Spin size="small" /> <span style={{ color: token.colorText }}>{t('layout:menuLoading')}</span>
      </div>
    );
  }
  if (status === 'error' || items.length === 0) {
    return (
      <div className="beree-menu-status">
        <span style={{ color: status === 'error' ? token.colorError : token.colorTextSecondary }}>
          {t(status === 'error' ? 'layout:menuFailed' : 'layout:menuEmpty')}
        </span>
      </div>
    );
  }

  return (
    <Menu
      mode="inline"
      theme="dark"
      items={items}
      selectedKeys={found ? [found.entry.id] : []}
      {...(collapsed ? {} : { openKeys, onOpenChange: setOpenKeys })}
      onClick={({ key }) => {
        const entry = findMenuById(visible, key);
        if (!entry) return;
        openMenu(entry);
        onFollow?.();
      }}
    />
  );
}
