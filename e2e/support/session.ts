import { expect, type BrowserContext, type Page } from '@playwright/test';
import { BASIC } from './api';

export interface Who {
  tenantId: string;
  account: string;
  password: string;
}

export const PLATFORM_ADMIN: Who = { tenantId: '000000', account: 'admin', password: 'admin' };
export const HOSPITAL_ADMIN: Who = { tenantId: '100001', account: 'admin', password: 'admin' };
export const HOSPITAL_CLERK: Who = { tenantId: '100001', account: 'liting', password: '123456' };
/** The hospital's approvers of the leave process, one per step (部门经理, 总经理, 人事). */
export const HOSPITAL_MANAGER: Who = { tenantId: '100001', account: 'manager', password: 'Leave@2026' };
export const HOSPITAL_GM: Who = { tenantId: '100001', account: 'gm', password: 'Leave@2026' };
export const HOSPITAL_HR: Who = { tenantId: '100001', account: 'hr', password: 'Leave@2026' };

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

/** What a sign-in leaves in the browser: the token cookies and the app's local storage. */
interface SignedIn {
  cookies: Awaited<ReturnType<BrowserContext['cookies']>>;
  localStorage: [string, string][];
}

/** Sign-ins made in this worker, by server and account (each worker has its own server). */
const signedIn = new Map<string, SignedIn>();

/** Whether the server still accepts the saved session (a test may have ended it). */
async function stillValid(page: Page, state: SignedIn): Promise<boolean> {
  const cookie = state.cookies.find((c) => c.name.endsWith('access-token'));
  if (!cookie) return false;
  const res = await page.request.get('/api/blade-auth/oauth/user-info', { headers: { authorization: BASIC, 'blade-auth': `bearer ${decodeURIComponent(cookie.value)}` } });
  return res.ok() && (await res.json()).code === 200;
}

/**
 * Signs `who` in and lands on the welcome page, or on `at`. The first time per worker it fills the
 * login form (captcha included); later it puts that session back into the new browser context, as
 * Playwright's storage state does, unless the session has ended since or the test asks for a
 * `fresh` one (a test that signs out, locks or otherwise ends its session must, so others keep
 * theirs). A session put back opens `at` directly: the app starts once, not on the welcome page first.
 */
export async function login(page: Page, who: Who = PLATFORM_ADMIN, { fresh = false, at }: { fresh?: boolean; at?: string } = {}): Promise<void> {
  // The first-visit tour would cover the shell; specs not about it sign in as having seen it.
  await page.addInitScript((key) => localStorage.setItem(key, 'true'), `beree-tour:${who.tenantId}:${who.account}`);
  // A page of the origin that is not the app, to set storage on before the app reads it.
  await page.goto('/api/health');
  const key = `${new URL(page.url()).origin} ${who.tenantId}/${who.account}`;
  const saved = fresh ? undefined : signedIn.get(key);
  const restored = saved !== undefined && (await stillValid(page, saved));
  if (restored) {
    await page.context().addCookies(saved.cookies);
    await page.evaluate((items) => items.forEach(([name, value]) => localStorage.setItem(name, value)), saved!.localStorage);
    await page.goto(at ?? '/wel/index');
  } else {
    await submitLogin(page, who);
    await page.waitForURL('**/wel/index');
  }
  // Signed in: the welcome page greets the user; any other page shows the user menu in the header.
  await expect(restored && at ? page.getByTestId('user-menu') : page.getByText('您好')).toBeVisible();
  // A new sign-in replaces one that has ended, so the tests after it restore again.
  if (!fresh && !restored) signedIn.set(key, { cookies: await page.context().cookies(), localStorage: await page.evaluate(() => Object.entries(localStorage)) });
  if (at && !restored) await page.goto(at);
}

/** Opens a page from the side menu. */
export async function openMenu(page: Page, folder: string, item: string): Promise<void> {
  const entry = page.getByRole('menuitem', { name: item });
  if (!(await entry.isVisible())) {
    // An open folder whose entries are being drawn again (after a language switch) must not be folded by a click.
    const folderItem = page.getByRole('menuitem', { name: folder });
    if ((await folderItem.getAttribute('aria-expanded')) !== 'true') await folderItem.click();
    await expect(folderItem).toHaveAttribute('aria-expanded', 'true');
    // The folder unfolds with a motion that moves the entries under it: a click during it lands on another entry.
    await expect(page.locator('.ant-layout-sider .ant-motion-collapse')).toHaveCount(0);
  }
  await entry.click();
}

export const unique = (prefix: string) => `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
