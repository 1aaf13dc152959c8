import { expect, type Locator, type Page } from '@playwright/test';

/**
 * The open dialog (antd Modal) on top: not one still fading out after it closed, which stays in the
 * page, last, for the length of its motion (longer on a busy machine).
 */
export const dialog = (page: Page) => page.getByRole('dialog').and(page.locator(':not(.ant-zoom-leave)')).last();

/** Opens a select or tree select by its form label and picks the option with that text. */
export async function pick(page: Page, scope: Locator, label: string, option: string): Promise<void> {
  const field = scope.getByLabel(label);
  await field.click();
  const dropdown = page.locator('.ant-select-dropdown:visible').last();
  // A click while the dropdown is still sliding open can miss its option: wait until it is at rest.
  await expect(dropdown).not.toHaveClass(/-(enter|appear|leave)\b/);
  await dropdown.locator('.ant-select-item-option, .ant-select-tree-node-content-wrapper', { hasText: option }).first().click();
  // A single select closes by itself (an Escape then would close the dialog); a multiple one stays open.
  const multiple = (await field.locator('xpath=ancestor::*[contains(concat(" ", @class, " "), " ant-select-multiple ")]').count()) > 0;
  if (multiple) await page.keyboard.press('Escape');
  await expect(dropdown).toBeHidden();
}

/** Ticks a node of a checkable tree (expanding its parents by name first). */
export async function tick(scope: Locator, path: string[]): Promise<void> {
  for (const [index, name] of path.entries()) {
    const node = scope.getByRole('treeitem', { name: new RegExp(`^(\\S+ )?${name}$`) }).first();
    await expect(node).toBeVisible();
    if (index < path.length - 1) {
      if ((await node.getAttribute('aria-expanded')) !== 'true') await node.locator('[class*="-switcher"]').first().click();
    } else {
      await node.locator('[class*="-checkbox"]').first().click();
    }
  }
}

export const confirm = (page: Page) => dialog(page).getByRole('button', { name: /确\s*定/ }).click();
