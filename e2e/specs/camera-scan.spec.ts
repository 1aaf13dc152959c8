import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromiumArgs } from '../playwright.config';
import { expect, test } from '../support/fixtures';
import { apiCall, apiToken } from '../support/api';
import { dialog } from '../support/antd';
import { DEALER } from '../support/journey';
import { writeDataMatrixVideo } from '../support/fake-camera';
import { HOSPITAL_ADMIN, login } from '../support/session';

/** Chromium's camera plays this file; it is written before the camera is opened. */
const VIDEO = join(tmpdir(), `beree-camera-${process.pid}.y4m`);
test.use({
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [...chromiumArgs, '--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream', `--use-file-for-fake-video-capture=${VIDEO}`],
  },
  // A phone's screen: there the camera is the scanner.
  viewport: { width: 390, height: 844 },
});

const BALLOON = 'PTCA球囊扩张导管';
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const balloonUdi = (serial: string) => `(01)04012345000016(10)W26J01(17)${day(500).slice(2).replaceAll('-', '')}(21)${serial}`;

interface Page<T> {
  records: T[];
}

test('the hospital receives a unit by holding its DataMatrix before the phone camera', async ({ page, request }) => {
  // An approved note of two balloons, each with its UDI (the note's making is the supply journey's).
  const token = await apiToken(request, HOSPITAL_ADMIN);
  const dealerToken = await apiToken(request, DEALER);
  const addresses = await apiCall<Page<{ id: string; isDefault: boolean }>>(request, token, 'GET', '/beree-scm/hospital/address/list', { params: { size: '100' } });
  const items = await apiCall<Page<{ id: string }>>(request, token, 'GET', '/beree-scm/catalog/list', { params: { supplierTenantId_equal: DEALER.tenantId, useFlag_equal: 'USING', productName: BALLOON, size: '1' } });
  const order = await apiCall<{ id: string; lines: { id: string }[] }>(request, token, 'POST', '/beree-scm/indent/submit', {
    data: { supplierTenantId: DEALER.tenantId, orderType: 'NORMAL', receivingAddressId: addresses.records.find((a) => a.isDefault)!.id, lines: [{ catalogItemId: items.records[0].id, qty: 2 }] },
  });
  await apiCall(request, token, 'POST', '/beree-scm/indent/submit-review', { params: { ids: order.id } });
  await apiCall(request, dealerToken, 'POST', '/beree-scm/indent/confirm', { params: { ids: order.id } });
  const serials = [`C${Date.now()}A`, `C${Date.now()}B`];
  const line = { indentLineId: order.lines[0].id, qty: 2, batchNo: 'W26J01', expiryDate: day(500), units: serials.map((serial) => ({ udi: balloonUdi(serial) })) };
  const note = await apiCall<{ id: string; deliveryNo: string }>(request, dealerToken, 'POST', '/beree-scm/delivery/submit', { data: { hospitalTenantId: '100001', deliveryType: 'NORMAL', lines: [line] } });
  await apiCall(request, dealerToken, 'POST', '/beree-scm/delivery/submit-review', { params: { ids: note.id } });
  await apiCall(request, token, 'POST', '/beree-scm/delivery/approve', { params: { ids: note.id } });
  // The camera sees the first balloon's DataMatrix.
  await writeDataMatrixVideo(VIDEO, balloonUdi(serials[0]));

  await login(page, HOSPITAL_ADMIN, { at: '/scm/delivery' });
  await page.getByLabel('扫描配送单条码验收').fill(note.deliveryNo);
  await page.getByLabel('扫描配送单条码验收').press('Enter');
  const receipt = dialog(page);
  await expect(receipt.getByText('已接收 0 件，已拒收 0 件，待扫描 2 件')).toBeVisible();
  await receipt.getByRole('button', { name: '用摄像头扫码' }).click();

  const camera = dialog(page);
  await expect(camera.getByRole('status')).toHaveText(/^已录入 0104012345000016/);
  await camera.getByRole('button', { name: /完\s*成/ }).click();
  await expect(receipt.getByText('已接收 1 件，已拒收 0 件，待扫描 1 件')).toBeVisible();
  await expect(receipt.locator(`[data-unit="${serials[0]}"]`)).toContainText('已接收');
});
