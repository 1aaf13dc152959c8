import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '../support/fixtures';
import { HOSPITAL_ADMIN, login, openMenu, unique } from '../support/session';

const dialog = (page: Page) => page.getByRole('dialog');
const row = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });

async function addParam(page: Page, name: string, key: string, value: string) {
  await page.getByRole('button', { name: '新增' }).click();
  await dialog(page).getByLabel('参数名称').fill(name);
  await dialog(page).getByLabel('参数键名').fill(key);
  await dialog(page).getByLabel('参数键值').fill(value);
  await dialog(page).getByRole('button', { name: /确\s*定/ }).click();
  await expect(page.getByText('新增成功').last()).toBeVisible();
  await expect(dialog(page)).toBeHidden();
}

test.describe('parameters', () => {
  test.beforeEach(async ({ page }) => {
    await login(page, HOSPITAL_ADMIN);
    await openMenu(page, '系统管理', '参数管理');
  });

  test('adds, searches, edits and deletes a parameter', async ({ page }) => {
    const key = unique('e2e.param.');
    await addParam(page, '到货提醒', key, '7');
    await page.getByPlaceholder('请输入参数键名').fill(key);
    await page.getByRole('button', { name: /搜\s*索/ }).click();
    await expect(page.getByText('共 1 条')).toBeVisible();
    await expect(row(page, key)).toContainText('7');

    // Export downloads the rows the search lists.
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: /导\s*出/ }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('params.csv');
    const csv = readFileSync((await file.path())!, 'utf8').replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(csv[0]).toBe('参数名称,参数键名,参数键值,备注,更新时间');
    expect(csv.slice(1).map((line) => line.split(',')[1])).toEqual([key]);

    await row(page, key).getByRole('button', { name: '编辑' }).click();
    await dialog(page).getByLabel('参数键值').fill('14');
    await dialog(page).getByRole('button', { name: /确\s*定/ }).click();
    await expect(page.getByText('更新成功')).toBeVisible();
    await expect(row(page, key)).toContainText('14');

    await row(page, key).getByRole('button', { name: '删除' }).click();
    await expect(page.getByText('确定将选择数据删除?')).toBeVisible();
    await page.getByRole('button', { name: /确\s*定/ }).click();
    await expect(page.getByText('删除成功')).toBeVisible();
    await expect(row(page, key)).toHaveCount(0);
  });
});
