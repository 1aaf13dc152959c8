import { expect, test, type Browser, type BrowserContext, type Page } from '../support/fixtures';
import { apiCall, apiToken } from '../support/api';
import { confirm, dialog, pick } from '../support/antd';
import { png } from '../support/files';
import { HOSPITAL_ADMIN, login, openMenu, type Who } from '../support/session';

const DEALER: Who = { tenantId: '200001', account: 'admin', password: 'admin' };
const HOSPITAL_NAME = '云州市第一人民医院';
const HOSPITAL_TAX_NO = '12330100470001234C';
/** The swab's maker, off the platform: the dealer keeps the product and names it. */
const MAKER = { name: '广州洁源卫生用品有限公司', taxNo: '91440101MA5CXK1D4Q' };

const opened: BrowserContext[] = [];
test.afterEach(async () => {
  await Promise.all(opened.splice(0).map((context) => context.close()));
});

async function signedIn(browser: Browser, who: Who): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1600, height: 1000 } });
  opened.push(context);
  const page = await context.newPage();
  await login(page, who);
  await openMenu(page, '供应链', '发票管理');
  return page;
}

const field = (page: Page, label: string) => dialog(page).locator('.ant-form-item').filter({ has: page.locator('label', { hasText: new RegExp(`^${label}$`) }) });
const button = (page: Page, name: RegExp) => page.getByRole('button', { name }).filter({ visible: true });
const rowOf = (page: Page, text: string) => page.locator('.ant-table-row').filter({ hasText: text });
const digits = (n: number) => String(Date.now()).slice(-n).padStart(n, '0');

async function searchNo(page: Page, no: string) {
  // The search form's field: an invoice dialog closing over the list has one of the same name.
  await page.locator('#search_invoiceNo').fill(no);
  await button(page, /搜\s*索/).click();
  await expect(rowOf(page, no)).toHaveCount(1);
}

/** Sends the invoice of the row, confirming. */
async function submitRow(page: Page, no: string) {
  await rowOf(page, no).getByRole('button', { name: /提\s*交/ }).click();
  await confirm(page);
}

test.describe('invoices', () => {
  // One journey in steps: the dealer invoices received swabs, is refused by the two-invoice rule, files
  // the maker's invoice, sends again; the hospital approves and the note's settlement is processed.
  test.describe.configure({ mode: 'serial' });
  // Each step signs in and walks several dialogs.
  test.setTimeout(120_000);
  const downstreamNo = `2633${digits(16)}`;
  let swabNote = '';

  test('the dealer bills the swabs left on a received note; submitting is refused by the two-invoice rule, line by line', async ({ browser, request }) => {
    const token = await apiToken(request, DEALER);
    const notes = await apiCall<{ records: { id: string; deliveryNo: string }[] }>(request, token, 'GET', '/beree-scm/delivery/list', { params: { size: '100', hospitalTenantId_equal: '100001', deliveryStatus_equal: 'RECEIVED' } });
    for (const note of notes.records) {
      const detail = await apiCall<{ lines: { productName: string; receivedQty: string }[] }>(request, token, 'GET', '/beree-scm/delivery/detail', { params: { id: note.id } });
      if (detail.lines.length === 1 && detail.lines[0].productName === '医用棉签' && Number(detail.lines[0].receivedQty) === 26) swabNote = note.deliveryNo;
    }
    expect(swabNote).not.toBe('');

    const page = await signedIn(browser, DEALER);
    await button(page, /新\s*增/).click();
    await pick(page, dialog(page), '医院', HOSPITAL_NAME);
    await pick(page, dialog(page), '从已验收的配送单添加明细', swabNote);
    const line = dialog(page).locator('.ant-table-row').first();
    await expect(line).toContainText(swabNote);
    // 16 of the 26 are invoiced already: the 10 left.
    await line.getByLabel('第1行：开票数量').fill('10');
    await expect(dialog(page).getByTestId('invoice-totals')).not.toContainText('价税合计 0.00');
    await field(page, '发票号码').locator('input').fill(downstreamNo);
    await field(page, '购买方纳税人识别号').locator('input').fill(HOSPITAL_TAX_NO);
    await confirm(page);
    await expect(page.getByText('新增成功')).toBeVisible();

    await searchNo(page, downstreamNo);
    await submitRow(page, downstreamNo);
    // No upstream invoice from the maker covers these 10: the coverage view names the line and what is missing.
    const coverage = page.getByRole('dialog').filter({ hasText: '两票制核对' });
    await expect(coverage.getByText('以下明细缺少上游发票：第 1 行')).toBeVisible();
    await expect(coverage.locator('.ant-table-row').first()).toContainText('医用棉签');
    await expect(coverage.locator('.ant-tag', { hasText: '10' })).toBeVisible();
    await expect(coverage.getByText(`应由${MAKER.name}开具`)).toBeVisible();
    await coverage.locator('.ant-modal-footer').getByRole('button', { name: /关\s*闭/ }).click();
    await expect(rowOf(page, downstreamNo)).toContainText('已保存');
  });

  test('the dealer files the maker’s invoice with its image, then sends its own', async ({ browser }) => {
    const page = await signedIn(browser, DEALER);
    const upstreamNo = digits(8);
    await button(page, /新\s*增/).click();
    await pick(page, dialog(page), '发票类别', '上游发票（厂家开给本企业）');
    await pick(page, dialog(page), '发票介质', '纸质发票');
    // A paper invoice has a code and an 8-digit number (R23): a 20-digit one is refused under its field.
    await field(page, '发票号码').locator('input').fill(downstreamNo);
    await field(page, '发票代码').locator('input').fill('4400231130');
    await confirm(page);
    await expect(field(page, '发票号码')).toContainText('R23：纸质或电子发票的发票号码应为 8 位数字');
    await field(page, '发票号码').locator('input').fill(upstreamNo);
    await field(page, '销售方').locator('input').fill(MAKER.name);
    await field(page, '销售方纳税人识别号').locator('input').fill(MAKER.taxNo);
    await dialog(page).locator('input[type=file]').setInputFiles({ name: '洁源发票.png', mimeType: 'image/png', buffer: png(240, 160, [200, 60, 60]) });
    await expect(dialog(page).getByText('洁源发票.png')).toBeVisible();
    await button(page, /添加明细/).click();
    const line = dialog(page).locator('.ant-table-row').first();
    await line.locator('.ant-select').first().click();
    await page.keyboard.type('医用棉签');
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: '医用棉签' }).first().click();
    await line.getByLabel('第1行：开票数量').fill('10');
    await line.getByLabel('第1行：金额（不含税）').fill('16.00');
    await expect(dialog(page).getByTestId('invoice-totals')).toHaveText('金额 16.00　税额 2.08　价税合计 18.08');
    await confirm(page);
    await expect(page.getByText('新增成功')).toBeVisible();
    await searchNo(page, upstreamNo);
    await submitRow(page, upstreamNo);
    await expect(rowOf(page, upstreamNo)).toContainText('已提交');

    await searchNo(page, downstreamNo);
    await submitRow(page, downstreamNo);
    await expect(rowOf(page, downstreamNo)).toContainText('已提交');
  });

  test('the hospital approves the swab invoices and the note’s settlement is processed', async ({ browser, request }) => {
    const page = await signedIn(browser, HOSPITAL_ADMIN);
    await searchNo(page, downstreamNo);
    await rowOf(page, downstreamNo).getByRole('button', { name: /审\s*核/ }).click();
    await confirm(page);
    await expect(rowOf(page, downstreamNo)).toContainText('已审核');
    await rowOf(page, downstreamNo).getByRole('button', { name: /查\s*看/ }).click();
    const view = page.getByRole('dialog').filter({ hasText: '发票详情' });
    await expect(view.locator('.ant-table-row', { hasText: swabNote })).toBeVisible();
    await expect(view.getByText('审核').first()).toBeVisible();
    await view.getByRole('button', { name: /两票制核对/ }).click();
    await expect(page.getByText('每一行都有上游发票覆盖')).toBeVisible();

    const token = await apiToken(request, HOSPITAL_ADMIN);
    const settlements = await apiCall<{ records: { documentNo: string; settlementStatus: string }[] }>(request, token, 'GET', '/beree-scm/settlement/list', { params: { size: '100', supplierTenantId: '200001' } });
    expect(settlements.records.find((row) => row.documentNo === swabNote)?.settlementStatus).toBe('PROCESSED');
  });
});
