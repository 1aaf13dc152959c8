import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import Cookies from 'js-cookie';
import { beforeEach, describe, expect, it } from 'vitest';
import { ACCESS_COOKIE } from '@/features/auth/token-cookies';
import { useLockStore } from '@/features/lock/lock-store';
import type { MenuEntry } from '@/features/menu/menu-types';
import { useTabStore } from '@/features/tabs/tab-store';
import { moduleRoutes } from '@/modules/registry';
import { signInAs, useRealApi } from '@/test/real-api';
import { renderApp, resetApp } from '@/test/render-app';
import { ACCOUNTS, apiData, endSession } from '@/test/server-api';

const ctx = useRealApi();

beforeEach(async () => {
  await resetApp();
});

const flatten = (entries: MenuEntry[]): MenuEntry[] => entries.flatMap((e) => [e, ...flatten(e.children ?? [])]);

describe('navigation rules', () => {
  it('sends a signed-out visitor to /login and titles the page', async () => {
    const app = renderApp('/wel/index');
    expect(await screen.findByText('账号登录')).toBeInTheDocument();
    expect(app.path()).toBe('/login');
    await waitFor(() => expect(document.title).toBe('登录 - Beree SCM 医疗供应链平台'));
  });

  it('leaves public pages open to signed-out visitors', async () => {
    const app = renderApp('/register');
    expect(await screen.findByText('访客注册')).toBeInTheDocument();
    expect(app.path()).toBe('/register');
  });

  it('redirects / to /wel/index for a signed-in user', async () => {
    await signInAs(ACCOUNTS.platformAdmin);
    const app = renderApp('/');
    expect(await screen.findByText('您好，管理员')).toBeInTheDocument();
    expect(app.path()).toBe('/wel/index');
  });

  it('sends a signed-in user away from /login', async () => {
    await signInAs(ACCOUNTS.platformAdmin);
    const app = renderApp('/login');
    await waitFor(() => expect(app.path()).toBe('/wel/index'));
  });

  it('keeps a locked session on /lock', async () => {
    await signInAs(ACCOUNTS.platformAdmin);
    useLockStore.getState().lock('pw');
    const app = renderApp('/info/index');
    expect(await screen.findByText('屏幕已锁定')).toBeInTheDocument();
    expect(app.path()).toBe('/lock');
  });

  it('signs out locally when the token cookie is gone', async () => {
    await signInAs(ACCOUNTS.platformAdmin);
    Cookies.remove(ACCESS_COOKIE, { path: '/' });
    const app = renderApp('/wel/index');
    await waitFor(() => expect(app.path()).toBe('/login'));
    expect(localStorage.getItem('beree-userInfo')).toBeNull();
  });
});

describe('menu pages', () => {
  it('loads the module of a menu path inside the shell', async () => {
    await signInAs(ACCOUNTS.platformAdmin);
    renderApp('/system/param');
    // The page's code is compiled on its first import, which takes long on a busy machine: wait
    // for the module itself, then for the page it renders.
    await moduleRoutes['/system/param']();
    expect(await screen.findByRole('columnheader', { name: '参数键名' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('参数管理 - Beree SCM 医疗供应链平台'));
  });

  it('shows 404 inside the shell for a menu path without a module', async () => {
    const { access_token } = await signInAs(ACCOUNTS.platformAdmin);
    // A menu entry the server offers whose page this build does not carry.
    const menu = flatten(await apiData<MenuEntry[]>('GET', '/blade-system/menu/routes', access_token));
    const entry = menu.find((e) => e.path === '/system/post');
    expect(entry, 'the post page is on the menu').toBeDefined();
    const page = moduleRoutes[entry!.path];
    delete moduleRoutes[entry!.path];
    try {
      const app = renderApp(entry!.path);
      expect(await screen.findByText('抱歉，您访问的页面不存在')).toBeInTheDocument();
      expect(app.path()).toBe(entry!.path);
    } finally {
      moduleRoutes[entry!.path] = page;
    }
  });

  it("shows 403 for a module outside the user's menu", async () => {
    // The clerk's menu has the parameters only; tenant packages are the platform's.
    await signInAs(ACCOUNTS.clerk);
    renderApp('/system/tenant-package');
    expect(await screen.findByText('抱歉，您无权访问此页面')).toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: '产品包名称' })).not.toBeInTheDocument();
  });

  it("opens no tab for a page outside the user's menu, and titles the window with the 403 page", async () => {
    // The clerk types the user screen's address: it is the platform's, not on the clerk's menu.
    await signInAs(ACCOUNTS.clerk);
    const app = renderApp('/system/user');
    expect(await screen.findByText('抱歉，您无权访问此页面')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('无权访问 - Beree SCM 医疗供应链平台'));
    expect(useTabStore.getState().tabs.map((t) => t.value)).toEqual(['/wel/index']);
    expect(document.querySelector('[data-tab="/system/user"]')).toBeNull();
    // Refused again elsewhere: still no tab piles up, and a page of the menu opens its own.
    await act(() => app.router.navigate('/system/tenant'));
    await waitFor(() => expect(app.path()).toBe('/system/tenant'));
    await act(() => app.router.navigate('/system/param'));
    await waitFor(() => expect(document.title).toBe('参数管理 - Beree SCM 医疗供应链平台'));
    expect(useTabStore.getState().tabs.map((t) => t.value)).toEqual(['/wel/index', '/system/param']);
  });

  it('sends an unknown path to /404', async () => {
    await signInAs(ACCOUNTS.platformAdmin);
    const app = renderApp('/no/such/page');
    await waitFor(() => expect(app.path()).toBe('/404'));
    expect(await screen.findByText('抱歉，您访问的页面不存在')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('页面不存在 - Beree SCM 医疗供应链平台'));
    expect(useTabStore.getState().tabs.map((t) => t.value)).toEqual(['/wel/index']);
    fireEvent.click(screen.getByRole('button', { name: '返回首页' }));
    await waitFor(() => expect(app.path()).toBe('/wel/index'));
  });

  it('has a page for a server error', async () => {
    renderApp('/500');
    expect(await screen.findByText('抱歉，服务器出错了')).toBeInTheDocument();
  });
});

describe('401 from any call', () => {
  it('logs out and lands on /login once the server has ended the session', async () => {
    const { access_token } = await signInAs(ACCOUNTS.platformAdmin, { fresh: true });
    await endSession(access_token);
    const app = renderApp('/wel/index');
    await waitFor(() => expect(app.path()).toBe('/login'));
    expect(Cookies.get(ACCESS_COOKIE)).toBeUndefined();
    expect(ctx.seen.some((c) => c.status === 401)).toBe(true);
  });
});
