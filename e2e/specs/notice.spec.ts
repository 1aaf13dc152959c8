import { expect, test, type Browser, type BrowserContext, type Page } from '../support/fixtures';
import { HOSPITAL_ADMIN, HOSPITAL_CLERK, login, openMenu, unique, type Who } from '../support/session';

const DEALER_ADMIN: Who = { tenantId: '200001', account: 'admin', password: 'admin' };
const PLATFORM_NOTICE = '关于第三批医疗器械唯一标识实施的提醒';

const dialog = (page: Page) => page.getByRole('dialog');
const bell = (page: Page) => page.getByRole('button', { name: /^通知与消息/ });
const feed = (page: Page, name: '未读消息' | '通知') => page.getByRole('list', { name });

/** Contexts this spec opened, closed after each test so their pages stop working in the background. */
const opened: BrowserContext[] = [];

test.afterEach(async () => {
  await Promise.all(opened.splice(0).map((context) => context.close()));
});

/** A signed-in page of its own (its own cookies), so several users can be on screen in one test. */
async function signedIn(browser: Browser, who: Who): Promise<Page> {
  const context = await browser.newContext();
  opened.push(context);
  const page = await context.newPage();
  await login(page, who);
  return page;
}

async function openTab(page: Page, tab: RegExp) {
  await bell(page).click();
  const target = page.getByRole('tab', { name: tab });
  // A click while the popover is still appearing can be lost: click until the tab is the chosen one.
  await expect(async () => {
    await target.click();
    await expect(target).toHaveAttribute('aria-selected', 'true');
  }).toPass();
}

test.describe('notices and messages', () => {
  test('a notice the hospital publishes reaches its clerk, not the dealer', async ({ browser }) => {
    const title = unique('春季盘点安排');
    const admin = await signedIn(browser, HOSPITAL_ADMIN);
    await openMenu(admin, '工作台', '通知公告');
    await admin.getByRole('button', { name: /^(plus )?新\s*增$/ }).click();
    await dialog(admin).getByLabel('通知标题').fill(title);
    await dialog(admin).getByLabel('通知内容').fill('<p>本周五下午中心库<strong>暂停收货</strong>。</p>');
    await dialog(admin).getByRole('button', { name: /确\s*定/ }).click();
    await expect(admin.getByText('新增成功')).toBeVisible();
    await expect(admin.getByRole('row').filter({ hasText: title })).toContainText('医院通知');

    const clerk = await signedIn(browser, HOSPITAL_CLERK);
    await openTab(clerk, /^通知\(\d+\)$/);
    const entry = feed(clerk, '通知').getByRole('button', { name: new RegExp(title) });
    await expect(entry).toContainText('医院通知');
    await expect(feed(clerk, '通知').getByRole('button', { name: new RegExp(PLATFORM_NOTICE) })).toContainText('平台通知');
    await entry.click();
    await expect(dialog(clerk).getByText(title)).toBeVisible();
    await expect(dialog(clerk).getByText('医院通知')).toBeVisible();
    await expect(dialog(clerk).getByText('发布时间')).toBeVisible();
    await expect(dialog(clerk).locator('strong', { hasText: '暂停收货' })).toBeVisible();
    await dialog(clerk).getByRole('button', { name: /关\s*闭/ }).last().click();
    await expect(dialog(clerk)).toBeHidden();

    const dealer = await signedIn(browser, DEALER_ADMIN);
    await openTab(dealer, /^通知\(\d+\)$/);
    await expect(feed(dealer, '通知').getByRole('button', { name: new RegExp(PLATFORM_NOTICE) })).toBeVisible();
    await expect(feed(dealer, '通知').getByRole('button', { name: new RegExp(title) })).toHaveCount(0);
  });

});
