import { useMenuStore } from '@/features/menu/menu-store';
import { usePermissionStore } from './permission-store';

/** Reloads the button codes and the menu tree of the session (its grants changed). */
export function reloadGrants(): void {
  usePermissionStore.getState().load().catch(() => undefined);
  const menus = useMenuStore.getState();
  if (menus.status !== 'idle') void menus.load(menus.topMenuId);
}

/**
 * Every signed-in answer carries the session's permission version: when it differs from the one
 * the menus and buttons were loaded under, an administrator changed this user's grants.
 */
export function notePermissionVersion(version: string): void {
  const known = usePermissionStore.getState().version;
  if (version === known) return;
  usePermissionStore.setState({ version });
  // The first answer of a session only tells which version the fresh loads belong to.
  if (known !== undefined) reloadGrants();
}
