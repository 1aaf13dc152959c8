import { FIRST_PAGE, LOCK_PAGE } from '@beree/contracts';

/** Where a user whose password someone else set must choose their own before anything else. */
export const PASSWORD_PAGE = '/password-change';

export interface GuardInput {
  path: string;
  noAuth: boolean;
  hasToken: boolean;
  locked: boolean;
  /** The sign-in said the password was set by someone else and must be changed first. */
  mustChangePassword?: boolean;
}

/**
 * The navigation rules of spec §2, as the path to redirect to (or undefined to stay): signed-out
 * users go to /login unless the route is public; a locked session sees only /lock; a signed-in
 * user visiting /login goes home; a user who must change a password someone else set sees only
 * the change-password page, and goes home from it once it is changed. Pages that sign in, lock or unlock rely on these redirects
 * instead of navigating themselves, so one change never starts two competing navigations.
 */
export function redirectFor({ path, noAuth, hasToken, locked, mustChangePassword }: GuardInput): string | undefined {
  if (!hasToken) return noAuth ? undefined : '/login';
  if (locked) return path === LOCK_PAGE ? undefined : LOCK_PAGE;
  if (mustChangePassword) return path === PASSWORD_PAGE ? undefined : PASSWORD_PAGE;
  if (path === '/login' || path === LOCK_PAGE || path === PASSWORD_PAGE) return FIRST_PAGE.value;
  return undefined;
}
