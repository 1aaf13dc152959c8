import { Menu } from 'antd';
import { useTranslation } from 'react-i18next';
import { menuIcon } from './menu-icons';
import { menuLabel } from './menu-label';
import { useMenuStore } from './menu-store';

const ALL = 'all';

/** The top menus, when the user has any: choosing one narrows the left menu to it. */
export function TopMenuBar() {
  const { t } = useTranslation();
  const { topMenus, topMenuId, load } = useMenuStore();
  if (topMenus.length === 0) return null;
  const items = [
    { key: ALL, label: t('layout:topMenuAll') },
    ...topMenus.map((m) => ({ key: m.id, icon: menuIcon(m.source), label: menuLabel(m, t) })),
  ];
  return (
    <Menu
      mode="horizontal"
      className="beree-top-menu"
      items={items}
      selectedKeys={[topMenuId ?? ALL]}
      onClick={({ key }) => void load(key === ALL ? undefined : key)}
    />
  );
}
