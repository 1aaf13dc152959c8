import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { storageKey } from '@/shared/storage/web-storage';
import { TAB_CONFIG } from './tab-config';
import { closeAll, closeOthers, closeTab, initialTabs, openTab } from './tab-rules';
import type { TabEntry, TabState } from './tab-types';

interface TabActions {
  open: (entry: TabEntry) => void;
  /** Each closing action returns the tab that is active afterwards, for the caller to navigate to. */
  close: (value: string) => TabEntry;
  closeOthers: (value?: string) => TabEntry;
  closeAll: () => TabEntry;
  reset: () => void;
}

const activeTab = (state: TabState) => state.tabs.find((t) => t.value === state.active) ?? state.tabs[0];

export const useTabStore = create<TabState & TabActions>()(
  persist(
    (set, get) => {
      const apply = (next: TabState) => {
        set(next);
        return activeTab(next);
      };
      return {
        ...initialTabs(TAB_CONFIG),
        open: (entry) => set((s) => openTab(s, entry, TAB_CONFIG)),
        close: (value) => apply(closeTab(get(), value)),
        closeOthers: (value) => apply(closeOthers(get(), value)),
        closeAll: () => apply(closeAll(get(), TAB_CONFIG)),
        reset: () => set(initialTabs(TAB_CONFIG)),
      };
    },
    {
      name: storageKey('tabs'),
      storage: createJSONStorage(() => sessionStorage),
      partialize: ({ tabs, active }) => ({ tabs, active }),
    },
  ),
);
