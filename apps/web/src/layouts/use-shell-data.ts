import { REALTIME_PERMISSION } from '@beree/contracts';
import { useEffect } from 'react';
import { usePermissionStore } from '@/features/auth/permission-store';
import { reloadGrants } from '@/features/auth/permission-version';
import { useMenuStore } from '@/features/menu/menu-store';
import { onRealtime } from '@/features/realtime/realtime-events';

/**
 * Loads the menu tree on entering the shell, and the button codes if this session lacks them; loads
 * both again when the server says this user's grants changed.
 */
export function useShellData(): void {
  const menuStatus = useMenuStore((s) => s.status);
  const loadMenus = useMenuStore((s) => s.load);
  const permissionsLoaded = usePermissionStore((s) => s.loaded);
  const loadPermissions = usePermissionStore((s) => s.load);

  useEffect(() => {
    if (menuStatus === 'idle') void loadMenus();
  }, [menuStatus, loadMenus]);

  useEffect(() => {
    // A failure was reported by the request client; pages simply show no gated buttons.
    if (!permissionsLoaded) loadPermissions().catch(() => undefined);
  }, [permissionsLoaded, loadPermissions]);

  useEffect(() => onRealtime(REALTIME_PERMISSION, reloadGrants), []);
}
