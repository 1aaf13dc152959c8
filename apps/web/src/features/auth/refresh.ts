import { TOKEN_CHECK_INTERVAL_MS, TOKEN_TIME_SECONDS } from '@beree/contracts';
import { singleFlight } from '@/shared/request';
import { requestRefresh } from './auth-api';
import { acceptTokenReply } from './login';
import { useSessionStore } from './session-store';
import { getAccessToken, getRefreshToken } from './token-cookies';

/** Whether a token stored at `tokenTime` has reached the refresh age. */
export function needsRefresh(tokenTime: number | undefined, now: number, limitSeconds = TOKEN_TIME_SECONDS): boolean {
  return tokenTime !== undefined && (now - tokenTime) / 1000 >= limitSeconds;
}

/** Exchanges the refresh token for new tokens; concurrent callers share one request. */
export const refreshSession = singleFlight(async () => {
  const { userInfo, tenantId } = useSessionStore.getState();
  const refreshToken = getRefreshToken();
  if (!refreshToken) throw new Error('No refresh token');
  const reply = await requestRefresh(refreshToken, tenantId ?? userInfo?.tenant_id ?? '', userInfo?.dept_id, userInfo?.role_id);
  useSessionStore.getState().setSession(acceptTokenReply(reply));
});

/** One tick of the timer: refresh when signed in, old enough, and no refresh is under way. */
export function checkToken(now = Date.now()): Promise<void> | undefined {
  if (!getAccessToken() || refreshSession.running) return undefined;
  if (!needsRefresh(useSessionStore.getState().tokenTime, now)) return undefined;
  // A failed refresh has already been reported (and a 401 has logged out); the next tick retries.
  return refreshSession().catch(() => undefined);
}

/** Checks the token age every TOKEN_CHECK_INTERVAL_MS; returns the function that stops it. */
export function startTokenTimer(interval = TOKEN_CHECK_INTERVAL_MS): () => void {
  const id = setInterval(() => void checkToken(), interval);
  return () => clearInterval(id);
}
