import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { request } from '@/shared/request';
import { useRealApi } from '@/test/real-api';
import { renderApp, resetApp } from '@/test/render-app';
import { callApi, md5Hex, uniqueTag, unreachableBaseURL } from '@/test/server-api';
import { fill, refill } from '@/components/crud/test-utils/form';

const ctx = useRealApi();
const REGISTER = '/blade-system/user/register-guest';

beforeEach(() => resetApp());

async function fillIn(values: { tenantId?: string; account: string; confirm?: string }) {
  const user = userEvent.setup();
  const tenant = await screen.findByLabelText('租户编号');
  await refill(user, tenant, values.tenantId ?? '100001');
  await fill(user, screen.getByLabelText('用户昵称'), '张三');
  await fill(user, screen.getByLabelText('账号'), values.account);
  await fill(user, screen.getByLabelText('密码'), 'Quiet-lake-81');
  await fill(user, screen.getByLabelText('确认密码'), values.confirm ?? 'Quiet-lake-81');
  await user.click(screen.getByRole('button', { name: '注 册' }));
}

describe('guest registration', () => {
  it('registers at the server and returns to the login page; the guest waits for a role', async () => {
    const account = `guest${uniqueTag()}`;
    const app = renderApp('/register?type=guest');
    await fillIn({ account });
    await waitFor(() => expect(app.path()).toBe('/login'));
    expect(await screen.findByText('注册成功，请等待管理员分配角色后登录')).toBeInTheDocument();
    const [call] = ctx.calls('POST', REGISTER);
    expect(call.status).toBe(200);
    expect(call.query).toEqual({ tenantId: '100001', name: '张三', account, password: 'Quiet-lake-81' });
    expect(call.headers['password-encoding']).toBe('plain');
    // The account exists: signing in is refused only for want of a role.
    const params = { tenantId: '100001', username: account, password: md5Hex('Quiet-lake-81'), grant_type: 'password', scope: 'all' };
    const signIn = await callApi('POST', '/blade-auth/oauth/token', undefined, { params });
    expect(signIn.body).toMatchObject({ error_description: '未获得用户的角色信息' });
  });

  it("shows the server's message when it refuses", async () => {
    const app = renderApp('/register?type=guest');
    await fillIn({ account: 'liting' });
    expect(await screen.findByRole('alert')).toHaveTextContent('登录账号已存在');
    expect(app.path()).toBe('/register');
    expect(ctx.calls('POST', REGISTER)[0].status).toBe(400);
  });

  it('names an unknown tenant', async () => {
    renderApp('/register?type=guest');
    await fillIn({ tenantId: '987654', account: `guest${uniqueTag()}` });
    expect(await screen.findByRole('alert')).toHaveTextContent('租户不存在');
  });

  it('says so when the server cannot be reached', async () => {
    request.defaults.baseURL = await unreachableBaseURL();
    renderApp('/register?type=guest');
    await fillIn({ account: `guest${uniqueTag()}` });
    expect(await screen.findByRole('alert')).toHaveTextContent('网络异常，请检查网络连接');
  });

  it('checks the confirmation before sending', async () => {
    renderApp('/register?type=guest');
    await fillIn({ account: 'nobody', confirm: 'other' });
    expect(await screen.findByText('两次输入的密码不一致')).toBeInTheDocument();
    expect(ctx.calls('POST', REGISTER)).toHaveLength(0);
  });
});
