import { expect, test, type Page } from '../support/fixtures';
import { dialog } from '../support/antd';
import { login, PLATFORM_ADMIN } from '../support/session';

const header = (page: Page) => page.locator('.beree-header');
const headerButton = (page: Page, name: string | RegExp) => header(page).getByRole('button', { name });

test.describe('top bar', () => {
  test('the colour picker recolours primary buttons, and the colour stays after a reload', async ({ page }) => {
    await login(page, PLATFORM_ADMIN, { at: '/test/index' });
    const primary = page.getByRole('button', { name: '主要按钮' });
    await expect(primary).toHaveCSS('background-color', 'rgb(64, 158, 255)');

    await page.getByTestId('color-switch').locator('.ant-color-picker-trigger').click();
    // A click during the panel's opening motion would miss: wait until it has come to rest.
    const panel = page.locator('.ant-popover').filter({ has: page.locator('.ant-color-picker-presets') });
    await expect(panel).toBeVisible();
    await expect(panel).not.toHaveClass(/zoom/);
    // The presets start with the product blue; the eighth is red.
    await page.locator('.ant-color-picker-presets-color').nth(7).click();
    await expect(primary).toHaveCSS('background-color', 'rgb(245, 34, 45)');
    await page.keyboard.press('Escape');

    await page.reload();
    await expect(page.getByRole('button', { name: '主要按钮' })).toHaveCSS('background-color', 'rgb(245, 34, 45)');
  });

  test('a locked screen stays locked through a reload, and signing out from it clears the lock', async ({ page }) => {
    await login(page, PLATFORM_ADMIN, { fresh: true });
    await headerButton(page, '锁屏').click();
    await dialog(page).getByLabel('锁屏密码').fill('s3cret');
    await dialog(page).getByRole('button', { name: /锁\s*屏/ }).click();
    await page.waitForURL('**/lock');
    await page.goto('/system/param');
    await expect(page).toHaveURL(/\/lock$/);
    await page.getByRole('button', { name: '退出登录' }).click();
    await page.waitForURL('**/login');
    await login(page, PLATFORM_ADMIN);
    await expect(page).toHaveURL(/\/wel\/index$/);
  });

  test('the full-screen toggle follows the browser state', async ({ page }) => {
    await login(page, PLATFORM_ADMIN);
    await headerButton(page, '全屏').click();
    await expect.poll(() => page.evaluate(() => !!document.fullscreenElement)).toBe(true);
    await headerButton(page, '退出全屏').click();
    await expect.poll(() => page.evaluate(() => !!document.fullscreenElement)).toBe(false);
    await expect(headerButton(page, '全屏')).toBeVisible();
  });

  test('every widget fits the bar at 1280 px', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await login(page, PLATFORM_ADMIN);
    const overflow = await header(page).evaluate((el) => el.scrollWidth - el.clientWidth);
    expect(overflow).toBe(0);
    await expect(page.getByTestId('user-menu')).toBeInViewport();
  });
});
