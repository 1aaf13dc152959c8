import { TOKEN_CHECK_INTERVAL_MS, TOKEN_TIME_SECONDS, type TokenAnswer } from '@beree/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { tokensOf, useRealApi } from '@/test/real-api';
import { ACCOUNTS, endSession } from '@/test/server-api';
import { checkToken, needsRefresh, refreshSession, startTokenTimer } from './refresh';
import { useSessionStore } from './session-store';
import { getAccessToken, getRefreshToken } from './token-cookies';

const ctx = useRealApi();
const AGE_LIMIT_MS = TOKEN_TIME_SECONDS * 1000;
const TOKEN = '/blade-auth/oauth/token';
let old: TokenAnswer;

afterEach(() => {
  vi.useRealTimers();
  useSessionStore.getState().clearSession();
});

describe('token age', () => {
  it('asks for a refresh once the age reaches the configured token time', () => {
    expect(needsRefresh(0, AGE_LIMIT_MS - 1)).toBe(false);
    expect(needsRefresh(0, AGE_LIMIT_MS)).toBe(true);
    expect(needsRefresh(undefined, AGE_LIMIT_MS * 2)).toBe(false);
  });
});

describe('refresh', () => {
  // A refresh token is single-use, so every test signs in afresh; the session looks stored at 1 s.
  beforeEach(async () => {
    old = await tokensOf(ACCOUNTS.platformAdmin, { fresh: true });
    useSessionStore.getState().setSession(old, 1_000);
  });

  it('leaves a young token alone', async () => {
    expect(checkToken(1_000 + AGE_LIMIT_MS - 1)).toBeUndefined();
    expect(ctx.seen).toHaveLength(0);
  });

  it('exchanges the refresh token with grant_type=refresh_token and stores the new tokens', async () => {
    await checkToken(1_000 + AGE_LIMIT_MS);
    const [seen] = ctx.calls('POST', TOKEN);
    expect(seen.query).toEqual({ tenantId: '000000', refresh_token: old.refresh_token, grant_type: 'refresh_token', scope: 'all' });
    expect(seen.headers).toMatchObject({ 'tenant-id': '000000', 'dept-id': old.dept_id, 'role-id': old.role_id, 'blade-auth': `bearer ${old.access_token}` });
    const renewed = seen.answer as TokenAnswer;
    expect(renewed.refresh_token).not.toBe(old.refresh_token);
    expect(getAccessToken()).toBe(renewed.access_token);
    expect(useSessionStore.getState().tokenTime).toBeGreaterThan(1_000);
  });

  it('never overlaps refreshes: ticks during one are skipped, direct calls share it', async () => {
    const first = checkToken(1_000 + AGE_LIMIT_MS);
    expect(checkToken(1_000 + AGE_LIMIT_MS)).toBeUndefined();
    const shared = refreshSession();
    await Promise.all([first, shared]);
    // A second use of the same refresh token would have ended the session instead.
    expect(ctx.calls('POST', TOKEN).map((c) => c.status)).toEqual([200]);
  });

  it('logs out and goes to /login when the refresh answers 401', async () => {
    await endSession(old.access_token);
    await checkToken(1_000 + AGE_LIMIT_MS);
    expect(ctx.calls('POST', TOKEN).map((c) => c.status)).toEqual([401]);
    expect(getAccessToken()).toBeUndefined();
    expect(ctx.navigate).toHaveBeenCalledWith('/login');
    expect(ctx.notify).toHaveBeenCalledWith('令牌已失效,请重新登录');
  });

  it('checks every TOKEN_CHECK_INTERVAL_MS until stopped', async () => {
    expect(TOKEN_CHECK_INTERVAL_MS).toBe(10_000);
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    vi.setSystemTime(1_000 + AGE_LIMIT_MS - TOKEN_CHECK_INTERVAL_MS + 1);
    const stop = startTokenTimer();
    vi.advanceTimersByTime(TOKEN_CHECK_INTERVAL_MS - 1);
    expect(ctx.seen).toHaveLength(0);
    vi.advanceTimersByTime(TOKEN_CHECK_INTERVAL_MS);
    // Access tokens issued within the same second can be identical; the refresh token always changes.
    // vi.waitFor does not read the suite's wait limit (src/test/setup.ts): it is given the same.
    await vi.waitFor(() => expect(getRefreshToken()).not.toBe(old.refresh_token), { timeout: 55_000 });
    stop();
    vi.advanceTimersByTime(AGE_LIMIT_MS * 2);
    expect(ctx.calls('POST', TOKEN)).toHaveLength(1);
  });
});
