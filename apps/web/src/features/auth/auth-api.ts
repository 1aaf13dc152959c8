import type { R, TokenAnswer } from '@beree/contracts';
import { md5 } from 'js-md5';
import { request } from '@/shared/request';
import type { LoginForm } from './session-types';

const TOKEN_PATH = '/blade-auth/oauth/token';

/** A token answer that may carry an error description instead of tokens. */
export type TokenReply = Partial<TokenAnswer> & { error_description?: string; error_code?: number };

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
  const captcha = !!form.captchaKey;
  const headers: Record<string, string> = { 'Tenant-Id': form.tenantId };
  if (captcha) Object.assign(headers, { 'Captcha-Key': form.captchaKey, 'Captcha-Code': form.captchaCode ?? '' });
  if (form.deptId) headers['Dept-Id'] = form.deptId;
  if (form.roleId) headers['Role-Id'] = form.roleId;
  const params = {
    tenantId: form.tenantId,
    username: form.username,
    password: md5(form.password),
    grant_type: captcha ? 'captcha' : 'password',
    scope: 'all',
    type: 'account',
  };
  return request.post<TokenReply>(TOKEN_PATH, null, { params, headers });
}

export function requestRefresh(refreshToken: string, tenantId: string, deptId?: string, roleId?: string): Promise<TokenReply> {
  const headers: Record<string, string> = { 'Tenant-Id': tenantId };
  if (deptId) headers['Dept-Id'] = deptId;
  if (roleId) headers['Role-Id'] = roleId;
  const params = { tenantId, refresh_token: refreshToken, grant_type: 'refresh_token', scope: 'all' };
  return request.post<TokenReply>(TOKEN_PATH, null, { params, headers });
}

/** Ends the session on the server; a failure there must not keep the user signed in here. */
export const requestLogout = () => request.get<R>('/blade-auth/oauth/logout', { silent: true });

export async function fetchTenantInfo(domain: string): Promise<TenantInfo> {
  const answer = await request.get<R<TenantInfo | null>>('/blade-system/tenant/info', { params: { domain }, silent: true });
  return answer.data ?? {};
}

export interface GuestForm {
  tenantId: string;
  name: string;
  account: string;
  password: string;
}

/** Guest registration; the server answers in the envelope and the caller shows its msg on failure. */
export const registerGuest = (form: GuestForm) =>
  request.post<R>('/blade-system/user/register-guest', null, {
    params: { ...form, password: md5(form.password) },
    silent: true,
  });
