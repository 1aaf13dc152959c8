import { FIRST_PAGE, LOCK_PAGE } from '@beree/contracts';

export interface GuardInput {
  path: string;
  noAuth: boolean;
  hasToken: boolean;
  locked: boolean;
}

/**
 * The navigation rules of spec §2, as the path to redirect to (or undefined to stay): signed-out
 * users go to /login unless the route is public; a locked session sees only /lock; a signed-in
 * user visiting /login goes home. Pages that sign in, lock or unlock rely on these redirects
 * instead of navigating themselves, so one change never starts two competing navigations.
 */
export function redirectFor({ path, noAuth, hasToken, locked }: GuardInput): string | undefined {
  if (!hasToken) return noAuth ? undefined : '/login';
  if (locked) return path === LOCK_PAGE ? undefined : LOCK_PAGE;
  if (path === '/login' || path === LOCK_PAGE) return FIRST_PAGE.value;
  return undefined;
}
