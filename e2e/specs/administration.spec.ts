import { expect, test, type Page } from '../support/fixtures';
import { confirm, dialog, pick, tick } from '../support/antd';
import { login, PLATFORM_ADMIN, unique } from '../support/session';

const row = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });

async function logout(page: Page) {
  await page.context().clearCookies();
  await page.evaluate(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
}

test('a platform administrator sets up a tenant whose new user sees exactly the granted menus', async ({ page }) => {
  test.setTimeout(180_000);
  const tenantName = unique('云州口腔医院');
  const deptName = unique('器械科');
  const roleName = unique('器械管理员');
  const account = unique('zhou');

  // The platform creates the tenant with a package; the tenant id is generated.
  await login(page, PLATFORM_ADMIN);
  await page.goto('/system/tenant');
  await page.getByRole('button', { name: /^(plus )?新增$/ }).click();
  await dialog(page).getByLabel('租户名称').fill(tenantName);
  await pick(page, dialog(page), '产品包', '基础版');
  await confirm(page);
  await expect(page.getByText('新增成功')).toBeVisible();
  const tenantRow = row(page, tenantName);
  await expect(tenantRow).toBeVisible();
  const tenantId = (await tenantRow.locator('td').filter({ hasText: /^\d{6}$/ }).first().innerText()).trim();
  expect(tenantId).toMatch(/^\d{6}$/);

  // The tenant's administrator signs in with the initial password and builds the organisation.
  await logout(page);
  await login(page, { tenantId, account: 'admin', password: '123456' });
  await page.goto('/system/dept');
  await page.getByRole('button', { name: /^(plus )?新增$/ }).click();
  await dialog(page).getByLabel('机构名称').fill(deptName);
  await dialog(page).getByLabel('机构全称').fill(deptName);
  await pick(page, dialog(page), '机构类型', '部门');
  await dialog(page).getByLabel('排序').fill('1');
  await confirm(page);
  await expect(page.getByText('新增成功')).toBeVisible();

  await page.goto('/authority/role');
  await page.getByRole('button', { name: /^(plus )?新增$/ }).click();
  await dialog(page).getByLabel('角色名称').fill(roleName);
  await dialog(page).getByLabel('角色别名').fill(roleName);
  const roleSort = dialog(page).getByLabel('角色排序');
  if (await roleSort.count()) await roleSort.fill('1');
  await confirm(page);
  await expect(page.getByText('新增成功')).toBeVisible();
  await row(page, roleName).getByRole('button', { name: '权限设置' }).click();
  await tick(dialog(page), ['系统管理', '参数管理']);
  await confirm(page);
  await expect(page.getByText(/操作成功|授权成功|保存成功/).first()).toBeVisible();

  await page.goto('/system/user');
  await page.getByRole('button', { name: /^(plus )?新增$/ }).click();
  await dialog(page).getByLabel('登录账号').fill(account);
  await dialog(page).getByLabel('密码', { exact: true }).fill('Secret-123');
  const again = dialog(page).getByLabel('确认密码');
  if (await again.count()) await again.fill('Secret-123');
  await dialog(page).getByLabel('用户姓名').fill('周医生');
  await pick(page, dialog(page), '所属角色', roleName);
  await pick(page, dialog(page), '所属部门', deptName);
  await confirm(page);
  await expect(page.getByText('新增成功')).toBeVisible();

  // The new user sees only the granted menu and only the granted button.
  await logout(page);
  await login(page, { tenantId, account, password: 'Secret-123' });
  await page.getByRole('menuitem', { name: '系统管理' }).click();
  await expect(page.getByRole('menuitem', { name: '参数管理' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: '用户管理' })).toHaveCount(0);
  await expect(page.getByRole('menuitem', { name: '租户管理' })).toHaveCount(0);
  await page.getByRole('menuitem', { name: '参数管理' }).click();
  await expect(page.getByRole('button', { name: /^(plus )?新增$/ })).toBeVisible();
  // And the server refuses what the screen does not offer.
  await page.goto('/system/user');
  await expect(page).toHaveURL(/\/403|\/404|\/system\/user/);
  await expect(page.getByText('登录账号')).toHaveCount(0);
});
