import { expect, test, type Page } from '../support/fixtures';
import { confirm, dialog } from '../support/antd';
import { apiCall, apiToken, md5, ownPassword } from '../support/api';
import { HOSPITAL_ADMIN, login, submitLogin, unique } from '../support/session';

const row = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });

test('an administrator resets a password; the user must choose their own at the next sign-in, then lands home', async ({ page, request }) => {
  // A clerk of the hospital of this spec's own, who has long made their password their own.
  const admin = await apiToken(request, HOSPITAL_ADMIN);
  const roles = await apiCall<{ id: string; roleAlias: string }[]>(request, admin, 'GET', '/blade-system/role/select');
  const account = unique('reset');
  await apiCall(request, admin, 'POST', '/blade-system/user/submit', {
    data: { account, password: md5('Given-by-admin1'), realName: '重置测试', roleId: roles.find((r) => r.roleAlias === 'user')!.id },
  });
  const me = await ownPassword(request, { tenantId: HOSPITAL_ADMIN.tenantId, account, password: 'Given-by-admin1' }, 'Quiet-lake-81');

  // The administrator resets it on the user screen.
  await login(page, HOSPITAL_ADMIN, { at: '/system/user' });
  await page.getByPlaceholder('请输入登录账号').fill(account);
  await page.getByRole('button', { name: /搜\s*索/ }).click();
  await row(page, account).getByRole('checkbox').check();
  await page.getByRole('button', { name: /密码重置/ }).click();
  await expect(dialog(page).getByText('确定将选择账号密码重置为初始密码?')).toBeVisible();
  await confirm(page);
  await expect(page.getByText('操作成功!')).toBeVisible();

  // The user signs in with the initial password (in a browser of their own: the administrator's
  // session is left as it is) and is held on the change-password page, whatever they open.
  await page.context().clearCookies();
  await page.evaluate(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
  await page.addInitScript((key) => localStorage.setItem(key, 'true'), `beree-tour:${me.tenantId}:${account}`);
  await submitLogin(page, { ...me, password: '123456' });
  await page.waitForURL('**/password-change');
  await page.goto('/system/param');
  await page.waitForURL('**/password-change');
  await expect(page.getByText('您的密码由他人设置（初始或重置的密码），请先设置您自己的密码再继续使用。')).toBeVisible();

  await page.getByLabel('原密码').fill('123456');
  await page.getByLabel('新密码', { exact: true }).fill('My-own-words-7');
  await page.getByLabel('确认密码').fill('My-own-words-7');
  await page.getByRole('button', { name: /保\s*存/ }).click();
  await page.waitForURL('**/wel/index');
  await expect(page.getByText('您好')).toBeVisible();
  // The shell works again: the menu the clerk's role grants is there.
  await expect(page.getByRole('menuitem', { name: '系统管理' })).toBeVisible();
});
