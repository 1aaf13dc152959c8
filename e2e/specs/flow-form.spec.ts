import { expect, test, type Page } from '../support/fixtures';
import { dialog } from '../support/antd';
import { pageApi } from '../support/api';
import { HOSPITAL_ADMIN, login, openMenu, unique } from '../support/session';

/** A row holding `text` of the table on screen (pages of other open tabs stay mounted, hidden). */
const row = (page: Page, text: string | RegExp) => page.locator('.ant-table-tbody tr.ant-table-row:visible').filter({ hasText: text });

/** start (the designed form) → 审核 by the starter, where the destination is read-only and the note is to write → end. */
const reviewed = (key: string, name: string, formKey: string) => `<?xml version="1.0" encoding="UTF-8"?>
<definitions xmlns="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:flowable="http://flowable.org/bpmn" targetNamespace="http://www.flowable.org/processdef">
  <process id="${key}" name="${name}" isExecutable="true">
    <startEvent id="start" flowable:formKey="${formKey}"><extensionElements><flowable:formProperty id="field2" readable="false"/></extensionElements></startEvent>
    <userTask id="review" name="审核" flowable:assignee="\${applyUser}">
      <extensionElements><flowable:formProperty id="field1" readable="true" writable="false"/><flowable:formProperty id="field2" writable="true"/></extensionElements>
    </userTask>
    <endEvent id="end"/>
    <sequenceFlow id="f1" sourceRef="start" targetRef="review"/><sequenceFlow id="f2" sourceRef="review" targetRef="end"/>
  </process>
</definitions>`;

test.describe('流程管理: designed forms', () => {
  test('an administrator designs a two-field form, a process names it, the start page asks for it and the handling page shows one field read-only', async ({ page }) => {
    // Design, start and handle in one journey.
    test.slow();
    const formKey = unique('trip_');
    const key = unique('trip_flow_');
    const name = `出差申请${key.slice(-6)}`;
    await login(page, HOSPITAL_ADMIN);
    await openMenu(page, '流程管理', '表单设计');
    await page.getByRole('button', { name: /新\s*增/ }).click();
    await dialog(page).getByPlaceholder('请输入表单标识').fill(formKey);
    await dialog(page).getByPlaceholder('请输入表单名称').fill(`出差${formKey.slice(-6)}`);
    await dialog(page).getByRole('button', { name: /单行文本/ }).click();
    await dialog(page).getByRole('textbox', { name: '中文名称' }).fill('目的地');
    await dialog(page).getByRole('textbox', { name: '英文名称' }).fill('Destination');
    await dialog(page).getByRole('switch', { name: '必填' }).click();
    await dialog(page).getByRole('button', { name: /多行文本/ }).click();
    await dialog(page).getByRole('textbox', { name: '中文名称' }).fill('审核意见');
    await dialog(page).getByRole('textbox', { name: '英文名称' }).fill('Review note');
    // The preview shows both as users will see them.
    await expect(dialog(page).locator('.ant-card').filter({ hasText: '预览' }).getByLabel('目的地')).toBeVisible();
    await dialog(page).getByRole('button', { name: /确\s*定/ }).click();
    await expect(page.getByText('新增成功')).toBeVisible();
    await expect(row(page, formKey)).toContainText('v1');

    // The process's start event and task name the form (as the designer's properties panel writes them).
    const model = await pageApi<{ id: string }>(page, 'POST', '/blade-workflow/design/model/submit', { data: { modelKey: key, name, xml: reviewed(key, name, formKey) } });
    await pageApi(page, 'POST', '/blade-workflow/design/model/deploy', { params: { modelId: model.id } });

    await openMenu(page, '我的事务', '发起事务');
    await row(page, name).getByRole('button', { name: /发\s*起/ }).click();
    await page.waitForURL(/\/work\/process\/form\/\d+$/);
    await expect(page.getByLabel('审核意见')).toHaveCount(0);
    await page.getByRole('button', { name: /提\s*交/ }).click();
    await expect(page.getByText('请填写目的地')).toBeVisible();
    await page.getByLabel('目的地').fill('成都');
    await page.getByRole('button', { name: /提\s*交/ }).click();
    await page.waitForURL(/\/work\/send$/);

    await openMenu(page, '我的事务', '待办事务');
    await row(page, name).getByRole('button', { name: /办\s*理/ }).click();
    await page.waitForURL(/\/work\/process\/handle\//);
    // The start page stays open in its tab (hidden): the handling page's fields are the visible ones.
    const destination = page.getByLabel('目的地').filter({ visible: true });
    await expect(destination).toHaveValue('成都');
    await expect(destination).toBeDisabled();
    await page.getByLabel('审核意见').filter({ visible: true }).fill('同意');
    await page.getByRole('button', { name: /同\s*意/ }).click();
    await expect(page.locator('.ant-message').getByText('已同意')).toBeVisible();

    const done = await pageApi<{ form: { values: Record<string, unknown> } }>(page, 'GET', '/blade-workflow/process/detail', {
      params: { processInstanceId: (await pageApi<{ records: { processInstanceId: string; processDefinitionKey: string }[] }>(page, 'GET', '/blade-workflow/process/sendList', { params: { size: '50' } })).records.find((r) => r.processDefinitionKey === key)!.processInstanceId },
    });
    // The detail shows the start form as its start event does: the reviewer's note stays hidden there.
    expect(done.form.values).toEqual({ field1: '成都' });
  });
});
