import { expect, test, type Page } from '../support/fixtures';
import { confirm, dialog } from '../support/antd';
import { HOSPITAL_ADMIN, login, PLATFORM_ADMIN, unique } from '../support/session';

const addButton = (scope: ReturnType<Page['locator']>) => scope.getByRole('button', { name: /^(plus )?新增$/ });

/** Adds a dictionary, opens it, adds an entry and checks both, in the given screen. */
async function dictionaryRoundTrip(page: Page) {
  const code = unique('e2e_dict_');
  const list = page.locator('.ant-card').filter({ hasText: '字典列表' });
  await addButton(list).click();
  await expect(dialog(page)).toHaveCSS('width', '880px');
  await confirm(page);
  await expect(dialog(page).getByText('请输入字典编号')).toBeVisible();
  await expect(dialog(page).getByText('请输入字典名称')).toBeVisible();
  await expect(dialog(page).getByLabel('上级字典')).toBeDisabled();
  await dialog(page).getByLabel('字典编号').fill(code);
  await dialog(page).getByLabel('字典名称').fill('耗材分类');
  await dialog(page).getByLabel('字典排序').fill('1');
  await confirm(page);
  await expect(page.getByText('新增成功')).toBeVisible();

  await list.getByPlaceholder('请输入字典编号').fill(code);
  await list.getByRole('button', { name: /搜\s*索/ }).click();
  // The searched page alone (one row), so the click cannot land on the page it replaces.
  await expect(list.locator('.ant-table-tbody tr.ant-table-row')).toHaveCount(1);
  await list.getByRole('row').filter({ hasText: code }).getByText(code).click();
  const entries = page.locator('.ant-card').filter({ hasText: '字典配置' });
  await expect(entries.getByText(code).first()).toBeVisible();
  await addButton(entries).click();
  await confirm(page);
  await expect(dialog(page).getByText('请输入字典键值')).toBeVisible();
  await dialog(page).getByLabel('字典键值').fill('HIGH_VALUE');
  await dialog(page).getByLabel('字典名称').fill('高值耗材');
  await dialog(page).getByLabel('字典排序').fill('1');
  await confirm(page);
  await expect(page.getByText('新增成功').last()).toBeVisible();
  await expect(entries.getByRole('row').filter({ hasText: 'HIGH_VALUE' })).toContainText('高值耗材');
}

test('the system dictionary screen: list beside entries', async ({ page }) => {
  await login(page, PLATFORM_ADMIN, { at: '/dict-horizontal/index' });
  await dictionaryRoundTrip(page);
});

test("the business dictionary screen: a tenant's own dictionaries, list above entries", async ({ page }) => {
  await login(page, HOSPITAL_ADMIN, { at: '/dict-vertical/index' });
  await dictionaryRoundTrip(page);
});
