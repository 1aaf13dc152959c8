import { expect, test, type APIRequestContext, type Page } from '../support/fixtures';
import { apiCall, apiToken } from '../support/api';
import { dialog, pick } from '../support/antd';
import { HOSPITAL_ADMIN, HOSPITAL_GM, HOSPITAL_HR, HOSPITAL_MANAGER, login, openMenu, unique } from '../support/session';

const P = '/blade-workflow/process';
interface Detail {
  tasks: { taskId: string; taskName: string; assignee: string | null; assigneeName: string | null }[];
  process: { status: string };
}

/** One-day leave requests reach the HR clerk after the department manager; the screens are hers. */
async function leaveAtHr(request: APIRequestContext, tokens: { sender: string; manager: string; hr: string }, definitionId: string, reason: string) {
  const { processInstanceId } = await apiCall<{ processInstanceId: string }>(request, tokens.sender, 'POST', '/blade-desk/process/leave/start-process', {
    data: { processDefinitionId: definitionId, startTime: '2026-12-14 09:00:00', endTime: '2026-12-15 09:00:00', reason },
  });
  const first = (await detail(request, tokens.sender, processInstanceId)).tasks[0].taskId;
  await apiCall(request, tokens.manager, 'POST', `${P}/claimTask`, { params: { taskId: first } });
  await apiCall(request, tokens.manager, 'POST', `${P}/completeTask`, { data: { taskId: first, pass: true, comment: '同意' } });
  const taskId = (await detail(request, tokens.sender, processInstanceId)).tasks[0].taskId;
  await apiCall(request, tokens.hr, 'POST', `${P}/claimTask`, { params: { taskId } });
  return { processInstanceId, taskId };
}

/** One parallel countersign step over the users of the `signers` collection. */
const countersignXml = (key: string, name: string) => `<?xml version="1.0" encoding="UTF-8"?>
<definitions xmlns="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:flowable="http://flowable.org/bpmn" targetNamespace="http://www.flowable.org/processdef">
  <process id="${key}" name="${name}" isExecutable="true">
    <startEvent id="start"/>
    <userTask id="sign" name="会签" flowable:assignee="\${signer}">
      <multiInstanceLoopCharacteristics isSequential="false" flowable:collection="\${signers}" flowable:elementVariable="signer"/>
    </userTask>
    <endEvent id="end"/>
    <sequenceFlow id="f1" sourceRef="start" targetRef="sign"/><sequenceFlow id="f2" sourceRef="sign" targetRef="end"/>
  </process>
</definitions>`;

/** A countersign by the HR clerk and the department manager, deployed and started by the administrator. */
async function countersignOf(request: APIRequestContext, admin: string, signers: string[]) {
  const key = unique('countersign_');
  const model = await apiCall<{ id: string }>(request, admin, 'POST', '/blade-workflow/design/model/submit', { data: { modelKey: key, name: '会签：采购', xml: countersignXml(key, '会签：采购') } });
  await apiCall(request, admin, 'POST', '/blade-workflow/design/model/deploy', { params: { modelId: model.id } });
  const [definition] = (await apiCall<{ records: { id: string }[] }>(request, admin, 'GET', '/blade-workflow/design/deployment/list', { params: { key } })).records;
  return apiCall<{ processInstanceId: string }>(request, admin, 'POST', `${P}/startProcess`, { data: { processDefinitionId: definition.id, variables: { signers } } });
}

const detail = (request: APIRequestContext, token: string, processInstanceId: string) => apiCall<Detail>(request, token, 'GET', `${P}/detail`, { params: { processInstanceId } });

/** Opens the handling page of the task from the caller's 待办 (rows are keyed by task id). */
async function handle(page: Page, taskId: string, step = '人事审批') {
  await openMenu(page, '我的事务', '待办事务');
  await page.locator(`.ant-table-tbody tr[data-row-key="${taskId}"]:visible`).getByRole('button', { name: /办\s*理/ }).click();
  // Handling pages of earlier tasks stay mounted in their tabs, hidden: this one is the visible one.
  await expect(page.getByText(`办理：${step}`).filter({ visible: true })).toBeVisible();
}

/** Runs an operation of the handling page through its dialog and waits for its message and the way back to 待办. */
async function operate(page: Page, button: RegExp, fill: (d: ReturnType<typeof dialog>) => Promise<void>, done: string) {
  await page.getByRole('button', { name: button }).click();
  await fill(dialog(page));
  await dialog(page).getByRole('button', { name: /确\s*定/ }).click();
  await expect(page.getByText(done)).toBeVisible();
  await page.waitForURL('**/work/todo');
}

test.describe('我的事务: the task operations of the handling page', () => {
  test('the HR clerk transfers one request, delegates another and gets it back, then terminates it, sends a third back to the first step, adds and removes a countersigner and signs, and withdraws her own', async ({ page, request }) => {
    const admin = await apiToken(request, HOSPITAL_ADMIN);
    const manager = await apiToken(request, HOSPITAL_MANAGER);
    const hr = await apiToken(request, HOSPITAL_HR);
    const gm = await apiToken(request, HOSPITAL_GM);
    const definitions = await apiCall<{ records: { id: string; key: string }[] }>(request, admin, 'GET', `${P}/processList`, { params: { size: '100' } });
    const definitionId = definitions.records.find((d) => d.key === 'process_leave')!.id;
    const tokens = { sender: admin, manager, hr };
    const transferred = await leaveAtHr(request, tokens, definitionId, '转办：年假');
    const delegated = await leaveAtHr(request, tokens, definitionId, '委托：调休');
    const sentBack = await leaveAtHr(request, tokens, definitionId, '退回：病假');
    const ids = Object.fromEntries(
      await Promise.all([HOSPITAL_HR, HOSPITAL_MANAGER].map(async (who, i) => [who.account, (await apiCall<{ user_id: string }>(request, [hr, manager][i], 'GET', '/blade-auth/oauth/user-info')).user_id] as const)),
    );
    const countersign = await countersignOf(request, admin, [ids.hr, ids.manager]);
    // Her own request, untouched by the manager: she may still take it back.
    const own = await apiCall<{ processInstanceId: string }>(request, hr, 'POST', '/blade-desk/process/leave/start-process', {
      data: { processDefinitionId: definitionId, startTime: '2026-12-20 09:00:00', endTime: '2026-12-21 09:00:00', reason: '撤回：事假' },
    });

    await login(page, HOSPITAL_HR);

    // 转办: the general manager holds the task now.
    await handle(page, transferred.taskId);
    await operate(page, /转\s*办/, async (d) => {
      await pick(page, d, '办理人', '郑国栋');
      await d.getByLabel('意见').fill('请总经理处理');
    }, '已转办');
    expect((await detail(request, admin, transferred.processInstanceId)).tasks).toEqual([expect.objectContaining({ taskId: transferred.taskId, assigneeName: '郑国栋' })]);

    // 委托: the general manager answers for her, and the task comes back to her 待办.
    await handle(page, delegated.taskId);
    await operate(page, /委\s*托/, async (d) => {
      await pick(page, d, '办理人', '郑国栋');
      await d.getByLabel('意见').fill('请核对考勤');
    }, '已委托');
    await apiCall(request, gm, 'POST', `${P}/completeTask`, { data: { taskId: delegated.taskId, pass: true, comment: '考勤无误' } });
    // Another user's action: the open 待办 tab is read afresh.
    await page.goto('/work/todo');
    await handle(page, delegated.taskId);
    await expect(page.getByText('考勤无误').filter({ visible: true }).first()).toBeVisible();

    // 终止, asked twice, with a reason: the request ends.
    await page.getByRole('button', { name: /终\s*止/ }).click();
    await dialog(page).getByRole('button', { name: /确\s*定/ }).click();
    await dialog(page).getByLabel('原因').fill('重复申请');
    await dialog(page).getByRole('button', { name: /确\s*定/ }).click();
    await expect(page.getByText('流程已终止')).toBeVisible();
    expect((await detail(request, admin, delegated.processInstanceId)).tasks).toEqual([]);

    // 退回 to the first step: the department manager has it again.
    await page.waitForURL('**/work/todo');
    await handle(page, sentBack.taskId);
    // 加签 needs a multi-instance step; the seeded leave process has none, so it is not offered.
    await expect(page.getByRole('button', { name: /加\s*签/ })).toHaveCount(0);
    await operate(page, /退\s*回/, async (d) => {
      await pick(page, d, '退回到', '部门经理审批');
      await d.getByLabel('原因').fill('天数与考勤不符');
    }, '已退回');
    expect((await detail(request, admin, sentBack.processInstanceId)).tasks.map((t) => t.taskName)).toEqual(['部门经理审批']);

    // 加签 the general manager to her countersign, 减签 him again: the page stays hers; then she signs.
    const signers = async () => (await detail(request, admin, countersign.processInstanceId)).tasks.map((t) => t.assigneeName).sort();
    const signing = (await detail(request, admin, countersign.processInstanceId)).tasks.find((t) => t.assignee === ids.hr)!.taskId;
    await handle(page, signing, '会签');
    await page.getByRole('button', { name: /加\s*签/ }).click();
    // Searched for: the list shows only the first of the tenant's users, and other journeys add some.
    const adding = dialog(page).getByLabel('加签人员');
    await adding.click();
    await adding.pressSequentially('郑国栋');
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: '郑国栋' }).click();
    await page.keyboard.press('Escape');
    await expect(page.locator('.ant-select-dropdown:visible')).toHaveCount(0);
    await dialog(page).getByRole('button', { name: /确\s*定/ }).click();
    await expect(page.locator('.ant-message').getByText('已加签')).toBeVisible();
    expect(await signers()).toEqual(expect.arrayContaining(['郑国栋']));
    expect(await signers()).toHaveLength(3);
    await page.getByRole('button', { name: /减\s*签/ }).click();
    await pick(page, dialog(page), '减去的会签人', '郑国栋');
    await dialog(page).getByLabel('意见').fill('总经理无需会签');
    await dialog(page).getByRole('button', { name: /确\s*定/ }).click();
    await expect(page.locator('.ant-message').getByText('已减签')).toBeVisible();
    expect(await signers()).toHaveLength(2);
    expect(await signers()).not.toContain('郑国栋');
    await page.getByRole('button', { name: /^同\s*意$/ }).filter({ visible: true }).click();
    await page.waitForURL('**/work/todo');
    const last = (await detail(request, admin, countersign.processInstanceId)).tasks;
    expect(last).toEqual([expect.objectContaining({ assignee: ids.manager })]);
    await apiCall(request, manager, 'POST', `${P}/completeTask`, { data: { taskId: last[0].taskId, pass: true, comment: '同意' } });
    expect(await detail(request, admin, countersign.processInstanceId)).toMatchObject({ tasks: [], process: { status: 'finished' } });

    // 撤回 from the detail of her own sent request.
    await openMenu(page, '我的事务', '已发事务');
    await page.locator(`.ant-table-tbody tr[data-row-key="${own.processInstanceId}"]:visible`).getByRole('button', { name: /详\s*情/ }).click();
    await page.getByRole('button', { name: /撤\s*回/ }).click();
    await dialog(page).getByRole('button', { name: /确\s*定/ }).click();
    // The toast, not the state tag the page then shows with the same words.
    await expect(page.locator('.ant-message').getByText('已撤回')).toBeVisible();
    expect((await detail(request, hr, own.processInstanceId)).tasks).toEqual([]);
  });
});
