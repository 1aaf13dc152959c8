import { expect, test, type Page } from '../support/fixtures';
import { apiCall, apiToken } from '../support/api';
import { HOSPITAL_ADMIN, HOSPITAL_GM, HOSPITAL_MANAGER, login, openMenu } from '../support/session';

/** A row holding `text` of the table on screen (pages of other open tabs stay mounted, hidden). */
const row = (page: Page, text: string | RegExp) => page.locator('.ant-table-tbody tr.ant-table-row:visible').filter({ hasText: text });

test.describe('我的事务 and the leave demo', () => {
  test('the hospital administrator asks for five days, the department manager approves, the general manager claims the step, and the detail shows the history and the coloured diagram, in Chinese and English', async ({ page, request }, testInfo) => {
    await login(page, HOSPITAL_ADMIN);
    await openMenu(page, '我的事务', '发起事务');
    await row(page, '请假流程').getByRole('button', { name: /发\s*起/ }).click();
    await page.waitForURL(/\/work\/process\/leave\/form\/\d+$/);
    await page.getByPlaceholder('开始时间').click();
    await page.getByPlaceholder('开始时间').fill('2026-12-01 09:00:00');
    await page.keyboard.press('Enter');
    await page.getByPlaceholder('结束时间').click();
    await page.getByPlaceholder('结束时间').fill('2026-12-06 09:00:00');
    await page.keyboard.press('Enter');
    await expect(page.getByLabel('请假天数')).toHaveValue('5');
    await page.getByPlaceholder('请输入请假理由').fill('回老家探亲');
    await page.screenshot({ path: testInfo.outputPath('leave-form-zh.png'), fullPage: true });
    await page.getByRole('button', { name: /提交申请/ }).click();
    await page.waitForURL('**/work/send');
    const sent = row(page, /的请假（5天）/).first();
    await expect(sent).toContainText('审批中');
    await page.screenshot({ path: testInfo.outputPath('sent-zh.png'), fullPage: true });

    // The department manager approves the first step and the general manager claims his, through the
    // API: claiming and handling on screen are walked by web `LeaveProcess.test.tsx` against the same
    // server; here the detail page's coloured diagram is what a real browser shows.
    const manager = await apiToken(request, HOSPITAL_MANAGER);
    const claim = await apiCall<{ records: { taskId: string; title: string }[] }>(request, manager, 'GET', '/blade-workflow/process/claimList', { params: { size: '100' } });
    const task = claim.records.find((r) => /的请假（5天）/.test(r.title))!;
    await apiCall(request, manager, 'POST', '/blade-workflow/process/claimTask', { params: { taskId: task.taskId } });
    await apiCall(request, manager, 'POST', '/blade-workflow/process/completeTask', { data: { taskId: task.taskId, pass: true, comment: '同意' } });
    const gm = await apiToken(request, HOSPITAL_GM);
    const gmClaim = await apiCall<{ records: { taskId: string; title: string; taskName: string }[] }>(request, gm, 'GET', '/blade-workflow/process/claimList', { params: { size: '100' } });
    const gmTask = gmClaim.records.find((r) => /的请假（5天）/.test(r.title))!;
    expect(gmTask.taskName).toBe('总经理审批');
    await apiCall(request, gm, 'POST', '/blade-workflow/process/claimTask', { params: { taskId: gmTask.taskId } });

    await openMenu(page, '我的事务', '已发事务');
    await row(page, /的请假（5天）/).first().getByRole('button', { name: /详\s*情/ }).click();
    await page.waitForURL(/\/work\/process\/leave\/detail\//);
    // Pages of other tabs stay mounted, hidden: the visible diagram is this one.
    const diagram = page.getByTestId('process-diagram').filter({ visible: true });
    await expect(diagram.locator('.djs-element.wf-done[data-element-id="managerTask"]')).toBeVisible();
    await expect(diagram.locator('.djs-element.wf-active[data-element-id="gmTask"]')).toBeVisible();
    // A straight flow has no height, which Playwright counts as hidden: the marker is what counts.
    await expect(diagram.locator('.djs-connection.wf-flow-done[data-element-id="longLeave"]')).toHaveCount(1);
    await expect(diagram.locator('.djs-connection.wf-flow-done[data-element-id="shortLeave"]')).toHaveCount(0);
    await expect(diagram.locator('.djs-element.wf-done[data-element-id="hrTask"]')).toHaveCount(0);
    await expect(diagram.locator('.bjs-powered-by')).toBeVisible();
    await expect(page.locator('[data-testid="history-entry"]:visible')).toHaveCount(3);
    await page.screenshot({ path: testInfo.outputPath('detail-zh.png'), fullPage: true });
    await diagram.screenshot({ path: testInfo.outputPath('diagram-zh.png') });

    await page.getByRole('button', { name: '语言' }).click();
    await page.getByRole('menuitem', { name: 'English' }).click();
    await expect(page.getByText('Leave details').first()).toBeVisible();
    await expect(page.getByText('History', { exact: true })).toBeVisible();
    await expect(page.getByText('Diagram', { exact: true })).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('detail-en.png'), fullPage: true });
    await openMenu(page, 'My work', 'To do');
    await expect(page.getByRole('columnheader', { name: 'Current step' })).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('todo-en.png'), fullPage: true });
  });
});
