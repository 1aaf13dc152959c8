import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { tokenAnswer } from '@/test/fixtures';
import { renderApp, resetApp } from '@/test/render-app';
import { useRequestServer } from '@/test/request-server';
import { ok, scriptShell } from '@/test/shell-server';
import { usePermissionStore } from './permission-store';

const ctx = useRequestServer();

beforeEach(async () => {
  await resetApp();
  scriptShell(ctx.server.script);
});

const calls = (path: string) => ctx.server.seen.filter((r) => r.url.startsWith(`/api${path}`));
const query = (url: string) => Object.fromEntries(new URL(url, 'http://x').searchParams);

async function fillIn(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('账号'), 'admin');
  await user.type(screen.getByLabelText('密码'), 'admin');
  await user.type(screen.getByPlaceholderText('验证码'), 'ab12');
}

describe('login page', () => {
  it('shows the tenant field with the platform tenant and a captcha image', async () => {
    renderApp('/login');
    expect(await screen.findByLabelText('租户编号')).toHaveValue('000000');
    expect(await screen.findByAltText('验证码')).toHaveAttribute('src', 'data:image/png;base64,AAAA');
    expect(query(calls('/blade-system/tenant/info')[0].url).domain).toBe(window.location.origin);
  });

  it('fetches a new captcha when its image is clicked', async () => {
    const user = userEvent.setup();
    renderApp('/login');
    await screen.findByAltText('验证码');
    ctx.server.script('/blade-auth/oauth/captcha', { body: { key: 'captcha-2', image: 'data:image/png;base64,BBBB' } });
    await user.click(screen.getByRole('button', { name: '看不清？点击图片换一张' }));
    await waitFor(() => expect(screen.getByAltText('验证码')).toHaveAttribute('src', 'data:image/png;base64,BBBB'));
    expect(calls('/blade-auth/oauth/captcha')).toHaveLength(2);
  });

  it('asks for every field', async () => {
    const user = userEvent.setup();
    renderApp('/login');
    await user.click(await screen.findByRole('button', { name: '登 录' }));
    expect(await screen.findByText('请输入账号')).toBeInTheDocument();
    expect(screen.getByText('请输入密码')).toBeInTheDocument();
    expect(screen.getByText('请输入验证码')).toBeInTheDocument();
    expect(calls('/blade-auth/oauth/token')).toHaveLength(0);
  });

  it('signs in with the captcha and lands on the home page', async () => {
    ctx.server.script('/blade-auth/oauth/token', { body: tokenAnswer() });
    ctx.server.script('/blade-system/menu/buttons', ok([{ id: '1', code: 'param', children: [{ id: '2', code: 'param_add' }] }]));
    const user = userEvent.setup();
    const app = renderApp('/login');
    await screen.findByAltText('验证码');
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: '登 录' }));

    expect(await screen.findByText('您好，管理员')).toBeInTheDocument();
    expect(app.path()).toBe('/wel/index');
    const [token] = calls('/blade-auth/oauth/token');
    expect(token.headers).toMatchObject({ 'tenant-id': '000000', 'captcha-key': 'captcha-1', 'captcha-code': 'ab12' });
    expect(query(token.url)).toMatchObject({ username: 'admin', grant_type: 'captcha', password: '21232f297a57a5a743894a0e4a801fc3' });
    expect(usePermissionStore.getState().permissions).toEqual({ param_add: true });
  });

  it('uses the tenant of the domain and hides the field', async () => {
    ctx.server.script('/blade-system/tenant/info', ok({ tenantId: '100001', domain: window.location.origin }));
    ctx.server.script('/blade-auth/oauth/token', { body: tokenAnswer() });
    const user = userEvent.setup();
    renderApp('/login');
    await screen.findByAltText('验证码');
    expect(screen.queryByLabelText('租户编号')).not.toBeVisible();
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: '登 录' }));
    await screen.findByText('您好，管理员');
    expect(calls('/blade-auth/oauth/token')[0].headers['tenant-id']).toBe('100001');
  });

  it('shows the error_description, clears the captcha and fetches a new one', async () => {
    ctx.server.script('/blade-auth/oauth/token', { status: 400, body: { error_code: 400, error_description: '验证码不正确' } });
    const user = userEvent.setup();
    const app = renderApp('/login');
    await screen.findByAltText('验证码');
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: '登 录' }));
    expect(await screen.findByText('验证码不正确')).toBeInTheDocument();
    await waitFor(() => expect(calls('/blade-auth/oauth/captcha')).toHaveLength(2));
    expect(screen.getByPlaceholderText('验证码')).toHaveValue('');
    expect(app.path()).toBe('/login');
  });
});
