import type { TestInfo } from '@playwright/test';
import { expect, test, type Browser, type BrowserContext, type Page } from '../support/fixtures';
import { apiCall, apiToken } from '../support/api';
import { confirm, dialog, pick } from '../support/antd';
import { HOSPITAL_ADMIN, login, openMenu, unique, type Who } from '../support/session';

const DEALER: Who = { tenantId: '200001', account: 'admin', password: 'admin' };
const HOSPITAL_NAME = '云州市第一人民医院';
const DEALER_NAME = '浙江康链医疗供应链有限公司';

const opened: BrowserContext[] = [];
test.afterEach(async () => {
  await Promise.all(opened.splice(0).map((context) => context.close()));
});

/** Each party signed in in a browser context of its own. */
async function signedIn(browser: Browser, who: Who): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1600, height: 1000 } });
  opened.push(context);
  const page = await context.newPage();
  await login(page, who);
  return page;
}

/** Types a date into the dialog's date field labelled `label`. */
async function typeDate(page: Page, label: string, value: string) {
  const input = dialog(page).getByLabel(label);
  await input.click();
  await input.fill(value);
  await input.press('Enter');
  await expect(input).toHaveValue(value);
}

/** Picks, in a searchable select, the option showing `text` after typing `search`. */
async function searchPick(page: Page, control: ReturnType<Page['locator']>, search: string, text: string) {
  await control.click();
  await control.fill(search);
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: text }).first().click();
}

/** A button of the page on screen (the tabs keep the pages opened before alive, hidden). */
const button = (page: Page, name: RegExp) => page.getByRole('button', { name }).filter({ visible: true });

const shot = (page: Page, info: TestInfo, name: string) => page.screenshot({ path: info.outputPath(`${name}.png`) });

test.describe('contracts and the supply catalog', () => {
  // One journey in steps: each step goes on from what the one before left.
  test.describe.configure({ mode: 'serial' });
  const product = unique('医用透气胶带');
  const no = unique('HT-KL-');

  test.beforeAll(async ({ request }) => {
    // A product of the dealer's own, not yet in any catalog (the product screen is tested on its own).
    const token = await apiToken(request, DEALER);
    const made = await apiCall<{ id: string }>(request, token, 'POST', '/beree-scm/product/submit', { data: { productName: product, productType: 'OTHER' } });
    await apiCall(request, token, 'POST', '/beree-scm/product-sku/submit', { data: { productId: made.id, specification: '2.5cm×9.1m', unit: '卷', referencePrice: '9.50' } });
  });

  test("the dealer lists its SKU in the hospital's catalog at a price", async ({ browser }, info) => {
    const dealer = await signedIn(browser, DEALER);
    await openMenu(dealer, '供应链', '供货目录');
    await button(dealer, /新\s*增/).click();
    await pick(dealer, dialog(dealer), '医院', HOSPITAL_NAME);
    await searchPick(dealer, dialog(dealer).getByLabel('规格'), product, product);
    await dialog(dealer).getByLabel('单价（含税）').fill('8.80');
    await dialog(dealer).getByLabel('中标号').fill('ZJ2025-HC-301');
    await shot(dealer, info, 'catalog-form-zh');
    await confirm(dealer);
    await expect(dealer.getByText('新增成功')).toBeVisible();
    const listed = dealer.getByRole('row').filter({ hasText: product });
    await expect(listed).toContainText('8.80');
    await expect(listed).toContainText(HOSPITAL_NAME);
    await shot(dealer, info, 'catalog-list-zh');
  });

  test('the dealer drafts a purchase contract pricing it anew and puts it in force', async ({ browser }, info) => {
    const dealer = await signedIn(browser, DEALER);
    await openMenu(dealer, '供应链', '合同管理');
    await button(dealer, /新\s*增/).click();
    await pick(dealer, dialog(dealer), '对方单位', HOSPITAL_NAME);
    await dialog(dealer).getByLabel('合同编号').fill(no);
    await dialog(dealer).getByLabel('合同名称').fill('2025 年度医用胶带采购合同');
    await pick(dealer, dialog(dealer), '中标类型', '中标');
    await typeDate(dealer, '有效期自', '2025-01-01');
    await typeDate(dealer, '有效期至', '2030-12-31');
    await dialog(dealer).getByRole('button', { name: /添加明细/ }).click();
    const line = dialog(dealer).locator('.ant-table-tbody tr.ant-table-row').first();
    await searchPick(dealer, line.getByRole('combobox').first(), product, product);
    await expect(line.getByPlaceholder('单价')).toHaveValue('9.5');
    await line.getByPlaceholder('单价').fill('7.90');
    await line.getByPlaceholder('中标价').fill('8.00');
    await shot(dealer, info, 'contract-form-zh');
    await confirm(dealer);
    await expect(dealer.getByText('新增成功')).toBeVisible();
    const drafted = dealer.getByRole('row').filter({ hasText: no });
    await expect(drafted).toContainText('保存');
    // Put in force from the same list, by the same dealer (a context and a sign-in fewer).
    await drafted.getByRole('button', { name: /生\s*效/ }).click();
    await confirm(dealer);
    await expect(drafted).toContainText('已生效');
    await expect(drafted.getByRole('button', { name: /编\s*辑/ })).toHaveCount(0);
    await expect(dealer.getByRole('dialog')).toHaveCount(0);
    await shot(dealer, info, 'contract-list-zh');
  });

  test('the hospital sees the contract in force and the item at its price, and sets its own code', async ({ browser }, info) => {
    const hospital = await signedIn(browser, HOSPITAL_ADMIN);
    await openMenu(hospital, '供应链', '合同管理');
    const seen = hospital.getByRole('row').filter({ hasText: no });
    await expect(seen).toContainText('已生效');
    await expect(seen).toContainText(DEALER_NAME);
    await seen.getByRole('button', { name: /查\s*看/ }).click();
    await expect(dialog(hospital).getByRole('row').filter({ hasText: product })).toContainText('7.90');
    await dialog(hospital).getByRole('button', { name: /关\s+闭/ }).click();

    await openMenu(hospital, '供应链', '供货目录');
    await hospital.getByPlaceholder('请输入产品名称').fill(product);
    await button(hospital, /搜\s*索/).click();
    const item = hospital.getByRole('row').filter({ hasText: product });
    await expect(item).toContainText('7.90');
    await expect(item).toContainText(DEALER_NAME);
    await item.getByRole('button', { name: /编\s*辑/ }).click();
    await expect(dialog(hospital).getByLabel('单价（含税）')).toHaveCount(0);
    await dialog(hospital).getByLabel('院内编码').fill('HIS-JD-0091');
    await dialog(hospital).getByLabel('院内单位').fill('卷');
    await shot(hospital, info, 'catalog-hospital-form-zh');
    await confirm(hospital);
    await expect(hospital.getByText('更新成功')).toBeVisible();
    await expect(item).toContainText('HIS-JD-0091');
  });

  test('the hospital looks at both screens in English', async ({ browser }, info) => {
    const hospital = await signedIn(browser, HOSPITAL_ADMIN);
    await hospital.getByRole('button', { name: '语言' }).click();
    await hospital.getByRole('menuitem', { name: 'English' }).click();
    await openMenu(hospital, 'Supply chain', 'Supply catalog');
    await hospital.getByPlaceholder('Enter Product').fill(product);
    await button(hospital, /(^|\s)Search$/).click();
    const item = hospital.getByRole('row').filter({ hasText: product });
    await expect(item).toContainText('HIS-JD-0091');
    await expect(item).toContainText('In use');
    await shot(hospital, info, 'catalog-list-en');
    await item.getByRole('button', { name: /Edit/ }).click();
    await expect(dialog(hospital).getByLabel('Hospital code')).toHaveValue('HIS-JD-0091');
    await shot(hospital, info, 'catalog-form-en');
    await dialog(hospital).getByRole('button', { name: 'Cancel' }).click();

    await openMenu(hospital, 'Supply chain', 'Contracts');
    await expect(hospital.getByRole('row').filter({ hasText: no })).toContainText('In force');
    await shot(hospital, info, 'contract-list-en');
    // A draft of its own picks from its catalog with the dealer, at the catalog's price.
    await button(hospital, /^(plus )?Add$/).click();
    await pick(hospital, dialog(hospital), 'Counterparty', DEALER_NAME);
    await dialog(hospital).getByRole('button', { name: 'Add a line' }).click();
    const own = dialog(hospital).locator('.ant-table-tbody tr.ant-table-row').first();
    await searchPick(hospital, own.getByRole('combobox').first(), product, product);
    await expect(own.getByPlaceholder('Unit price')).toHaveValue('7.9');
    await shot(hospital, info, 'contract-form-en');
  });
});
