import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getAccessToken } from '@/features/auth/token-cookies';
import { useLockStore } from '@/features/lock/lock-store';
import { useMenuStore } from '@/features/menu/menu-store';
import { renderApp, resetApp, signIn } from '@/test/render-app';
import { useRequestServer } from '@/test/request-server';
import { menuEntry, ok, scriptShell } from '@/test/shell-server';

const ctx = useRequestServer();

beforeEach(async () => {
  await resetApp();
  scriptShell(ctx.server.script);
  signIn();
});

const sider = () => within(document.querySelector<HTMLElement>('.ant-layout-sider')!);

async function openShell(path = '/wel/index') {
  const app = renderApp(path);
  await screen.findByText('您好，管理员');
  await sider().findByText('系统管理');
  return app;
}

describe('left menu', () => {
  it('shows the menu tree, hiding entries reserved for other roles', async () => {
    const user = userEvent.setup();
    await openShell();
    await user.click(sider().getByText('系统管理'));
    expect(await sider().findByText('测试页')).toBeInTheDocument();
    expect(sider().getByText('在线文档')).toBeInTheDocument();
    expect(sider().queryByText('审计专用')).not.toBeInTheDocument();
  });

  it('routes an entry, frames an external page, and opens isOpen=2 in a new window', async () => {
    const user = userEvent.setup();
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    const app = await openShell();
    await user.click(sider().getByText('系统管理'));
    await user.click(await sider().findByText('未实现'));
    await waitFor(() => expect(app.path()).toBe('/system/missing'));

    await user.click(sider().getByText('在线文档'));
    await waitFor(() => expect(app.path()).toBe('/myiframe/urlPath'));
    expect(new URLSearchParams(app.router.state.location.search).get('src')).toBe('https://docs.example.com');

    await user.click(sider().getByText('外部门户'));
    expect(open).toHaveBeenCalledWith('https://portal.example.com', '_blank', 'noopener');
  });

  it('narrows the menu to a top menu', async () => {
    ctx.server.script('/blade-system/menu/top-menu', ok([{ id: '9', code: 'desk', name: '工作台', source: 'desk', path: '', sort: 1 }]));
    const user = userEvent.setup();
    await openShell();
    ctx.server.script('/blade-system/menu/routes', ok([menuEntry('notice', '通知公告', '/desk/notice')]));
    await user.click(await screen.findByText('工作台'));
    expect(await sider().findByText('通知公告')).toBeInTheDocument();
    expect(ctx.server.seen.some((r) => r.url === '/api/blade-system/menu/routes?topMenuId=9')).toBe(true);
    expect(useMenuStore.getState().topMenuId).toBe('9');
  });

  it('collapses and expands', async () => {
    const user = userEvent.setup();
    await openShell();
    await user.click(screen.getByRole('button', { name: '收起菜单' }));
    expect(document.querySelector('.ant-layout-sider-collapsed')).not.toBeNull();
    await user.click(screen.getByRole('button', { name: '展开菜单' }));
    expect(document.querySelector('.ant-layout-sider-collapsed')).toBeNull();
  });
});

describe('header', () => {
  it('opens personal info from the user menu', async () => {
    const user = userEvent.setup();
    const app = await openShell();
    await user.click(screen.getByTestId('user-menu'));
    await user.click(await screen.findByText('个人信息', { selector: '.ant-dropdown-menu-title-content' }));
    await waitFor(() => expect(app.path()).toBe('/info/index'));
    expect(await screen.findByText('用户编号')).toBeVisible();
  });

  it('logs out after confirmation', async () => {
    const user = userEvent.setup();
    const app = await openShell();
    await user.click(screen.getByTestId('user-menu'));
    await user.click(await screen.findByText('退出系统', { selector: '.ant-dropdown-menu-title-content' }));
    expect(await screen.findByText('退出系统, 是否继续?')).toBeInTheDocument();
    // antd spaces out two-character Chinese button texts.
    await user.click(screen.getByRole('button', { name: '确 定' }));
    await waitFor(() => expect(app.path()).toBe('/login'));
    expect(getAccessToken()).toBeUndefined();
    expect(ctx.server.seen.some((r) => r.url === '/api/blade-auth/oauth/logout')).toBe(true);
  });

  it('locks the screen with a password and unlocks only with it', async () => {
    const user = userEvent.setup();
    const app = await openShell();
    await user.click(screen.getByRole('button', { name: '锁屏' }));
    await user.click(await screen.findByRole('button', { name: '锁 屏' }));
    expect(await screen.findByText('锁屏密码不能为空')).toBeInTheDocument();
    await user.type(screen.getByLabelText('锁屏密码'), 'secret');
    await user.click(screen.getByRole('button', { name: '锁 屏' }));
    await waitFor(() => expect(app.path()).toBe('/lock'));
    expect(useLockStore.getState().locked).toBe(true);

    await user.type(await screen.findByPlaceholderText('请输入锁屏密码'), 'wrong');
    await user.click(screen.getByRole('button', { name: '解 锁' }));
    expect(await screen.findByText('解锁密码错误，请重新输入')).toBeInTheDocument();
    await user.clear(screen.getByPlaceholderText('请输入锁屏密码'));
    await user.type(screen.getByPlaceholderText('请输入锁屏密码'), 'secret');
    await user.click(screen.getByRole('button', { name: '解 锁' }));
    await waitFor(() => expect(app.path()).toBe('/wel/index'));
  });

  it('switches the language, remembers it, and sends it to the server', async () => {
    const user = userEvent.setup();
    await openShell();
    await user.click(screen.getByRole('button', { name: '语言' }));
    await user.click(await screen.findByText('English'));
    expect(await screen.findByText('Hello, 管理员')).toBeInTheDocument();
    expect(localStorage.getItem('beree-language')).toBe('"en"');
    await waitFor(() => expect(document.title).toBe('Home - Beree SCM Medical Supply Chain'));
    ctx.server.seen.length = 0;
    fireEvent.contextMenu(within(document.querySelector<HTMLElement>('.beree-tabs')!).getByText('Home'));
    await user.click(await screen.findByText('Clear cache'));
    expect(await screen.findByText('Cache cleared')).toBeInTheDocument();
    expect(ctx.server.seen[0].headers['accept-language']).toBe('en');
  });
});
