import { useCallback } from 'react';
import { usePermissionStore } from './permission-store';

/** Whether the signed-in user holds a button code, outside React. */
export const hasPermission = (code: string): boolean => usePermissionStore.getState().permissions[code] === true;

/** A checker that re-renders its component when the granted codes change. */
export function usePermission(): (code: string) => boolean {
  const permissions = usePermissionStore((s) => s.permissions);
  return useCallback((code: string) => permissions[code] === true, [permissions]);
}
