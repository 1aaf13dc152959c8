import type { LogEntry, R, SignInProvider, SwitchOptions, TokenAnswer } from '@beree/contracts';
import { md5 } from 'js-md5';
import { PLAIN_PASSWORD_HEADERS } from './password-encoding';
import { tokenRequest } from './token-request';
import { API_BASE, request } from '@/shared/request';
import type { LoginForm } from './session-types';

const TOKEN_PATH = '/blade-auth/oauth/token';

/** A token answer that may carry an error description instead of tokens. */
export type TokenReply = Partial<TokenAnswer> & { error_description?: string; error_code?: number };

/** A dept and a role chosen in the switch form. */
export interface SwitchPair {
  deptId?: string;
  roleId: string;
}

export interface Captcha {
  key: string;
  image: string;
}

export interface TenantInfo {
  tenantId?: string;
  domain?: string;
  backgroundUrl?: string;
}

export const fetchCaptcha = () => request.get<Captcha>('/blade-auth/oauth/captcha');

/** Password grant, or captcha grant when a captcha key is given; the password travels md5-hashed. */
export function requestToken(form: LoginForm): Promise<TokenReply> {
  const { params, headers } = tokenRequest(form);
  if (form.deptId) headers['Dept-Id'] = form.deptId;
  if (form.roleId) headers['Role-Id'] = form.roleId;
  return request.post<TokenReply>(TOKEN_PATH, null, { params, headers });
}

export function requestRefresh(refreshToken: string, tenantId: string, deptId?: string, roleId?: string): Promise<TokenReply> {
  const headers: Record<string, string> = { 'Tenant-Id': tenantId };
  if (deptId) headers['Dept-Id'] = deptId;
  if (roleId) headers['Role-Id'] = roleId;
  const params = { tenantId, refresh_token: refreshToken, grant_type: 'refresh_token', scope: 'all' };
  return request.post<TokenReply>(TOKEN_PATH, null, { params, headers });
}

/**
 * Ends the session on the server; a failure there must not keep the user signed in here. UI error
 * entries recorded in this browser travel with it (POST) when there are any.
 */
export const requestLogout = (entries: LogEntry[] = []) =>
  entries.length ? request.post<R>('/blade-auth/oauth/logout', entries, { silent: true }) : request.get<R>('/blade-auth/oauth/logout', { silent: true });

/** Ends a session whose token is not stored (one opened at sign-in and then declined). */
export const requestLogoutWith = (token: string) =>
  request.get<R>('/blade-auth/oauth/logout', { silent: true, headers: { 'Blade-Auth': `bearer ${token}` } });

export async function fetchTenantInfo(domain: string): Promise<TenantInfo> {
  const answer = await request.get<R<TenantInfo | null>>('/blade-system/tenant/info', { params: { domain }, silent: true });
  return answer.data ?? {};
}

export interface GuestForm {
  tenantId: string;
  name: string;
  account: string;
  password: string;
  /** The third-party identity to bind at once, when the registration comes from the bind dialog. */
  oauthId?: string;
}

/** Guest registration; the server answers in the envelope and the caller shows its msg on failure. */
export const registerGuest = (form: GuestForm) =>
  request.post<R>('/blade-system/user/register-guest', null, {
    // In clear, so that the server checks the policy (PLAIN_PASSWORD_HEADERS).
    params: form,
    headers: PLAIN_PASSWORD_HEADERS,
    silent: true,
  });

export interface BindForm {
  tenantId: string;
  account: string;
  password: string;
  oauthId: string;
}

/** Binds a third-party identity to an existing account; the caller shows the server's msg on failure. */
export const bindGuest = (form: BindForm) =>
  request.post<R>('/blade-system/user/bind-guest', null, {
    params: { ...form, password: md5(form.password) },
    silent: true,
  });

/** The third-party sign-ins the server offers (none unless configured). */
export async function fetchProviders(): Promise<SignInProvider[]> {
  const answer = await request.get<R<SignInProvider[]>>('/blade-auth/oauth/providers', { silent: true });
  return answer.data ?? [];
}

/** Where the browser goes to start a third-party sign-in; the provider sends it back to `returnTo`. */
export const renderUrl = (source: string, returnTo: string) =>
  `${API_BASE}/blade-auth/oauth/render?${new URLSearchParams({ source, redirect_uri: returnTo })}`;

/**
 * Completes a third-party sign-in (the SSO variant: authorization_code with the code, the state and
 * the address the provider returned to). Silent: an unbound identity is not an error to toast.
 */
export function requestFederatedToken(answer: { code: string; state: string; iss?: string; redirectUri: string }): Promise<TokenReply & { oauth_id?: string }> {
  const params: Record<string, string> = { grant_type: 'authorization_code', scope: 'all', code: answer.code, state: answer.state, redirect_uri: answer.redirectUri };
  if (answer.iss) params.iss = answer.iss;
  return request.post<TokenReply>(TOKEN_PATH, null, { params, silent: true });
}

/** Switch mode and the user's own depts and roles; `token` for a session not stored yet (at sign-in). */
export async function fetchSwitchOptions(token?: string): Promise<SwitchOptions> {
  const headers = token ? { 'Blade-Auth': `bearer ${token}` } : undefined;
  const answer = await request.get<R<SwitchOptions>>('/blade-auth/oauth/switch-options', { headers });
  return answer.data;
}
