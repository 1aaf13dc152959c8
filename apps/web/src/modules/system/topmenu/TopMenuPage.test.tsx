import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { checkRow, clickButton, dialog, rowOf, searchFor, spaced, tableLoaded } from '@/components/crud/test-utils/queries';
import { renderWithProviders } from '@/components/crud/test-utils/render';
import { field, okButton } from '@/components/crud/test-utils/form';
import type { PickerNode } from '@/components/pickers/use-remote';
import { signInAs, useRealApi } from '@/test/real-api';
import { ACCOUNTS, apiData, createRow, uniqueTag } from '@/test/server-api';
import TopMenuPage from './index';

const API = '/blade-system/topmenu';
const ctx = useRealApi();
let token: string;

beforeAll(async () => {
  token = (await signInAs(ACCOUNTS.platformAdmin)).access_token;
});

const all = (nodes: PickerNode[]): PickerNode[] => nodes.flatMap((n) => [n, ...all(n.children ?? [])]);

async function renderPage() {
  const user = userEvent.setup();
  renderWithProviders(<TopMenuPage />);
  await tableLoaded();
  return user;
}

describe('Top menu page', () => {
  it('grants the checked menus to the checked top menu (菜单配置) and toasts 操作成功!', async () => {
    const row = await createRow(token, API, { code: `top${uniqueTag()}`, name: `顶部${uniqueTag()}`, source: 'setting', path: '/system', sort: 1 });
    const param = all(await apiData<PickerNode[]>('GET', '/blade-system/menu/grant-top-tree', token)).find((n) => n.title === '参数管理')!;
    const user = await renderPage();
    await searchFor(user, '请输入顶部菜单名称', String(row.name), 1);
    await checkRow(user, String(row.name));
    await clickButton(user, '菜单配置');

    await user.click(await within(await screen.findByRole('dialog')).findByTitle('参数管理'));
    await user.click(okButton());

    expect(await screen.findByText('操作成功!')).toBeInTheDocument();
    expect(ctx.calls('GET', '/blade-system/menu/top-tree-keys')[0].query).toEqual({ topMenuIds: row.id });
    expect(ctx.calls('POST', `${API}/grant`)[0].body).toEqual({ topMenuIds: [row.id], menuIds: [param.id] });
    const keys = await apiData<{ menu: string[] }>('GET', '/blade-system/menu/top-tree-keys', token, { params: { topMenuIds: row.id } });
    expect(keys.menu).toEqual([param.id]);
  });

  it('warns 请选择至少一条数据 when 菜单配置 has no top menu checked', async () => {
    const user = await renderPage();
    await clickButton(user, '菜单配置');
    expect(await screen.findByText('请选择至少一条数据')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(ctx.calls('GET', '/blade-system/menu/grant-top-tree')).toHaveLength(0);
  });

  it('requires code, name and order, showing the icon of the source in the table', async () => {
    const row = await createRow(token, API, { code: `ico${uniqueTag()}`, name: `图标${uniqueTag()}`, source: 'user', path: '/system', sort: 2 });
    const user = await renderPage();
    await searchFor(user, '请输入顶部菜单名称', String(row.name), 1);
    expect(within(rowOf(String(row.name))).getByRole('img', { name: 'user' })).toBeInTheDocument();

    await clickButton(user, '新增');
    await screen.findByRole('dialog');
    fireEvent.blur(field('请输入顶部菜单编号'));
    expect(await within(dialog()).findByText('请输入顶部菜单编号')).toBeInTheDocument();
    await user.click(within(dialog()).getByRole('button', { name: spaced('确定') }));
    await waitFor(() => expect(within(dialog()).getByText('请输入顶部菜单名称')).toBeInTheDocument());
    expect(within(dialog()).getByText('请输入顶部菜单排序')).toBeInTheDocument();
    expect(ctx.calls('POST', `${API}/submit`)).toHaveLength(0);
  });
});
