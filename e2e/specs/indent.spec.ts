import { expect, test, type Browser, type BrowserContext, type Page } from '../support/fixtures';
import { apiCall, apiToken } from '../support/api';
import { confirm, dialog, pick } from '../support/antd';
import { HOSPITAL_ADMIN, login, openMenu, unique, type Who } from '../support/session';

const DEALER: Who = { tenantId: '200001', account: 'admin', password: 'admin' };
const DEALER_NAME = '浙江康链医疗供应链有限公司';

const opened: BrowserContext[] = [];
test.afterEach(async () => {
  await Promise.all(opened.splice(0).map((context) => context.close()));
});

async function signedIn(browser: Browser, who: Who): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1600, height: 1000 } });
  opened.push(context);
  const page = await context.newPage();
  await login(page, who);
  return page;
}

/** A button of the page on screen (the tabs keep the pages opened before alive, hidden). */
const button = (page: Page, name: RegExp) => page.getByRole('button', { name }).filter({ visible: true });

test.describe('purchase orders', () => {
  // One journey in steps: the dealer confirms the order the hospital sent in the step before.
  test.describe.configure({ mode: 'serial' });
  const remark = unique('急诊备货');
  let product = '';
  let indentNo = '';

  test.beforeAll(async ({ request }) => {
    const token = await apiToken(request, HOSPITAL_ADMIN);
    const items = await apiCall<{ records: { productName: string }[] }>(request, token, 'GET', '/beree-scm/catalog/list', {
      params: { supplierTenantId_equal: DEALER.tenantId, useFlag_equal: 'USING', size: '1' },
    });
    product = items.records[0].productName;
  });

  test('the hospital orders from its catalog and sends the order; a line without a quantity is refused first', async ({ browser }) => {
    const hospital = await signedIn(browser, HOSPITAL_ADMIN);
    await openMenu(hospital, '供应链', '采购订单');
    await button(hospital, /新\s*增/).click();
    await pick(hospital, dialog(hospital), '供应商', DEALER_NAME);
    await dialog(hospital).getByRole('button', { name: /添加明细/ }).click();
    const line = dialog(hospital).locator('.ant-table-tbody tr.ant-table-row').first();
    await line.getByRole('combobox').first().fill(product);
    await hospital.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: product }).first().click();
    await dialog(hospital).getByPlaceholder('请输入备注').fill(remark);
    await confirm(hospital);
    await expect(dialog(hospital).getByText('第1行数量不能为空')).toBeVisible();
    await line.getByPlaceholder('数量').fill('6');
    await expect(dialog(hospital).getByText(/合计：/)).toBeVisible();
    const saved = hospital.waitForResponse((r) => r.url().includes('/beree-scm/indent/submit'));
    await confirm(hospital);
    indentNo = ((await (await saved).json()) as { data: { indentNo: string } }).data.indentNo;
    await expect(hospital.getByText('新增成功')).toBeVisible();

    const row = hospital.getByRole('row').filter({ hasText: indentNo });
    await expect(row).toContainText('已保存');
    await expect(row).toContainText(DEALER_NAME);
    await row.getByRole('button', { name: /提\s*交/ }).click();
    await hospital.getByRole('button', { name: /确\s*定/ }).filter({ visible: true }).last().click();
    await expect(row).toContainText('待确认');
  });

  test('the dealer confirms the order it received', async ({ browser }) => {
    const dealer = await signedIn(browser, DEALER);
    await openMenu(dealer, '供应链', '采购订单');
    const row = dealer.getByRole('row').filter({ hasText: indentNo });
    await expect(row).toContainText('待确认');
    await row.getByRole('button', { name: /确\s*认/ }).click();
    await dealer.getByRole('button', { name: /确\s*定/ }).filter({ visible: true }).last().click();
    await expect(row).toContainText('已确认');
  });
});
