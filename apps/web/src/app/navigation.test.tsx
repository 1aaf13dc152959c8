import { screen, waitFor } from '@testing-library/react';
import Cookies from 'js-cookie';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ACCESS_COOKIE } from '@/features/auth/token-cookies';
import { useLockStore } from '@/features/lock/lock-store';
import { moduleRoutes } from '@/modules/registry';
import { renderApp, resetApp, signIn } from '@/test/render-app';
import { useRequestServer } from '@/test/request-server';
import { scriptShell } from '@/test/shell-server';

const ctx = useRequestServer();

beforeAll(() => {
  moduleRoutes['/test/page'] = async () => ({ default: () => <p>test page body</p> });
  moduleRoutes['/hidden/page'] = async () => ({ default: () => <p>hidden page body</p> });
});
beforeEach(async () => {
  await resetApp();
  scriptShell(ctx.server.script);
});

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
    signIn();
    const app = renderApp('/');
    expect(await screen.findByText('您好，管理员')).toBeInTheDocument();
    expect(app.path()).toBe('/wel/index');
  });

  it('sends a signed-in user away from /login', async () => {
    signIn();
    const app = renderApp('/login');
    await waitFor(() => expect(app.path()).toBe('/wel/index'));
  });

  it('keeps a locked session on /lock', async () => {
    signIn();
    useLockStore.getState().lock('pw');
    const app = renderApp('/info/index');
    expect(await screen.findByText('屏幕已锁定')).toBeInTheDocument();
    expect(app.path()).toBe('/lock');
  });

  it('signs out locally when the token cookie is gone', async () => {
    signIn();
    Cookies.remove(ACCESS_COOKIE, { path: '/' });
    const app = renderApp('/wel/index');
    await waitFor(() => expect(app.path()).toBe('/login'));
    expect(localStorage.getItem('beree-userInfo')).toBeNull();
  });
});

describe('menu pages', () => {
  it('loads the registered module of a menu path inside the shell', async () => {
    signIn();
    renderApp('/test/page');
    expect(await screen.findByText('test page body')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('测试页 - Beree SCM 医疗供应链平台'));
  });

  it('shows 404 inside the shell for a menu path without a module', async () => {
    signIn();
    const app = renderApp('/system/missing');
    expect(await screen.findByText('抱歉，您访问的页面不存在')).toBeInTheDocument();
    expect(app.path()).toBe('/system/missing');
  });

  it('shows 403 for a module outside the user menu', async () => {
    signIn();
    renderApp('/hidden/page');
    expect(await screen.findByText('抱歉，您无权访问此页面')).toBeInTheDocument();
    expect(screen.queryByText('hidden page body')).not.toBeInTheDocument();
  });

  it('sends an unknown path to /404', async () => {
    signIn();
    const app = renderApp('/no/such/page');
    await waitFor(() => expect(app.path()).toBe('/404'));
    expect(await screen.findByText('抱歉，您访问的页面不存在')).toBeInTheDocument();
  });
});

describe('401 from any call', () => {
  it('logs out and lands on /login', async () => {
    signIn();
    ctx.server.script('/blade-system/home/statistics', { status: 401, body: { code: 401, msg: '请求未授权' } });
    const app = renderApp('/wel/index');
    await waitFor(() => expect(app.path()).toBe('/login'));
    expect(Cookies.get(ACCESS_COOKIE)).toBeUndefined();
  });
});
