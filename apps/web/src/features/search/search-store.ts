import { create } from 'zustand';

interface SearchState {
  /** Whether the menu search has taken the place of the page. */
  open: boolean;
  show: () => void;
  hide: () => void;
  toggle: () => void;
}

export const useSearchStore = create<SearchState>()((set) => ({
  open: false,
  show: () => set({ open: true }),
  hide: () => set({ open: false }),
  toggle: () => set((s) => ({ open: !s.open })),
}));
