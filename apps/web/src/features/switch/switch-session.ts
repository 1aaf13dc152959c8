import { queryClient } from '@/shared/query-client';
import type { SwitchPair } from '@/features/auth/auth-api';
import { usePermissionStore } from '@/features/auth/permission-store';
import { switchSession } from '@/features/auth/refresh';
import { useMenuStore } from '@/features/menu/menu-store';
import { useTabStore } from '@/features/tabs/tab-store';

/**
 * Switches the session to another of the user's depts and roles: new tokens for the pair, then
 * what depends on the role is loaded again (menus, buttons, cached data) and the tabs start over,
 * since pages of the previous role may no longer be granted.
 */
export async function switchDeptRole(pair: SwitchPair): Promise<void> {
  await switchSession(pair);
  useTabStore.getState().reset();
  // The shell loads the menus again once they are idle.
  useMenuStore.getState().reset();
  await usePermissionStore.getState().load().catch(() => undefined);
  queryClient.clear();
}
