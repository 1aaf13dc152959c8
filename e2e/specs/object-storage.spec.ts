/// <reference path="../../apps/server/test/providers/s3rver.d.ts" />
import { readFile } from 'node:fs/promises';
import { startS3 } from '../../apps/server/test/providers/s3';
import { expect, test } from '../support/fixtures';
import { apiCall, apiToken } from '../support/api';
import { dialog, pick } from '../support/antd';
import { png } from '../support/files';
import { button, confirmRowAction, rowOf } from '../support/journey';
import { HOSPITAL_ADMIN, login, openMenu, unique } from '../support/session';

test.describe('object storage', () => {
  test('the hospital administrator stores uploads in an S3 store: configured, enabled and tested, an avatar served from it, listed in 附件管理 and downloaded', async ({ page, request }) => {
    // An S3-compatible service of this test's own (s3rver on a free loopback port) with one bucket.
    const s3 = await startS3(['beree-e2e']);
    const code = unique('s3-');
    try {
      await page.setViewportSize({ width: 1600, height: 1000 });
      await login(page, HOSPITAL_ADMIN);
      await openMenu(page, '资源管理', '对象存储');
      await button(page, /新\s*增/).click();
      const form = dialog(page);
      await pick(page, form, '存储类型', 'MinIO / S3 兼容');
      await form.getByLabel('资源编号').fill(code);
      await form.getByLabel('资源地址').fill(s3.endpoint);
      await form.getByLabel('AccessKey').fill(s3.accessKey);
      await form.getByLabel('SecretKey').fill(s3.secretKey);
      await form.getByLabel('空间名').fill(s3.bucket);
      await form.getByRole('button', { name: /确\s*定/ }).click();
      await expect(form).toBeHidden();

      const row = rowOf(page, code);
      await expect(row).toContainText('••••RVER');
      await confirmRowAction(page, row, /启\s*用/);
      await expect(row).toContainText('已启用');
      await row.getByRole('button', { name: /测试连接$/ }).click();
      await expect(page.getByText(`${code}：连接成功：测试文件已写入、读回并删除`)).toBeVisible();

      // An avatar uploaded on the personal page goes to the store and is served from it.
      await page.goto('/info/index');
      const info = page.getByTestId('info-page');
      const uploaded = page.waitForResponse((r) => r.url().includes('/api/blade-resource/oss/endpoint/put-file'));
      const name = `${unique('avatar-')}.png`;
      const image = png(24, 24, [40, 120, 220]);
      await info.locator('input[type=file]').setInputFiles({ name, mimeType: 'image/png', buffer: image });
      const answer = await (await uploaded).json();
      expect(answer).toMatchObject({ code: 200, data: { originalName: name } });
      const avatar = info.getByRole('img', { name: '头像' });
      await expect(avatar).toHaveAttribute('src', answer.data.link);
      await expect.poll(() => avatar.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(24);
      // The bucket holds the very bytes, under the key the link names.
      const key = String(answer.data.link).split('/endpoint/file/')[1];
      expect(await s3.object(key)).toEqual(image);

      await openMenu(page, '资源管理', '附件管理');
      await expect(rowOf(page, name)).toContainText(code);
      // 下载 hands over the stored bytes under the file's own name.
      const download = page.waitForEvent('download');
      await rowOf(page, name).getByRole('button', { name: /下\s*载$/ }).click();
      const saved = await download;
      expect(saved.suggestedFilename()).toBe(name);
      expect(await readFile(await saved.path())).toEqual(image);
    } finally {
      // Later specs of this worker's server upload to the local disk again.
      const token = await apiToken(request, HOSPITAL_ADMIN);
      const stores = await apiCall<{ records: { id: string }[] }>(request, token, 'GET', '/blade-resource/oss/list', { params: { ossCode: code } });
      if (stores.records.length) await apiCall(request, token, 'POST', '/blade-resource/oss/remove', { params: { ids: stores.records.map((s) => s.id).join(',') } });
      await s3.close();
    }
  });
});
