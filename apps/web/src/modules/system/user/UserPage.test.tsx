import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { buttonNamed, cellOf, checkRow, dialog, pick, rowOf, searchFor, spaced, tableLoaded, treeNode } from '@/components/crud/test-utils/queries';
import { renderWithProviders } from '@/components/crud/test-utils/render';
import { field, fill, okButton, refill } from '@/components/crud/test-utils/form';
import { signInAs, useRealApi } from '@/test/real-api';
import { ACCOUNTS } from '@/test/server-api';
import UserPage from './index';
import { createOwnUser, OWN_USER_PASSWORD } from '@/test/own-user';

const API = '/blade-system/user';
const ctx = useRealApi();
let token: string;

beforeAll(async () => {
  token = (await signInAs(ACCOUNTS.platformAdmin)).access_token;
});

async function renderPage() {
  const user = userEvent.setup();
  renderWithProviders(<UserPage />);
  await tableLoaded();
  return user;
}

describe('User page', () => {
  it('lists the users of the dept chosen in the tree, with role and dept names', async () => {
    const own = await createOwnUser(token);
    const user = await renderPage();
    await user.click(await treeNode(String(own.dept.deptName)));

    await waitFor(() => expect(screen.getByText('共 1 条')).toBeInTheDocument());
    expect(ctx.calls('GET', `${API}/page`).at(-1)?.query).toMatchObject({ deptId: own.dept.id });
    const headers = [...document.querySelectorAll('.ant-table-thead th')].map((th) => th.textContent);
    expect(headers).toEqual(expect.arrayContaining(['登录账号', '用户姓名', '用户昵称', '所属角色', '所属部门', '手机号码', '电子邮箱', '用户平台']));
    const account = String(own.user.account);
    expect(cellOf(account, '所属角色')).toHaveTextContent(String(own.role.roleName));
    expect(cellOf(account, '所属部门')).toHaveTextContent(String(own.dept.deptName));
    expect(cellOf(account, '用户平台')).toHaveTextContent('WEB');
  });

  it('adds a user in the chosen dept, the password sent as md5 and the phone checked', async () => {
    const own = await createOwnUser(token);
    const user = await renderPage();
    await user.click(await treeNode(String(own.dept.deptName)));
    await user.click(buttonNamed('新增'));
    await screen.findByRole('dialog');
    const account = `new${own.tag}`;
    await fill(user, field('请输入登录账号'), account);
    await fill(user, field('请输入密码'), 'Passw0rd');
    await fill(user, field('请输入确认密码'), 'Passw0rd');
    await fill(user, field('请输入用户姓名'), '李四');
    await fill(user, field('请输入手机号码'), '1380013');
    fireEvent.blur(field('请输入手机号码'));
    expect(await within(dialog()).findByText('手机号码长度不为11位')).toBeInTheDocument();
    await refill(user, field('请输入手机号码'), '23800138000');
    fireEvent.blur(field('请输入手机号码'));
    expect(await within(dialog()).findByText('手机号码格式不正确')).toBeInTheDocument();
    await refill(user, field('请输入手机号码'), '13800138000');
    await pick(user, dialog(), '所属角色', String(own.role.roleName), { search: true });
    await user.click(okButton());

    expect(await screen.findByText('新增成功')).toBeInTheDocument();
    expect(ctx.calls('POST', `${API}/submit`)[0].body).toEqual({
      account,
      password: 'Passw0rd',
      realName: '李四',
      phone: '13800138000',
      userType: '1',
      roleId: own.role.id,
      deptId: own.dept.id,
    });
    await waitFor(() => expect(screen.getByText('共 2 条')).toBeInTheDocument());
    expect(cellOf(account, '所属角色')).toHaveTextContent(String(own.role.roleName));
  });

  it('edits a user without a password field, keeping roles, depts and platform', async () => {
    const own = await createOwnUser(token);
    const user = await renderPage();
    await searchFor(user, '请输入登录账号', String(own.user.account), 1);
    await user.click(buttonNamed('编辑', rowOf(String(own.user.account))));
    await waitFor(() => expect(field('请输入用户姓名')).toHaveValue(String(own.user.realName)));
    expect(within(dialog()).queryByPlaceholderText('请输入密码')).not.toBeInTheDocument();
    await refill(user, field('请输入用户姓名'), '改名');
    await user.click(okButton());

    expect(await screen.findByText('更新成功')).toBeInTheDocument();
    const body = ctx.calls('POST', `${API}/submit`)[0].body as Record<string, unknown>;
    expect(body).toMatchObject({ id: own.user.id, version: own.user.version, realName: '改名', roleId: own.role.id, deptId: own.dept.id, userType: 1 });
    expect(body).not.toHaveProperty('password');
  });

  it("requires the tenant's password policy, the password twice alike, and toasts the refusal of a taken account", async () => {
    const own = await createOwnUser(token);
    const user = await renderPage();
    await user.click(buttonNamed('新增'));
    await screen.findByRole('dialog');
    await fill(user, field('请输入登录账号'), String(own.user.account));
    await fill(user, field('请输入密码'), 'one');
    fireEvent.blur(field('请输入密码'));
    expect(await within(dialog()).findByText('密码长度不能少于8位')).toBeInTheDocument();
    await refill(user, field('请输入密码'), OWN_USER_PASSWORD);
    await fill(user, field('请输入确认密码'), 'two');
    fireEvent.blur(field('请输入确认密码'));
    expect(await within(dialog()).findByText('两次输入的密码不一致')).toBeInTheDocument();
    await refill(user, field('请输入确认密码'), OWN_USER_PASSWORD);
    await fill(user, field('请输入用户姓名'), '重名');
    await pick(user, dialog(), '所属角色', String(own.role.roleName), { search: true });
    await pick(user, dialog(), '所属部门', String(own.dept.deptName), { search: true });
    await user.click(okButton());

    expect(await screen.findByText('登录账号已存在')).toBeInTheDocument();
    expect(ctx.calls('POST', `${API}/submit`).map((c) => c.status)).toEqual([409]);
    expect(field('请输入登录账号')).toHaveValue(String(own.user.account));
  });

  it('resets the passwords of the checked users after asking (密码重置)', async () => {
    const own = await createOwnUser(token);
    const user = await renderPage();
    await searchFor(user, '请输入登录账号', String(own.user.account), 1);
    await checkRow(user, String(own.user.account));
    await user.click(buttonNamed('密码重置'));
    await screen.findByText('确定将选择账号密码重置为初始密码?');
    await user.click(within(dialog()).getByRole('button', { name: spaced('确定') }));

    expect(await screen.findByText('操作成功!')).toBeInTheDocument();
    expect(ctx.calls('POST', `${API}/reset-password`).map((c) => c.query)).toEqual([{ userIds: own.user.id }]);
  });

  it('warns 请选择至少一条数据 when 角色配置, 密码重置 or 账号解锁 has no user checked', async () => {
    const user = await renderPage();
    for (const label of ['角色配置', '密码重置', '账号解锁']) {
      await user.click(buttonNamed(label));
      await waitFor(() => expect(screen.getAllByText('请选择至少一条数据').length).toBeGreaterThan(0));
    }
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(ctx.seen.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('grants roles to the checked users (角色配置) with user/grant?userIds=&roleIds=', async () => {
    const own = await createOwnUser(token);
    const other = await createOwnUser(token);
    const user = await renderPage();
    await searchFor(user, '请输入登录账号', String(own.user.account), 1);
    await checkRow(user, String(own.user.account));
    await user.click(buttonNamed('角色配置'));
    await screen.findByRole('dialog');
    await user.click(okButton());
    expect(await within(dialog()).findByText('请选择角色')).toBeInTheDocument();
    await pick(user, dialog(), '所属角色', String(other.role.roleName), { search: true });
    await user.click(okButton());

    expect(await screen.findByText('操作成功!')).toBeInTheDocument();
    expect(ctx.calls('POST', `${API}/grant`).map((c) => c.query)).toEqual([{ userIds: own.user.id, roleIds: other.role.id }]);
    await waitFor(() => expect(cellOf(String(own.user.account), '所属角色')).toHaveTextContent(String(other.role.roleName)));
  });

  it('keeps extension data per platform (平台配置)', async () => {
    const own = await createOwnUser(token);
    const user = await renderPage();
    await searchFor(user, '请输入登录账号', String(own.user.account), 1);
    await user.click(buttonNamed('平台配置', rowOf(String(own.user.account))));
    await screen.findByRole('dialog');
    await waitFor(() => expect(ctx.calls('GET', `${API}/platform-detail`)).toHaveLength(1));
    await pick(user, dialog(), '用户平台', 'APP');
    await fill(user, await within(dialog()).findByPlaceholderText('请输入用户拓展'), '{"device":"pad"}');
    await user.click(okButton());

    expect(await screen.findByText('操作成功!')).toBeInTheDocument();
    expect(ctx.calls('POST', `${API}/update-platform`)[0].body).toEqual({ userId: own.user.id, userType: '2', userExt: '{"device":"pad"}' });
  });
});
