import { expect, test } from '../support/fixtures';

test('the API docs list the operations under the security policy', async ({ page }) => {
  await page.goto('/api/docs');
  await expect(page.getByText('Beree SCM API')).toBeVisible();
  await expect(page.locator('.opblock-summary-path', { hasText: '/api/blade-auth/oauth/token' }).first()).toBeVisible();
});
