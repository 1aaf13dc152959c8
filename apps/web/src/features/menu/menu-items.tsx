import type { MenuProps } from 'antd';
import type { TFunction } from 'i18next';
import { menuIcon } from './menu-icons';
import { menuLabel } from './menu-label';
import type { MenuEntry } from './menu-types';

type Items = NonNullable<MenuProps['items']>;

/** antd Menu items for a menu forest, keyed by menu id. */
export function toMenuItems(entries: MenuEntry[], t: TFunction): Items {
  return entries.map((entry) => {
    const base = { key: entry.id, icon: menuIcon(entry.source), label: menuLabel(entry, t) };
    return entry.children?.length ? { ...base, children: toMenuItems(entry.children, t) } : base;
  });
}
