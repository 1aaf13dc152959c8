import { useLockStore } from '@/features/lock/lock-store';
import { useMenuStore } from '@/features/menu/menu-store';
import { useTabStore } from '@/features/tabs/tab-store';
import { usePermissionStore } from './permission-store';
import { useSessionStore } from './session-store';

const listeners = new Set<() => void>();

/** Runs after every logout, e.g. to drop cached server data; returns an unsubscribe function. */
export function afterLogout(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Forgets the session in this browser: tokens, user, menus, permissions, tabs and lock. */
export function logoutLocal(): void {
  useSessionStore.getState().clearSession();
  useMenuStore.getState().reset();
  usePermissionStore.getState().clear();
  useTabStore.getState().reset();
  useLockStore.getState().clear();
  for (const listener of listeners) listener();
}
