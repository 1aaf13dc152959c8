import { expect, test, type Page } from '../support/fixtures';
import { confirm, dialog, tick } from '../support/antd';
import { apiCall, apiToken, md5, pageApi, ownPassword } from '../support/api';
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
  // The dialog's own 参数键名 field goes with it, once its closing motion has run.
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

test('a user whose role carries an "own rows" data scope sees only the parameters it created', async ({ page, request }) => {
  const scopeName = unique('本人参数');
  const roleName = unique('参数专员');
  const account = unique('scope');
  const adminKey = unique('scope.admin');
  const ownKey = unique('scope.own');

  // The platform defines the data scope on the parameter menu; the hospital's administrator has a
  // parameter of its own (both through the API: their screens have tests of their own).
  const platform = await apiToken(request, PLATFORM_ADMIN);
  const paramMenu = (await apiCall(request, platform, 'GET', '/blade-system/menu/list', { params: { code: 'param', size: '10' } })).records.find((m: { code: string }) => m.code === 'param');
  await apiCall(request, platform, 'POST', '/blade-system/data-scope/submit', { data: { menuId: paramMenu.id, resourceCode: 'param', scopeName, scopeColumn: 'create_user', scopeType: 2 } });
  const hospital = await apiToken(request, HOSPITAL_ADMIN);
  await apiCall(request, hospital, 'POST', '/blade-system/param/submit', { data: { paramName: adminKey, paramKey: adminKey, paramValue: '1' } });

  // The administrator grants a new role the menu and that scope on the role screen.
  await login(page, HOSPITAL_ADMIN, { at: '/authority/role' });
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

  const roles = await apiCall<{ id: string; roleName: string }[]>(request, hospital, 'GET', '/blade-system/role/select');
  const depts = await apiCall<{ id: string; deptName: string }[]>(request, hospital, 'GET', '/blade-system/dept/select');
  await apiCall(request, hospital, 'POST', '/blade-system/user/submit', {
    data: { account, password: md5('Secret-123'), realName: '范专员', roleId: roles.find((r) => r.roleName === roleName)!.id, deptId: depts.find((d) => d.deptName === '医学装备部')!.id },
  });
  await signOut(page);

  // The new user (their password made their own) adds its own parameter and sees it, but not the administrator's.
  await login(page, await ownPassword(request, { tenantId: HOSPITAL_ADMIN.tenantId, account, password: 'Secret-123' }, 'Secret-456'), { fresh: true });
  await addParam(page, ownKey);
  await page.getByPlaceholder('请输入参数键名').fill('scope.');
  await page.getByRole('button', { name: /搜\s*索/ }).click();
  await expect(row(page, ownKey)).toBeVisible();
  await expect(row(page, adminKey)).toHaveCount(0);
  // The server agrees: the administrator's row is out of reach by its key too.
  const adminRows = await pageApi(page, 'GET', '/blade-system/param/list', { params: { paramKey: adminKey } });
  expect(adminRows.records).toHaveLength(0);

  // Without that scope the administrator still sees both.
  const all = await apiCall(request, hospital, 'GET', '/blade-system/param/list', { params: { paramKey: 'scope.' } });
  const keys = all.records.map((r: { paramKey: string }) => r.paramKey);
  expect(keys).toEqual(expect.arrayContaining([ownKey, adminKey]));
});
