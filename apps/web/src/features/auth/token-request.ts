import { md5 } from 'js-md5';

/**
 * The token call's parameters and headers: the password grant, or the captcha grant when a captcha
 * key is given; the password travels md5-hashed. Shared by the light sign-in page and the app (no
 * request client here, so the sign-in page stays small).
 */
export function tokenRequest(form: { tenantId: string; username: string; password: string; captchaKey?: string; captchaCode?: string }) {
  const headers: Record<string, string> = { 'Tenant-Id': form.tenantId };
  if (form.captchaKey) Object.assign(headers, { 'Captcha-Key': form.captchaKey, 'Captcha-Code': form.captchaCode ?? '' });
  const params = {
    tenantId: form.tenantId,
    username: form.username,
    password: md5(form.password),
    grant_type: form.captchaKey ? 'captcha' : 'password',
    scope: 'all',
    type: 'account',
  };
  return { params, headers };
}
