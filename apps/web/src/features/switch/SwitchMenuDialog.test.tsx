import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { useSessionStore } from '@/features/auth/session-store';
import { usePermissionStore } from '@/features/auth/permission-store';
import { signInAs, useRealApi } from '@/test/real-api';
import { renderApp, resetApp } from '@/test/render-app';
import { ACCOUNTS } from '@/test/server-api';
import { twoRoleUser, type TwoRoleUser } from './two-role-user.fixture';

const ctx = useRealApi();
const TOKEN = '/blade-auth/oauth/token';
let duo: TwoRoleUser;

beforeAll(async () => {
  duo = await twoRoleUser();
});
beforeEach(() => resetApp());

const sider = () => within(document.querySelector<HTMLElement>('.ant-layout-sider')!);
const dialog = () => within(screen.getByRole('dialog'));

async function openSwitchDialog(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByTestId('user-menu'));
  await user.click(await screen.findByText('切换部门/角色', { selector: '.ant-dropdown-menu-title-content' }));
  return screen.findByRole('dialog');
}

async function choose(user: ReturnType<typeof userEvent.setup>, label: string, option: string) {
  await user.click(dialog().getByRole('combobox', { name: label }));
  await user.click(await screen.findByTitle(option));
}

describe('switching department and role', () => {
  it('is not offered while switch mode is off', async () => {
    const user = userEvent.setup();
    await signInAs(ACCOUNTS.hospitalAdmin);
    renderApp('/wel/index');
    // The first render compiles the shell's lazy pages.
    await screen.findByText('您好，周敏');
    await user.click(screen.getByTestId('user-menu'));
    expect(await screen.findByText('个人信息', { selector: '.ant-dropdown-menu-title-content' })).toBeInTheDocument();
    expect(screen.queryByText('切换部门/角色')).not.toBeInTheDocument();
  });

  it('asks for both, switches with Dept-Id and Role-Id, and reloads menus and buttons for the new role', async () => {
    const user = userEvent.setup();
    const before = await signInAs(duo.account, { fresh: true });
    const app = renderApp('/wel/index');
    await screen.findByText('您好，双岗');
    await user.click(await sider().findByText('系统管理'));
    expect(await sider().findByText('用户管理')).toBeInTheDocument();
    expect(usePermissionStore.getState().permissions.param_add).toBe(true);

    await openSwitchDialog(user);
    // Acting with all of them, nothing is preselected: both are required.
    await user.click(dialog().getByRole('button', { name: '确 定' }));
    expect(await dialog().findByText('请选择部门')).toBeInTheDocument();
    expect(await dialog().findByText('请选择角色')).toBeInTheDocument();

    await choose(user, '部门', duo.newDeptName);
    await choose(user, '角色', '业务员');
    await user.click(dialog().getByRole('button', { name: '确 定' }));

    expect(await screen.findByText('操作成功!')).toBeInTheDocument();
    const [call] = ctx.calls('POST', TOKEN);
    expect(call.query).toMatchObject({ grant_type: 'refresh_token', refresh_token: before.refresh_token });
    expect(call.headers).toMatchObject({ 'dept-id': duo.newDept, 'role-id': duo.clerkRole });
    expect(useSessionStore.getState().userInfo).toMatchObject({ role_id: duo.clerkRole, dept_id: duo.newDept, role_name: 'user' });
    await waitFor(() => expect(usePermissionStore.getState().permissions.param_add).toBeUndefined());
    expect(usePermissionStore.getState().permissions.param_view).toBe(true);
    // The clerk's menu: parameters only.
    await user.click(await sider().findByText('系统管理'));
    expect(await sider().findByText('参数管理')).toBeInTheDocument();
    expect(sider().queryByText('用户管理')).not.toBeInTheDocument();
    expect(app.path()).toBe('/wel/index');

    // The dialog now preselects the active pair.
    await openSwitchDialog(user);
    await waitFor(() => expect(dialog().getByTitle('业务员')).toBeInTheDocument());
  });
});
