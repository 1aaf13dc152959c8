import { expect, type Page } from '@playwright/test';

export interface Who {
  tenantId: string;
  account: string;
  password: string;
}

export const PLATFORM_ADMIN: Who = { tenantId: '000000', account: 'admin', password: 'admin' };
export const HOSPITAL_ADMIN: Who = { tenantId: '100001', account: 'admin', password: 'admin' };
export const HOSPITAL_CLERK: Who = { tenantId: '100001', account: 'liting', password: '123456' };

/** Remembers the key of the captcha the login page shows last. */
function trackCaptcha(page: Page): () => string | undefined {
  let key: string | undefined;
  page.on('response', async (response) => {
    if (!response.url().includes('/api/blade-auth/oauth/captcha') || !response.ok()) return;
    // A page that navigated away no longer has the body; the next page fetches a fresh captcha.
    const body = (await response.json().catch(() => null)) as { key: string } | null;
    if (body) key = body.key;
  });
  return () => key;
}

/** Reads a real captcha's answer through the hook that exists only in test builds. */
export async function captchaAnswer(page: Page, key: string): Promise<string> {
  const res = await page.request.get(`/api/test-hooks/captcha?key=${key}`);
  const answer = (await res.json()).data.answer as string | null;
  if (!answer) throw new Error(`no captcha answer for ${key}`);
  return answer;
}

/** Fills the login form, solving the captcha, and submits it. */
export async function submitLogin(page: Page, who: Who): Promise<void> {
  const currentKey = trackCaptcha(page);
  await page.goto('/login');
  await expect.poll(currentKey).toBeTruthy();
  await page.getByLabel('租户编号').fill(who.tenantId);
  await page.getByLabel('账号').fill(who.account);
  await page.getByLabel('密码').fill(who.password);
  await page.getByPlaceholder('验证码').fill(await captchaAnswer(page, currentKey()!));
  await page.getByRole('button', { name: /登\s*录/ }).click();
}

export async function login(page: Page, who: Who = PLATFORM_ADMIN): Promise<void> {
  // The first-visit tour would cover the shell; specs not about it sign in as having seen it.
  await page.addInitScript((key) => localStorage.setItem(key, 'true'), `beree-tour:${who.tenantId}:${who.account}`);
  await submitLogin(page, who);
  await page.waitForURL('**/wel/index');
  await expect(page.getByText('您好')).toBeVisible();
}

/** Opens a page from the side menu. */
export async function openMenu(page: Page, folder: string, item: string): Promise<void> {
  const entry = page.getByRole('menuitem', { name: item });
  if (!(await entry.isVisible())) await page.getByRole('menuitem', { name: folder }).click();
  await entry.click();
}

/** The access token the web app keeps in its cookie. */
export async function accessToken(page: Page): Promise<string> {
  const cookie = (await page.context().cookies()).find((c) => c.name.endsWith('access-token'));
  if (!cookie) throw new Error('no access token cookie');
  return cookie.value;
}

export const unique = (prefix: string) => `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
