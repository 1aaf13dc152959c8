import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { paramConfig } from '@/modules/system/param/config';
import { signInAs, useRealApi } from '@/test/real-api';
import { ACCOUNTS, apiData, createParams, uniqueTag } from '@/test/server-api';
import { CrudPage } from './CrudPage';
import { dialog, listLoaded, rowButton, searchFor, spaced } from './test-utils/queries';
import { renderWithProviders } from './test-utils/render';
import { fill, refill } from '@/components/crud/test-utils/form';

const API = paramConfig.api;
const ctx = useRealApi();
let token: string;

beforeAll(async () => {
  token = (await signInAs(ACCOUNTS.platformAdmin)).access_token;
});

async function renderOwnRow() {
  const prefix = `冲突${uniqueTag()}`;
  const [row] = await createParams(token, prefix, 1);
  const user = userEvent.setup();
  renderWithProviders(<CrudPage config={paramConfig} />);
  await listLoaded();
  await searchFor(user, '请输入参数名称', prefix, 1);
  return { user, prefix, row };
}

const field = (placeholder: string) => within(dialog()).getByPlaceholderText(placeholder);
const okButton = () => within(dialog()).getByRole('button', { name: spaced('确定') });

// The server refuses these for real; the dialog must stay open so nothing typed is lost.
describe('CrudPage: refused saves', () => {
  it('toasts 参数键名已存在 when the key is taken, and keeps the dialog', async () => {
    const { user, prefix, row } = await renderOwnRow();
    await user.click(screen.getByRole('button', { name: spaced('新增') }));
    await screen.findByRole('dialog');
    await fill(user, field('请输入参数名称'), `${prefix}-重复`);
    await fill(user, field('请输入参数键名'), String(row.paramKey));
    await fill(user, field('请输入参数键值'), 'again');
    await user.click(okButton());

    expect(await screen.findByText('参数键名已存在')).toBeInTheDocument();
    expect(ctx.calls('POST', `${API}/submit`).map((c) => c.status)).toEqual([409]);
    expect(field('请输入参数名称')).toHaveValue(`${prefix}-重复`);
    expect(screen.queryByText('新增成功')).not.toBeInTheDocument();
  });

  it('toasts the stale-version message when someone saved the record meanwhile', async () => {
    const { user, prefix, row } = await renderOwnRow();
    await user.click(rowButton(`${prefix}-01`, '编辑'));
    await waitFor(() => expect(field('请输入参数名称')).toHaveValue(`${prefix}-01`));
    // Another user saves first, moving the record to version 2.
    await apiData('POST', `${API}/submit`, token, { body: { ...row, paramValue: 'theirs' } });

    await refill(user, field('请输入参数键值'), 'mine');
    await user.click(okButton());

    expect(await screen.findByText('数据已被他人修改，请刷新后重试')).toBeInTheDocument();
    expect(ctx.calls('POST', `${API}/submit`).map((c) => [c.status, (c.body as { version: number }).version])).toEqual([[409, 1]]);
    expect(field('请输入参数键值')).toHaveValue('mine');
  });
});
