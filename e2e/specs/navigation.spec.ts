import { expect, test, type Page } from '../support/fixtures';
import { md5, pageApi } from '../support/api';
import { login, PLATFORM_ADMIN, unique, type Who } from '../support/session';

const searchView = (page: Page) => page.getByRole('region', { name: '菜单搜索' });
const sider = (page: Page) => page.locator('.ant-layout-sider');
const tab = (page: Page, path: string) => page.locator(`.beree-tabs [data-tab="${path}"]`);

/** The platform's root department, seeded with a fixed id. */
const PLATFORM_DEPT = '1123598813738675201';

/**
 * Through the API, as the menu, role and user pages would: adds top-level menu entries, a role
 * granted only them, and a user of that role, who is returned to sign in with. A role of its own
 * leaves everybody else's menus and sessions alone.
 */
async function userWithEntries(page: Page, entries: { name: string; path: string; isOpen: 1 | 2 }[]): Promise<Who> {
  const post = (path: string, data: unknown) => pageApi<{ id: string }>(page, 'POST', path, { data });
  const menuIds: string[] = [];
  for (const entry of entries) {
    const menu = { code: unique('e2e_link_'), name: entry.name, alias: 'menu', path: entry.path, source: 'file-text', sort: 90, category: 1, isOpen: entry.isOpen };
    menuIds.push((await post('/blade-system/menu/submit', menu)).id);
  }
  const alias = unique('links');
  const role = await post('/blade-system/role/submit', { roleName: alias, roleAlias: alias, sort: 1 });
  await post('/blade-system/role/grant', { roleIds: [role.id], menuIds });
  const who = { tenantId: PLATFORM_ADMIN.tenantId, account: unique('links'), password: 'Secret-123' };
  await post('/blade-system/user/submit', { account: who.account, password: md5(who.password), realName: '链接测试', roleId: role.id, deptId: PLATFORM_DEPT });
  return who;
}

test.describe('menu search', () => {
  test('replaces the page, finds a Chinese prefix, opens it with Enter, and closes with Esc', async ({ page }) => {
    await login(page, PLATFORM_ADMIN);
    await page.getByRole('button', { name: '查找菜单' }).click();
    await expect(searchView(page)).toBeVisible();
    await expect(page.getByText('您好')).toBeHidden();

    await page.getByRole('textbox', { name: '请输入菜单名称搜索' }).fill('参数');
    await expect(searchView(page).getByRole('option')).toHaveCount(1);
    await expect(searchView(page).getByRole('option')).toContainText('/system/param');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/system\/param$/);
    await expect(searchView(page)).toBeHidden();
    await expect(page.getByRole('columnheader', { name: '参数键名' })).toBeVisible();

    await page.getByRole('button', { name: '查找菜单' }).click();
    await expect(searchView(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(searchView(page)).toBeHidden();
    await expect(page.getByRole('columnheader', { name: '参数键名' })).toBeVisible();
  });

  test('finds English names from a lower-case prefix and opens the one clicked', async ({ page }) => {
    await login(page, PLATFORM_ADMIN);
    await page.getByRole('button', { name: '语言' }).click();
    await page.getByRole('menuitem', { name: 'English' }).click();
    await page.getByRole('button', { name: 'Search menu' }).click();
    await page.getByRole('textbox', { name: 'Type the start of a menu name' }).fill('tenant');
    const options = page.getByRole('region', { name: 'Menu search' }).getByRole('option');
    await expect(options).toHaveCount(2);
    await expect(options.nth(0)).toContainText('Tenants');
    await expect(options.nth(1)).toContainText('Tenant packages');
    await options.nth(1).click();
    await expect(page).toHaveURL(/\/system\/tenant-package$/);
    await expect(page.getByRole('region', { name: 'Menu search' })).toBeHidden();
  });

  test("is offered in the tab strip's dropdown", async ({ page }) => {
    await login(page, PLATFORM_ADMIN);
    await page.getByRole('button', { name: '标签操作' }).click();
    await page.getByRole('textbox', { name: '请输入菜单名称搜索' }).fill('岗位');
    await page.getByRole('option', { name: /岗位管理/ }).click();
    await expect(page).toHaveURL(/\/system\/post$/);
    await expect(tab(page, '/system/post')).toBeVisible();
    await expect(page.getByRole('menuitem', { name: '关闭全部' })).toBeHidden();
  });
});

test('on a small screen the menu folds away after an entry is followed', async ({ page }) => {
  await page.setViewportSize({ width: 700, height: 800 });
  await login(page, PLATFORM_ADMIN);
  // Below 768 px the menu starts folded, out of sight.
  await expect(sider(page)).toHaveCSS('width', '0px');
  await page.getByRole('button', { name: '展开菜单' }).click();
  await expect(sider(page)).toHaveCSS('width', '220px');
  await page.getByRole('menuitem', { name: '系统管理' }).click();
  await page.getByRole('menuitem', { name: '参数管理' }).click();
  await expect(page).toHaveURL(/\/system\/param$/);
  await expect(sider(page)).toHaveCSS('width', '0px');
  await expect(page.getByRole('columnheader', { name: '参数键名' })).toBeVisible();
});

test('the test page opens inside the shell', async ({ page }) => {
  await login(page, PLATFORM_ADMIN);
  await page.goto('/test/index');
  await expect(page.locator('.ant-card-head-title')).toHaveText('测试页');
  await expect(tab(page, '/test/index')).toHaveText('测试页');
  await expect(page).toHaveTitle('测试页 - Beree SCM 医疗供应链平台');
  await expect(page.locator('.ant-layout-sider')).toBeVisible();
});

test('the 403, 404 and 500 pages', async ({ page }) => {
  await login(page, PLATFORM_ADMIN);
  await page.goto('/403');
  await expect(page.getByText('抱歉，您无权访问此页面')).toBeVisible();
  await page.goto('/500');
  await expect(page.getByText('抱歉，服务器出错了')).toBeVisible();
  await page.goto('/no/such/page');
  await expect(page).toHaveURL(/\/404$/);
  await expect(page.getByText('抱歉，您访问的页面不存在')).toBeVisible();
  await page.getByRole('button', { name: '返回首页' }).click();
  await expect(page).toHaveURL(/\/wel\/index$/);
});

test('a menu entry with a web address opens in the frame page, one with isOpen=2 in a new window', async ({ page, baseURL }) => {
  await login(page, PLATFORM_ADMIN);
  const framed = `${baseURL}/api/health?page=framed`;
  const windowed = `${baseURL}/api/health?page=window`;
  const who = await userWithEntries(page, [
    { name: '帮助文档', path: framed, isOpen: 1 },
    { name: '外部系统', path: windowed, isOpen: 2 },
  ]);
  // Signing out the administrator as a closed browser would.
  await page.context().clearCookies();
  await page.evaluate(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
  await login(page, who);

  await page.getByRole('menuitem', { name: '帮助文档' }).click();
  await expect(page).toHaveURL(/\/myiframe\/urlPath\?/);
  const query = new URL(page.url()).searchParams;
  expect(query.get('src')).toBe(framed);
  expect(query.get('name')).toBe('帮助文档');
  await expect(page.locator('iframe.beree-frame')).toHaveAttribute('src', framed);
  await expect(page.frameLocator('iframe.beree-frame').locator('body')).toContainText('"status"');
  await expect(page).toHaveTitle('帮助文档 - Beree SCM 医疗供应链平台');
  await expect(page.locator('.beree-tabs [data-tab]').filter({ hasText: '帮助文档' })).toBeVisible();

  const popup = page.waitForEvent('popup');
  await page.getByRole('menuitem', { name: '外部系统' }).click();
  expect((await popup).url()).toBe(windowed);
  await expect(page).toHaveURL(/\/myiframe\/urlPath\?/);
});

test('a page whose code fails to load offers a retry that loads it', async ({ page }) => {
  await login(page, PLATFORM_ADMIN);
  // The test page's chunk cannot be fetched, as when the network drops or a deployment replaced it.
  await page.route(/\/assets\/TestPage-[\w-]+\.js$/, (route) => route.abort());
  await page.goto('/test/index');
  await expect(page.getByText('页面加载失败 (chunk load error)')).toBeVisible();
  await expect(page.locator('.ant-layout-sider')).toBeVisible();

  await page.unroute(/\/assets\/TestPage-[\w-]+\.js$/);
  await page.getByRole('button', { name: /^重\s*试$/ }).click();
  await expect(page.locator('.ant-card-head-title')).toHaveText('测试页');
});
