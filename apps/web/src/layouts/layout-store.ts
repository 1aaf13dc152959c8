import { create } from 'zustand';
import { isSmallScreen, screenLevel } from './screen';

interface LayoutState {
  collapsed: boolean;
  screen: number;
  toggle: () => void;
  setCollapsed: (collapsed: boolean) => void;
  setScreen: (screen: number) => void;
  /** A menu entry was followed (side menu or search): small screens fold the menu away. */
  followed: () => void;
}

const width = typeof window === 'undefined' ? 1920 : window.innerWidth;

export const useLayoutStore = create<LayoutState>()((set, get) => ({
  collapsed: screenLevel(width) === 0,
  screen: screenLevel(width),
  toggle: () => set((s) => ({ collapsed: !s.collapsed })),
  setCollapsed: (collapsed) => set({ collapsed }),
  setScreen: (screen) => set({ screen }),
  followed: () => {
    if (isSmallScreen(get().screen)) set({ collapsed: true });
  },
}));
