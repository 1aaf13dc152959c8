import ExcelJS from 'exceljs';
import { expect, test } from '../support/fixtures';
import { dialog, pick } from '../support/antd';
import { button, rowOf } from '../support/journey';
import { HOSPITAL_ADMIN, login, openMenu, unique } from '../support/session';

test.describe('reports', () => {
  test('the hospital administrator designs a report (previewed), saves it, runs it in 报表查看 with its chart and exports it', async ({ page }) => {
    await page.setViewportSize({ width: 1600, height: 1000 });
    await login(page, HOSPITAL_ADMIN);
    await openMenu(page, '报表管理', '报表设计');
    await expect(rowOf(page, '各供应商月度采购额')).toContainText('平台共享');

    const code = unique('dept-');
    const name = `科室入库${code}`;
    await button(page, /新\s*增/).click();
    const form = dialog(page);
    await form.getByLabel('报表名称').fill(name);
    await form.getByLabel('报表编号').fill(code);
    await form.getByLabel('查询语句').fill(
      "select d.supplier_name, count(*) as notes, sum(d.received_amount) as amount\nfrom scm_delivery d\nwhere d.delivery_status = 'RECEIVED' and d.received_at::date >= :since\ngroup by 1 order by 1",
    );
    await form.getByRole('button', { name: /添加参数/ }).click();
    await form.getByLabel('参数名', { exact: true }).fill('since');
    await form.getByLabel('显示名称').fill('起始日期');
    await pick(page, form, '参数类型', '日期');
    await form.getByRole('button', { name: /(^|\s)预\s*览$/ }).click();
    // Without a default the date is null: the preview runs, and finds nothing.
    await expect(form.getByText('没有数据')).toBeVisible();
    await pick(page, form, '默认值', '今年第一天');
    await form.getByRole('button', { name: /(^|\s)预\s*览$/ }).click();
    await expect(form.getByRole('cell', { name: '浙江康链医疗供应链有限公司' })).toBeVisible();
    await form.getByRole('button', { name: /按预览生成/ }).click();
    await form.getByLabel('列名', { exact: true }).nth(2).fill('入库金额');
    await pick(page, form, '图表类型', '柱状图');
    await pick(page, form, '分类字段', 'supplier_name');
    await pick(page, form, '数值字段', 'amount');
    await form.getByRole('button', { name: /确\s*定/ }).click();
    await expect(form).toBeHidden();
    await expect(rowOf(page, name)).toContainText('本租户');

    await openMenu(page, '报表管理', '报表查看');
    await pick(page, page.locator('body'), '选择报表', name);
    await expect(page.getByPlaceholder('起始日期')).toHaveValue(/^\d{4}-01-01$/);
    await page.getByRole('button', { name: /查\s*询/ }).click();
    const table = page.locator('.ant-table').last();
    await expect(table.getByRole('columnheader', { name: '入库金额' })).toBeVisible();
    await expect(table.getByRole('cell', { name: '浙江康链医疗供应链有限公司' })).toBeVisible();
    await expect(page.getByRole('img', { name })).toBeVisible();
    await expect(page.getByRole('img', { name }).locator('svg rect, svg path').first()).toBeAttached();

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: /导出 Excel/ }).click();
    const saved = await download;
    expect(saved.suggestedFilename()).toBe(`${name}.xlsx`);
    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile(await saved.path());
    const sheet = book.worksheets[0]!;
    expect(sheet.getRow(1).values).toEqual([undefined, 'supplier_name', 'notes', '入库金额']);
    expect(sheet.getColumn(1).values).toContain('浙江康链医疗供应链有限公司');
  });
});
