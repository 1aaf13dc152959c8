import { readFile } from 'node:fs/promises';
import JSZip from 'jszip';
import { expect, test } from '../support/fixtures';
import { apiCall, apiToken } from '../support/api';
import { dialog, pick } from '../support/antd';
import { button, rowOf } from '../support/journey';
import { login, openMenu, PLATFORM_ADMIN, unique } from '../support/session';

test.describe('code generator', () => {
  test('the platform developer defines a module over a model, previews its files and downloads them as a zip laid out like the repository', async ({ page, request }) => {
    // A model of the posts table, its fields read from the catalog by 模型管理.
    const token = await apiToken(request, PLATFORM_ADMIN);
    const modelName = unique('岗位模型');
    await apiCall(request, token, 'POST', '/blade-develop/model/submit', { data: { datasourceId: '0', modelName, modelCode: unique('post'), modelTable: 'blade_post' } });
    const resource = unique('e2e-demo-').toLowerCase();

    await page.setViewportSize({ width: 1600, height: 1000 });
    await login(page, PLATFORM_ADMIN);
    await openMenu(page, '开发工具', '代码生成');
    await button(page, /新\s*增/).click();
    const form = dialog(page);
    await form.getByLabel('模块名称').fill('演示岗位');
    await form.getByLabel('英文名称').fill('Demo posts');
    await pick(page, form, '模型', modelName);
    await form.getByLabel('资源名').fill(resource);
    await form.getByLabel('表名').fill('scm_e2e_demo');
    await form.getByRole('button', { name: /确\s*定/ }).click();
    await expect(form).toBeHidden();

    const row = rowOf(page, resource);
    await row.getByRole('button', { name: /代码生成$/ }).click();
    const preview = dialog(page);
    await expect(preview.getByText(/共 \d+ 个文件/)).toBeVisible();
    await preview.getByRole('treeitem', { name: 'resource.ts' }).click();
    await expect(preview.getByLabel('文件内容')).toContainText(`base: '/beree-scm/${resource}'`);
    await expect(preview.getByText(`apps/server/src/modules/generated/${resource}/resource.ts`)).toBeVisible();

    const download = page.waitForEvent('download');
    await preview.getByRole('button', { name: /下\s*载/ }).click();
    const saved = await download;
    expect(saved.suggestedFilename()).toBe(`${resource}.zip`);
    const zip = await JSZip.loadAsync(await readFile(await saved.path()));
    const paths = Object.keys(zip.files);
    expect(paths).toEqual(
      expect.arrayContaining([
        `packages/contracts/src/generated/${resource}.ts`,
        'packages/contracts/src/generated/index.ts',
        `apps/server/src/core/db/schema/generated/${resource}.ts`,
        'apps/server/drizzle/meta/_journal.json',
        `apps/server/src/modules/generated/${resource}/module.ts`,
        `apps/server/src/modules/generated/${resource}/${resource}.test.ts`,
        `apps/web/src/modules/generated/scm/${resource}/config.ts`,
        `apps/web/src/modules/generated/scm/${resource}/index.tsx`,
      ]),
    );
    expect(paths.some((p) => /^apps\/server\/drizzle\/\d{4}_[\w]+\.sql$/.test(p))).toBe(true);
    expect(await zip.file(`apps/server/src/modules/generated/${resource}/module.ts`)!.async('string')).toContain("nameEn: 'Demo posts'");
  });
});
