import { expect, test, type Browser, type Page } from '../support/fixtures';
import { accessToken, apiCall, apiToken, BASIC } from '../support/api';
import { dialog } from '../support/antd';
import { HOSPITAL_ADMIN, login, PLATFORM_ADMIN, type Who } from '../support/session';

/** Chinese, Japanese and Korean characters: none may show in the product's own texts in English. */
const CJK = /[\u2e80-\u9fff\uac00-\ud7af\uf900-\ufaff\uff00-\uffef]/;

/**
 * The product's own texts on screen (not user data such as seeded names of tenants, users, depts
 * or notices): menus, tabs, titles, table headers, form labels, buttons, placeholders, tags, empty
 * states, pagination and tooltips. Menu trees (the scope screens) are the product's too.
 */
const CHROME = [
  '.ant-layout-sider .ant-menu-title-content',
  '.ant-layout-header button',
  '.ant-tabs-tab',
  '.ant-card-head-title',
  '.ant-modal-title',
  'th',
  '.ant-form-item-label label',
  'button',
  '.ant-select-selection-placeholder',
  '.ant-tag',
  '.ant-empty-description',
  '.ant-pagination',
  '.ant-segmented-item-label',
  '.ant-radio-button-wrapper',
  '.ant-checkbox-wrapper',
];

/** Texts of the product's own chrome (and the window title) that are still Chinese. */
async function chineseChrome(page: Page, extra: string[] = []): Promise<string[]> {
  const texts = await page.evaluate(
    ({ selectors }) => {
      const out: string[] = [document.title];
      for (const el of Array.from(document.querySelectorAll<HTMLElement>(selectors.join(',')))) {
        if (!el.checkVisibility()) continue;
        out.push(el.innerText);
      }
      for (const el of Array.from(document.querySelectorAll<HTMLInputElement>('input[placeholder], textarea[placeholder]'))) if (el.checkVisibility()) out.push(el.placeholder);
      return out;
    },
    { selectors: [...CHROME, ...extra] },
  );
  return [...new Set(texts.filter((text) => CJK.test(text)))];
}

/** Labels of the forms on screen that antd cuts with an ellipsis. */
const cutLabels = (page: Page) =>
  page.evaluate(() => Array.from(document.querySelectorAll<HTMLElement>('.ant-form-item-label > label')).filter((l) => l.checkVisibility() && l.scrollWidth > l.clientWidth + 1).map((l) => l.innerText));

interface Route {
  name: string;
  path: string;
  children?: Route[];
}

/** The user's menu in English, as the server answers it: folders with their pages. */
async function englishMenu(page: Page): Promise<Route[]> {
  const res = await page.request.get('/api/blade-system/menu/routes', {
    headers: { authorization: BASIC, 'blade-auth': `bearer ${await accessToken(page)}`, 'accept-language': 'en' },
  });
  return (await res.json()).data as Route[];
}

/** Signs in, then switches to English from the top bar, as a user would. */
async function inEnglish(page: Page, who: Who): Promise<void> {
  await login(page, who);
  // The check sees the shell's Chinese before the switch.
  await expect.poll(() => chineseChrome(page)).toEqual(expect.arrayContaining(['首页', '系统管理']));
  await page.getByRole('button', { name: '语言' }).click();
  await page.getByRole('menuitem', { name: 'English' }).click();
  await expect(page.getByRole('button', { name: 'Language' })).toBeVisible();
}

/** The chrome shows no Chinese; in a dialog too, when the page has an add button. */
async function checkScreen(page: Page, route: Route, treeTitles: boolean): Promise<void> {
  const extra = treeTitles ? ['.ant-tree-title'] : [];
  const main = page.locator('.ant-layout-content').first();
  // The page's own tab is the chosen one: the page before it has been hidden.
  await expect(page.locator('.beree-tabs > .ant-tabs-nav .ant-tabs-tab-active')).toHaveText(route.name);
  // The page has drawn its own texts (a card, a table or a form), not only the shell; the pages of
  // other tabs stay alive, hidden.
  await expect(main.locator('.ant-card, .ant-table, .ant-form, .ant-empty, .ant-result').filter({ visible: true }).first()).toBeVisible();
  await expect(page.locator('.ant-spin-spinning').filter({ visible: true })).toHaveCount(0);
  if (treeTitles) {
    // A scope screen adds scopes of the menu chosen in its tree.
    const tree = main.locator('.ant-tree').filter({ visible: true }).first();
    await tree.getByRole('treeitem', { name: /System$/ }).locator('.ant-tree-switcher').first().click();
    await tree.getByText('Users', { exact: true }).click();
  }
  await expect.poll(() => chineseChrome(page, extra), { message: `${route.path} (${route.name})` }).toEqual([]);
  const adds = main.getByRole('button', { name: /^(plus )?Add$/ }).filter({ visible: true });
  const add = adds.first();
  if ((await adds.count()) > 0 && (await add.isEnabled())) {
    await add.click();
    await expect(dialog(page)).toBeVisible();
    await expect.poll(() => chineseChrome(page), { message: `${route.path}: add dialog` }).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  }
}

const formField = (page: Page, label: string) => page.locator('.ant-form-item').filter({ has: page.locator('label', { hasText: new RegExp(`^${label}$`) }) });
const picture = (page: Page, name: string) => page.screenshot({ path: test.info().outputPath(`${name}-en.png`), fullPage: true });

/**
 * What a page shows in English besides chrome without Chinese, checked while the walk is on it
 * (so no test of its own signs in, switches language and opens the page again): the hospital's
 * master data and its suppliers' shared certificates, their seeded rows named in English.
 */
const SCREEN_CHECKS: Record<string, (page: Page) => Promise<void>> = {
  '/scm/hospital/profile': async (page) => {
    await expect(page.locator('.ant-segmented').getByText('Settings', { exact: true })).toBeVisible();
    await expect(formField(page, 'Grade')).toContainText('Grade 3A');
    await picture(page, 'profile');
    await page.locator('.ant-segmented').getByText('Settings', { exact: true }).click();
    await expect(formField(page, 'Registration card').locator('input')).toBeVisible();
    await picture(page, 'settings');
  },
  '/scm/hospital/department': async (page) => {
    await expect(page.getByRole('columnheader', { name: 'Kind' })).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: '骨科' }).first()).toContainText('Clinical');
    await picture(page, 'departments');
  },
  '/scm/certificate-share': async (page) => {
    const table = page.locator('.ant-table').filter({ visible: true });
    await expect(table.getByRole('columnheader', { name: 'Review status' })).toBeVisible();
    await expect(table.locator('.ant-tag', { hasText: 'Expiring soon' }).first()).toBeVisible();
    await expect(table.locator('.ant-tag', { hasText: 'Pending review' }).first()).toBeVisible();
    await picture(page, 'certificate-share');
  },
  '/scm/hospital/address': async (page) => {
    await expect(page.getByRole('columnheader', { name: 'Warehouse' })).toBeVisible();
    await picture(page, 'addresses');
  },
};

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A side menu entry by its name (its accessible name starts with the icon's). */
const sideItem = (page: Page, name: string) => page.locator('.ant-layout-sider').getByRole('menuitem', { name: new RegExp(`(^|\\s)${escape(name)}$`) }).first();

/**
 * Opens each page of the given folders from the side menu and checks it. A folder is unfolded only
 * when it is folded (a click on an open one folds it), and each page waits for its entry to show:
 * the entries appear with the folder's motion, later on a busy machine.
 */
async function visitFolders(page: Page, folders: Route[]): Promise<string[]> {
  const visited: string[] = [];
  for (const folder of folders) {
    const pages = folder.children?.length ? folder.children : [folder];
    const folderItem = sideItem(page, folder.name);
    for (const route of pages) {
      const item = sideItem(page, route.name);
      if (folder.children?.length && (await folderItem.getAttribute('aria-expanded')) !== 'true') await folderItem.click();
      await expect(item, `${route.path} (${route.name}): the menu should offer it`).toBeVisible();
      await item.click();
      await page.waitForURL(`**${route.path}`);
      await checkScreen(page, route, /scope/.test(route.path));
      await SCREEN_CHECKS[route.path]?.(page);
      visited.push(route.path);
    }
  }
  return visited;
}

/** The pages of the folders `folders` picks, halved when `half` is given (each test stays small). */
function group(menu: Route[], folders: (folder: Route) => boolean, half?: 0 | 1): Route[] {
  return menu.filter(folders).map((folder) => {
    const pages = folder.children ?? [];
    if (half === undefined) return folder;
    const middle = Math.ceil(pages.length / 2);
    return { ...folder, children: half === 0 ? pages.slice(0, middle) : pages.slice(middle) };
  });
}

const isSystem = (folder: Route) => folder.path === '/system';

/**
 * One page per user for that user's tests, which run in turn: the first signs in and switches to
 * English from the top bar; each later one starts the app again on `at` in the English it
 * remembers, with the tabs of the test before gone (they live in session storage), instead of
 * signing in and switching anew. The page's refusals by the Content Security Policy go to the
 * running test's list, which fails it as for any page.
 */
function walker(who: Who) {
  let page: Page | undefined;
  let blocked: string[] = [];
  test.afterAll(async () => {
    await page?.context().close();
  });
  return async (browser: Browser, cspBlocked: string[], at = '/wel/index'): Promise<Page> => {
    blocked = cspBlocked;
    if (!page) {
      const context = await browser.newContext();
      context.on('console', (message) => {
        if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) blocked.push(message.text());
      });
      page = await context.newPage();
      await inEnglish(page, who);
      if (at !== '/wel/index') await page.goto(at);
      return page;
    }
    await page.evaluate(() => sessionStorage.clear());
    await page.goto(at);
    await expect(page.getByRole('button', { name: 'Language' })).toBeVisible();
    return page;
  };
}

/** The folders besides system, authority and basic settings, a few per test so each stays small. */
const OTHER_FOLDERS = [['/desk', '/message', '/resource', '/monitor/log'], ['/report'], ['/scm'], ['/work', '/flow', '/flow/follow']];
/** Folders only the platform has. */
const PLATFORM_FOLDERS = [['/tool']];
const NAMED = ['/system', '/authority', '/base', ...OTHER_FOLDERS.flat(), ...PLATFORM_FOLDERS.flat()];

test('every folder of the menus is walked by one of the English tests', async ({ request }) => {
  for (const who of [PLATFORM_ADMIN, HOSPITAL_ADMIN]) {
    const menu = await apiCall<Route[]>(request, await apiToken(request, who), 'GET', '/blade-system/menu/routes');
    expect(menu.map((f) => f.path).filter((path) => !NAMED.includes(path)), who.tenantId).toEqual([]);
  }
});

test.describe('the platform administrator in English', () => {
  test.describe.configure({ mode: 'serial' });
  const english = walker(PLATFORM_ADMIN);

  for (const half of [0, 1] as const) {
    test(`the system screens, with their add dialogs (part ${half + 1})`, async ({ browser, cspBlocked }) => {
      const page = await english(browser, cspBlocked);
      const system = group(await englishMenu(page), isSystem, half);
      expect(system.map((m) => m.name)).toEqual(['System']);
      expect((await visitFolders(page, system)).length).toBeGreaterThan(4);
    });
  }

  test('authority and basic settings, the scope menu trees too', async ({ browser, cspBlocked }) => {
    const page = await english(browser, cspBlocked);
    const folders = group(await englishMenu(page), (f) => ['/authority', '/base'].includes(f.path));
    expect(folders.map((m) => m.name)).toEqual(['Authority', 'Basic settings']);
    expect(await visitFolders(page, folders)).toEqual(expect.arrayContaining(['/authority/datascope', '/authority/apiscope', '/base/region']));
  });

  for (const paths of [...OTHER_FOLDERS, ...PLATFORM_FOLDERS]) {
    test(paths.join(' and '), async ({ browser, cspBlocked }) => {
      const page = await english(browser, cspBlocked);
      const folders = group(await englishMenu(page), (f) => paths.includes(f.path));
      expect(folders.length).toBeGreaterThan(0);
      await visitFolders(page, folders);
    });
  }
});

test.describe("a hospital's administrator in English", () => {
  test.describe.configure({ mode: 'serial' });
  const english = walker(HOSPITAL_ADMIN);

  test('the system screens', async ({ browser, cspBlocked }) => {
    const page = await english(browser, cspBlocked);
    expect(await visitFolders(page, group(await englishMenu(page), isSystem))).toEqual(expect.arrayContaining(['/system/user', '/dict-vertical/index']));
  });

  for (const paths of [['/authority', '/desk'], ...OTHER_FOLDERS.slice(1).filter((paths) => !paths.includes('/scm'))]) {
    test(paths.join(' and '), async ({ browser, cspBlocked }) => {
      const page = await english(browser, cspBlocked);
      const folders = group(await englishMenu(page), (f) => paths.includes(f.path));
      expect(folders.length).toBeGreaterThan(0);
      await visitFolders(page, folders);
    });
  }

  // A hospital's supply chain has the most pages, some with checks of their own: two halves, each far from the test's limit.
  const scmVisited: string[] = [];
  for (const half of [0, 1] as const) {
    test(`/scm (part ${half + 1})`, async ({ browser, cspBlocked }) => {
      const page = await english(browser, cspBlocked);
      const scm = group(await englishMenu(page), (f) => f.path === '/scm', half);
      expect(scm.map((f) => f.path)).toEqual(['/scm']);
      scmVisited.push(...(await visitFolders(page, scm)));
      // The hospital's master data and supplier certificates had their own checks (SCREEN_CHECKS) on the way.
      if (half === 1) expect(scmVisited).toEqual(expect.arrayContaining(Object.keys(SCREEN_CHECKS)));
    });
  }

  test("the platform's enumerations, notice tags and the personal forms", async ({ browser, cspBlocked }) => {
    // The business dictionaries: the platform's enumerations, named in English.
    const page = await english(browser, cspBlocked, '/dict-vertical/index');
    const list = page.locator('.ant-card').filter({ hasText: 'Dictionaries' }).first();
    await list.getByPlaceholder(/code/i).fill('supplyStatus');
    await list.getByRole('button', { name: /Search/ }).click();
    await list.getByText('Supply status', { exact: true }).click();
    await expect(page.locator('.ant-card').filter({ hasText: 'Entries of Supply status' }).getByRole('row').filter({ hasText: 'SUBMITTED' })).toContainText('Pending review');
    await page.screenshot({ path: test.info().outputPath('dict-biz-en.png') });

    // Notice category tags.
    await page.goto('/desk/notice');
    await expect(page.locator('.ant-table .ant-tag').first()).toBeVisible();
    await expect.poll(() => page.locator('.ant-table .ant-tag').allInnerTexts()).not.toContainEqual(expect.stringMatching(CJK));

    // The personal page: both tabs, every label whole.
    await page.goto('/info/index');
    await expect(page.getByLabel('Real name')).toBeVisible();
    expect(await chineseChrome(page)).toEqual([]);
    await page.getByRole('tab', { name: 'Change password' }).click();
    await expect(page.getByLabel('Repeat new password')).toBeVisible();
    expect(await cutLabels(page)).toEqual([]);
    await page.screenshot({ path: test.info().outputPath('password-en.png') });
  });
});
