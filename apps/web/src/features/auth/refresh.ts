import { TOKEN_CHECK_INTERVAL_MS, TOKEN_TIME_SECONDS } from '@beree/contracts';
import { singleFlight } from '@/shared/request';
import { requestRefresh, type SwitchPair } from './auth-api';
import { acceptTokenReply } from './login';
import { useSessionStore } from './session-store';
import { getAccessToken, getRefreshToken } from './token-cookies';

/** Whether a token stored at `tokenTime` has reached the refresh age. */
export function needsRefresh(tokenTime: number | undefined, now: number, limitSeconds = TOKEN_TIME_SECONDS): boolean {
  return tokenTime !== undefined && (now - tokenTime) / 1000 >= limitSeconds;
}

let queue: Promise<unknown> = Promise.resolve();

/**
 * Uses the refresh token, one use after another: each needs the token the previous one returned
 * (a refresh token used twice ends the session). `pair` switches the session to that dept and role.
 */
function rotate(pair?: SwitchPair): Promise<void> {
  const next = queue.then(async () => {
    const { userInfo, tenantId } = useSessionStore.getState();
    const refreshToken = getRefreshToken();
    if (!refreshToken) throw new Error('No refresh token');
    const deptId = pair ? pair.deptId : userInfo?.dept_id;
    const roleId = pair ? pair.roleId : userInfo?.role_id;
    const reply = await requestRefresh(refreshToken, tenantId ?? userInfo?.tenant_id ?? '', deptId, roleId);
    useSessionStore.getState().setSession(acceptTokenReply(reply));
  });
  queue = next.catch(() => undefined);
  return next;
}

/** Exchanges the refresh token for new tokens; concurrent callers share one request. */
export const refreshSession = singleFlight(() => rotate());

/** Re-issues the tokens for another of the user's depts and roles (switch mode). */
export const switchSession = (pair: SwitchPair) => rotate(pair);

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
