import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromiumArgs } from '../playwright.config';
import { expect, test } from '../support/fixtures';
import { dialog } from '../support/antd';
import { writeDataMatrixVideo } from '../support/fake-camera';
import { approvedImplantNote, balloonUdi } from '../support/implant-note';
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



test('the hospital receives a unit by holding its DataMatrix before the phone camera', async ({ page, request }) => {
  // An approved note of two balloons, each with its UDI (the note's making is the supply journey's).
  const note = await approvedImplantNote(request, 'C');
  const serials = note.serials;
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
