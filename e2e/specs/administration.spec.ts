import { expect, test, type Page } from '../support/fixtures';
import { confirm, dialog, pick, tick } from '../support/antd';
import { apiCall, apiToken, md5, ownPassword } from '../support/api';
import { login, PLATFORM_ADMIN, submitLogin, unique } from '../support/session';

const row = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });

async function logout(page: Page) {
  await page.context().clearCookies();
  await page.evaluate(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
}

test('a platform administrator adds a tenant with a package; its administrator signs in', async ({ page }) => {
  const tenantName = unique('云州口腔医院');
  // The platform creates the tenant with a package; the tenant id is generated.
  await login(page, PLATFORM_ADMIN, { at: '/system/tenant' });
  await page.getByRole('button', { name: /^(plus )?新增$/ }).click();
  await dialog(page).getByLabel('租户名称').fill(tenantName);
  await pick(page, dialog(page), '租户类型', '医院');
  await pick(page, dialog(page), '产品包', '医院版');
  await confirm(page);
  await expect(page.getByText('新增成功')).toBeVisible();
  const tenantRow = row(page, tenantName);
  await expect(tenantRow).toBeVisible();
  const tenantId = (await tenantRow.locator('td').filter({ hasText: /^\d{6}$/ }).first().innerText()).trim();
  expect(tenantId).toMatch(/^\d{6}$/);

  // The tenant's administrator signs in with the initial password, and must first choose their own.
  await logout(page);
  await submitLogin(page, { tenantId, account: 'admin', password: '123456' });
  await page.waitForURL('**/password-change');
  await expect(page.getByLabel('确认密码')).toBeVisible();
});

test('a tenant administrator grants a role menus; a user of that role sees exactly them', async ({ page, request }) => {
  const roleName = unique('器械管理员');
  const account = unique('zhou');
  // A hospital of the hospital package with one dept, made through the API (the test above adds a tenant
  // through the screen).
  const platform = await apiToken(request, PLATFORM_ADMIN);
  const packages = await apiCall(request, platform, 'GET', '/blade-system/tenant-package/list', { params: { packageName: '医院版' } });
  const tenant = await apiCall(request, platform, 'POST', '/blade-system/tenant/submit', { data: { tenantName: unique('云州口腔医院'), packageId: packages.records[0].id } });
  // Its administrator has already made the initial password their own.
  const tenantAdmin = await ownPassword(request, { tenantId: tenant.tenantId as string, account: 'admin', password: '123456' }, 'Tenant-admin-94');
  const deptName = unique('器械科');
  const token = await apiToken(request, tenantAdmin);
  const dept = await apiCall(request, token, 'POST', '/blade-system/dept/submit', { data: { deptName, fullName: deptName, deptCategory: 2, sort: 1 } });

  await login(page, tenantAdmin, { fresh: true });
  await page.goto('/authority/role');
  await page.getByRole('button', { name: /^(plus )?新增$/ }).click();
  await dialog(page).getByLabel('角色名称').fill(roleName);
  await dialog(page).getByLabel('角色别名').fill(roleName);
  await dialog(page).getByLabel('角色排序').fill('1');
  await confirm(page);
  await expect(page.getByText('新增成功')).toBeVisible();
  await row(page, roleName).getByRole('button', { name: '权限设置' }).click();
  await tick(dialog(page), ['系统管理', '参数管理']);
  await confirm(page);
  await expect(page.getByText(/操作成功|授权成功|保存成功/).first()).toBeVisible();

  // The user of that role comes through the API: the user screen has tests of its own.
  const roles = await apiCall<{ id: string; roleName: string }[]>(request, token, 'GET', '/blade-system/role/select');
  await apiCall(request, token, 'POST', '/blade-system/user/submit', {
    data: { account, password: md5('Secret-123'), realName: '周医生', roleId: roles.find((r) => r.roleName === roleName)!.id, deptId: dept.id },
  });

  // The new user (their password made their own) sees only the granted menu and only the granted button.
  const newUser = await ownPassword(request, { tenantId: tenantAdmin.tenantId, account, password: 'Secret-123' }, 'Secret-456');
  await logout(page);
  await login(page, newUser, { fresh: true });
  await page.getByRole('menuitem', { name: '系统管理' }).click();
  await expect(page.getByRole('menuitem', { name: '参数管理' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: '用户管理' })).toHaveCount(0);
  await expect(page.getByRole('menuitem', { name: '租户管理' })).toHaveCount(0);
  await page.getByRole('menuitem', { name: '参数管理' }).click();
  await expect(page.getByRole('button', { name: /^(plus )?新增$/ })).toBeVisible();
  // And the screen the role does not grant stays closed.
  await page.goto('/system/user');
  await expect(page).toHaveURL(/\/403|\/404|\/system\/user/);
  await expect(page.getByText('登录账号')).toHaveCount(0);
});
