import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { request } from '@/shared/request';
import { useRealApi } from '@/test/real-api';
import { renderApp, renderInProviders, resetApp } from '@/test/render-app';
import { md5Hex, unreachableBaseURL } from '@/test/server-api';
import { BindDialog } from './BindDialog';
import { fill, refill } from '@/components/crud/test-utils/form';

const ctx = useRealApi();
const BIND = '/blade-system/user/bind-guest';
// Not a reference the server handed out: the real server refuses it.
const OAUTH_ID = 'eyJhbGciOiJIUzI1NiJ9.not-issued-here.x';

beforeEach(() => resetApp());

function renderDialog() {
  const onDone = vi.fn();
  const onCancel = vi.fn();
  const router = createMemoryRouter([
    { path: '/login', element: <BindDialog oauthId={OAUTH_ID} onDone={onDone} onCancel={onCancel} /> },
    { path: '/register', element: <p>register page</p> },
  ], { initialEntries: ['/login'] });
  renderInProviders(<RouterProvider router={router} />);
  return { onDone, onCancel, router, dialog: () => within(screen.getByRole('dialog')) };
}

async function fillIn(user: ReturnType<typeof userEvent.setup>, dialog: () => ReturnType<typeof within>) {
  await refill(user, dialog().getByLabelText('租户编号'), '100001');
  await fill(user, dialog().getByLabelText('账号名称'), 'admin');
  await fill(user, dialog().getByLabelText('密码'), 'admin');
  await user.click(dialog().getByRole('button', { name: '绑 定' }));
}

describe('third-party bind dialog', () => {
  it('explains the binding and warns about each empty field', async () => {
    const user = userEvent.setup();
    const { dialog } = renderDialog();
    expect(await screen.findByText('第三方系统用户绑定')).toBeInTheDocument();
    expect(dialog().getByText(/请输入一个已存在的账号及其密码/)).toBeInTheDocument();
    await user.clear(dialog().getByLabelText('租户编号'));
    await user.click(dialog().getByRole('button', { name: '绑 定' }));
    // Each field's check settles on its own: wait for every message, not only the first.
    expect(await dialog().findByText('请先输入租户编号')).toBeInTheDocument();
    expect(await dialog().findByText('请先输入账号名称')).toBeInTheDocument();
    expect(await dialog().findByText('请先输入密码')).toBeInTheDocument();
    expect(ctx.calls('POST', BIND)).toHaveLength(0);
  });

  it("sends the form with the md5 password and the oauthId, and shows the server's refusal", async () => {
    const user = userEvent.setup();
    const { dialog, onDone } = renderDialog();
    await fillIn(user, dialog);
    expect(await screen.findByText('第三方登录信息已失效,请重新登录')).toBeInTheDocument();
    const [call] = ctx.calls('POST', BIND);
    expect(call.status).toBe(400);
    expect(call.query).toEqual({ tenantId: '100001', account: 'admin', password: md5Hex('admin'), oauthId: OAUTH_ID });
    expect(onDone).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('falls back to 提交失败 when no answer comes', async () => {
    const user = userEvent.setup();
    request.defaults.baseURL = await unreachableBaseURL();
    const { dialog, onDone } = renderDialog();
    await fillIn(user, dialog);
    expect(await screen.findByText('提交失败')).toBeInTheDocument();
    expect(onDone).not.toHaveBeenCalled();
  });

  it('offers registering a new account that takes the identity along', async () => {
    const user = userEvent.setup();
    const { dialog, router } = renderDialog();
    await user.click(await dialog().findByText('还没有账号？注册新账号并绑定'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/register'));
    expect(router.state.location.state).toEqual({ oauthId: OAUTH_ID });
  });

  it('the registration page sends the identity with the new account', async () => {
    const user = userEvent.setup();
    const app = renderApp('/login');
    await screen.findByLabelText('租户编号');
    await app.router.navigate('/register', { state: { oauthId: OAUTH_ID } });
    expect(await screen.findByText(/刚才登录的第三方账号将同时绑定到新账号/)).toBeInTheDocument();
    await fill(user, screen.getByLabelText('用户昵称'), '张三');
    await fill(user, screen.getByLabelText('账号'), 'bindme');
    await fill(user, screen.getByLabelText('密码'), 'Quiet-lake-81');
    await fill(user, screen.getByLabelText('确认密码'), 'Quiet-lake-81');
    await user.click(screen.getByRole('button', { name: '注 册' }));
    // The server checks the identity first: a reference it did not issue is refused, and no account is made.
    expect(await screen.findByText('第三方登录信息已失效,请重新登录')).toBeInTheDocument();
    expect(ctx.calls('POST', '/blade-system/user/register-guest')[0].query).toMatchObject({ account: 'bindme', oauthId: OAUTH_ID });
  });
});
