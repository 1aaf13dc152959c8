import { expect, test, type Page } from '../support/fixtures';
import { confirm, dialog, pick, tick } from '../support/antd';
import { pageApi } from '../support/api';
import { HOSPITAL_ADMIN, login, PLATFORM_ADMIN, unique } from '../support/session';

const row = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });

async function signOut(page: Page) {
  await page.context().clearCookies();
  await page.evaluate(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
}

async function addParam(page: Page, key: string) {
  await page.goto('/system/param');
  await page.getByRole('button', { name: /^(plus )?新增$/ }).click();
  await dialog(page).getByLabel('参数名称').fill(key);
  await dialog(page).getByLabel('参数键名').fill(key);
  await dialog(page).getByLabel('参数键值').fill('1');
  await confirm(page);
  await expect(page.getByText('新增成功')).toBeVisible();
}

test('a user whose role carries an "own rows" data scope sees only the parameters it created', async ({ page }) => {
  test.setTimeout(180_000);
  const scopeName = unique('本人参数');
  const roleName = unique('参数专员');
  const account = unique('scope');
  const adminKey = unique('scope.admin');
  const ownKey = unique('scope.own');

  // The platform defines the data scope on the parameter menu.
  await login(page, PLATFORM_ADMIN);
  const paramMenu = (await pageApi(page, 'GET', '/blade-system/menu/list', { params: { code: 'param', size: '10' } })).records.find((m: { code: string }) => m.code === 'param');
  await pageApi(page, 'POST', '/blade-system/data-scope/submit', { data: { menuId: paramMenu.id, resourceCode: 'param', scopeName, scopeColumn: 'create_user', scopeType: 2 } });
  await signOut(page);

  // The hospital's administrator adds a parameter, a role with the menu and that scope, and a user.
  await login(page, HOSPITAL_ADMIN);
  await addParam(page, adminKey);
  await page.goto('/authority/role');
  await page.getByRole('button', { name: /^(plus )?新增$/ }).click();
  await dialog(page).getByLabel('角色名称').fill(roleName);
  await dialog(page).getByLabel('角色别名').fill(roleName);
  await dialog(page).getByLabel('角色排序').fill('3');
  await confirm(page);
  await expect(page.getByText('新增成功')).toBeVisible();
  await row(page, roleName).getByRole('button', { name: '权限设置' }).click();
  await tick(dialog(page), ['系统管理', '参数管理']);
  await dialog(page).getByRole('tab', { name: '数据权限' }).click();
  await tick(dialog(page), ['系统管理', '参数管理', scopeName]);
  await confirm(page);
  await expect(page.getByText(/操作成功/).first()).toBeVisible();

  await page.goto('/system/user');
  await page.getByRole('button', { name: /^(plus )?新增$/ }).click();
  await dialog(page).getByLabel('登录账号').fill(account);
  await dialog(page).getByLabel('密码', { exact: true }).fill('Secret-123');
  await dialog(page).getByLabel('确认密码').fill('Secret-123');
  await dialog(page).getByLabel('用户姓名').fill('范专员');
  await pick(page, dialog(page), '所属角色', roleName);
  await pick(page, dialog(page), '所属部门', '医学装备部');
  await confirm(page);
  await expect(page.getByText('新增成功')).toBeVisible();
  await signOut(page);

  // The new user adds its own parameter and sees it, but not the administrator's.
  await login(page, { tenantId: HOSPITAL_ADMIN.tenantId, account, password: 'Secret-123' });
  await addParam(page, ownKey);
  await page.getByPlaceholder('请输入参数键名').fill('scope.');
  await page.getByRole('button', { name: /搜\s*索/ }).click();
  await expect(row(page, ownKey)).toBeVisible();
  await expect(row(page, adminKey)).toHaveCount(0);
  // The server agrees: the administrator's row is out of reach by id too.
  const adminRows = await pageApi(page, 'GET', '/blade-system/param/list', { params: { paramKey: adminKey } });
  expect(adminRows.records).toHaveLength(0);
  await signOut(page);

  // Without that scope the administrator still sees both.
  await login(page, HOSPITAL_ADMIN);
  await page.goto('/system/param');
  await page.getByPlaceholder('请输入参数键名').fill('scope.');
  await page.getByRole('button', { name: /搜\s*索/ }).click();
  await expect(row(page, ownKey)).toBeVisible();
  await expect(row(page, adminKey)).toBeVisible();
});
