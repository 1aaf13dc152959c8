import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { clickButton, dialog, rowButton, searchFor, tableLoaded } from '@/components/crud/test-utils/queries';
import { renderWithProviders } from '@/components/crud/test-utils/render';
import { field, fill, okButton } from '@/components/crud/test-utils/form';
import { signInAs, useRealApi } from '@/test/real-api';
import { ACCOUNTS, apiData, createRow, uniqueTag } from '@/test/server-api';
import ClientPage from './index';

const API = '/blade-system/client';
const ctx = useRealApi();

let token: string;

beforeAll(async () => {
  token = (await signInAs(ACCOUNTS.platformAdmin)).access_token;
});

/** A client of this test's own, listed on the page by its unique id. */
async function renderOwnClient() {
  const clientId = `own_${uniqueTag()}`;
  await createRow(token, API, { clientId, clientSecret: 'own-secret', scope: 'all', authorizedGrantTypes: 'password', accessTokenValidity: 600, refreshTokenValidity: 6000 });
  const user = userEvent.setup();
  renderWithProviders(<ClientPage />);
  await tableLoaded();
  await searchFor(user, '请输入客户端id', clientId, 1);
  return { user, clientId };
}

async function openAdd() {
  const user = userEvent.setup();
  renderWithProviders(<ClientPage />);
  await tableLoaded();
  await clickButton(user, '新增');
  await screen.findByRole('dialog');
  return user;
}

describe('Client page', () => {
  it('lists clients without their secrets', async () => {
    await renderOwnClient();
    const headers = [...document.querySelectorAll('.ant-table-thead th')].map((th) => th.textContent);
    expect(headers).toEqual(expect.arrayContaining(['客户端id', '授权范围', '授权类型', '令牌过期秒数', '刷新令牌过期秒数']));
    expect(headers).not.toContain('客户端密钥');
    expect(screen.queryByText('own-secret')).not.toBeInTheDocument();
  });

  it('adds a client with the usual grants and lifetimes, the secret typed masked', async () => {
    const user = await openAdd();
    const clientId = `app_${uniqueTag()}`;
    expect(field('请输入授权范围')).toHaveValue('all');
    await fill(user, field('请输入客户端id'), clientId);
    await fill(user, field('请输入客户端密钥'), 'app-secret');
    expect(field('请输入客户端密钥')).toHaveAttribute('type', 'password');
    await user.click(okButton());

    expect(await screen.findByText('新增成功')).toBeInTheDocument();
    expect(ctx.calls('POST', `${API}/submit`)[0].body).toEqual({
      clientId,
      clientSecret: 'app-secret',
      scope: 'all',
      authorizedGrantTypes: 'refresh_token,password,captcha',
      accessTokenValidity: 3600,
      refreshTokenValidity: 604800,
    });
    await searchFor(user, '请输入客户端id', clientId, 1);
    expect(screen.queryByText('app-secret')).not.toBeInTheDocument();
  });

  it('checks the client id and requires a secret when adding, sending nothing', async () => {
    const user = await openAdd();
    await fill(user, field('请输入客户端id'), 'bad id!');
    fireEvent.blur(field('请输入客户端id'));
    expect(await within(dialog()).findByText('客户端id只能包含字母、数字、下划线、点和短横线')).toBeInTheDocument();
    await user.click(okButton());
    expect(await within(dialog()).findByText('请输入客户端密钥')).toBeInTheDocument();
    expect(ctx.calls('POST', `${API}/submit`)).toHaveLength(0);
  });

  it('keeps the stored secret when an edit leaves it empty', async () => {
    const { user, clientId } = await renderOwnClient();
    await user.click(rowButton(clientId, '编辑'));
    await waitFor(() => expect(field('请输入客户端id')).toHaveValue(clientId));
    expect(field('请输入客户端密钥')).toHaveValue('');
    await user.click(okButton());
    expect(await screen.findByText('更新成功')).toBeInTheDocument();
    const [call] = ctx.calls('POST', `${API}/submit`);
    expect(call.body).toMatchObject({ clientId, authorizedGrantTypes: 'password', accessTokenValidity: 600 });
    expect((call.body as { clientSecret?: string }).clientSecret ?? '').toBe('');
    const stored = await apiData<{ clientSecret: string }>('GET', `${API}/detail`, token, { params: { id: (call.body as { id: string }).id } });
    expect(stored.clientSecret).toBe('own-secret');
  });
});
