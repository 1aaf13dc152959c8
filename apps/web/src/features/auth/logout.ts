import { useErrorLogStore } from '@/features/error-log/error-log-store';
import { requestLogout } from './auth-api';
import { logoutLocal } from './local-logout';

export { afterLogout, logoutLocal } from './local-logout';

/** Ends the session on the server too; local state goes whatever the server answers. */
export async function logout(): Promise<void> {
  try {
    const { entries, clear } = useErrorLogStore.getState();
    await requestLogout(entries);
    // The server has stored them in the tenant's error log.
    clear(entries);
  } catch {
    // The server may already consider the session over; signing out here is what matters.
  } finally {
    logoutLocal();
  }
}
