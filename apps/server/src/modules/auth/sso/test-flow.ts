import { afterAll, beforeAll } from 'vitest';
import { useServer, type TestServer } from '../../../../test/harness';
import { startTestProvider, type TestProvider } from './test-provider';

/** Where the provider returns in server tests: the web app's login page on some host. */
export const RETURN_TO = 'http://web.test/login';
export const SOURCE = 'corp';

/** The accounts of the test identity provider. */
export const IDP_ACCOUNTS = [
  { sub: 'u-alice', preferred_username: 'alice', name: 'Alice Zhang', email: 'alice@idp.test' },
  { sub: 'u-bob', preferred_username: 'bob', name: 'Bob Li', email: 'bob@idp.test' },
  { sub: 'u-carol', preferred_username: 'carol', name: 'Carol Wu', email: 'carol@idp.test' },
  { sub: 'u-dave', preferred_username: 'dave', name: 'Dave Sun', email: 'dave@idp.test' },
];

/**
 * A test identity provider, then a server configured with it as source `corp` (the provider must
 * listen first: its address goes into SOCIAL_PROVIDERS).
 */
export function useServerWithProvider(): () => TestServer {
  const env: Record<string, string> = {};
  let provider: TestProvider | undefined;
  beforeAll(async () => {
    provider = await startTestProvider({ clientId: 'beree', clientSecret: 'beree-secret', redirectUris: [RETURN_TO], accounts: IDP_ACCOUNTS });
    env.SOCIAL_PROVIDERS = JSON.stringify({ [SOURCE]: { name: '企业统一认证', issuer: provider.issuer, clientId: 'beree', clientSecret: 'beree-secret' } });
  });
  afterAll(async () => {
    await provider?.close();
  });
  return useServer(env);
}

/**
 * Plays the browser at the provider: follows redirects with the provider's cookies, signs in on
 * its page as `account`, and returns the address the provider sends the browser back to.
 */
export async function signInAtProvider(authorizeUrl: string, account: string): Promise<URL> {
  const jar = new Map<string, string>();
  const origin = new URL(authorizeUrl).origin;
  let url = authorizeUrl;
  let form: string | undefined;
  for (let hop = 0; hop < 12; hop++) {
    const res = await fetch(url, {
      method: form ? 'POST' : 'GET',
      body: form,
      redirect: 'manual',
      headers: { cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; '), ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}) },
    });
    for (const cookie of res.headers.getSetCookie()) {
      const pair = cookie.split(';')[0];
      const at = pair.indexOf('=');
      const [name, value] = [pair.slice(0, at), pair.slice(at + 1)];
      if (!value || /expires=Thu, 01 Jan 1970/i.test(cookie)) jar.delete(name);
      else jar.set(name, value);
    }
    form = undefined;
    if (res.status >= 300 && res.status < 400) {
      const next = new URL(res.headers.get('location')!, url);
      if (next.origin !== origin) return next;
      url = next.href;
      continue;
    }
    const html = await res.text();
    if (res.status === 200 && html.includes('name="account"') && !html.includes('role="alert"')) {
      form = new URLSearchParams({ account }).toString();
      continue;
    }
    throw new Error(`the provider answered ${res.status} at ${url}: ${html.slice(0, 300)}`);
  }
  throw new Error('too many redirects at the provider');
}

/** Starts a sign-in at the server: the provider address it redirects to. */
export async function startSignIn(s: TestServer, query = `source=${SOURCE}&redirect_uri=${encodeURIComponent(RETURN_TO)}`): Promise<string> {
  const res = await s.app.inject({ method: 'GET', url: `/api/blade-auth/oauth/render?${query}` });
  if (res.statusCode !== 302) throw new Error(`render answered ${res.statusCode}: ${res.body}`);
  return String(res.headers.location);
}

/** The whole browser trip: render, the provider's sign-in as `account`, back with code and state. */
export async function authorizationAnswer(s: TestServer, account: string): Promise<{ code: string; state: string; iss: string | null }> {
  const back = await signInAtProvider(await startSignIn(s), account);
  return { code: back.searchParams.get('code') ?? '', state: back.searchParams.get('state') ?? '', iss: back.searchParams.get('iss') };
}

/** Calls the token endpoint with an SSO (authorization_code) or social grant. */
export function federatedToken(
  s: TestServer,
  grant: 'authorization_code' | 'social',
  answer: { code: string; state: string },
  extra: Record<string, string> = {},
  headers: Record<string, string> = {},
) {
  const base: Record<string, string> = grant === 'social' ? { source: SOURCE } : { redirect_uri: RETURN_TO };
  const q = new URLSearchParams({ grant_type: grant, scope: 'all', code: answer.code, state: answer.state, ...base, ...extra });
  return s.call('POST', `/api/blade-auth/oauth/token?${q}`, { headers });
}

/** A full SSO sign-in as the provider's `account`: the token endpoint's answer. */
export async function ssoSignIn(s: TestServer, account: string, grant: 'authorization_code' | 'social' = 'authorization_code', headers: Record<string, string> = {}) {
  return federatedToken(s, grant, await authorizationAnswer(s, account), {}, headers);
}
