import ExcelJS from 'exceljs';
import { gtin14CheckDigit, PRODUCT_SHEET_COLUMNS, productSheetHeading } from '@beree/contracts';
import { expect, test, type Page } from '../support/fixtures';
import { dialog } from '../support/antd';
import { pageApi } from '../support/api';
import { login, openMenu, unique, type Who } from '../support/session';

const DEALER: Who = { tenantId: '200001', account: 'admin', password: 'admin' };
/** The dealer's registration cards (demo seeds): an imported Class III implant and catheter. */
const HIP_CARD = '国械注进20183130245';
const PTCA_CARD = '国械注进20203030612';

/** A GTIN-14 of its own (a random body and its check digit), so no other row holds it (R9). */
function freshGtin(): string {
  const body = `069${String(Math.floor(Math.random() * 1e10)).padStart(10, '0')}`;
  return `${body}${gtin14CheckDigit(body)}`;
}
/** The same DI with its last digit wrong, and the digit it should end in. */
const wrongDigit = (di: string) => ({ di: `${di.slice(0, 13)}${(Number(di[13]) + 1) % 10}`, expected: di[13] });

/** An .xlsx with the template's Chinese headings and one row per SKU, as a user fills it in. */
async function productSheet(rows: Record<string, string>[]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('产品');
  sheet.addRow(PRODUCT_SHEET_COLUMNS.map((c) => productSheetHeading(c)));
  for (const row of rows) sheet.addRow(PRODUCT_SHEET_COLUMNS.map((c) => row[c.field] ?? ''));
  return Buffer.from(await book.xlsx.writeBuffer());
}

const field = (page: Page, label: string) => dialog(page).locator('.ant-form-item').filter({ has: page.locator('label', { hasText: new RegExp(`^${label}$`) }) });
const ok = (page: Page) => dialog(page).getByRole('button', { name: /确\s*定/ }).click();
const drawer = (page: Page) => page.locator('.ant-drawer-section');
/** The SKU panel once it has slid in (a picture taken while it moves shows it half drawn). */
async function drawerOpen(page: Page) {
  await expect(drawer(page)).toBeVisible();
  await expect(page.locator('.ant-drawer-content-wrapper')).not.toHaveClass(/-(enter|appear)\b/);
}
const shot = (page: Page, path: string) => page.screenshot({ path, fullPage: false });

/** Picks a registration card by its number: the picker's list is virtual, so the number is typed first. */
async function pickCard(page: Page, label: string, certNo: string) {
  const input = dialog(page).getByLabel(label);
  await input.click();
  await input.fill(certNo);
  const dropdown = page.locator('.ant-select-dropdown:visible').last();
  await expect(dropdown).not.toHaveClass(/-(enter|appear|leave)\b/);
  await dropdown.locator('.ant-select-item-option', { hasText: certNo }).first().click();
  await expect(dropdown).toBeHidden();
}

async function onProducts(page: Page) {
  await login(page, DEALER);
  await openMenu(page, '供应链', '产品管理');
  await expect(page.locator('.ant-table')).toBeVisible();
}

test.describe('products', () => {
  test('a dealer adds a product under its registration card, then a SKU whose DI is checked as it is typed', async ({ page }, testInfo) => {
    await onProducts(page);
    const name = unique('髋关节假体 生物型股骨柄 ');
    await page.getByRole('button', { name: /新\s*增/ }).click();
    await pickCard(page, '注册证', HIP_CARD);
    // The card sets what R7 ties to it.
    await expect(field(page, '产品类型')).toContainText('医疗器械');
    await expect(field(page, '管理类别')).toContainText('Ⅲ');
    await expect(field(page, '产地类型')).toContainText('进口');
    await field(page, '产品名称').locator('input').fill(name);
    await field(page, '生产企业').locator('input').fill('Wiesen Medizintechnik GmbH');
    await field(page, '高值耗材').getByRole('switch').click();
    await field(page, '植入介入').getByRole('switch').click();
    await shot(page, testInfo.outputPath('product-form-zh.png'));
    await ok(page);
    await expect(page.getByText('新增成功')).toBeVisible();

    const row = page.getByRole('row').filter({ hasText: name });
    await expect(row).toContainText(HIP_CARD);
    await expect(row.locator('.ant-tag', { hasText: '高值' })).toBeVisible();
    await expect(row.locator('.ant-tag', { hasText: '植入' })).toBeVisible();
    await expect(row.locator('.ant-tag', { hasText: '使用中' })).toBeVisible();
    await shot(page, testInfo.outputPath('products-zh.png'));

    await row.getByRole('button', { name: /规\s*格/ }).click();
    await drawerOpen(page);
    await expect(drawer(page)).toContainText(name);
    await drawer(page).getByRole('button', { name: /新增规格/ }).click();
    await dialog(page).getByLabel('规格', { exact: true }).fill('#11');
    await dialog(page).getByLabel('单位', { exact: true }).fill('个');
    const di = freshGtin();
    const wrong = wrongDigit(di);
    await dialog(page).getByLabel('UDI-DI', { exact: true }).fill(wrong.di);
    // R9 speaks before anything is sent.
    await expect(dialog(page).getByText(`R9：UDI-DI“${wrong.di}”的 GTIN-14 校验位应为 ${wrong.expected}`)).toBeVisible();
    await shot(page, testInfo.outputPath('sku-form-zh.png'));
    await dialog(page).getByLabel('UDI-DI', { exact: true }).fill(di);
    await expect(dialog(page).getByText(/R9：/)).toHaveCount(0);
    const boxDi = freshGtin().replace(/^0/, '1').slice(0, 13);
    await dialog(page).getByLabel('中包装（二级） UDI-DI').fill(`${boxDi}${gtin14CheckDigit(boxDi)}`);
    await dialog(page).getByLabel('中包装（二级） 内含数量').fill('10');
    await dialog(page).getByLabel('参考价格').fill('3100');
    await ok(page);
    // The product's toast may still be up on a slow machine: the SKU's is the newer one.
    await expect(page.getByText('新增成功').last()).toBeVisible();
    const sku = drawer(page).getByRole('row').filter({ hasText: di });
    await expect(sku).toContainText('#11');
    await expect(sku).toContainText(`中包 ${boxDi}${gtin14CheckDigit(boxDi)} ×10`);
    await shot(page, testInfo.outputPath('skus-zh.png'));
    await drawer(page).locator('.ant-drawer-close').click();
    await expect(row.locator('td').filter({ hasText: /^1$/ })).toHaveCount(1);

    await row.getByRole('button', { name: /查\s*看/ }).click();
    await expect(dialog(page)).toContainText('产品详情');
    await expect(dialog(page).getByRole('row').filter({ hasText: di })).toContainText('3,100.00');
    await shot(page, testInfo.outputPath('product-view-zh.png'));
  });

  test('a dealer imports a product file: the progress ends, the good rows land and a refused row says why', async ({ page }, testInfo) => {
    await onProducts(page);
    await page.getByRole('button', { name: /导\s*入/ }).click();
    await expect(dialog(page)).toContainText('导入产品');
    const [template] = await Promise.all([page.waitForEvent('download'), dialog(page).getByRole('button', { name: /下载模板/ }).click()]);
    expect(template.suggestedFilename()).toBe('产品导入模板.xlsx');
    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile(await template.path());
    expect(book.worksheets[0].getRow(1).values).toEqual(expect.arrayContaining(['产品名称*', '单位*', 'UDI-DI']));
    await shot(page, testInfo.outputPath('import-zh.png'));

    const tag = unique('导入');
    const catheter = `PTCA球囊扩张导管 ${tag}`;
    const iodine = `复合碘皮肤消毒液 ${tag}`;
    const card = { productName: catheter, productType: '医疗器械', managementLevel: 'Ⅲ', areaType: '进口', registrationNo: PTCA_CARD, manufacturerName: 'Wiesen Medizintechnik GmbH' };
    const bad = wrongDigit(freshGtin());
    const file = await productSheet([
      { ...card, specification: '2.5×15mm', unit: '根', udiDi: freshGtin(), referencePrice: '980' },
      { ...card, specification: '3.0×15mm', unit: '根', udiDi: freshGtin(), referencePrice: '980' },
      { productName: iodine, productType: '其他', specification: '500ml', unit: '瓶', referencePrice: '12.5' },
      { ...card, specification: '3.5×20mm', unit: '根', udiDi: bad.di },
    ]);
    await dialog(page).locator('input[type=file]').setInputFiles({ name: '产品导入.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer: file });

    await expect(dialog(page).getByTestId('import-state')).toHaveText('导入完成');
    await expect(dialog(page).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    const count = (label: string) => dialog(page).locator('.ant-statistic').filter({ hasText: label }).locator('.ant-statistic-content');
    await expect(count('总行数')).toHaveText('4');
    await expect(count('成功')).toHaveText('3');
    await expect(count('失败')).toHaveText('1');
    const refused = dialog(page).getByRole('row').filter({ hasText: bad.di });
    await expect(refused.locator('td').first()).toHaveText('5');
    await expect(refused).toContainText('UDI-DI');
    await expect(refused).toContainText(`R9：UDI-DI“${bad.di}”的 GTIN-14 校验位应为 ${bad.expected}`);
    await shot(page, testInfo.outputPath('import-done-zh.png'));
    await dialog(page).getByRole('button', { name: /关\s*闭/ }).last().click();

    // The list was read again: both products are there, the catheter with its two SKUs.
    const search = page.locator('form.ant-form-inline');
    await search.getByPlaceholder('请输入产品名称').fill(tag);
    await search.getByRole('button', { name: /搜\s*索/ }).click();
    await expect(page.getByText('共 2 条')).toBeVisible();
    const catheterRow = page.getByRole('row').filter({ hasText: catheter });
    await expect(catheterRow).toContainText(PTCA_CARD);
    await expect(catheterRow.locator('td').filter({ hasText: /^2$/ })).toHaveCount(1);
    await expect(page.getByRole('row').filter({ hasText: iodine })).toContainText('其他');

    // The export holds what the list shows: one row per SKU of the two products.
    const [exported] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: /导\s*出/ }).click()]);
    expect(exported.suggestedFilename()).toBe('产品.xlsx');
    const sheet = new ExcelJS.Workbook();
    await sheet.xlsx.readFile(await exported.path());
    const names = sheet.worksheets[0].getColumn(1).values.slice(2);
    expect(names.sort()).toEqual([catheter, catheter, iodine].sort());
  });

  test('the products in English', async ({ page }, testInfo) => {
    // A common desktop width, at which the whole list shows without scrolling sideways.
    await page.setViewportSize({ width: 1600, height: 900 });
    await login(page, DEALER);
    // A product of its own to open the SKUs of.
    const cards = await pageApi<{ id: string; certNo: string }[]>(page, 'GET', '/beree-scm/product/registration-cards');
    const name = unique('PTCA balloon catheter ');
    const registrationCertId = cards.find((c) => c.certNo === PTCA_CARD)!.id;
    await pageApi(page, 'POST', '/beree-scm/product/submit', { data: { productName: name, productType: 'YLQX', managementLevel: 'THREELEVEL', areaType: 'JK', registrationCertId } });
    await page.getByRole('button', { name: '语言' }).click();
    await page.getByRole('menuitem', { name: 'English' }).click();
    await expect(page.getByRole('button', { name: 'Language' })).toBeVisible();
    await openMenu(page, 'Supply chain', 'Products');
    const table = page.locator('.ant-table');
    await expect(table.getByRole('columnheader', { name: 'Registration no.' })).toBeVisible();
    await expect(table.getByRole('columnheader', { name: 'SKUs' })).toBeVisible();
    await shot(page, testInfo.outputPath('products-en.png'));
    expect(await chineseChrome(page)).toEqual([]);

    await page.getByRole('button', { name: /^plus Add$/ }).click();
    await pickCard(page, 'Registration card', PTCA_CARD);
    await expect(field(page, 'Origin')).toContainText('Imported');
    await shot(page, testInfo.outputPath('product-form-en.png'));
    expect(await chineseChrome(page)).toEqual([]);
    await dialog(page).getByRole('button', { name: 'Cancel' }).click();

    await page.getByRole('button', { name: /^import Import$/ }).click();
    await expect(dialog(page)).toContainText('Import products');
    await shot(page, testInfo.outputPath('import-en.png'));
    expect(await chineseChrome(page)).toEqual([]);
    await dialog(page).getByRole('button', { name: 'Close' }).last().click();

    await page.getByRole('row').filter({ hasText: name }).getByRole('button', { name: /SKUs/ }).click();
    await drawerOpen(page);
    await expect(drawer(page).getByRole('columnheader', { name: 'Packaging' })).toBeVisible();
    await shot(page, testInfo.outputPath('skus-en.png'));
    expect(await chineseChrome(page)).toEqual([]);
    await drawer(page).getByRole('button', { name: /Add SKU/ }).click();
    await dialog(page).getByLabel('UDI-DI', { exact: true }).fill('06945678901233');
    await expect(dialog(page).getByText('R9: the GTIN-14 check digit of UDI-DI “06945678901233” should be 2')).toBeVisible();
    await shot(page, testInfo.outputPath('sku-form-en.png'));
    expect(await chineseChrome(page)).toEqual([]);
  });
});

/** Headers, labels, buttons, tags and placeholders still in Chinese (user data in cells aside). */
function chineseChrome(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const cjk = /[\u2e80-\u9fff\uff00-\uffef]/;
    const selectors = ['th', '.ant-form-item-label label', 'button', '.ant-tag', '.ant-modal-title', '.ant-statistic-title', '.ant-upload-text', '.ant-form-item-extra', '.ant-select-selection-placeholder'];
    const texts = Array.from(document.querySelectorAll<HTMLElement>(selectors.join(','))).filter((el) => el.checkVisibility()).map((el) => el.innerText);
    texts.push(...Array.from(document.querySelectorAll<HTMLInputElement>('input[placeholder], textarea[placeholder]')).filter((el) => el.checkVisibility()).map((el) => el.placeholder));
    return [...new Set(texts.filter((text) => cjk.test(text)))];
  });
}
