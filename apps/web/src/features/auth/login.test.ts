import { PRODUCT_KEY } from '@beree/contracts';
import Cookies from 'js-cookie';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useLockStore } from '@/features/lock/lock-store';
import { useMenuStore } from '@/features/menu/menu-store';
import { useTabStore } from '@/features/tabs/tab-store';
import { configureRequest } from '@/shared/request';
import { tokenAnswer } from '@/test/fixtures';
import { useRequestServer } from '@/test/request-server';
import { login } from './login';
import { afterLogout, logout } from './logout';
import { usePermissionStore } from './permission-store';
import { useSessionStore } from './session-store';
import { getAccessToken } from './token-cookies';

const ctx = useRequestServer();

const buttons = {
  code: 200,
  success: true,
  msg: '',
  data: [{ id: '1', code: 'param', children: [{ id: '2', code: 'param_add' }, { id: '3', code: 'param_edit' }] }],
};

const form = { tenantId: '000000', username: 'admin', password: 'admin', captchaKey: 'k1', captchaCode: 'ab12' };

beforeEach(() => {
  useSessionStore.getState().clearSession();
  usePermissionStore.getState().clear();
  useTabStore.getState().reset();
  useLockStore.getState().clear();
});

describe('login', () => {
  it('sends the captcha grant with the md5 password and headers, then stores the session', async () => {
    ctx.server.script('/blade-auth/oauth/token', { body: tokenAnswer() });
    ctx.server.script('/blade-system/menu/buttons', { body: buttons });
    useTabStore.getState().open({ label: 'x', value: '/x', params: {}, query: {}, meta: {}, group: [], close: true });
    useLockStore.getState().lock('secret');

    const user = await login(form);

    const [token, perms] = ctx.server.seen;
    const query = new URL(token.url, 'http://x').searchParams;
    expect(token.method).toBe('POST');
    expect(Object.fromEntries(query)).toEqual({
      tenantId: '000000',
      username: 'admin',
      password: '21232f297a57a5a743894a0e4a801fc3',
      grant_type: 'captcha',
      scope: 'all',
      type: 'account',
    });
    expect(token.headers).toMatchObject({ 'tenant-id': '000000', 'captcha-key': 'k1', 'captcha-code': 'ab12' });
    expect(perms.url).toBe('/api/blade-system/menu/buttons');
    expect(perms.headers['blade-auth']).toBe('bearer access-1');

    expect(user.real_name).toBe('管理员');
    expect(Cookies.get(`${PRODUCT_KEY}-access-token`)).toBe('access-1');
    expect(Cookies.get(`${PRODUCT_KEY}-refresh-token`)).toBe('refresh-1');
    expect(JSON.parse(localStorage.getItem(`${PRODUCT_KEY}-userInfo`)!)).toMatchObject({ account: 'admin' });
    expect(JSON.parse(localStorage.getItem(`${PRODUCT_KEY}-userInfo`)!)).not.toHaveProperty('access_token');
    expect(JSON.parse(localStorage.getItem(`${PRODUCT_KEY}-tenantId`)!)).toBe('000000');
    expect(useTabStore.getState().tabs.map((t) => t.value)).toEqual(['/wel/index']);
    expect(useLockStore.getState().locked).toBe(false);
    expect(usePermissionStore.getState().permissions).toEqual({ param_add: true, param_edit: true });
  });

  it('uses the password grant when there is no captcha', async () => {
    ctx.server.script('/blade-auth/oauth/token', { body: tokenAnswer() });
    ctx.server.script('/blade-system/menu/buttons', { body: buttons });
    await login({ tenantId: '000000', username: 'admin', password: 'admin' });
    const query = new URL(ctx.server.seen[0].url, 'http://x').searchParams;
    expect(query.get('grant_type')).toBe('password');
    expect(ctx.server.seen[0].headers['captcha-key']).toBeUndefined();
  });

  it('stays signed in when the button codes fail to load, leaving them for the shell to retry', async () => {
    ctx.server.script('/blade-auth/oauth/token', { body: tokenAnswer() });
    ctx.server.script('/blade-system/menu/buttons', { status: 500, body: { code: 500, msg: '服务器异常' } });
    await expect(login(form)).resolves.toMatchObject({ account: 'admin' });
    expect(getAccessToken()).toBe('access-1');
    expect(usePermissionStore.getState()).toMatchObject({ permissions: {}, loaded: false });
  });

  it('shows error_description as an error toast and stores nothing', async () => {
    ctx.server.script('/blade-auth/oauth/token', { status: 200, body: { error_description: '验证码不正确' } });
    await expect(login(form)).rejects.toThrow('验证码不正确');
    expect(ctx.notify).toHaveBeenCalledWith('验证码不正确');
    expect(getAccessToken()).toBeUndefined();
  });

  it('reports a refused login once, with the server text', async () => {
    ctx.server.script('/blade-auth/oauth/token', { status: 400, body: { error_code: 400, error_description: '用户名或密码错误' } });
    await expect(login(form)).rejects.toThrow('用户名或密码错误');
    expect(ctx.notify).toHaveBeenCalledTimes(1);
    expect(ctx.notify).toHaveBeenCalledWith('用户名或密码错误');
  });
});

describe('logout', () => {
  const signIn = async () => {
    ctx.server.script('/blade-auth/oauth/token', { body: tokenAnswer() });
    ctx.server.script('/blade-system/menu/buttons', { body: buttons });
    await login(form);
    useMenuStore.setState({ routes: [{ id: '1' } as never], status: 'ready' });
    useTabStore.getState().open({ label: 'x', value: '/x', params: {}, query: {}, meta: {}, group: [], close: true });
    useLockStore.getState().lock('pw');
  };

  it('calls the server, then clears tokens, menus, permissions, tabs and lock', async () => {
    await signIn();
    ctx.server.script('/blade-auth/oauth/logout', { body: { code: 200, success: true, data: null, msg: '' } });
    const listener = vi.fn();
    const stop = afterLogout(listener);
    await logout();
    stop();
    expect(ctx.server.seen.at(-1)).toMatchObject({ method: 'GET', url: '/api/blade-auth/oauth/logout' });
    expect(getAccessToken()).toBeUndefined();
    expect(useSessionStore.getState().userInfo).toBeUndefined();
    expect(useMenuStore.getState()).toMatchObject({ routes: [], status: 'idle' });
    expect(usePermissionStore.getState().permissions).toEqual({});
    expect(useTabStore.getState().tabs).toHaveLength(1);
    expect(useLockStore.getState()).toMatchObject({ locked: false, password: '' });
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('signs out locally even when the server refuses, without a toast', async () => {
    await signIn();
    ctx.server.script('/blade-auth/oauth/logout', { status: 401, body: { code: 401, msg: 'expired' } });
    const onUnauthorized = vi.fn();
    configureRequest({ onUnauthorized });
    await logout();
    expect(getAccessToken()).toBeUndefined();
    expect(ctx.notify).not.toHaveBeenCalled();
    expect(onUnauthorized).not.toHaveBeenCalled();
  });
});
