import { expect, test, type Browser, type BrowserContext, type Page } from '../support/fixtures';
import { login, openMenu, type Who } from '../support/session';

const DEALER: Who = { tenantId: '200001', account: 'admin', password: 'admin' };
const COUNTY_HOSPITAL: Who = { tenantId: '100003', account: 'admin', password: 'admin' };
const DEALER_NAME = '浙江康链医疗供应链有限公司';
const COUNTY = '临江县人民医院';

const dialog = (page: Page) => page.getByRole('dialog');
const ok = (page: Page) => dialog(page).getByRole('button', { name: /确\s*定/ });

/** Contexts this spec opened, closed after each test. */
const opened: BrowserContext[] = [];
test.afterEach(async () => {
  await Promise.all(opened.splice(0).map((context) => context.close()));
});

/** Each party in a browser context of its own, on the supply relation page. */
async function onSupplyRelations(browser: Browser, who: Who): Promise<Page> {
  const context = await browser.newContext();
  opened.push(context);
  const page = await context.newPage();
  await login(page, who);
  await openMenu(page, '供应链', '供需关系');
  return page;
}

test.describe('supply relations', () => {
  test('a dealer applies to the county hospital and the hospital approves it', async ({ browser }) => {
    const dealer = await onSupplyRelations(browser, DEALER);
    await dealer.getByRole('button', { name: /申请供货/ }).click();
    await dialog(dealer).getByLabel('医院').click();
    await dialog(dealer).getByLabel('医院').fill('临江');
    await dealer.locator('.ant-select-item-option', { hasText: COUNTY }).click();
    await dialog(dealer).getByLabel('供应商联系人').fill('陈晨');
    await dialog(dealer).getByLabel('联系电话').fill('13900002222');
    await ok(dealer).click();
    await expect(dealer.getByText('新增成功')).toBeVisible();
    const applied = dealer.getByRole('row').filter({ hasText: COUNTY });
    await expect(applied).toContainText('待审核');

    const hospital = await onSupplyRelations(browser, COUNTY_HOSPITAL);
    const waiting = hospital.getByRole('row').filter({ hasText: DEALER_NAME });
    await expect(waiting).toContainText('待审核');
    await waiting.getByRole('button', { name: /审核通过/ }).click();
    await ok(hospital).click();
    await expect(hospital.getByText('操作成功!')).toBeVisible();
    await expect(waiting).toContainText('已审核');

    // The dealer sees the hospital's decision when it opens the page again.
    await dealer.reload();
    await expect(applied).toContainText('已审核');
    await expect(applied.getByRole('button', { name: /解\s*除/ })).toBeVisible();
    await expect(applied.getByRole('button', { name: /取消申请/ })).toHaveCount(0);
  });
});
