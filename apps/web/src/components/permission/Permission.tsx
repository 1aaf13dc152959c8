import type { ReactNode } from 'react';
import { usePermission } from '@/features/auth/permission';

interface PermissionProps {
  code: string;
  children: ReactNode;
  /** Shown instead when the code is not granted. */
  fallback?: ReactNode;
}

/** Renders its children only for users holding the button code. */
export function Permission({ code, children, fallback = null }: PermissionProps) {
  const can = usePermission();
  return <>{can(code) ? children : fallback}</>;
}
