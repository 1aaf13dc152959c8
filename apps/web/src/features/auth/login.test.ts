import { PRODUCT_KEY, type TokenAnswer } from '@beree/contracts';
import Cookies from 'js-cookie';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useLockStore } from '@/features/lock/lock-store';
import { useMenuStore } from '@/features/menu/menu-store';
import { useTabStore } from '@/features/tabs/tab-store';
import { configureRequest } from '@/shared/request';
import { useRealApi } from '@/test/real-api';
import { ACCOUNTS, callApi, endSession, md5Hex, solvedCaptcha, uniqueTag } from '@/test/server-api';
import { login } from './login';
import { afterLogout, logout } from './logout';
import { usePermissionStore } from './permission-store';
import { useSessionStore } from './session-store';
import { getAccessToken } from './token-cookies';

const ctx = useRealApi();
const ADMIN = ACCOUNTS.platformAdmin;
const TOKEN = '/blade-auth/oauth/token';
const openTab = () => useTabStore.getState().open({ label: 'x', value: '/x', params: {}, query: {}, meta: {}, group: [], close: true });
/** What the token endpoint answered to the sign-in of this test. */
const issued = () => ctx.calls('POST', TOKEN)[0].answer as TokenAnswer;

beforeEach(() => {
  useSessionStore.getState().clearSession();
  usePermissionStore.getState().clear();
  useTabStore.getState().reset();
  useLockStore.getState().clear();
});

describe('login', () => {
  it('sends the captcha grant with the md5 password and headers, then stores the session', async () => {
    const captcha = await solvedCaptcha();
    openTab();
    useLockStore.getState().lock('secret');

    const user = await login({ ...ADMIN, captchaKey: captcha.key, captchaCode: captcha.code });

    const [token, perms] = ctx.seen;
    expect(token).toMatchObject({ method: 'POST', path: TOKEN, status: 200 });
    expect(token.query).toEqual({ tenantId: '000000', username: 'admin', password: md5Hex('admin'), grant_type: 'captcha', scope: 'all', type: 'account' });
    expect(token.headers).toMatchObject({ 'tenant-id': '000000', 'captcha-key': captcha.key, 'captcha-code': captcha.code });
    const answer = issued();
    expect(perms.path).toBe('/blade-system/menu/buttons');
    expect(perms.headers['blade-auth']).toBe(`bearer ${answer.access_token}`);

    expect(user.real_name).toBe('管理员');
    expect(Cookies.get(`${PRODUCT_KEY}-access-token`)).toBe(answer.access_token);
    expect(Cookies.get(`${PRODUCT_KEY}-refresh-token`)).toBe(answer.refresh_token);
    expect(JSON.parse(localStorage.getItem(`${PRODUCT_KEY}-userInfo`)!)).toMatchObject({ account: 'admin' });
    expect(JSON.parse(localStorage.getItem(`${PRODUCT_KEY}-userInfo`)!)).not.toHaveProperty('access_token');
    expect(JSON.parse(localStorage.getItem(`${PRODUCT_KEY}-tenantId`)!)).toBe('000000');
    expect(useTabStore.getState().tabs.map((t) => t.value)).toEqual(['/wel/index']);
    expect(useLockStore.getState().locked).toBe(false);
    expect(usePermissionStore.getState().permissions).toMatchObject({ param_add: true, param_edit: true, tenant_package_add: true });
  });

  it('uses the password grant when there is no captcha', async () => {
    await login(ADMIN);
    const [token] = ctx.calls('POST', TOKEN);
    expect(token.query.grant_type).toBe('password');
    expect(token.headers['captcha-key']).toBeUndefined();
    expect(getAccessToken()).toBe(issued().access_token);
  });

  it("gives the hospital clerk only the clerk's codes", async () => {
    await login(ACCOUNTS.clerk);
    // Viewing parameters, and running and exporting the shared reports (报表查看).
    expect(usePermissionStore.getState().permissions).toEqual({ param_view: true, report_run: true, report_export: true });
  });

  it('shows the error_description of a wrong captcha as an error toast and stores nothing', async () => {
    const { key } = await solvedCaptcha();
    await expect(login({ ...ADMIN, captchaKey: key, captchaCode: 'wrong' })).rejects.toThrow('验证码不正确');
    expect(ctx.notify).toHaveBeenCalledWith('验证码不正确');
    expect(getAccessToken()).toBeUndefined();
  });

  it('reports a refused login once, with the server text', async () => {
    // An account of its own: failures count towards locking the account they name.
    await expect(login({ ...ADMIN, username: `nobody${uniqueTag()}` })).rejects.toThrow('用户名或密码错误');
    expect(ctx.notify).toHaveBeenCalledTimes(1);
    expect(ctx.notify).toHaveBeenCalledWith('用户名或密码错误');
    expect(getAccessToken()).toBeUndefined();
  });
});

describe('logout', () => {
  const signIn = async () => {
    await login(ADMIN);
    useMenuStore.setState({ routes: [{ id: '1' } as never], status: 'ready' });
    openTab();
    useLockStore.getState().lock('pw');
    return issued().access_token;
  };

  it('calls the server, then clears tokens, menus, permissions, tabs and lock', async () => {
    const token = await signIn();
    const listener = vi.fn();
    const stop = afterLogout(listener);
    await logout();
    stop();
    expect(ctx.seen.at(-1)).toMatchObject({ method: 'GET', path: '/blade-auth/oauth/logout', status: 200 });
    expect(getAccessToken()).toBeUndefined();
    expect(useSessionStore.getState().userInfo).toBeUndefined();
    expect(useMenuStore.getState()).toMatchObject({ routes: [], status: 'idle' });
    expect(usePermissionStore.getState().permissions).toEqual({});
    expect(useTabStore.getState().tabs).toHaveLength(1);
    expect(useLockStore.getState()).toMatchObject({ locked: false, password: '' });
    expect(listener).toHaveBeenCalledTimes(1);
    // The session is over on the server too.
    expect((await callApi('GET', '/blade-system/menu/buttons', token)).body.code).toBe(401);
  });

  it('signs out locally even when the server refuses, without a toast', async () => {
    const token = await signIn();
    // Another tab has already ended this session, so the server answers 401.
    await endSession(token);
    const onUnauthorized = vi.fn();
    configureRequest({ onUnauthorized });
    await logout();
    expect(ctx.seen.at(-1)).toMatchObject({ path: '/blade-auth/oauth/logout', status: 401 });
    expect(getAccessToken()).toBeUndefined();
    expect(ctx.notify).not.toHaveBeenCalled();
    expect(onUnauthorized).not.toHaveBeenCalled();
  });
});
