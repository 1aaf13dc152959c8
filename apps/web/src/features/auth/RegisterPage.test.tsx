import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderApp, resetApp } from '@/test/render-app';
import { useRequestServer } from '@/test/request-server';

// The API server has no guest registration endpoint yet, so its answers are scripted here.
const ctx = useRequestServer();
const ok = <T,>(data: T) => ({ body: { code: 200, success: true, data, msg: '操作成功' } });

beforeEach(() => resetApp());

async function fillIn(confirm = 'secret1') {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('用户昵称'), '张三');
  await user.type(screen.getByLabelText('账号'), 'zhangsan');
  await user.type(screen.getByLabelText('密码'), 'secret1');
  await user.type(screen.getByLabelText('确认密码'), confirm);
  await user.click(screen.getByRole('button', { name: '注 册' }));
}

const registrations = () => ctx.server.seen.filter((r) => r.url.startsWith('/api/blade-system/user/register-guest'));

describe('guest registration', () => {
  it('posts the form and returns to the login page', async () => {
    ctx.server.script('/blade-system/user/register-guest', ok(true));
    const app = renderApp('/register');
    await fillIn();
    await waitFor(() => expect(app.path()).toBe('/login'));
    expect(await screen.findByText('注册成功，请登录')).toBeInTheDocument();
    const [call] = registrations();
    expect(call.method).toBe('POST');
    expect(Object.fromEntries(new URL(call.url, 'http://x').searchParams)).toEqual({
      tenantId: '000000',
      name: '张三',
      account: 'zhangsan',
      password: 'e52d98c459819a11775936d8dfbb7929',
    });
  });

  it("shows the server's message when it refuses", async () => {
    ctx.server.script('/blade-system/user/register-guest', { status: 400, body: { code: 400, success: false, data: null, msg: '账号已存在' } });
    const app = renderApp('/register');
    await fillIn();
    expect(await screen.findByRole('alert')).toHaveTextContent('账号已存在');
    expect(app.path()).toBe('/register');
  });

  it('falls back to 提交失败 when the server gives no message', async () => {
    ctx.server.script('/blade-system/user/register-guest', { status: 500, text: 'oops' });
    renderApp('/register');
    await fillIn();
    expect(await screen.findByRole('alert')).toHaveTextContent('提交失败');
  });

  it('checks the confirmation before sending', async () => {
    renderApp('/register');
    await fillIn('other');
    expect(await screen.findByText('两次输入的密码不一致')).toBeInTheDocument();
    expect(registrations()).toHaveLength(0);
  });
});
