import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSessionStore, userRoles } from '@/features/auth/session-store';
import { menuLabel } from '@/features/menu/menu-label';
import { visibleMenus } from '@/features/menu/menu-model';
import { offeredMenus } from '@/features/menu/menu-offered';
import { useMenuStore } from '@/features/menu/menu-store';
import type { MenuEntry } from '@/features/menu/menu-types';
import { useOpenMenu } from '@/features/menu/use-open-menu';
import { useLayoutStore } from '@/layouts/layout-store';
import { searchMenus } from './menu-search';
import { useSearchStore } from './search-store';

/** The user's pages matching the text, across every top menu, with the roles' visibility applied. */
export function useMenuMatches(text: string) {
  const { t } = useTranslation();
  const routes = useMenuStore((s) => s.allRoutes);
  const userInfo = useSessionStore((s) => s.userInfo);
  const visible = useMemo(() => offeredMenus(visibleMenus(routes, userRoles(userInfo))), [routes, userInfo]);
  return useMemo(() => searchMenus(visible, text, (entry) => menuLabel(entry, t)), [visible, text, t]);
}

/** Opens a found page exactly as its side-menu entry does, then closes the search. */
export function useChooseMenu(): (entry: MenuEntry) => void {
  const openMenu = useOpenMenu();
  const hide = useSearchStore((s) => s.hide);
  const followed = useLayoutStore((s) => s.followed);
  return (entry) => {
    hide();
    openMenu(entry);
    followed();
  };
}
