import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { getAccessToken } from '@/features/auth/token-cookies';
import { useLockStore } from '@/features/lock/lock-store';
import { signInAs, useRealApi } from '@/test/real-api';
import { renderApp, resetApp } from '@/test/render-app';
import type { MenuTreeNode } from '@/components/pickers/use-menu-tree';
import { ACCOUNTS, apiData, callApi, fetchMenuTree, type Account } from '@/test/server-api';

const ctx = useRealApi();

beforeEach(() => resetApp());

const sider = () => within(document.querySelector<HTMLElement>('.ant-layout-sider')!);

async function openShell(account: Account = ACCOUNTS.platformAdmin, options: { fresh?: boolean } = {}) {
  const session = await signInAs(account, options);
  const app = renderApp('/wel/index');
  await screen.findByText(`您好，${session.real_name}`);
  await sider().findByText('系统管理');
  return { app, session };
}

describe('left menu', () => {
  it("shows the user's menu tree from the server", async () => {
    const user = userEvent.setup();
    await openShell();
    await user.click(sider().getByText('系统管理'));
    expect(await sider().findByText('参数管理')).toBeInTheDocument();
    expect(sider().getByText('产品包管理')).toBeInTheDocument();
  });

  it("leaves out what the clerk's roles are not granted, such as tenant packages", async () => {
    const user = userEvent.setup();
    await openShell(ACCOUNTS.clerk);
    await user.click(sider().getByText('系统管理'));
    expect(await sider().findByText('参数管理')).toBeInTheDocument();
    expect(sider().queryByText('产品包管理')).not.toBeInTheDocument();
  });

  it("follows a change of the user's grants at their next call, without signing them out", async () => {
    const user = userEvent.setup();
    const { app, session } = await openShell(ACCOUNTS.clerk);
    await user.click(sider().getByText('系统管理'));
    expect(await sider().findByText('参数管理')).toBeInTheDocument();
    expect(sider().queryByText('岗位管理')).not.toBeInTheDocument();

    // The hospital's administrator grants the clerk's role the post menu too.
    const admin = (await signInAs(ACCOUNTS.hospitalAdmin)).access_token;
    const role = (await apiData<{ id: string }[]>('GET', '/blade-system/role/select', admin, { params: { userId: session.user_id } }))[0];
    const keys = await apiData<{ menu: string[] }>('GET', '/blade-system/menu/role-tree-keys', admin, { params: { roleIds: role.id } });
    const flat = (nodes: MenuTreeNode[]): MenuTreeNode[] => nodes.flatMap((n) => [n, ...flat(n.children ?? [])]);
    const post = flat(await fetchMenuTree(admin)).find((n) => n.title === '岗位管理')!;
    await apiData('POST', '/blade-system/role/grant', admin, { body: { roleIds: [role.id], menuIds: [...keys.menu, post.id] } });

    // The clerk's next call carries the new permission version: the menu follows, still signed in.
    await user.click(sider().getByText('参数管理'));
    expect(await sider().findByText('岗位管理')).toBeInTheDocument();
    await waitFor(() => expect(app.path()).toBe('/system/param'));
    expect((await callApi('GET', '/blade-auth/oauth/user-info', session.access_token)).body).toMatchObject({ code: 200 });
    await apiData('POST', '/blade-system/role/grant', admin, { body: { roleIds: [role.id], menuIds: keys.menu } });
  });

  it('routes an entry to its page', async () => {
    const user = userEvent.setup();
    const { app } = await openShell();
    await user.click(sider().getByText('系统管理'));
    await user.click(await sider().findByText('参数管理'));
    await waitFor(() => expect(app.path()).toBe('/system/param'));
    expect(await screen.findByRole('columnheader', { name: '参数键名' })).toBeInTheDocument();
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
    const { app } = await openShell();
    await user.click(screen.getByTestId('user-menu'));
    await user.click(await screen.findByText('个人信息', { selector: '.ant-dropdown-menu-title-content' }));
    await waitFor(() => expect(app.path()).toBe('/info/index'));
    expect(await screen.findByText('企业ID')).toBeVisible();
  });

  it('logs out after confirmation, ending the session on the server', async () => {
    const user = userEvent.setup();
    const { app, session } = await openShell(ACCOUNTS.platformAdmin, { fresh: true });
    await user.click(screen.getByTestId('user-menu'));
    await user.click(await screen.findByText('退出系统', { selector: '.ant-dropdown-menu-title-content' }));
    expect(await screen.findByText('退出系统, 是否继续?')).toBeInTheDocument();
    // antd spaces out two-character Chinese button texts.
    await user.click(screen.getByRole('button', { name: '确 定' }));
    await waitFor(() => expect(app.path()).toBe('/login'));
    expect(getAccessToken()).toBeUndefined();
    expect(ctx.calls('GET', '/blade-auth/oauth/logout').map((c) => c.status)).toEqual([200]);
    // The old token no longer opens anything.
    expect((await callApi('GET', '/blade-system/menu/buttons', session.access_token)).body.code).toBe(401);
  });

  it('locks the screen with a password and unlocks only with it', async () => {
    const user = userEvent.setup();
    const { app } = await openShell();
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
    fireEvent.contextMenu(within(document.querySelector<HTMLElement>('.beree-tabs')!).getByText('Home'));
    await user.click(await screen.findByText('Clear cache'));
    expect(await screen.findByText('Cache cleared')).toBeInTheDocument();
    expect(ctx.calls('GET', '/blade-auth/oauth/clear-cache').map((c) => c.headers['accept-language'])).toEqual(['en']);
  });
});
