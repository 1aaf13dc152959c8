import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { logoutLocal } from '@/features/auth/local-logout';
import { useSessionStore } from '@/features/auth/session-store';
import { getAccessToken } from '@/features/auth/token-cookies';
import { useLockStore } from '@/features/lock/lock-store';
import { useRouteHandle } from '@/shared/routing/route-handle';
import { redirectFor } from './guard';
import { usePageTitle } from './use-page-title';

/** Applies the navigation rules to every route and keeps the browser title in step. */
export function RootRoute() {
  const { pathname } = useLocation();
  const handle = useRouteHandle();
  // Subscribing re-renders on sign-in and sign-out; the cookie stays the source of truth.
  const userInfo = useSessionStore((s) => s.userInfo);
  useSessionStore((s) => s.accessToken);
  const locked = useLockStore((s) => s.locked);
  const hasToken = !!getAccessToken();
  usePageTitle(handle);

  // A session whose token vanished (expired cookie, another tab) is signed out here as well.
  useEffect(() => {
    if (!hasToken && userInfo) logoutLocal();
  }, [hasToken, userInfo]);

  const mustChangePassword = !!userInfo?.password_change_required;
  const to = redirectFor({ path: pathname, noAuth: !!handle.noAuth, hasToken, locked, mustChangePassword });
  return to ? <Navigate to={to} replace /> : <Outlet />;
}
