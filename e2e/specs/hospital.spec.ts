import { expect, test, type Page } from '../support/fixtures';
import { HOSPITAL_ADMIN, login, openMenu } from '../support/session';

const field = (page: Page, label: string) => page.locator('.ant-form-item').filter({ has: page.locator('label', { hasText: new RegExp(`^${label}$`) }) });

test.describe("a hospital's own master data", () => {
  test('the profile shows and saves, a wrong credit code is refused in the form (R34), the settings save in their tab', async ({ page }, testInfo) => {
    await login(page, HOSPITAL_ADMIN);
    await openMenu(page, '供应链', '医院信息');
    await expect(field(page, '医院名称').locator('input')).toHaveValue('云州市第一人民医院');
    await expect(field(page, '医院等级')).toContainText('三级甲等');
    await page.screenshot({ path: testInfo.outputPath('profile-zh.png'), fullPage: true });

    const code = field(page, '统一社会信用代码').locator('input');
    await code.fill('12330100470001234D');
    await page.getByRole('button', { name: /保存信息/ }).click();
    await expect(field(page, '统一社会信用代码')).toContainText('R34：统一社会信用代码校验位不正确');
    await code.fill('12330100470001234C');
    await page.getByRole('button', { name: /保存信息/ }).click();
    await expect(page.getByText('操作成功!')).toBeVisible();

    await page.locator('.ant-segmented').getByText('业务设置', { exact: true }).click();
    await expect(field(page, '注册证').locator('input')).toHaveValue('30');
    await field(page, '授权书').locator('input').fill('60');
    await page.getByRole('button', { name: /保存设置/ }).click();
    await expect(page.getByText('操作成功!').last()).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('settings-zh.png'), fullPage: true });
  });

  test('departments as a tree and receiving addresses with their default', async ({ page }, testInfo) => {
    await login(page, HOSPITAL_ADMIN);
    await openMenu(page, '供应链', '科室管理');
    const ortho = page.getByRole('row').filter({ hasText: '骨科' }).first();
    await expect(ortho).toContainText('临床科室');
    await ortho.getByRole('button', { name: /展开行/ }).click();
    await expect(page.getByRole('row').filter({ hasText: '脊柱外科' })).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('departments-zh.png'), fullPage: true });

    await openMenu(page, '供应链', '收货地址');
    await expect(page.getByRole('row').filter({ hasText: '中心库' })).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('addresses-zh.png'), fullPage: true });
  });
});
