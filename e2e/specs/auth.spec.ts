import { expect, test } from '../support/fixtures';
import { login, PLATFORM_ADMIN } from '../support/session';

test.describe('signing in and out', () => {
  test('the platform administrator signs in with a real captcha and sees the welcome page', async ({ page }) => {
    await login(page, PLATFORM_ADMIN, { fresh: true });
    await expect(page).toHaveTitle(/首页.*Beree SCM|Beree SCM/);
    await expect(page.getByText('admin', { exact: true })).toBeVisible();
    await expect(page.getByText('000000')).toBeVisible();
  });
});
