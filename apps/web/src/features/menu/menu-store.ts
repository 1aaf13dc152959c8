import { create } from 'zustand';
import { fetchRoutes, fetchTopMenus } from './menu-api';
import type { MenuEntry, TopMenu } from './menu-types';

type Status = 'idle' | 'loading' | 'ready' | 'error';

interface MenuState {
  /** The menu shown on the left, narrowed to the chosen top menu. */
  routes: MenuEntry[];
  /** Every menu entry of the user, whatever top menu is chosen: what pages and titles resolve against. */
  allRoutes: MenuEntry[];
  topMenus: TopMenu[];
  topMenuId?: string;
  status: Status;
  /** Loads the user's menu tree, narrowed to one top menu when given. */
  load: (topMenuId?: string) => Promise<void>;
  /** Loads the menus again, all of them and the chosen top menu's (their names follow the language). */
  reload: () => Promise<void>;
  reset: () => void;
}

const empty = { routes: [], allRoutes: [], topMenus: [], topMenuId: undefined, status: 'idle' as Status };

/**
 * Loads are numbered and only the newest one's answer is kept: an older one may answer last (the
 * first menus, in Chinese, still on their way when the user switches to English).
 */
let newest = 0;

export const useMenuStore = create<MenuState>()((set, get) => ({
  ...empty,
  load: async (topMenuId) => {
    const mine = ++newest;
    set({ status: 'loading', topMenuId });
    try {
      const [routes, topMenus] = await Promise.all([
        fetchRoutes(topMenuId),
        get().topMenus.length ? Promise.resolve(get().topMenus) : fetchTopMenus(),
      ]);
      if (mine === newest) set({ routes, topMenus, status: 'ready', ...(topMenuId ? {} : { allRoutes: routes }) });
    } catch {
      if (mine === newest) set({ status: 'error' });
    }
  },
  reload: async () => {
    const { status, topMenuId, load } = get();
    if (status === 'idle') return;
    if (topMenuId) {
      const before = newest;
      const allRoutes = await fetchRoutes().catch(() => undefined);
      if (allRoutes && before === newest) set({ allRoutes });
    }
    await load(topMenuId);
  },
  reset: () => set(empty),
}));
