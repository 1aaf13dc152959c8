import { expect, type Browser, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { login, type Who } from './session';

export const DEALER: Who = { tenantId: '200001', account: 'admin', password: 'admin' };
export const DEALER_NAME = '浙江康链医疗供应链有限公司';

/**
 * Browser contexts of one party each, signed in, for journeys that pass a document between the
 * hospital and the dealer; `closeAll` after each test.
 */
export function parties() {
  const opened: BrowserContext[] = [];
  return {
    async signedIn(browser: Browser, who: Who): Promise<Page> {
      const context = await browser.newContext({ viewport: { width: 1600, height: 1000 } });
      opened.push(context);
      const page = await context.newPage();
      await login(page, who);
      return page;
    },
    closeAll: () => Promise.all(opened.splice(0).map((context) => context.close())),
  };
}

/** A button of the page on screen (the tabs keep the pages opened before alive, hidden). */
export const button = (page: Page, name: RegExp) => page.getByRole('button', { name }).filter({ visible: true });

/** The list row of a document by its number. */
export const rowOf = (page: Page, no: string): Locator => page.getByRole('row').filter({ hasText: no });

/** Clicks a row's link, then 确定 in the confirmation it opens. */
export async function confirmRowAction(page: Page, row: Locator, action: RegExp): Promise<void> {
  await row.getByRole('button', { name: action }).click();
  await page.getByRole('button', { name: /确\s*定/ }).filter({ visible: true }).last().click();
}

/** Fills a scanner field with a label's text and sends it as a scanner does, with Enter. */
export async function scan(field: Locator, udi: string): Promise<void> {
  await field.fill(udi);
  await field.press('Enter');
  await expect(field).toHaveValue('');
}
