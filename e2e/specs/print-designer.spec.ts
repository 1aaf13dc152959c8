import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { expect, test } from '../support/fixtures';
import { apiCall, apiToken } from '../support/api';
import { dialog, pick } from '../support/antd';
import { png } from '../support/files';
import { button, DEALER, rowOf } from '../support/journey';
import { login, openMenu, unique } from '../support/session';

/** The words of every page of a PDF, as a reader of it finds them. */
async function textOf(pdf: Buffer): Promise<string> {
  const doc = await getDocument({ data: new Uint8Array(pdf), isEvalSupported: false, useSystemFonts: false }).promise;
  let all = '';
  for (let p = 1; p <= doc.numPages; p += 1) all += `${(await (await doc.getPage(p)).getTextContent()).items.map((i) => ('str' in i ? i.str : '')).join('')}\n`;
  await doc.destroy();
  return all;
}

/**
 * The pictures a PDF draws, by their size in pixels. An image is always a stream object of its own,
 * so its dictionary stays readable in the file even when the other objects are packed.
 */
function imagesOf(pdf: Buffer): string[] {
  const dicts = pdf.toString('latin1').match(/<<[^>]*\/Subtype\s*\/Image[^>]*>>/g) ?? [];
  return dicts.map((d) => `${/\/Width\s+(\d+)/.exec(d)?.[1]}x${/\/Height\s+(\d+)/.exec(d)?.[1]}`);
}

test.describe('print template designer', () => {
  test('the dealer puts its logo and a line of its own on the delivery note: designed from the default, saved, enabled, and the printed note carries them', async ({ page, request }) => {
    const name = unique('随货同行单-');
    const caption = unique('康链医疗 LOGO ');
    try {
      await page.setViewportSize({ width: 1600, height: 1000 });
      await login(page, DEALER);
      await openMenu(page, '报表管理', '打印模板');
      await button(page, /新\s*增/).click();
      const form = dialog(page);
      await pick(page, form, '单据类型', '随货同行单');
      await form.getByLabel('模板名称').fill(name);
      await form.getByRole('button', { name: /确\s*定/ }).click();
      await expect(form).toBeHidden();

      // 设计 opens the designer as a tab of its own, starting from the product's layout.
      await rowOf(page, name).getByRole('button', { name: /设\s*计/ }).click();
      await expect(page).toHaveURL(/\/print\/design\/\d+$/);
      await expect(page.locator('.beree-tabs > .ant-tabs-nav .ant-tabs-tab-active')).toHaveText('模板设计');
      const canvas = page.getByTestId('print-designer');
      await expect(canvas).toContainText('随货同行单');
      await page.getByLabel('固定文字（如公司名称）').fill(caption);
      await button(page, /添加文字/).click();
      await expect(canvas).toContainText(caption);
      await page.locator('input[type=file][accept="image/png,image/jpeg"]').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: png(32, 16, [200, 30, 40]) });
      await expect(canvas.locator('img[src^="data:image/png"]').first()).toBeAttached();
      await button(page, /保\s*存/).click();
      await expect(page.getByText('模板已保存')).toBeVisible();
      await button(page, /启\s*用/).click();
      await expect(page.getByText('已启用，该类单据将按此模板打印')).toBeVisible();

      // A shipped note printed from 配送单 now carries the dealer's own line.
      await openMenu(page, '供应链', '配送单');
      const token = await apiToken(request, DEALER);
      const notes = await apiCall<{ records: { deliveryNo: string }[] }>(request, token, 'GET', '/beree-scm/delivery/list', { params: { deliveryStatus_notequal: 'SAVED', size: '1' } });
      const deliveryNo = notes.records[0].deliveryNo;
      await page.getByPlaceholder('请输入配送单号').fill(deliveryNo);
      await button(page, /搜\s*索/).click();
      await rowOf(page, deliveryNo).getByRole('button', { name: /查\s*看/ }).click();
      const printed = page.waitForResponse((r) => r.url().includes('/api/beree-scm/delivery/print'));
      await dialog(page).getByRole('button', { name: /打\s*印/ }).click();
      const pdf = await (await printed).body();
      await expect(page.locator('.ant-modal iframe')).toBeVisible();
      const text = await textOf(pdf);
      expect(text).toContain(caption);
      expect(text).toContain(deliveryNo);
      // The logo as uploaded, 32 × 16 pixels.
      expect(imagesOf(pdf)).toContain('32x16');
    } finally {
      // Later specs print this tenant's notes in the product's layout again.
      const token = await apiToken(request, DEALER);
      const mine = await apiCall<{ records: { id: string }[] }>(request, token, 'GET', '/blade-report/print-template/list', { params: { name } });
      if (mine.records.length) await apiCall(request, token, 'POST', '/blade-report/print-template/remove', { params: { ids: mine.records.map((r) => r.id).join(',') } });
    }
  });
});
