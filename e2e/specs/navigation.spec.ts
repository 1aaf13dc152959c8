import { expect, test, type Page } from '../support/fixtures';
import { md5, pageApi, ownPassword } from '../support/api';
import { login, PLATFORM_ADMIN, unique, type Who } from '../support/session';

const sider = (page: Page) => page.locator('.ant-layout-sider');

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
  return ownPassword(page.request, who, 'Secret-456');
}

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
