import { expect, test, type Page } from '../support/fixtures';
import { confirm, dialog, pick } from '../support/antd';
import { login, openMenu, unique, type Who } from '../support/session';
import { png } from '../support/files';

const DEALER: Who = { tenantId: '200001', account: 'admin', password: 'admin' };


/** A one-page PDF with a line of text, as a scanner's export would be. */
function pdf(): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 300 200] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    '<< /Length 44 >>\nstream\nBT /F1 18 Tf 40 100 Td (Licence scan) Tj ET\nendstream',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

const field = (page: Page, label: string) => dialog(page).locator('.ant-form-item').filter({ has: page.locator('label', { hasText: new RegExp(`^${label}$`) }) });

async function typeDate(page: Page, label: string, value: string) {
  const input = field(page, label).locator('input');
  await input.click();
  await input.fill(value);
  await input.press('Enter');
  await expect(input).toHaveValue(value);
}

test.describe('certificates', () => {
  test('the dealer keeps a licence with its scans, archives it and views them; the register shows every flag', async ({ page }, testInfo) => {
    await login(page, DEALER);
    await openMenu(page, '供应链', '证照管理');
    const table = page.locator('.ant-table');
    await expect(table.locator('.ant-tag', { hasText: '已过期' }).first()).toBeVisible();
    await expect(table.locator('.ant-tag', { hasText: '即将过期' }).first()).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('certificates-zh.png'), fullPage: true });

    const no = unique('KL-XK-');
    await page.getByRole('button', { name: /新\s*增/ }).click();
    await pick(page, dialog(page), '证照类型', '企业证照');
    await pick(page, dialog(page), '证照子类', '药品经营许可证');
    await field(page, '证照名称').locator('input').fill('药品经营许可证');
    await field(page, '证号').locator('input').fill(no);
    await typeDate(page, '有效期起', '2024-03-01');
    await typeDate(page, '有效期至', '2029-02-28');
    await dialog(page).locator('input[type=file]').setInputFiles({ name: '药品经营许可证.png', mimeType: 'image/png', buffer: png(240, 160, [64, 158, 255]) });
    await expect(dialog(page).getByText('药品经营许可证.png')).toBeVisible();
    await dialog(page).locator('input[type=file]').setInputFiles({ name: '许可证副本.pdf', mimeType: 'application/pdf', buffer: pdf() });
    await expect(dialog(page).getByText('许可证副本.pdf')).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('certificate-form-zh.png') });
    await confirm(page);
    await expect(page.getByText('新增成功')).toBeVisible();

    const row = page.getByRole('row').filter({ hasText: no });
    await expect(row).toContainText('保存');
    await row.getByRole('button', { name: /存\s*档/ }).click();
    await confirm(page);
    await expect(page.getByText('操作成功!')).toBeVisible();
    await expect(row).toContainText('存档');
    await expect(row.getByRole('button', { name: /换\s*证/ })).toBeVisible();

    await row.getByRole('button', { name: /查\s*看/ }).click();
    const view = dialog(page);
    const image = view.getByRole('img', { name: '药品经营许可证.png' });
    await expect(image).toBeVisible();
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(240);
    await view.locator('.ant-segmented').getByText('许可证副本.pdf').click();
    const frame = view.locator('iframe[title="许可证副本.pdf"]');
    await expect(frame).toBeVisible();
    await expect(frame).toHaveAttribute('src', /^blob:/);
    await page.screenshot({ path: testInfo.outputPath('certificate-view-zh.png') });
  });

  test('the register in English, with its share dialog', async ({ page }, testInfo) => {
    await login(page, DEALER);
    await page.getByRole('button', { name: '语言' }).click();
    await page.getByRole('menuitem', { name: 'English' }).click();
    await expect(page.getByRole('button', { name: 'Language' })).toBeVisible();
    await openMenu(page, 'Supply chain', 'Certificates');
    const table = page.locator('.ant-table');
    await expect(table.getByRole('columnheader', { name: 'Validity flag' })).toBeVisible();
    await expect(table.locator('.ant-tag', { hasText: 'Overdue' }).first()).toBeVisible();
    await expect(table.locator('.ant-tag', { hasText: 'Expiring soon' }).first()).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('certificates-en.png'), fullPage: true });

    await page.getByRole('button', { name: 'Share with hospitals' }).first().click();
    await expect(dialog(page).getByText('Not shared with any hospital yet')).toBeVisible();
    // The dialog has come to rest before the picture.
    await expect(page.locator('.ant-modal').last()).not.toHaveClass(/-(enter|appear)\b/);
    await page.screenshot({ path: testInfo.outputPath('share-dialog-en.png') });
  });
});
