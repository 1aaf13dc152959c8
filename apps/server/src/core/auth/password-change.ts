/**
 * What a session may still call while its user must change a password someone else set (an
 * initial or reset one): the change itself, who is signed in, choosing a dept and role at sign-in
 * (switch mode), and signing out. The web app shows only its change-password page then, which
 * needs nothing more (no menus or buttons); refreshing tokens is public.
 */
const ALLOWED = new Set([
  'POST /api/blade-system/user/update-password',
  'GET /api/blade-auth/oauth/switch-options',
  'GET /api/blade-auth/oauth/user-info',
  'GET /api/blade-auth/oauth/logout',
  'POST /api/blade-auth/oauth/logout',
]);

/** Whether a call (method and route template) is allowed before the password is changed. */
export const allowedBeforePasswordChange = (method: string, url: string): boolean => ALLOWED.has(`${method} ${url}`);
