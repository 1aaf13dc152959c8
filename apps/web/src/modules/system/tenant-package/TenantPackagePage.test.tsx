import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PERMISSIONS } from '@beree/contracts';
import { dialog, rowButton, spaced } from '@/components/crud/test-utils/queries';
import { renderWithProviders } from '@/components/crud/test-utils/render';
import { useFakeApi } from '@/components/crud/test-utils/use-fake-api';
import TenantPackagePage from './index';

const API = '/blade-system/tenant-package';
const ctx = useFakeApi(() => ({
  resources: { [API]: [{ id: '5', packageName: '基础包', menuId: '1,2,3', remark: '默认', version: 3 }] },
  menuTree: [{ id: '1', parentId: '0', title: '系统管理', key: '1', value: '1', children: [
    { id: '2', parentId: '1', title: '参数管理', key: '2', value: '2' },
    { id: '3', parentId: '1', title: '租户产品包', key: '3', value: '3' },
  ] }],
}));
const codes = Object.values(PERMISSIONS.tenantPackage);

describe('Tenant package page', { timeout: 20_000 }, () => {
  it('lists packages without the raw menu ids and searches by package name', async () => {
    renderWithProviders(<TenantPackagePage />, { permissions: codes });
    expect(await screen.findByText('基础包')).toBeInTheDocument();
    const headers = [...document.querySelectorAll('.ant-table-thead th')].map((th) => th.textContent);
    expect(headers).toEqual(expect.arrayContaining(['产品包名称', '备注']));
    expect(headers).not.toContain('菜单列表');
    expect(screen.queryByText('1,2,3')).not.toBeInTheDocument();
    const search = document.querySelector('form.ant-form-inline') as HTMLElement;
    expect(within(search).getAllByRole('textbox').map((input) => input.getAttribute('placeholder'))).toEqual(['请输入产品包名称']);
  });

  it('requires a package name (on blur) and a menu selection', async () => {
    const user = userEvent.setup();
    renderWithProviders(<TenantPackagePage />, { permissions: codes });
    await screen.findByText('基础包');
    await user.click(screen.getByRole('button', { name: spaced('新增') }));
    fireEvent.blur(within(await screen.findByRole('dialog')).getByPlaceholderText('请输入产品包名称'));
    expect(await within(dialog()).findByText('请输入产品包名称')).toBeInTheDocument();
    await user.click(within(dialog()).getByRole('button', { name: spaced('确定') }));
    expect(await within(dialog()).findByText('请选择菜单')).toBeInTheDocument();
    expect(ctx.api.calls('POST', `${API}/submit`)).toHaveLength(0);
  });

  it('keeps the chosen menus and the version through an edit', async () => {
    const user = userEvent.setup();
    renderWithProviders(<TenantPackagePage />, { permissions: codes });
    await screen.findByText('基础包');
    await user.click(rowButton('基础包', '编辑'));
    const name = await within(await screen.findByRole('dialog')).findByDisplayValue('基础包');
    await user.clear(name);
    await user.type(name, '标准包');
    await user.click(within(dialog()).getByRole('button', { name: spaced('确定') }));

    expect(await screen.findByText('更新成功')).toBeInTheDocument();
    expect(ctx.api.calls('POST', `${API}/submit`)[0].body).toEqual({ id: '5', version: 3, packageName: '标准包', menuId: '1,2,3', remark: '默认' });
    await waitFor(() => expect(screen.getByText('标准包')).toBeInTheDocument());
  });
});
