import { expect, test, type Page } from '../support/fixtures';
import { dialog } from '../support/antd';
import { login, PLATFORM_ADMIN, submitLogin } from '../support/session';

const header = (page: Page) => page.locator('.beree-header');
const headerButton = (page: Page, name: string | RegExp) => header(page).getByRole('button', { name });
const background = (page: Page, selector: string) => page.locator(selector).first().evaluate((el) => getComputedStyle(el).backgroundColor);

test.describe('top bar', () => {
  test('the collapse toggle folds and unfolds the menu', async ({ page }) => {
    await login(page, PLATFORM_ADMIN);
    const sider = page.locator('.ant-layout-sider');
    await headerButton(page, '收起菜单').click();
    await expect(sider).toHaveClass(/ant-layout-sider-collapsed/);
    await expect(sider).toHaveCSS('width', '64px');
    await headerButton(page, '展开菜单').click();
    await expect(sider).not.toHaveClass(/ant-layout-sider-collapsed/);
    await expect(sider).toHaveCSS('width', '220px');
  });

  test('customer service shows its link as a QR code', async ({ page }) => {
    await login(page, PLATFORM_ADMIN);
    await headerButton(page, '联系客服').click();
    const panel = page.getByTestId('customer-service');
    await expect(panel.locator('.ant-qrcode svg')).toBeVisible();
    // The link is the platform parameter sys.customerServiceUrl.
    await expect(panel.getByRole('link')).toHaveAttribute('href', 'https://support.beree.example/scm');
    await expect(panel.locator('.ant-qrcode-loading, .ant-qrcode-expired')).toHaveCount(0);
  });

  test('the colour picker recolours primary buttons, and the colour stays after a reload', async ({ page }) => {
    await login(page, PLATFORM_ADMIN);
    await page.goto('/test/index');
    const primary = page.getByRole('button', { name: '主要按钮' });
    await expect(primary).toHaveCSS('background-color', 'rgb(64, 158, 255)');

    await page.getByTestId('color-switch').locator('.ant-color-picker-trigger').click();
    // The presets start with the product blue; the eighth is red.
    await page.locator('.ant-color-picker-presets-color').nth(7).click();
    await expect(primary).toHaveCSS('background-color', 'rgb(245, 34, 45)');
    await page.keyboard.press('Escape');

    await page.reload();
    await expect(page.getByRole('button', { name: '主要按钮' })).toHaveCSS('background-color', 'rgb(245, 34, 45)');
  });

  test('the dark theme is picked from the list of eleven and survives a reload', async ({ page }) => {
    await login(page, PLATFORM_ADMIN);
    await expect(header(page)).toHaveCSS('background-color', 'rgb(255, 255, 255)');
    await headerButton(page, '主题').click();
    const themes = dialog(page).locator('.beree-theme-card');
    await expect(themes).toHaveCount(11);
    await expect(themes).toHaveText(['默认主题', '白色主题', '黑色主题', '星空主题', '智能主题', 'iView 主题', 'VIP 主题', '炫酷主题', 'D2 主题', 'Hey 主题', 'LTE 主题']);
    await dialog(page).getByRole('button', { name: '黑色主题' }).click();
    await expect(header(page)).toHaveCSS('background-color', 'rgb(31, 31, 31)');

    await page.reload();
    await expect(page.getByText('您好')).toBeVisible();
    await expect(header(page)).toHaveCSS('background-color', 'rgb(31, 31, 31)');
    // The menu column and antd's own containers are dark too.
    expect(await background(page, '.ant-layout-sider')).toBe('rgb(20, 20, 20)');
    expect(await background(page, '.beree-tabs')).toBe('rgb(31, 31, 31)');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');

    // Each look has its own header: the smart look carries the chosen colour.
    await headerButton(page, '主题').click();
    await dialog(page).getByRole('button', { name: '智能主题' }).click();
    await expect(header(page)).toHaveCSS('background-color', 'rgb(64, 158, 255)');
  });

  test('English is remembered across a reload, antd included', async ({ page }) => {
    await login(page, PLATFORM_ADMIN);
    await headerButton(page, '语言').click();
    await page.getByRole('menuitem', { name: 'English' }).click();
    await expect(headerButton(page, 'Search menu')).toBeVisible();

    await page.goto('/test/index');
    await page.reload();
    await expect(headerButton(page, 'Search menu')).toBeVisible();
    await expect(headerButton(page, 'Lock screen')).toBeVisible();
    await expect(headerButton(page, 'Full screen')).toBeVisible();
    await expect(page.locator('.ant-card-head-title')).toHaveText('Test page');
    await expect(page.locator('.ant-pagination-options')).toContainText('/ page');
    await expect(page).toHaveTitle('Test page - Beree SCM Medical Supply Chain');
  });

  test('locking asks for a password, keeps every page on /lock, and unlocks with it', async ({ page }) => {
    await login(page, PLATFORM_ADMIN);
    await headerButton(page, '锁屏').click();
    await dialog(page).getByRole('button', { name: /锁\s*屏/ }).click();
    await expect(dialog(page).getByText('锁屏密码不能为空')).toBeVisible();
    await dialog(page).getByLabel('锁屏密码').fill('s3cret');
    await dialog(page).getByRole('button', { name: /锁\s*屏/ }).click();
    await page.waitForURL('**/lock');

    await page.goto('/system/param');
    await expect(page).toHaveURL(/\/lock$/);
    await page.getByPlaceholder('请输入锁屏密码').fill('wrong');
    await page.getByRole('button', { name: /解\s*锁/ }).click();
    await expect(page.getByText('解锁密码错误，请重新输入')).toBeVisible();
    await page.getByPlaceholder('请输入锁屏密码').fill('s3cret');
    await page.getByRole('button', { name: /解\s*锁/ }).click();
    await page.waitForURL('**/wel/index');
  });

  test('the lock screen also signs out, which clears the lock', async ({ page }) => {
    await login(page, PLATFORM_ADMIN, { fresh: true });
    await headerButton(page, '锁屏').click();
    await dialog(page).getByLabel('锁屏密码').fill('s3cret');
    await dialog(page).getByRole('button', { name: /锁\s*屏/ }).click();
    await page.waitForURL('**/lock');
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

  test('a first visit gets the five-step tour once', async ({ page }) => {
    // Signing in without having seen the tour on this browser.
    await submitLogin(page, PLATFORM_ADMIN);
    await page.waitForURL('**/wel/index');
    const tour = page.locator('.beree-tour.ant-tour');
    await expect(tour).toBeVisible();
    await expect(page.locator('.ant-tour-mask rect[fill="rgba(0, 0, 0, 0.5)"]')).toHaveCount(1);
    const titles = [];
    for (let step = 0; step < 4; step++) {
      titles.push(await tour.locator('.ant-tour-title').innerText());
      await tour.getByRole('button', { name: '下一步' }).click();
    }
    titles.push(await tour.locator('.ant-tour-title').innerText());
    expect(titles).toEqual(['菜单折叠', '用户信息与退出', '功能菜单', '标签菜单', '内容区域']);
    await expect(tour.getByRole('button', { name: '上一步' })).toBeVisible();
    await tour.getByRole('button', { name: /^完\s*成$/ }).click();
    await expect(tour).toBeHidden();

    await page.reload();
    await expect(page.getByText('您好')).toBeVisible();
    await page.getByRole('menuitem', { name: '系统管理' }).click();
    await expect(page.getByRole('menuitem', { name: '参数管理' })).toBeVisible();
    await expect(page.locator('.beree-tour.ant-tour')).toHaveCount(0);
  });

  test('every widget fits the bar at 1280 px', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await login(page, PLATFORM_ADMIN);
    const overflow = await header(page).evaluate((el) => el.scrollWidth - el.clientWidth);
    expect(overflow).toBe(0);
    await expect(page.getByTestId('user-menu')).toBeInViewport();
  });
});
