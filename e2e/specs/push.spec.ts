import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startE2eServer, expect, test as base, type APIRequestContext, type Page } from '../support/fixtures';
import { apiCall, apiToken } from '../support/api';
import { dialog, pick } from '../support/antd';
import { button, DEALER, DEALER_NAME, rowOf } from '../support/journey';
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

/** The hospital's SPD on a real port: down (503 with its own words) for the first two pushes, then up. */
class Partner {
  /** What it answered, with the idempotency key of each request. */
  readonly answered: { status: number; key: string }[] = [];
  private readonly server: Server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      const status = this.answered.length < 2 ? 503 : 200;
      this.answered.push({ status, key: String(req.headers['idempotency-key']) });
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(status === 503 ? { message: 'SPD接口维护中' } : { received: true }));
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

/** Lists the rows again until `check` holds: the outcome of a push arrives when the partner has answered. */
async function untilListed(page: Page, check: () => Promise<void>): Promise<void> {
  await expect(async () => {
    await button(page, /搜\s*索/).click();
    await check();
  }).toPass();
}

/** The dealer ships a consignment of swabs to the demo hospital (a note the rules accept, with no order); answers its number. */
async function shipConsignment(request: APIRequestContext): Promise<string> {
  const hospital = await apiToken(request, HOSPITAL_ADMIN);
  const addresses = await apiCall<{ records: { id: string; isDefault: boolean }[] }>(request, hospital, 'GET', '/beree-scm/hospital/address/list', { params: { size: '100' } });
  const items = await apiCall<{ records: { id: string }[] }>(request, hospital, 'GET', '/beree-scm/catalog/list', { params: { supplierTenantId: '200001', productName: '医用棉签', size: '1' } });
  const dealer = await apiToken(request, DEALER);
  const today = new Date().toISOString().slice(0, 10);
  const note = await apiCall<{ id: string; deliveryNo: string }>(request, dealer, 'POST', '/beree-scm/delivery/submit', {
    data: {
      hospitalTenantId: '100001',
      deliveryType: 'CONSIGNMENT',
      receivingAddressId: addresses.records.find((a) => a.isDefault)!.id,
      lines: [{ catalogItemId: items.records[0].id, qty: 20, batchNo: 'B2411', productionDate: today, expiryDate: `${Number(today.slice(0, 4)) + 2}${today.slice(4)}` }],
    },
  });
  await apiCall(request, dealer, 'POST', '/beree-scm/delivery/submit-review', { params: { ids: note.id } });
  return note.deliveryNo;
}

test.describe('pushes and settlements', () => {
  const partner = new Partner();
  test.beforeAll(() => partner.start());
  test.afterAll(() => partner.stop());
  // The pushes run in the server's jobs runner: what the partner saw and the server logged tell why one did not arrive.
  test.afterEach(async ({ server }, testInfo) => {
    if (testInfo.status !== testInfo.expectedStatus) await testInfo.attach('server output', { body: `partner answered ${JSON.stringify(partner.answered)}\n${server.output() || '(the server logged nothing)'}`, contentType: 'text/plain' });
  });

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

  test('the hospital’s SPD was down: the failed push of a shipped note is pushed again once it is back, and arrives once', async ({ page, request }) => {
    const hospital = await apiToken(request, HOSPITAL_ADMIN);
    await apiCall(request, hospital, 'POST', '/beree-scm/push-endpoint/submit', {
      data: { endpointName: 'SPD 入库接口', targetSystem: 'SPD', url: partner.url, secret: 'spd-e2e-shared-secret-2026', docTypes: ['DELIVERY'], enabled: true },
    });
    const deliveryNo = await shipConsignment(request);

    await page.setViewportSize({ width: 1600, height: 1000 });
    await login(page, HOSPITAL_ADMIN);
    await openMenu(page, '供应链', '推送记录');
    await page.getByLabel('单据号').fill(deliveryNo);
    const row = rowOf(page, deliveryNo).filter({ hasText: 'SPD 入库接口' });
    await untilListed(page, async () => {
      await expect(row).toContainText('推送失败', { timeout: 1000 });
      await expect(row).toContainText('HTTP 503: SPD接口维护中', { timeout: 1000 });
    });

    // Pushed again while still down: the screen follows the attempt by itself and says how it ended.
    await row.getByRole('button', { name: /重新推送/ }).click();
    await expect(page.getByText(`单据 ${deliveryNo} 推送到 SPD 入库接口 失败：HTTP 503: SPD接口维护中`)).toBeVisible();
    await expect(row).toContainText('推送失败');
    await expect.poll(() => partner.answered.length).toBe(2);

    // Once it is back, no search is needed to see it arrive.
    await row.getByRole('button', { name: /重新推送/ }).click();
    await expect(page.getByText(`单据 ${deliveryNo} 已重新推送到 SPD 入库接口`)).toBeVisible();
    await expect(row).toContainText('推送成功');
    await expect(row).toContainText('已推送');
    await expect(row).not.toContainText('SPD接口维护中');
    // The same document under the same key: refused twice, then taken once.
    expect(partner.answered.map((a) => a.status)).toEqual([503, 503, 200]);
    expect(new Set(partner.answered.map((a) => a.key)).size).toBe(1);
  });
});
