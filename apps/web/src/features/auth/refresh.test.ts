import { TOKEN_CHECK_INTERVAL_MS, TOKEN_TIME_SECONDS } from '@beree/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { tokenAnswer } from '@/test/fixtures';
import { useRequestServer } from '@/test/request-server';
import { checkToken, needsRefresh, refreshSession, startTokenTimer } from './refresh';
import { useSessionStore } from './session-store';
import { getAccessToken } from './token-cookies';

const ctx = useRequestServer();
const AGE_LIMIT_MS = TOKEN_TIME_SECONDS * 1000;

beforeEach(() => {
  useSessionStore.getState().setSession(tokenAnswer('old'), 1_000);
});
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
  it('leaves a young token alone', async () => {
    expect(checkToken(1_000 + AGE_LIMIT_MS - 1)).toBeUndefined();
    expect(ctx.server.seen).toHaveLength(0);
  });

  it('exchanges the refresh token with grant_type=refresh_token and stores the new tokens', async () => {
    ctx.server.script('/blade-auth/oauth/token', { body: tokenAnswer('new') });
    await checkToken(1_000 + AGE_LIMIT_MS);
    const [seen] = ctx.server.seen;
    const query = Object.fromEntries(new URL(seen.url, 'http://x').searchParams);
    expect(query).toEqual({ tenantId: '000000', refresh_token: 'refresh-old', grant_type: 'refresh_token', scope: 'all' });
    expect(seen.headers).toMatchObject({ 'tenant-id': '000000', 'dept-id': '10', 'role-id': '20', 'blade-auth': 'bearer access-old' });
    expect(getAccessToken()).toBe('access-new');
    expect(useSessionStore.getState().tokenTime).toBeGreaterThan(1_000);
  });

  it('never overlaps refreshes: ticks during one are skipped, direct calls share it', async () => {
    ctx.server.script('/blade-auth/oauth/token', { delayMs: 60, body: tokenAnswer('new') });
    const first = checkToken(1_000 + AGE_LIMIT_MS);
    expect(checkToken(1_000 + AGE_LIMIT_MS)).toBeUndefined();
    const shared = refreshSession();
    await Promise.all([first, shared]);
    expect(ctx.server.seen).toHaveLength(1);
  });

  it('logs out and goes to /login when the refresh answers 401', async () => {
    ctx.server.script('/blade-auth/oauth/token', { status: 401, body: { error_code: 401, error_description: '令牌已失效' } });
    await checkToken(1_000 + AGE_LIMIT_MS);
    expect(getAccessToken()).toBeUndefined();
    expect(ctx.navigate).toHaveBeenCalledWith('/login');
    expect(ctx.notify).toHaveBeenCalledWith('令牌已失效');
  });

  it('checks every TOKEN_CHECK_INTERVAL_MS until stopped', async () => {
    expect(TOKEN_CHECK_INTERVAL_MS).toBe(10_000);
    ctx.server.script('/blade-auth/oauth/token', { body: tokenAnswer('new') });
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    vi.setSystemTime(1_000 + AGE_LIMIT_MS - TOKEN_CHECK_INTERVAL_MS + 1);
    const stop = startTokenTimer();
    vi.advanceTimersByTime(TOKEN_CHECK_INTERVAL_MS - 1);
    expect(ctx.server.seen).toHaveLength(0);
    vi.advanceTimersByTime(TOKEN_CHECK_INTERVAL_MS);
    await vi.waitFor(() => expect(getAccessToken()).toBe('access-new'));
    stop();
    vi.advanceTimersByTime(AGE_LIMIT_MS * 2);
    expect(ctx.server.seen).toHaveLength(1);
  });
});
