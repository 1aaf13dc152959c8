import type { MenuNode, R } from '@beree/contracts';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { request } from '@/shared/request';
import { storageKey } from '@/shared/storage/web-storage';

export type PermissionSet = Record<string, true>;

/** Every leaf of the buttons forest is a granted button code (wire-protocol §5c). */
export function flattenButtons(forest: MenuNode[] | undefined): PermissionSet {
  const set: PermissionSet = {};
  const walk = (nodes: MenuNode[]) => {
    for (const node of nodes) {
      if (node.children?.length) walk(node.children);
      else if (node.code) set[node.code] = true;
    }
  };
  walk(forest ?? []);
  return set;
}

interface PermissionState {
  permissions: PermissionSet;
  loaded: boolean;
  /** The server's permission version the menus and buttons were last known under. */
  version?: string;
  load: () => Promise<void>;
  clear: () => void;
}

export const usePermissionStore = create<PermissionState>()(
  persist(
    (set) => ({
      permissions: {},
      loaded: false,
      load: async () => {
        const answer = await request.get<R<MenuNode[]>>('/blade-system/menu/buttons');
        set({ permissions: flattenButtons(answer.data), loaded: true });
      },
      clear: () => set({ permissions: {}, loaded: false, version: undefined }),
    }),
    { name: storageKey('permission'), storage: createJSONStorage(() => sessionStorage), partialize: ({ permissions, loaded, version }) => ({ permissions, loaded, version }) },
  ),
);
