import { expect, test, type Page } from '../support/fixtures';
import { HOSPITAL_CLERK, login, openMenu, PLATFORM_ADMIN } from '../support/session';

const tab = (page: Page, path: string) => page.locator(`[data-tab="${path}"]`);
const tabs = (page: Page) => page.locator('.beree-tabs [data-tab]');
const closeTab = (page: Page, path: string) =>
  page.locator('.ant-tabs-tab').filter({ has: tab(page, path) }).getByRole('button', { name: /remove|close|关闭/i }).click();

test.describe('menu and tabs', () => {
  test('the side menu shows what the role is granted', async ({ page }) => {
    await login(page, PLATFORM_ADMIN);
    await page.getByRole('menuitem', { name: '系统管理' }).click();
    await expect(page.getByRole('menuitem', { name: '参数管理' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: '产品包管理' })).toBeVisible();
  });

  test("a tenant's clerk sees no platform menu and no add button", async ({ page }) => {
    await login(page, HOSPITAL_CLERK);
    await page.getByRole('menuitem', { name: '系统管理' }).click();
    await expect(page.getByRole('menuitem', { name: '参数管理' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: '产品包管理' })).toHaveCount(0);
    await page.getByRole('menuitem', { name: '参数管理' }).click();
    await expect(page.getByRole('button', { name: '查看' }).first()).toBeVisible();
    await expect(page.getByRole('button', { name: '新增' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: '编辑' })).toHaveCount(0);
  });

  test('tabs follow the spec rules: home pinned, close, close others, close all', async ({ page }) => {
    await login(page, PLATFORM_ADMIN);
    await expect(tabs(page)).toHaveCount(1);
    // A sole tab cannot be closed.
    await expect(page.locator('.ant-tabs-tab').filter({ has: tab(page, '/wel/index') }).getByRole('button')).toHaveCount(0);

    await openMenu(page, '系统管理', '参数管理');
    await expect(page).toHaveURL(/\/system\/param/);
    await expect(page).toHaveTitle(/参数管理/);
    await openMenu(page, '系统管理', '产品包管理');
    await expect(tabs(page)).toHaveCount(3);

    // Closing the active tab opens the previous one.
    await closeTab(page, '/system/tenant-package');
    await expect(page).toHaveURL(/\/system\/param/);
    await expect(tabs(page)).toHaveCount(2);

    // Right-click: close others keeps home and the chosen tab.
    await openMenu(page, '系统管理', '产品包管理');
    await tab(page, '/system/param').click({ button: 'right' });
    await page.getByRole('menuitem', { name: '关闭其他' }).click();
    await expect(tabs(page)).toHaveCount(2);
    await expect(tab(page, '/system/tenant-package')).toHaveCount(0);

    // Close all leaves the home tab.
    await tab(page, '/system/param').click({ button: 'right' });
    await page.getByRole('menuitem', { name: '关闭全部' }).click();
    await expect(tabs(page)).toHaveCount(1);
    await expect(page).toHaveURL(/\/wel\/index/);
  });

  test('a page keeps its state while its tab is in the background', async ({ page }) => {
    await login(page, PLATFORM_ADMIN);
    await openMenu(page, '系统管理', '参数管理');
    await page.getByPlaceholder('请输入参数名称').fill('kept while away');
    await tab(page, '/wel/index').click();
    await expect(page).toHaveURL(/\/wel\/index/);
    await tab(page, '/system/param').click();
    await expect(page.getByPlaceholder('请输入参数名称')).toHaveValue('kept while away');
  });
});
