import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_SERVICE_LINK, SERVICE_LINK_PARAM } from '@/features/customer-service/service-link';
import { changeLanguage } from '@/features/locale/i18n';
import { useThemeStore } from '@/features/theme/theme-store';
import { markTourSeen } from '@/features/tour/tour-flag';
import { signInAs, useRealApi } from '@/test/real-api';
import { renderApp, resetApp } from '@/test/render-app';
import { ACCOUNTS, type Account } from '@/test/server-api';

const ctx = useRealApi();

beforeEach(async () => {
  await resetApp();
  useThemeStore.getState().setTheme('default');
});

async function openShell(account: Account = ACCOUNTS.platformAdmin) {
  const session = await signInAs(account);
  // The first-visit tour is a test of its own.
  markTourSeen(session);
  const app = renderApp('/wel/index');
  await screen.findByText(`您好，${session.real_name}`);
  await within(document.querySelector<HTMLElement>('.ant-layout-sider')!).findByText('系统管理');
  return app;
}

const searchView = () => screen.queryByRole('region', { name: '菜单搜索' });

describe('menu search', () => {
  it('takes the place of the page, opens the page chosen with Enter, and keeps the pages alive', async () => {
    const user = userEvent.setup();
    const app = await openShell();
    await user.click(screen.getByRole('button', { name: '查找菜单' }));
    // The view loads on first use.
    expect(await screen.findByRole('region', { name: '菜单搜索' })).toBeInTheDocument();
    expect(screen.getByText('您好，管理员')).not.toBeVisible();

    await user.type(await screen.findByRole('textbox', { name: '请输入菜单名称搜索' }), '参数');
    const results = within(screen.getByRole('listbox', { name: '搜索结果' }));
    expect(results.getAllByRole('option').map((o) => o.textContent)).toEqual([expect.stringContaining('参数管理')]);
    expect(results.getByText('系统管理 / 参数管理 · /system/param')).toBeInTheDocument();

    await user.keyboard('{Enter}');
    await waitFor(() => expect(app.path()).toBe('/system/param'));
    expect(searchView()).not.toBeInTheDocument();
    expect(await screen.findByRole('columnheader', { name: '参数键名' })).toBeVisible();
  });

  it('closes with Esc and finds English names from their first letters, in any case', async () => {
    const user = userEvent.setup();
    const app = await openShell();
    await changeLanguage('en');
    await user.click(screen.getByRole('button', { name: 'Search menu' }));
    await user.type(await screen.findByRole('textbox', { name: 'Type the start of a menu name' }), 'tENANT p');
    const results = within(screen.getByRole('listbox', { name: 'Search results' }));
    expect(results.getAllByRole('option').map((o) => o.textContent)).toEqual([expect.stringContaining('Tenant packages')]);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('region', { name: 'Menu search' })).not.toBeInTheDocument();
    expect(app.path()).toBe('/wel/index');
  });

  it('is offered in the tab strip dropdown too', async () => {
    const user = userEvent.setup();
    const app = await openShell();
    await user.click(screen.getByRole('button', { name: '标签操作' }));
    const box = await screen.findByRole('textbox', { name: '请输入菜单名称搜索' });
    await user.type(box, '岗位');
    await user.click(await screen.findByRole('option', { name: /岗位管理/ }));
    await waitFor(() => expect(app.path()).toBe('/system/post'));
  });
});

describe('top bar', () => {
  it('shows the customer-service link of the platform parameter as a QR code', async () => {
    const user = userEvent.setup();
    await openShell();
    await user.click(screen.getByRole('button', { name: '联系客服' }));
    const panel = await screen.findByTestId('customer-service');
    await waitFor(() => expect(within(panel).getByRole('link')).toHaveAttribute('href', DEFAULT_SERVICE_LINK));
    expect(panel.querySelector('svg')).not.toBeNull();
    const [call] = ctx.calls('GET', '/blade-system/param/list');
    expect(call.query).toMatchObject({ paramKey: SERVICE_LINK_PARAM });
    expect((call.answer as { data: { records: { paramKey: string }[] } }).data.records.map((r) => r.paramKey)).toContain(SERVICE_LINK_PARAM);
  });

  it('picks a theme from the dialog, styling the page and remembering it', async () => {
    const user = userEvent.setup();
    await openShell();
    await user.click(screen.getByRole('button', { name: '主题' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getAllByRole('button', { pressed: false })).toHaveLength(10);
    await user.click(within(dialog).getByRole('button', { name: '黑色主题' }));
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(localStorage.getItem('beree-themeName')).toBe('"dark"');
  });

  it('opens the test page inside the shell', async () => {
    const app = await openShell();
    await app.router.navigate('/test/index');
    expect(await screen.findByText('测试页', { selector: '.ant-card-head-title' })).toBeInTheDocument();
    expect(screen.getByText('2.2.0')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('测试页 - Beree SCM 医疗供应链平台'));
  });
});
