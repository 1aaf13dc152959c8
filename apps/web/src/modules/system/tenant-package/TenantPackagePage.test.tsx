import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { dialog, listLoaded, rowButton, searchFor, searchForm, spaced } from '@/components/crud/test-utils/queries';
import { renderWithProviders } from '@/components/crud/test-utils/render';
import type { CrudRecord } from '@/components/crud/types';
import { signInAs, useRealApi } from '@/test/real-api';
import { ACCOUNTS, createRow, fetchMenuTree, uniqueTag } from '@/test/server-api';
import TenantPackagePage from './index';
import { refill } from '@/components/crud/test-utils/form';

const API = '/blade-system/tenant-package';
const ctx = useRealApi();
let token: string;
let menuIds: string;

beforeAll(async () => {
  token = (await signInAs(ACCOUNTS.platformAdmin)).access_token;
  // A real menu and its buttons, as the picker would report them.
  const [root] = await fetchMenuTree(token);
  const first = root.children![0];
  menuIds = [root.id, first.id, ...(first.children ?? []).map((c) => c.id)].join(',');
});

/** A package of this test's own, listed on the page by its unique name. */
async function renderOwnPackage(): Promise<{ user: ReturnType<typeof userEvent.setup>; row: CrudRecord }> {
  const row = await createRow(token, API, { packageName: `产品包${uniqueTag()}`, menuId: menuIds, remark: '默认' });
  const user = userEvent.setup();
  renderWithProviders(<TenantPackagePage />);
  await listLoaded();
  await searchFor(user, '请输入产品包名称', String(row.packageName), 1);
  return { user, row };
}

describe('Tenant package page', () => {
  it('lists packages without the raw menu ids and searches by package name', async () => {
    await renderOwnPackage();
    const headers = [...document.querySelectorAll('.ant-table-thead th')].map((th) => th.textContent);
    expect(headers).toEqual(expect.arrayContaining(['产品包名称', '备注']));
    expect(headers).not.toContain('菜单列表');
    expect(screen.queryByText(menuIds)).not.toBeInTheDocument();
    expect(within(searchForm()).getAllByRole('textbox').map((input) => input.getAttribute('placeholder'))).toEqual(['请输入产品包名称']);
  });

  it('requires a package name (on blur) and a menu selection', async () => {
    const user = userEvent.setup();
    renderWithProviders(<TenantPackagePage />);
    await listLoaded();
    await user.click(screen.getByRole('button', { name: spaced('新增') }));
    fireEvent.blur(within(await screen.findByRole('dialog')).getByPlaceholderText('请输入产品包名称'));
    expect(await within(dialog()).findByText('请输入产品包名称')).toBeInTheDocument();
    await user.click(within(dialog()).getByRole('button', { name: spaced('确定') }));
    expect(await within(dialog()).findByText('请选择菜单')).toBeInTheDocument();
    expect(ctx.calls('POST', `${API}/submit`)).toHaveLength(0);
  });

  it('keeps the chosen menus and the version through an edit', async () => {
    const { user, row } = await renderOwnPackage();
    await user.click(rowButton(String(row.packageName), '编辑'));
    const name = await within(await screen.findByRole('dialog')).findByDisplayValue(String(row.packageName));
    const renamed = `${row.packageName}改`;
    await refill(user, name, renamed);
    await user.click(within(dialog()).getByRole('button', { name: spaced('确定') }));

    expect(await screen.findByText('更新成功')).toBeInTheDocument();
    expect(ctx.calls('POST', `${API}/submit`)[0].body).toEqual({ id: row.id, version: row.version, packageName: renamed, menuId: menuIds, remark: '默认' });
    // Still found by the search, which matches by "contains".
    await waitFor(() => expect(screen.getByText(renamed)).toBeInTheDocument());
  });
});
