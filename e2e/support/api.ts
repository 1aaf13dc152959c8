import { createHash } from 'node:crypto';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { Who } from './session';

/** The web client's Basic header (client beree). */
export const BASIC = `Basic ${Buffer.from('beree:beree_secret').toString('base64')}`;
export const md5 = (text: string) => createHash('md5').update(text).digest('hex');

/** Signs in through the token endpoint and answers the access token. */
export async function apiToken(request: APIRequestContext, who: Who): Promise<string> {
  const res = await request.post('/api/blade-auth/oauth/token', {
    headers: { authorization: BASIC, 'tenant-id': who.tenantId },
    params: { tenantId: who.tenantId, username: who.account, password: md5(who.password), grant_type: 'password', scope: 'all', type: 'account' },
  });
  const body = await res.json();
  if (!body.access_token) throw new Error(`sign-in refused: ${JSON.stringify(body)}`);
  return body.access_token as string;
}

/** Calls `/api{path}` with a token and answers `data`, failing on any code but 200. */
export async function apiCall<T = any>(request: APIRequestContext, token: string, method: 'GET' | 'POST', path: string, options: { data?: unknown; params?: Record<string, string> } = {}): Promise<T> {
  const res = await request.fetch(`/api${path}`, { method, headers: { authorization: BASIC, 'blade-auth': `bearer ${token}` }, ...options });
  const body = await res.json();
  expect(body.code, `${method} ${path}: ${JSON.stringify(body)}`).toBe(200);
  return body.data as T;
}

/** The access token the web app keeps in its cookie. */
export async function accessToken(page: Page): Promise<string> {
  const cookie = (await page.context().cookies()).find((c) => c.name.endsWith('access-token'));
  if (!cookie) throw new Error('no access token cookie');
  return decodeURIComponent(cookie.value);
}

/** Calls `/api{path}` as the user signed in on the page, as the web app would. */
export async function pageApi<T = any>(page: Page, method: 'GET' | 'POST', path: string, options: { data?: unknown; params?: Record<string, string> } = {}): Promise<T> {
  return apiCall<T>(page.request, await accessToken(page), method, path, options);
}

/**
 * The user changes the password someone else set (a new tenant's administrator, a user an
 * administrator added), as they must before anything else; answers the account with its new one.
 */
export async function ownPassword(request: APIRequestContext, who: Who, next: string): Promise<Who> {
  const token = await apiToken(request, who);
  await apiCall(request, token, 'POST', '/blade-system/user/update-password', { data: { oldPassword: md5(who.password), newPassword: md5(next), newPassword1: md5(next) } });
  return { ...who, password: next };
}
