import type { TokenAnswer } from '@beree/contracts';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { wireRequest } from '@/app/wire-request';
import { usePermissionStore } from '@/features/auth/permission-store';
import { useSessionStore } from '@/features/auth/session-store';
import { configureRequest, request, resetRequestHooks } from '@/shared/request';
import { API_BASE_URL, freshServer, onServerRenewed, requestTokens, type Account } from './server-api';
import { callsTo, clearSeen, recordingAdapter, seen, wireSettled } from './wire-recorder';

/**
 * Points the app's one request client, wired as the app wires it, at the real API server of this
 * run, recording what crosses the wire. Spies stand in for the toast and the router.
 */
export function useRealApi() {
  const ctx = {
    seen,
    calls: callsTo,
    notify: vi.fn<(text: string) => void>(),
    navigate: vi.fn<(to: string) => void>(),
  };
  const original = { baseURL: request.defaults.baseURL, adapter: request.defaults.adapter };
  beforeAll(async () => {
    await freshServer();
    clearSeen();
    request.defaults.baseURL = API_BASE_URL;
    request.defaults.adapter = recordingAdapter();
    wireRequest(ctx.navigate);
    configureRequest({ notify: ctx.notify });
  });
  afterEach(() => {
    // A test may have pointed the client elsewhere (e.g. at a server that is down).
    request.defaults.baseURL = API_BASE_URL;
    clearSeen();
    ctx.notify.mockClear();
    ctx.navigate.mockClear();
  });
  afterAll(async () => {
    await wireSettled();
    clearSeen();
    Object.assign(request.defaults, original);
    resetRequestHooks();
  });
  return ctx;
}

// Hashing a password takes the server a noticeable moment: one sign-in per account and test file.
const sessions = new Map<Account, Promise<TokenAnswer>>();
onServerRenewed(() => sessions.clear());

/** Tokens of the account, from one real sign-in per test file, or a new one of its own when `fresh`. */
export async function tokensOf(account: Account, { fresh = false } = {}): Promise<TokenAnswer> {
  // Sessions kept from before this file's first call belong to data the server no longer has.
  await freshServer();
  if (fresh) return requestTokens(account);
  if (!sessions.has(account)) sessions.set(account, requestTokens(account));
  return sessions.get(account)!;
}

/**
 * Signed in as `account`: the tokens go into the session store as a real login puts them there,
 * and the user's button codes come from the server. `fresh` for a session no other test has used
 * (needed when the test ends it).
 */
export async function signInAs(account: Account, options: { fresh?: boolean } = {}): Promise<TokenAnswer> {
  const answer = await tokensOf(account, options);
  useSessionStore.getState().setSession(answer);
  // As at sign-in: a user who must change a password someone else set is refused them until then.
  if (!answer.password_change_required) await usePermissionStore.getState().load();
  return answer;
}
