import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { storageKey } from '@/shared/storage/web-storage';

interface LockState {
  locked: boolean;
  /** The password chosen when locking; the screen unlocks only with it (client side, per session). */
  password: string;
  lock: (password: string) => void;
  /** Returns whether the attempt matched and the screen is now unlocked. */
  unlock: (attempt: string) => boolean;
  clear: () => void;
}

export const useLockStore = create<LockState>()(
  persist(
    (set, get) => ({
      locked: false,
      password: '',
      lock: (password) => set({ locked: true, password }),
      unlock: (attempt) => {
        if (!get().locked || attempt !== get().password) return false;
        set({ locked: false });
        return true;
      },
      clear: () => set({ locked: false, password: '' }),
    }),
    { name: storageKey('lock'), storage: createJSONStorage(() => sessionStorage), partialize: ({ locked, password }) => ({ locked, password }) },
  ),
);
