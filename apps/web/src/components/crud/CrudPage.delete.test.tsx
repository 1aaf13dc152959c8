import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from '@beree/contracts';
import { paramConfig } from '@/modules/system/param/config';
import { signInAs, useRealApi } from '@/test/real-api';
import { ACCOUNTS, apiData, createParams, uniqueTag } from '@/test/server-api';
import { CrudPage } from './CrudPage';
import { dialog, listLoaded, rowOf, rowButton, searchFor, spaced } from './test-utils/queries';
import { renderWithProviders } from './test-utils/render';
import type { CrudRecord } from './types';

const API = paramConfig.api;
const ctx = useRealApi();
let token: string;

beforeAll(async () => {
  token = (await signInAs(ACCOUNTS.platformAdmin)).access_token;
});

/** Rows of this test's own, listed on the page by their common name prefix. */
async function renderOwnRows(count: number) {
  const prefix = `删除${uniqueTag()}`;
  const rows = await createParams(token, prefix, count);
  const user = userEvent.setup();
  renderWithProviders(<CrudPage config={paramConfig} />);
  await listLoaded();
  await searchFor(user, '请输入参数名称', prefix, count);
  return { user, prefix, rows };
}

const confirm = async (user: ReturnType<typeof userEvent.setup>) => {
  await screen.findByText('确定将选择数据删除?');
  await user.click(within(dialog()).getByRole('button', { name: spaced('确定') }));
};

const namesOnServer = async (prefix: string) =>
  (await apiData<Page<CrudRecord>>('GET', `${API}/list`, token, { params: { paramName: prefix } })).records.map((r) => r.paramName);

// antd renders slowly under happy-dom; these walk through dialogs and refetches.
describe('CrudPage: delete', () => {
  it('warns 请选择至少一条数据 when batch delete has nothing selected, and removes nothing', async () => {
    const user = userEvent.setup();
    renderWithProviders(<CrudPage config={paramConfig} />);
    await listLoaded();
    await user.click(screen.getByRole('button', { name: spaced('批量删除') }));
    expect(await screen.findByText('请选择至少一条数据')).toBeInTheDocument();
    expect(screen.queryByText('确定将选择数据删除?')).not.toBeInTheDocument();
    expect(ctx.calls('POST', `${API}/remove`)).toHaveLength(0);
  });

  it('asks 确定将选择数据删除? before a row delete, then removes it and toasts 删除成功', async () => {
    const { user, prefix, rows } = await renderOwnRows(3);
    await user.click(rowButton(`${prefix}-01`, '删除'));
    await confirm(user);

    expect(await screen.findByText('删除成功')).toBeInTheDocument();
    expect(ctx.calls('POST', `${API}/remove`).map((c) => c.query)).toEqual([{ ids: rows[0].id }]);
    await waitFor(() => expect(screen.queryByText(`${prefix}-01`)).not.toBeInTheDocument());
    expect(screen.getByText('共 2 条')).toBeInTheDocument();
  });

  it('keeps the row when the confirmation is cancelled', async () => {
    const { user, prefix } = await renderOwnRows(1);
    await user.click(rowButton(`${prefix}-01`, '删除'));
    await screen.findByText('确定将选择数据删除?');
    await user.click(within(dialog()).getByRole('button', { name: spaced('取消') }));
    expect(ctx.calls('POST', `${API}/remove`)).toHaveLength(0);
    expect(screen.getByText(`${prefix}-01`)).toBeInTheDocument();
    expect(await namesOnServer(prefix)).toEqual([`${prefix}-01`]);
  });

  it('batch deletes the selected rows with remove?ids=a,b after confirmation', async () => {
    const { user, prefix, rows } = await renderOwnRows(3);
    await user.click(within(rowOf(`${prefix}-02`)).getByRole('checkbox'));
    await user.click(within(rowOf(`${prefix}-03`)).getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: spaced('批量删除') }));
    await confirm(user);

    expect(await screen.findByText('删除成功')).toBeInTheDocument();
    const [call] = ctx.calls('POST', `${API}/remove`);
    expect(call.query.ids.split(',').sort()).toEqual([rows[1].id, rows[2].id].sort());
    await waitFor(() => expect(screen.getByText('共 1 条')).toBeInTheDocument());
    expect(await namesOnServer(prefix)).toEqual([`${prefix}-01`]);
  });

  it('steps back to the new last page when a delete empties the current one', async () => {
    const { user, prefix } = await renderOwnRows(12);
    await user.click(screen.getByTitle('2'));
    await screen.findByText(`${prefix}-01`);
    await user.click(within(rowOf(`${prefix}-01`)).getByRole('checkbox'));
    await user.click(within(rowOf(`${prefix}-02`)).getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: spaced('批量删除') }));
    await confirm(user);

    expect(await screen.findByText('共 10 条')).toBeInTheDocument();
    expect(await screen.findByText(`${prefix}-12`)).toBeInTheDocument();
    expect(ctx.calls('GET', `${API}/list`).at(-1)?.query).toMatchObject({ current: '1', size: '10', paramName: prefix });
  });
});
