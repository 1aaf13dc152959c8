import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { useRealApi } from '@/test/real-api';
import { renderApp, resetApp } from '@/test/render-app';
import { captchaAnswer, md5Hex } from '@/test/server-api';
import { usePermissionStore } from './permission-store';

const CAPTCHA = '/blade-auth/oauth/captcha';
const TOKEN = '/blade-auth/oauth/token';
const ctx = useRealApi();

beforeEach(() => resetApp());

/** The key of the captcha the page shows now, as the server sent it. */
const shownCaptchaKey = () => (ctx.calls('GET', CAPTCHA).at(-1)?.answer as { key: string }).key;

async function fillIn(user: ReturnType<typeof userEvent.setup>, code: string) {
  await user.type(screen.getByLabelText('账号'), 'admin');
  await user.type(screen.getByLabelText('密码'), 'admin');
  await user.type(screen.getByPlaceholderText('验证码'), code);
}

describe('login page', () => {
  it('shows the tenant field with the platform tenant and a captcha image', async () => {
    renderApp('/login');
    expect(await screen.findByLabelText('租户编号')).toHaveValue('000000');
    expect(await screen.findByAltText('验证码')).toHaveAttribute('src', expect.stringMatching(/^data:image\/svg\+xml;base64,/));
    expect(ctx.calls('GET', '/blade-system/tenant/info')[0].query.domain).toBe(window.location.origin);
  });

  it('fetches a new captcha when its image is clicked', async () => {
    const user = userEvent.setup();
    renderApp('/login');
    const first = (await screen.findByAltText('验证码')).getAttribute('src');
    await user.click(screen.getByRole('button', { name: '看不清？点击图片换一张' }));
    await waitFor(() => expect(screen.getByAltText('验证码').getAttribute('src')).not.toBe(first));
    const calls = ctx.calls('GET', CAPTCHA);
    expect(calls).toHaveLength(2);
    expect(screen.getByAltText('验证码')).toHaveAttribute('src', (calls[1].answer as { image: string }).image);
  });

  it('asks for every field', async () => {
    const user = userEvent.setup();
    renderApp('/login');
    await user.click(await screen.findByRole('button', { name: '登 录' }));
    expect(await screen.findByText('请输入账号')).toBeInTheDocument();
    expect(screen.getByText('请输入密码')).toBeInTheDocument();
    expect(screen.getByText('请输入验证码')).toBeInTheDocument();
    expect(ctx.calls('POST', TOKEN)).toHaveLength(0);
  });

  it('signs in with the captcha and lands on the home page', async () => {
    const user = userEvent.setup();
    const app = renderApp('/login');
    await screen.findByAltText('验证码');
    const key = shownCaptchaKey();
    const code = await captchaAnswer(key);
    await fillIn(user, code);
    await user.click(screen.getByRole('button', { name: '登 录' }));

    expect(await screen.findByText('您好，管理员')).toBeInTheDocument();
    expect(app.path()).toBe('/wel/index');
    const [token] = ctx.calls('POST', TOKEN);
    expect(token.status).toBe(200);
    expect(token.headers).toMatchObject({ 'tenant-id': '000000', 'captcha-key': key, 'captcha-code': code });
    expect(token.query).toMatchObject({ username: 'admin', grant_type: 'captcha', password: md5Hex('admin') });
    // The platform administrator's codes, from the server's buttons.
    expect(usePermissionStore.getState().permissions).toMatchObject({ param_add: true, tenant_package_add: true });
  });

  it('shows the error_description, clears the captcha and fetches a new one', async () => {
    const user = userEvent.setup();
    const app = renderApp('/login');
    await screen.findByAltText('验证码');
    await fillIn(user, 'wrong');
    await user.click(screen.getByRole('button', { name: '登 录' }));
    expect(await screen.findByText('验证码不正确')).toBeInTheDocument();
    await waitFor(() => expect(ctx.calls('GET', CAPTCHA)).toHaveLength(2));
    expect(screen.getByPlaceholderText('验证码')).toHaveValue('');
    expect(app.path()).toBe('/login');
  });
});
