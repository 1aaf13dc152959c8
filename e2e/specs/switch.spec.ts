import { expect, test, type APIRequestContext, type Page } from '../support/fixtures';
import { dialog, pick } from '../support/antd';
import { apiCall, BASIC, md5, ownPassword } from '../support/api';
import { submitLogin, unique } from '../support/session';

// The manufacturer tenant: no other browser test signs in there, so its switch mode is this spec's own.
const TENANT = '300001';

async function signInApi(request: APIRequestContext, tenantId: string, username: string, password: string) {
  const res = await request.post('/api/blade-auth/oauth/token', {
    headers: { authorization: BASIC, 'tenant-id': tenantId },
    params: { tenantId, username, password: md5(password), grant_type: 'password', scope: 'all' },
  });
  const body = await res.json();
  expect(body.access_token, JSON.stringify(body)).toBeTruthy();
  return body as { access_token: string; dept_id: string };
}

/**
 * The tenant's administrator turns switch mode on for the tenant (its own account.switchMode) and
 * adds a user holding both roles (管理员, 业务员) and two depts.
 */
async function prepare(request: APIRequestContext) {
  const admin = await signInApi(request, TENANT, 'admin', 'admin');
  const token = admin.access_token;
  const params = await apiCall<{ records: { id: string; version: number }[] }>(request, token, 'GET', '/blade-system/param/list', { params: { paramKey_equal: 'account.switchMode' } });
  const own = params.records[0];
  await apiCall(request, token, 'POST', '/blade-system/param/submit', {
    data: { ...(own ? { id: own.id, version: own.version } : {}), paramName: '切换部门角色模式', paramKey: 'account.switchMode', paramValue: 'true' },
  });
  const roles = await apiCall<{ id: string; roleAlias: string }[]>(request, token, 'GET', '/blade-system/role/select');
  const deptName = unique('检验科').slice(0, 20);
  const dept = await apiCall<{ id: string }>(request, token, 'POST', '/blade-system/dept/submit', {
    data: { deptName, fullName: deptName, deptCategory: 1, sort: 3, parentId: admin.dept_id },
  });
  const account = unique('duo');
  await apiCall(request, token, 'POST', '/blade-system/user/submit', {
    data: { account, password: md5('Given-by-admin1'), realName: '双岗用户', roleId: roles.map((r) => r.id).join(','), deptId: `${admin.dept_id},${dept.id}` },
  });
  // The user has made the password the administrator gave them their own.
  await ownPassword(request, { tenantId: TENANT, account, password: 'Given-by-admin1' }, 'duo-secret');
  return { account, deptName };
}

const sider = (page: Page) => page.locator('.ant-layout-sider');

async function openSystemMenu(page: Page) {
  const folder = sider(page).getByRole('menuitem', { name: /系统管理/ });
  if ((await folder.getAttribute('aria-expanded')) !== 'true') await folder.click();
}

test('in switch mode a user with two roles chooses one at sign-in and switches; the menus follow', async ({ page }) => {
  const { account, deptName } = await prepare(page.request);

  // Sign in (as having seen the first-visit tour): the password is right, then the dept and role
  // of this session are asked for.
  await page.addInitScript((key) => localStorage.setItem(key, 'true'), `beree-tour:${TENANT}:${account}`);
  await submitLogin(page, { tenantId: TENANT, account, password: 'duo-secret' });

  await expect(dialog(page).getByText('选择部门与角色')).toBeVisible();
  await dialog(page).getByRole('button', { name: /确\s*定/ }).click();
  await expect(dialog(page).getByText('请选择部门')).toBeVisible();
  await expect(dialog(page).getByText('请选择角色')).toBeVisible();
  await pick(page, dialog(page), '部门', '质量部');
  await pick(page, dialog(page), '角色', '管理员');
  await dialog(page).getByRole('button', { name: /确\s*定/ }).click();
  await page.waitForURL('**/wel/index');

  // As 管理员: the whole system menu.
  await openSystemMenu(page);
  await expect(sider(page).getByRole('menuitem', { name: /用户管理/ })).toBeVisible();
  await expect(sider(page).getByRole('menuitem', { name: /参数管理/ })).toBeVisible();

  // Switch to 业务员 in the other dept from the user menu.
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: /切换部门\/角色/ }).click();
  await expect(dialog(page).getByText('切换部门/角色')).toBeVisible();
  await pick(page, dialog(page), '部门', deptName);
  await pick(page, dialog(page), '角色', '业务员');
  await dialog(page).getByRole('button', { name: /确\s*定/ }).click();
  await expect(page.getByText('操作成功!')).toBeVisible();

  // As 业务员: parameters only, read-only.
  await openSystemMenu(page);
  await expect(sider(page).getByRole('menuitem', { name: /参数管理/ })).toBeVisible();
  await expect(sider(page).getByRole('menuitem', { name: /用户管理/ })).toHaveCount(0);
  await sider(page).getByRole('menuitem', { name: /参数管理/ }).click();
  await expect(page.getByRole('columnheader', { name: '参数键名' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^(plus )?新增$/ })).toHaveCount(0);

  // A reload keeps the switched pair (the session remembers it).
  await page.reload();
  await openSystemMenu(page);
  await expect(sider(page).getByRole('menuitem', { name: /用户管理/ })).toHaveCount(0);
});
