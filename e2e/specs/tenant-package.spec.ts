import { expect, test, type Page } from '../support/fixtures';
import { login, openMenu, PLATFORM_ADMIN, unique } from '../support/session';

const dialog = (page: Page) => page.getByRole('dialog');
const row = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });

/** Ticks menus found by the tree's own search: the menu tree is long and drawn only where it is scrolled to. */
async function chooseMenus(page: Page, names: string[]) {
  const field = dialog(page).getByLabel('菜单列表');
  for (const name of names) {
    await field.click();
    await field.fill(name);
    const dropdown = page.locator('.ant-select-dropdown:visible').last();
    await expect(dropdown).not.toHaveClass(/-(enter|appear|leave)\b/);
    const node = dropdown.getByRole('treeitem', { name: new RegExp(name) }).first();
    await node.locator('.ant-select-tree-checkbox').click();
    await expect(node).toHaveAttribute('aria-checked', 'true');
  }
  await dialog(page).getByLabel('产品包名称').click();
}

async function addPackage(page: Page, name: string) {
  await page.getByRole('button', { name: '新增' }).click();
  await dialog(page).getByLabel('产品包名称').fill(name);
  await chooseMenus(page, ['参数管理']);
  await dialog(page).getByRole('button', { name: /确\s*定/ }).click();
  await expect(page.getByText('新增成功').last()).toBeVisible();
  // The dialog's own name field is gone only once it has closed.
  await expect(dialog(page)).toBeHidden();
}

test.describe('tenant packages', () => {
  test.beforeEach(async ({ page }) => {
    await login(page, PLATFORM_ADMIN);
    await openMenu(page, '系统管理', '产品包管理');
  });

  test('adds with menus chosen in the tree, searches and edits', async ({ page }) => {
    const name = unique('医院版');
    await addPackage(page, name);
    await page.getByPlaceholder('请输入产品包名称').fill(name);
    await page.getByRole('button', { name: /搜\s*索/ }).click();
    await expect(page.getByText('共 1 条')).toBeVisible();

    await row(page, name).getByRole('button', { name: '编辑' }).click();
    await dialog(page).getByLabel('备注').fill('三级医院');
    await dialog(page).getByRole('button', { name: /确\s*定/ }).click();
    await expect(page.getByText('更新成功')).toBeVisible();
    await expect(row(page, name)).toContainText('三级医院');
  });
});
