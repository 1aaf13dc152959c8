import { create } from 'zustand';
import { screenLevel } from './screen';

interface LayoutState {
  collapsed: boolean;
  screen: number;
  toggle: () => void;
  setCollapsed: (collapsed: boolean) => void;
  setScreen: (screen: number) => void;
}

const width = typeof window === 'undefined' ? 1920 : window.innerWidth;

export const useLayoutStore = create<LayoutState>()((set) => ({
  collapsed: screenLevel(width) === 0,
  screen: screenLevel(width),
  toggle: () => set((s) => ({ collapsed: !s.collapsed })),
  setCollapsed: (collapsed) => set({ collapsed }),
  setScreen: (screen) => set({ screen }),
}));
