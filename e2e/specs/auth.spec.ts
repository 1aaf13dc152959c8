import { expect, test } from '../support/fixtures';
import { accessToken, BASIC, pageApi } from '../support/api';
import { HOSPITAL_ADMIN, login, openMenu, PLATFORM_ADMIN, submitLogin } from '../support/session';

test.describe('signing in and out', () => {
  test('the platform administrator signs in with a real captcha and sees the welcome page', async ({ page }) => {
    await login(page, PLATFORM_ADMIN, { fresh: true });
    await expect(page).toHaveTitle(/首页.*Beree SCM|Beree SCM/);
    await expect(page.getByText('admin', { exact: true })).toBeVisible();
    await expect(page.getByText('000000')).toBeVisible();
  });

  test('a wrong password shows the server message and stays on the login page', async ({ page }) => {
    await submitLogin(page, { ...HOSPITAL_ADMIN, password: 'wrong-password' });
    await expect(page.getByText('用户名或密码错误')).toBeVisible();
    await expect(page).toHaveURL(/\/login/);
  });

  test('without a token every page goes to /login; unknown paths go to /404', async ({ page }) => {
    await page.goto('/system/param');
    await expect(page).toHaveURL(/\/login/);
    await login(page, HOSPITAL_ADMIN);
    await page.goto('/no/such/page');
    await expect(page).toHaveURL(/\/404/);
    await page.goto('/login');
    await expect(page).toHaveURL(/\/wel\/index/);
  });

  test('a 401 from the server logs the user out to /login', async ({ page }) => {
    await login(page, HOSPITAL_ADMIN, { fresh: true });
    // End the session behind the page's back, as an administrator or another tab would.
    await pageApi(page, 'GET', '/blade-auth/oauth/logout');
    await openMenu(page, '系统管理', '参数管理');
    await expect(page).toHaveURL(/\/login/);
  });

  test('logout from the user menu ends the session', async ({ page }) => {
    await login(page, HOSPITAL_ADMIN, { fresh: true });
    const token = await accessToken(page);
    await page.getByText('周敏').first().click();
    await page.getByText('退出系统').click();
    const confirm = page.getByRole('dialog');
    if (await confirm.isVisible().catch(() => false)) await confirm.getByRole('button', { name: /确\s*定|OK/ }).click();
    await expect(page).toHaveURL(/\/login/);
    const after = await page.request.get('/api/blade-auth/oauth/user-info', {
      headers: { authorization: BASIC, 'blade-auth': `bearer ${token}` },
    });
    expect(after.status()).toBe(401);
  });
});
