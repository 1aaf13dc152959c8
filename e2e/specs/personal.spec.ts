import { expect, test, type APIRequestContext, type Page } from '../support/fixtures';
import { apiCall, apiToken, md5, ownPassword } from '../support/api';
import { confirm, dialog } from '../support/antd';
import { HOSPITAL_ADMIN, login, unique, type Who } from '../support/session';
import { png } from '../support/files';



/** A user of the hospital of this spec's own (own dept and role), so no other spec's sign-in is touched. */
async function freshUser(api: APIRequestContext): Promise<Who & { realName: string }> {
  const admin = await apiToken(api, HOSPITAL_ADMIN);
  const tag = unique('');
  const dept = await apiCall(api, admin, 'POST', '/blade-system/dept/submit', { data: { deptName: `个人页部门${tag}`, fullName: `个人页部门${tag}`, deptCategory: 2, sort: 1 } });
  const role = await apiCall(api, admin, 'POST', '/blade-system/role/submit', { data: { roleName: `个人页角色${tag}`, roleAlias: `self${tag}`, sort: 1 } });
  const account = `self${tag}`;
  const realName = `王测${tag}`.slice(0, 20);
  await apiCall(api, admin, 'POST', '/blade-system/user/submit', { data: { account, password: md5('Given-by-admin1'), realName, roleId: role.id, deptId: dept.id, userType: 1 } });
  // The user has made the password the administrator gave them their own.
  return { ...(await ownPassword(api, { tenantId: '100001', account, password: 'Given-by-admin1' }, 'Quiet-lake-81')), realName };
}

const formItem = (page: Page, label: string) => page.locator('.ant-form-item').filter({ has: page.getByLabel(label, { exact: true }) });

/** Whether an <img> finished loading real pixels (a refused or broken source has no natural width). */
const loaded = (page: Page, selector: string) => page.locator(selector).evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0);

test.describe('personal info', () => {
  test('avatar and details of a user of their own', async ({ page, request }) => {
    const me = await freshUser(request);
    await login(page, me);

    await page.getByTestId('user-menu').click();
    await page.getByRole('menuitem', { name: '个人信息' }).click();
    await page.waitForURL('**/info/index');
    const info = page.getByTestId('info-page');
    await expect(info.getByLabel('企业ID')).toHaveValue('100001');
    await expect(info.getByLabel('企业ID')).toBeDisabled();
    await expect(info.getByLabel('姓名')).toHaveValue(me.realName);

    // The avatar: one PNG, sent with the session's headers, shown from the tenant's file route.
    const uploaded = page.waitForResponse((r) => r.url().includes('/api/blade-resource/oss/endpoint/put-file'));
    await info.locator('input[type=file]').setInputFiles({ name: 'avatar.png', mimeType: 'image/png', buffer: png(16, 16, [230, 80, 40]) });
    const answer = await (await uploaded).json();
    expect(answer).toMatchObject({ code: 200, data: { originalName: 'avatar.png' } });
    const link = answer.data.link as string;
    await expect(info.getByRole('img', { name: '头像' })).toHaveAttribute('src', link);
    await expect.poll(() => loaded(page, `[data-testid=info-page] img[alt="头像"]`)).toBe(true);

    // A bad phone shows the spec's messages and nothing is saved.
    const phone = info.getByLabel('手机号');
    await phone.fill('');
    await info.getByRole('button', { name: /^保\s*存$/ }).click();
    await expect(formItem(page, '手机号').getByText('手机号码不能为空')).toBeVisible();
    await phone.fill('1381234567');
    await expect(formItem(page, '手机号').getByText('手机号码长度不为11位')).toBeVisible();
    await phone.fill('23812345678');
    await expect(formItem(page, '手机号').getByText('手机号码格式不正确')).toBeVisible();
    await phone.fill('13812345678');
    await expect(formItem(page, '手机号').locator('.ant-form-item-explain-error')).toHaveCount(0);

    const newName = `改名${unique('')}`.slice(0, 20);
    await info.getByLabel('姓名').fill(newName);
    await info.getByRole('button', { name: /^保\s*存$/ }).click();
    await expect(page.getByText('修改信息成功!')).toBeVisible();

    // The header shows the new name and avatar at once, and after a reload.
    const header = page.getByTestId('user-menu');
    await expect(header).toContainText(newName);
    await expect(header.locator('img')).toHaveAttribute('src', link);
    await page.reload();
    await expect(page.getByTestId('user-menu')).toContainText(newName);
    await expect.poll(() => loaded(page, '[data-testid=user-menu] img')).toBe(true);
  });

  test('a new password, confirmed, replaces the old one at the next sign-in', async ({ page, request }) => {
    const me = await freshUser(request);
    await login(page, me, { fresh: true });
    await page.goto('/info/index');
    const info = page.getByTestId('info-page');
    // The confirmation must match; then the new one signs in and the old one does not.
    await info.getByRole('tab', { name: '修改密码' }).click();
    await info.getByLabel('原密码').fill(me.password);
    await info.getByLabel('新密码').fill('Pw-new-2025');
    await info.getByLabel('确认密码').fill('Pw-new-2024');
    await info.getByRole('button', { name: /^保\s*存$/ }).last().click();
    await expect(formItem(page, '确认密码').getByText('两次输入的密码不一致')).toBeVisible();
    await info.getByLabel('确认密码').fill('Pw-new-2025');
    await info.getByRole('button', { name: /^保\s*存$/ }).last().click();
    await expect(page.getByText('修改密码成功!')).toBeVisible();

    await page.getByTestId('user-menu').click();
    await page.getByRole('menuitem', { name: '退出系统' }).click();
    await confirm(page);
    await page.waitForURL('**/login');
    await expect(apiToken(request, me)).rejects.toThrow(/refused/);
    await login(page, { ...me, password: 'Pw-new-2025' }, { fresh: true });
    await expect(page.getByTestId('user-menu')).toContainText(me.realName);
  });

});

test.describe('error log', () => {
  test('an uncaught error shows on the badge, is uploaded and reaches the server', async ({ page, request }) => {
    const me = await freshUser(request);
    await login(page, me);
    const bug = page.getByRole('button', { name: '错误日志' });
    await expect(bug).toBeHidden();

    const marker = unique('boom-');
    await page.evaluate((text) => {
      setTimeout(() => {
        throw new Error(text);
      });
    }, marker);
    await expect(bug).toBeVisible();
    await expect(page.getByTestId('error-log-badge')).toContainText('1');

    await bug.click();
    await expect(dialog(page).getByRole('cell', { name: marker })).toBeVisible();
    await dialog(page).getByRole('button', { name: /上\s*传/ }).click();
    await expect(page.getByText('确定上传本地日志到服务器?')).toBeVisible();
    await confirm(page);
    await expect(page.getByText('发送成功!')).toBeVisible();
    await expect(bug).toBeHidden();

    const admin = await apiToken(request, HOSPITAL_ADMIN);
    const rows = (await apiCall(request, admin, 'GET', '/blade-log/error/list', { params: { message: marker } })).records;
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ exceptionName: 'error', createBy: me.account, serviceId: 'web' });
    expect(rows[0].message).toContain(marker);
    expect(rows[0].stackTrace).toContain(marker);
  });

});
