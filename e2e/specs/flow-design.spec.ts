import { expect, test, type Page } from '../support/fixtures';
import { dialog } from '../support/antd';
import { pageApi } from '../support/api';
import { HOSPITAL_ADMIN, login, openMenu, unique } from '../support/session';

/** A row holding `text` of the table on screen (pages of other open tabs stay mounted, hidden). */
const row = (page: Page, text: string | RegExp) => page.locator('.ant-table-tbody tr.ant-table-row:visible').filter({ hasText: text });

/** Two steps with a condition between them, as another modeler writes it: no diagram layout, no assignee on the first step yet. */
const twoSteps = (key: string, name: string) => `<?xml version="1.0" encoding="UTF-8"?>
<definitions xmlns="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xmlns:flowable="http://flowable.org/bpmn" targetNamespace="http://www.flowable.org/processdef">
  <process id="${key}" name="${name}" isExecutable="true">
    <startEvent id="start" name="发起"/>
    <userTask id="deptApprove" name="部门审批"/>
    <exclusiveGateway id="amount" name="金额判断" default="small"/>
    <userTask id="bossApprove" name="院长审批" flowable:assignee="\${applyUser}"/>
    <endEvent id="end" name="结束"/>
    <sequenceFlow id="f1" sourceRef="start" targetRef="deptApprove"/>
    <sequenceFlow id="f2" sourceRef="deptApprove" targetRef="amount"/>
    <sequenceFlow id="large" sourceRef="amount" targetRef="bossApprove"><conditionExpression xsi:type="tFormalExpression">\${amount > 10000}</conditionExpression></sequenceFlow>
    <sequenceFlow id="small" sourceRef="amount" targetRef="end"/>
    <sequenceFlow id="f3" sourceRef="bossApprove" targetRef="end"/>
  </process>
</definitions>`;

test.describe('流程管理: design and deploy', () => {
  test('an administrator imports a two-step process with a condition, assigns its first step, saves, deploys it, and it can be started', async ({ page }) => {
    const key = unique('purchase_');
    const name = `采购审批${key.slice(-6)}`;
    await login(page, HOSPITAL_ADMIN);
    await openMenu(page, '流程管理', '模型设计');
    await page.getByRole('button', { name: /新\s*增/ }).click();
    await dialog(page).getByPlaceholder('请输入模型标识').fill(key);
    await dialog(page).getByPlaceholder('请输入模型名称').fill(name);
    await dialog(page).getByRole('button', { name: /确\s*定/ }).click();
    await expect(page.getByText('新增成功')).toBeVisible();

    await row(page, key).getByRole('button', { name: /设\s*计/ }).click();
    await page.waitForURL(/\/flow\/model\/design\/\d+$/);
    const canvas = page.getByTestId('bpmn-designer');
    await expect(canvas.locator('[data-element-id="StartEvent_1"]')).toBeVisible();
    await page.locator('.flow-designer input[type=file]').setInputFiles({ name: `${key}.bpmn`, mimeType: 'application/xml', buffer: Buffer.from(twoSteps(key, name)) });
    // Laid out in the browser: every node and the conditional flow are drawn.
    await expect(canvas.locator('[data-element-id="bossApprove"]')).toBeVisible();
    await expect(canvas.locator('.djs-connection[data-element-id="large"]')).toHaveCount(1);

    const panel = page.getByTestId('properties-panel');
    await canvas.locator('[data-element-id="deptApprove"]').click();
    await expect(panel.getByLabel('名称')).toHaveValue('部门审批');
    await panel.getByText('表达式', { exact: true }).click();
    await panel.getByRole('textbox', { name: '表达式' }).fill('${applyUser}');
    await panel.getByRole('textbox', { name: '表达式' }).press('Enter');
    await canvas.locator('.djs-connection[data-element-id="large"]').click({ force: true });
    await expect(panel.getByLabel('条件表达式')).toHaveValue('${amount > 10000}');
    await page.getByRole('button', { name: /保\s*存/ }).click();
    await expect(page.getByText('已保存（设计版本 1）')).toBeVisible();

    const saved = await pageApi<{ records: { id: string }[] }>(page, 'GET', '/blade-workflow/design/model/list', { params: { modelKey: key } });
    const detail = await pageApi<{ xml: string }>(page, 'GET', '/blade-workflow/design/model/detail', { params: { id: saved.records[0].id } });
    expect(detail.xml).toMatch(/userTask id="deptApprove" name="部门审批" flowable:assignee="\$\{applyUser\}"/);

    await page.getByRole('button', { name: /返\s*回/ }).click();
    await page.waitForURL('**/flow/model');
    await row(page, key).getByRole('button', { name: /部\s*署/ }).click();
    await dialog(page).getByRole('button', { name: /部\s*署/ }).click();
    await expect(page.getByText('部署成功')).toBeVisible();

    await openMenu(page, '我的事务', '发起事务');
    await expect(row(page, name)).toContainText(key);
  });
});
