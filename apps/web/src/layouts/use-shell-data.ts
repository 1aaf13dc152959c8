import { useEffect } from 'react';
import { usePermissionStore } from '@/features/auth/permission-store';
import { useMenuStore } from '@/features/menu/menu-store';

/** Loads the menu tree on entering the shell, and the button codes if this session lacks them. */
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
}
