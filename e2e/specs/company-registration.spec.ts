import { expect, test, type Browser, type BrowserContext, type Page } from '../support/fixtures';
import { captchaAnswer, login, openMenu, PLATFORM_ADMIN, submitLogin } from '../support/session';

const PDF = { mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%licence scan\n') };
/** A real 1×1 PNG. */
const PNG = { mimeType: 'image/png', buffer: Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64') };

/** A credit code of its own for each run, with its GB 32100 check character. */
function creditCode(): string {
  const chars = '0123456789ABCDEFGHJKLMNPQRTUWXY';
  const weights = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];
  const body = `91330100MA${Date.now().toString().slice(-7)}`;
  const sum = [...body].reduce((acc, c, i) => acc + chars.indexOf(c) * weights[i], 0);
  return body + chars[(31 - (sum % 31)) % 31];
}

const opened: BrowserContext[] = [];
test.afterEach(async () => {
  await Promise.all(opened.splice(0).map((context) => context.close()));
});

async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  opened.push(context);
  return context.newPage();
}

/** The key of the captcha the page shows last. */
function trackCaptcha(page: Page): () => string | undefined {
  let key: string | undefined;
  page.on('response', async (response) => {
    if (!response.url().includes('/api/blade-auth/oauth/captcha') || !response.ok()) return;
    const body = (await response.json().catch(() => null)) as { key: string } | null;
    if (body) key = body.key;
  });
  return () => key;
}

test.describe('company registration', () => {
  test('a company registers itself, the platform approves it, and its administrator signs in with the password they chose', async ({ browser }, testInfo) => {
    const name = `云州远航医疗器械有限公司${Date.now().toString(36).slice(-4)}`;
    const account = `yh${Date.now().toString(36)}`;
    const visitor = await newPage(browser);
    const captcha = trackCaptcha(visitor);
    await visitor.goto('/register');
    await expect(visitor.getByText('访客注册')).toBeVisible();
    await visitor.screenshot({ path: testInfo.outputPath('register-zh.png'), fullPage: true });

    await visitor.getByLabel('企业名称').fill(name);
    await visitor.getByLabel('统一社会信用代码').fill(creditCode());
    await visitor.getByLabel('法定代表人').fill('林远');
    await visitor.getByLabel('注册地址').fill('云州市远航路 18 号');
    await visitor.getByLabel('联系人').fill('林远');
    await visitor.getByLabel('联系电话').fill('0571-86668888');
    await visitor.getByRole('button', { name: '下一步' }).click();
    await visitor.getByLabel('管理员姓名').fill('林远');
    await visitor.getByLabel('管理员手机号码').fill('13700137000');
    await visitor.getByLabel('登录账号').fill(account);
    await visitor.getByLabel('登录密码').fill('Yuanhang#2024');
    await visitor.getByLabel('确认密码').fill('Yuanhang#2024');
    await visitor.getByRole('button', { name: '下一步' }).click();
    await visitor.getByLabel('营业执照', { exact: true }).setInputFiles({ name: '营业执照.png', ...PNG });
    await expect(visitor.getByText('已上传：营业执照.png')).toBeVisible();
    await visitor.getByLabel('医疗器械经营许可证', { exact: true }).setInputFiles({ name: '经营许可证.pdf', ...PDF });
    await expect(visitor.getByText('已上传：经营许可证.pdf')).toBeVisible();
    await expect.poll(captcha).toBeTruthy();
    await visitor.getByPlaceholder('验证码').fill(await captchaAnswer(visitor, captcha()!));
    await visitor.screenshot({ path: testInfo.outputPath('register-licences-zh.png'), fullPage: true });
    await visitor.getByRole('button', { name: '提交注册' }).click();
    await expect(visitor.getByText('注册申请已提交')).toBeVisible();

    // The platform reviews it.
    const platform = await newPage(browser);
    await login(platform, PLATFORM_ADMIN);
    await openMenu(platform, '供应链', '企业注册审核');
    const row = platform.getByRole('row').filter({ hasText: name });
    await expect(row).toContainText('待审核');
    await row.getByRole('button', { name: /审\s*核/ }).click();
    const dialog = platform.getByRole('dialog');
    await expect(dialog.getByRole('img', { name: '营业执照.png' })).toBeVisible();
    await expect(dialog.getByRole('link', { name: /查看 经营许可证\.pdf/ })).toBeVisible();
    await platform.screenshot({ path: testInfo.outputPath('review-zh.png'), fullPage: true });
    await dialog.getByRole('button', { name: /审核通过/ }).click();
    await platform.getByRole('dialog').last().getByRole('button', { name: /确\s*定/ }).click();
    const opened = platform.getByText(/^已开通租户 2\d{5}$/);
    await expect(opened).toBeVisible();
    const tenantId = (await opened.textContent())!.replace(/\D/g, '');
    await expect(row).toContainText('已审核');

    // The applicant sees the result and signs in with the password they chose: no change is asked.
    await visitor.getByRole('button', { name: '查询进度' }).click();
    await expect(visitor.getByText(`审核已通过。请使用租户编号 ${tenantId}、账号 ${account} 和注册时设置的密码登录。`)).toBeVisible();
    const admin = await newPage(browser);
    await admin.addInitScript((key) => localStorage.setItem(key, 'true'), `beree-tour:${tenantId}:${account}`);
    await submitLogin(admin, { tenantId, account, password: 'Yuanhang#2024' });
    await admin.waitForURL('**/wel/index');
    await expect(admin.getByText('您好')).toBeVisible();
    await openMenu(admin, '供应链', '企业信息');
    await expect(admin.getByLabel('企业名称')).toHaveValue(name);
    await expect(admin.getByLabel('统一社会信用代码')).toBeDisabled();
    await admin.screenshot({ path: testInfo.outputPath('profile-zh.png'), fullPage: true });
  });

  test('the registration page in English', async ({ page }, testInfo) => {
    await page.goto('/register');
    await page.getByRole('button', { name: '语言' }).click();
    await page.getByRole('menuitem', { name: 'English' }).click();
    await expect(page.getByText('Guest sign-up')).toBeVisible();
    await expect(page.getByLabel('Unified social credit code')).toBeVisible();
    await page.getByLabel('Company name').fill('Northbay Diagnostics Beijing Office');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText('Please enter the unified social credit code')).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('register-en.png'), fullPage: true });
    await page.getByText('Check progress').click();
    await expect(page.getByLabel('Registration number')).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('status-en.png'), fullPage: true });
  });
});
