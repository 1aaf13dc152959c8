import { startE2eServer, expect, test as base, type Page } from '../support/fixtures';
import { apiToken, apiCall } from '../support/api';
import { dialog, pick } from '../support/antd';
import { button } from '../support/journey';
import { HOSPITAL_ADMIN, login, openMenu, unique } from '../support/session';

/** This file's server runs its jobs, so a send really goes through the pipeline. */
const test = base.extend<object, { server: Awaited<ReturnType<typeof startE2eServer>> }>({
  server: [
    async ({}, use) => {
      const server = await startE2eServer({ env: { JOBS_POLL_MS: '1000' } });
      await use(server);
      await server.stop();
    },
    { scope: 'worker', timeout: 120_000 },
  ],
});

const bell = (page: Page) => page.getByRole('button', { name: /^通知与消息/ });

test.describe('message centre', () => {
  test('the hospital administrator sends an in-app message to themself, follows its task to 发送成功 and finds it in the bell', async ({ page, request }) => {
    // An in-app template of the tenant's own, with two placeholders of its own.
    const name = unique('盘点提醒');
    const token = await apiToken(request, HOSPITAL_ADMIN);
    await apiCall(request, token, 'POST', '/beree-message/template/submit', {
      data: { name, channel: 'IN_APP', idType: 'USER_ID', shieldType: 'NIGHT_NO_SHIELD', title: '盘点通知：{$store}', content: '<p>{$store}将于{$time}盘点，请提前备好台账。</p>', isDiscard: 0 },
    });

    await page.setViewportSize({ width: 1600, height: 1000 });
    await login(page, HOSPITAL_ADMIN);
    await openMenu(page, '消息中心', '发送消息');
    await pick(page, page.locator('form[id="message-send"]'), '消息模板', name);
    await pick(page, page.locator('form[id="message-send"]'), '接收用户', '周敏');
    const store = unique('中心库');
    await page.getByLabel('{$store}').fill(store);
    await page.getByLabel('{$time}').fill('周五 14:00');
    const preview = page.getByRole('region', { name: '预览' });
    await expect(preview).toContainText(`盘点通知：${store}`);
    await expect(preview).toContainText(`${store}将于周五 14:00盘点`);
    await button(page, /发\s*送/).click();
    await expect(page.getByText(/^已提交，消息任务 \d+$/)).toBeVisible();

    await page.getByRole('button', { name: '查看任务' }).click();
    await expect(page).toHaveURL(/\/message\/task\?taskId=\d+/);
    const timeline = dialog(page).getByTestId('task-anchor');
    await expect(timeline.last()).toContainText('发送成功');
    await expect(timeline.filter({ hasText: '已接收' })).toHaveCount(1);
    // The task's one receiver, in the records under the timeline.
    await expect(dialog(page).locator('.ant-table-tbody tr').filter({ hasText: '发送成功' })).toHaveCount(1);
    await dialog(page).getByRole('button', { name: /^关 闭$/ }).click();

    await bell(page).click();
    await page.getByRole('tab', { name: /^消息\(\d+\)$/ }).click();
    await expect(page.getByRole('list', { name: '未读消息' }).getByRole('button', { name: new RegExp(`盘点通知：${store}`) })).toBeVisible();
  });
});
