import { expect, test, type APIRequestContext, type Page } from '../support/fixtures';
import { apiCall, apiToken, md5, ownPassword, pageApi } from '../support/api';
import { dialog, pick } from '../support/antd';
import { HOSPITAL_ADMIN, login, openMenu, unique, type Who } from '../support/session';

/** A row holding `text` of the table on screen (pages of other open tabs stay mounted, hidden). */
const row = (page: Page, text: string | RegExp) => page.locator('.ant-table-tbody tr.ant-table-row:visible').filter({ hasText: text });

/** A first step for the applicant, then two approvers in parallel; no layout, no rollback target yet. */
const parallelApproval = (key: string, name: string, approverA: string, approverB: string) => `<?xml version="1.0" encoding="UTF-8"?>
<definitions xmlns="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:flowable="http://flowable.org/bpmn" targetNamespace="http://www.flowable.org/processdef">
  <process id="${key}" name="${name}" isExecutable="true">
    <startEvent id="start" name="发起"/>
    <userTask id="fill" name="填写申请" flowable:assignee="\${applyUser}"/>
    <parallelGateway id="fork"/>
    <userTask id="approveA" name="审批甲" flowable:assignee="${approverA}"/>
    <userTask id="approveB" name="审批乙" flowable:assignee="${approverB}"/>
    <parallelGateway id="join"/>
    <endEvent id="end" name="结束"/>
    <sequenceFlow id="f1" sourceRef="start" targetRef="fill"/>
    <sequenceFlow id="f2" sourceRef="fill" targetRef="fork"/>
    <sequenceFlow id="f3" sourceRef="fork" targetRef="approveA"/>
    <sequenceFlow id="f4" sourceRef="fork" targetRef="approveB"/>
    <sequenceFlow id="f5" sourceRef="approveA" targetRef="join"/>
    <sequenceFlow id="f6" sourceRef="approveB" targetRef="join"/>
    <sequenceFlow id="f7" sourceRef="join" targetRef="end"/>
  </process>
</definitions>`;

/** A second administrator of the hospital (the first approver is the demo administrator). */
async function secondApprover(request: APIRequestContext, tag: string): Promise<Who & { id: string }> {
  const admin = await apiToken(request, HOSPITAL_ADMIN);
  const roles = await apiCall<{ id: string; roleName: string }[]>(request, admin, 'GET', '/blade-system/role/select');
  const depts = await apiCall<{ id: string }[]>(request, admin, 'GET', '/blade-system/dept/select');
  const account = `appr${tag}`;
  await apiCall(request, admin, 'POST', '/blade-system/user/submit', {
    data: { account, password: md5('Given-by-admin1'), realName: `审批乙${tag}`.slice(0, 20), roleId: roles.find((r) => r.roleName === '管理员')!.id, deptId: depts[0].id, userType: 1 },
  });
  const who = await ownPassword(request, { tenantId: HOSPITAL_ADMIN.tenantId, account, password: 'Given-by-admin1' }, 'Quiet-lake-81');
  const info = await apiCall<{ user_id: string }>(request, await apiToken(request, who), 'GET', '/blade-auth/oauth/user-info');
  return { ...who, id: info.user_id };
}

/** Opens the handling page of the caller's to-do row of the request at the step named. */
async function handle(page: Page, title: string, step: string) {
  await openMenu(page, '我的事务', '待办事务');
  const todo = row(page, title).filter({ hasText: step });
  await expect(todo).toHaveCount(1);
  await todo.getByRole('button', { name: /办\s*理/ }).click();
  await expect(page.getByText(`办理：${step}`)).toBeVisible();
}

test.describe('流程管理: parallel approval with a rejection target set in the designer', () => {
  test('the designer sets where the second approver rejects to, buttons, copy users and field permissions; one approves, the other rejects, and the first step has the only token', async ({ page, browser, request }) => {
    // Two users, the designer, a deploy and four steps: a long journey.
    test.slow();
    const tag = unique('');
    const key = `parallel_${tag}`;
    const name = `并行审批${tag.slice(-6)}`;
    const approverB = await secondApprover(request, tag);
    await login(page, HOSPITAL_ADMIN);
    const { user_id: adminId } = await pageApi<{ user_id: string }>(page, 'GET', '/blade-auth/oauth/user-info');
    const formName = `报销单${tag.slice(-6)}`;
    await pageApi(page, 'POST', '/blade-workflow/design/form/submit', {
      data: {
        formKey: `expense_${tag}`,
        name: formName,
        content: { fields: [{ key: 'amount', label: { zh: '金额', en: 'Amount' }, type: 'number' }, { key: 'reason', label: { zh: '事由', en: 'Reason' }, type: 'textarea' }] },
      },
    });
    const model = await pageApi<{ id: string }>(page, 'POST', '/blade-workflow/design/model/submit', { data: { modelKey: key, name, xml: parallelApproval(key, name, adminId, approverB.id) } });

    // The designer: the second approver's step.
    await page.goto(`/flow/model/design/${model.id}`);
    const canvas = page.getByTestId('bpmn-designer');
    const panel = page.getByTestId('properties-panel');
    await canvas.locator('[data-element-id="approveB"]').click();
    await expect(panel.getByLabel('名称')).toHaveValue('审批乙');
    await pick(page, panel, '驳回退回到', '填写申请');
    await panel.getByRole('checkbox', { name: '转办' }).uncheck();
    await expect(panel.getByText('本节点单独设置的按钮')).toBeVisible();
    await pick(page, panel, '抄送人', '(admin)');
    await pick(page, panel, '办理表单', formName);
    await pick(page, panel.getByTestId('field-access'), '金额', '只读');
    await pick(page, panel.getByTestId('field-access'), '事由', '隐藏');
    await page.getByRole('button', { name: /保\s*存/ }).click();
    await expect(page.getByText('已保存（设计版本 2）')).toBeVisible();
    const { xml } = await pageApi<{ xml: string }>(page, 'GET', '/blade-workflow/design/model/detail', { params: { id: model.id } });
    const approveB = /<bpmn:userTask id="approveB"[\s\S]*?<\/bpmn:userTask>|<userTask id="approveB"[\s\S]*?<\/userTask>/.exec(xml)![0];
    expect(approveB).toContain('flowable:rollbackNode="fill"');
    expect(approveB).toContain(`flowable:formKey="expense_${tag}"`);
    expect(approveB).toMatch(/<flowable:button prop="wf_transfer" display="false"/);
    expect(approveB).toMatch(/<flowable:button prop="wf_reject" display="true"/);
    expect(approveB).toContain(`<flowable:copyUser value="${adminId}"`);
    expect(approveB).toMatch(/<flowable:formProperty id="amount" readable="true" writable="false"/);
    expect(approveB).toMatch(/<flowable:formProperty id="reason" readable="false" writable="false"/);

    await page.getByRole('button', { name: /返\s*回/ }).click();
    await page.waitForURL('**/flow/model');
    await row(page, key).getByRole('button', { name: /部\s*署/ }).click();
    await dialog(page).getByRole('button', { name: /部\s*署/ }).click();
    await expect(page.getByText('部署成功')).toBeVisible();

    // Started and the first step done by the applicant: both approvers have it in 待办.
    await openMenu(page, '我的事务', '发起事务');
    await row(page, name).getByRole('button', { name: /发\s*起/ }).click();
    await dialog(page).getByRole('button', { name: /确\s*定/ }).click();
    await expect(dialog(page)).toHaveCount(0);
    const title = name;
    await handle(page, title, '填写申请');
    await page.getByRole('button', { name: /同\s*意/ }).click();
    await page.waitForURL('**/work/todo');

    const otherContext = await browser.newContext();
    try {
      const other = await otherContext.newPage();
      await login(other, approverB);
      await openMenu(other, '我的事务', '待办事务');
      await expect(row(other, title).filter({ hasText: '审批乙' })).toHaveCount(1);
      await handle(page, title, '审批甲');
      await page.getByRole('button', { name: /同\s*意/ }).click();
      await page.waitForURL('**/work/todo');

      // The second approver rejects: back to the first step, the first approver's token at the join gone too.
      await handle(other, title, '审批乙');
      await other.getByLabel('审批意见').fill('金额不对，请重填');
      await other.getByRole('button', { name: /驳\s*回/ }).click();
      await other.waitForURL('**/work/todo');
    } finally {
      await otherContext.close();
    }

    // Another user's action: the open 待办 tab is read afresh.
    await page.goto('/work/todo');
    await expect(row(page, title).filter({ hasText: '填写申请' })).toHaveCount(1);
    await expect(row(page, title).filter({ hasText: '审批甲' })).toHaveCount(0);
    await openMenu(page, '我的事务', '已发事务');
    await row(page, title).first().getByRole('button', { name: /详\s*情/ }).click();
    const diagram = page.getByTestId('process-diagram');
    await expect(diagram.locator('.djs-element.wf-active[data-element-id="fill"]')).toBeVisible();
    await expect(diagram.locator('.djs-element.wf-active')).toHaveCount(1);
    // The copy the second approver's step sends on completion.
    const copies = await pageApi<{ records: { title: string; taskName: string }[] }>(page, 'GET', '/blade-workflow/process/copyList', { params: { size: '100' } });
    expect(copies.records.filter((c) => c.title.includes(name)).map((c) => c.taskName)).toEqual(['审批乙']);
  });
});
