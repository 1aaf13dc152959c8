import { addDays, shanghaiToday } from '@beree/contracts';
import { expect, test, type Browser, type BrowserContext, type Page } from '../support/fixtures';
import { confirm, dialog, pick } from '../support/antd';
import { accessToken, BASIC, pageApi } from '../support/api';
import { png } from '../support/files';
import { HOSPITAL_ADMIN, login, openMenu, unique, type Who } from '../support/session';

const DEALER: Who = { tenantId: '200001', account: 'admin', password: 'admin' };
const opened: BrowserContext[] = [];

test.afterEach(async () => {
  await Promise.all(opened.splice(0).map((context) => context.close()));
});

/** A signed-in page of its own (its own cookies), so the dealer and the hospital are on screen in one test. */
async function signedIn(browser: Browser, who: Who): Promise<Page> {
  const context = await browser.newContext();
  opened.push(context);
  const page = await context.newPage();
  await login(page, who);
  return page;
}

/** The user an access token was issued to. */
const tokenSubject = (token: string): string => JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8')).sub;

test.describe('certificates shared with hospitals', () => {
  test('a dealer archives a power of attorney ending within the warning days and shares it; the hospital sees it expiring and approves it', async ({ browser }, testInfo) => {
    const no = unique('KL-WT-');
    const today = shanghaiToday();
    const dealer = await signedIn(browser, DEALER);
    // The dealer's clerk has entered the power of attorney with its scan (the register's own spec walks that form).
    const upload = await dealer.request.post('/api/blade-resource/oss/endpoint/put-file', {
      headers: { authorization: BASIC, 'blade-auth': `bearer ${await accessToken(dealer)}` },
      multipart: { file: { name: '委托书.png', mimeType: 'image/png', buffer: png(240, 160, [250, 173, 20]) } },
    });
    const scan = (await upload.json()).data.attachId as string;
    await pageApi(dealer, 'POST', '/beree-scm/certificate/submit', {
      // The agent is the signed-in administrator (王磊), as the access token names him.
      data: { certType: 'POWER_ATTORNEY', certName: '法人授权委托书（王磊）', certNo: no, agentUserId: tokenSubject(await accessToken(dealer)), scope: ['SALES'], validityStart: addDays(today, -355), validityEnd: addDays(today, 10), attachIds: [scan] },
    });
    await openMenu(dealer, '供应链', '证照管理');
    const row = dealer.getByRole('row').filter({ hasText: no });
    await row.getByRole('button', { name: /存\s*档/ }).click();
    await confirm(dealer);
    await expect(row).toContainText('即将过期');

    await row.getByRole('button', { name: /分享给医院/ }).click();
    const share = dialog(dealer);
    await expect(share.getByText('尚未分享给任何医院')).toBeVisible();
    await pick(dealer, share, '医院', '云州市第一人民医院');
    await expect(dealer.locator('.ant-modal').last()).not.toHaveClass(/-(enter|appear)\b/);
    await dealer.screenshot({ path: testInfo.outputPath('share-dialog-zh.png') });
    await share.getByRole('button', { name: /^分\s*享$/ }).click();
    await expect(dealer.getByText('已分享 1 项，重新提交 0 项，0 项已分享过')).toBeVisible();
    await expect(share.getByRole('row').filter({ hasText: '云州市第一人民医院' })).toContainText('待审核');
    await dealer.screenshot({ path: testInfo.outputPath('share-dialog-shared-zh.png') });

    const hospital = await signedIn(browser, HOSPITAL_ADMIN);
    await openMenu(hospital, '供应链', '供应商证照');
    await expect(hospital.locator('.ant-table .ant-tag', { hasText: '已过期' }).first()).toBeVisible();
    await hospital.screenshot({ path: testInfo.outputPath('certificate-share-zh.png'), fullPage: true });
    await hospital.locator('form.ant-form-inline').getByPlaceholder('请输入证号').fill(no);
    await hospital.locator('form.ant-form-inline').getByRole('button', { name: /搜\s*索/ }).click();
    const shared = hospital.getByRole('row').filter({ hasText: no });
    await expect(shared).toContainText('浙江康链医疗供应链有限公司');
    await expect(shared.locator('.ant-tag', { hasText: '即将过期' })).toBeVisible();
    await expect(shared).toContainText('待审核');

    await shared.getByRole('button', { name: /查\s*看/ }).click();
    const image = dialog(hospital).getByRole('img', { name: '委托书.png' });
    await expect(image).toBeVisible();
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(240);
    await hospital.screenshot({ path: testInfo.outputPath('share-view-zh.png') });
    await hospital.keyboard.press('Escape');
    await expect(hospital.getByRole('dialog')).toHaveCount(0);

    await shared.getByRole('button', { name: /审核通过/ }).click();
    await dialog(hospital).getByLabel('审核意见').fill('委托书齐全');
    await confirm(hospital);
    await expect(shared).toContainText('已审核');
  });
});
