import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startE2eServer, expect, test as base, type Page } from '../support/fixtures';
import { apiCall, apiToken } from '../support/api';
import { confirm, dialog, pick } from '../support/antd';
import { HOSPITAL_ADMIN, login, openMenu } from '../support/session';

/** This file's server runs its jobs, so a push is really sent to the partner below. */
const test = base.extend<object, { server: Awaited<ReturnType<typeof startE2eServer>> }>({
  server: [
    async ({}, use) => {
      const server = await startE2eServer({ env: { JOBS_POLL_MS: '300' } });
      await use(server);
      await server.stop();
    },
    { scope: 'worker', timeout: 120_000 },
  ],
});

const DEALER_NAME = '浙江康链医疗供应链有限公司';

/** The hospital's HIS on a real port: down (503 with its own words) for the first push, then up. */
class Partner {
  readonly keys: string[] = [];
  private readonly server: Server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      this.keys.push(String(req.headers['idempotency-key']));
      if (this.keys.length === 1) res.writeHead(503, { 'content-type': 'application/json' }).end(JSON.stringify({ message: 'HIS接口维护中' }));
      else res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ received: true }));
    });
  });
  url = '';

  async start(): Promise<void> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/scm/inbound`;
  }

  async stop(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise((resolve) => this.server.close(resolve));
  }
}

/** A button of the page on screen (the tabs keep the pages opened before alive, hidden). */
const button = (page: Page, name: RegExp) => page.getByRole('button', { name }).filter({ visible: true });

/** Lists the rows again until `check` holds: the outcome of a push arrives when the partner has answered. */
async function untilListed(page: Page, check: () => Promise<void>): Promise<void> {
  await expect(async () => {
    await button(page, /搜\s*索/).click();
    await check();
  }).toPass();
}

test.describe('pushes and settlements', () => {
  const partner = new Partner();
  test.beforeAll(() => partner.start());
  test.afterAll(() => partner.stop());

  test('the hospital shows a month’s statement with its supplier and exports it as .xlsx', async ({ page, request }) => {
    const token = await apiToken(request, HOSPITAL_ADMIN);
    const rows = await apiCall<{ records: { settledOn: string }[] }>(request, token, 'GET', '/beree-scm/settlement/list', { params: { supplierTenantId: '200001', size: '1' } });
    const month = rows.records[0].settledOn.slice(0, 7);
    const statement = await apiCall<{ totals: { settleableAmount: string } }>(request, token, 'GET', '/beree-scm/settlement/statement', { params: { month, supplierTenantId: '200001' } });
    await page.setViewportSize({ width: 1600, height: 1000 });
    await login(page, HOSPITAL_ADMIN);
    await openMenu(page, '供应链', '结算管理');
    await expect(page.getByRole('row').filter({ hasText: DEALER_NAME }).first()).toBeVisible();

    await page.getByRole('tab', { name: '月度对账单' }).click();
    const form = page.locator('form[id="statement"]');
    await button(page, /查询对账单/).click();
    await expect(form.locator('.ant-form-item-explain-error')).toHaveText('请选择供应商');
    await pick(page, form, '供应商', DEALER_NAME);
    const monthInput = form.getByLabel('对账月份');
    await monthInput.click();
    await monthInput.fill(month);
    await monthInput.press('Enter');
    await button(page, /查询对账单/).click();
    const total = Number(statement.totals.settleableAmount).toLocaleString('en-US', { minimumFractionDigits: 2 });
    await expect(page.locator('.ant-table-summary')).toContainText(total);

    const download = page.waitForEvent('download');
    await button(page, /导出 Excel/).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`结算对账单-${month}.xlsx`);
    // An .xlsx is a zip archive.
    expect((await readFile((await file.path())!)).subarray(0, 2).toString()).toBe('PK');

    await button(page, /打印对账单/).click();
    await expect(dialog(page).locator('iframe')).toBeVisible();
    await expect(dialog(page).getByRole('link', { name: '在新窗口打开' })).toBeVisible();
  });
});
