import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { field, fill, okButton } from '@/components/crud/test-utils/form';
import { dialog, listLoaded, rowButton, searchFor, spaced } from '@/components/crud/test-utils/queries';
import { renderWithProviders } from '@/components/crud/test-utils/render';
import { signInAs, tokensOf, useRealApi } from '@/test/real-api';
import { ACCOUNTS, apiData, createRow, uniqueTag } from '@/test/server-api';
import type { GrantKeys, GrantNode, GrantTrees } from './grant-api';
import RolePage from './index';

const API = '/blade-system/role';
const ctx = useRealApi();
let token: string;
let menus: GrantNode[];

const find = (nodes: GrantNode[], title: string): GrantNode | undefined =>
  nodes.map((n) => (n.title === title ? n : find(n.children ?? [], title))).find(Boolean);
const idsUnder = (node: GrantNode): string[] => [node.id, ...(node.children ?? []).flatMap(idsUnder)];

beforeAll(async () => {
  token = (await signInAs(ACCOUNTS.hospitalAdmin)).access_token;
  menus = (await apiData<GrantTrees>('GET', '/blade-system/menu/grant-tree', token)).menu;
});

/** A role of this test's own (no user holds it, so granting it ends nobody's session), shown alone by its name. */
async function renderOwnRole() {
  const tag = uniqueTag();
  const role = await createRow(token, API, { roleName: `角色${tag}`, roleAlias: `alias${tag}`, sort: 1 });
  const user = userEvent.setup();
  renderWithProviders(<RolePage />);
  await listLoaded();
  await searchFor(user, '请输入角色名称', tag, 1);
  return { user, role, name: String(role.roleName) };
}

const treeNode = (title: string) => within(dialog()).getByTitle(title).closest('.ant-tree-treenode') as HTMLElement;
const isChecked = (title: string) => treeNode(title).classList.contains('ant-tree-treenode-checkbox-checked');
const isHalf = (title: string) => treeNode(title).querySelector('.ant-tree-checkbox-indeterminate') !== null;

describe('Role page', () => {
  it('grants the menus checked in 权限设置, with the menu group above them, through role/grant', async () => {
    const { user, role, name } = await renderOwnRole();
    await user.click(rowButton(name, '权限设置'));
    await within(await screen.findByRole('dialog')).findByTitle('参数管理');
    expect(ctx.calls('GET', '/blade-system/menu/role-tree-keys').map((c) => c.query)).toEqual([{ roleIds: role.id }]);
    expect(within(dialog()).getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['菜单权限', '数据权限', '接口权限']);
    await user.click(within(dialog()).getByTitle('参数管理'));
    await waitFor(() => expect(isChecked('参数管理')).toBe(true));
    expect(isHalf('系统管理')).toBe(true);
    await user.click(okButton());

    expect(await screen.findByText('操作成功!')).toBeInTheDocument();
    const param = find(menus, '参数管理')!;
    const [call] = ctx.calls('POST', `${API}/grant`);
    expect(call.body).toMatchObject({ roleIds: [role.id], dataScopeIds: [], apiScopeIds: [] });
    const expected = [...idsUnder(param), find(menus, '系统管理')!.id].sort();
    expect([...(call.body as { menuIds: string[] }).menuIds].sort()).toEqual(expected);
    const held = await apiData<GrantKeys>('GET', '/blade-system/menu/role-tree-keys', token, { params: { roleIds: role.id } });
    expect([...held.menu].sort()).toEqual(expected);
  });

  it('opens with what the role holds already checked', async () => {
    const { user, role, name } = await renderOwnRole();
    const dept = find(menus, '机构管理')!;
    await apiData('POST', `${API}/grant`, token, { body: { roleIds: [role.id], menuIds: [find(menus, '系统管理')!.id, ...idsUnder(dept)] } });
    await user.click(rowButton(name, '权限设置'));
    await within(await screen.findByRole('dialog')).findByTitle('机构管理');
    await waitFor(() => expect(isChecked('机构管理')).toBe(true));
    expect(isHalf('系统管理')).toBe(true);
    expect(isChecked('参数管理')).toBe(false);
  });

  it('saves only the scopes of a scope tree, not the menus that group them', async () => {
    // Scope definitions are the platform's; an "all rows" scope restricts nobody.
    const platform = (await tokensOf(ACCOUNTS.platformAdmin)).access_token;
    const scopeName = `全部岗位${uniqueTag()}`;
    const scope = await createRow(platform, '/blade-system/data-scope', {
      menuId: find(menus, '岗位管理')!.id,
      resourceCode: `post_all_${uniqueTag()}`,
      scopeName,
      scopeType: 1,
    });
    const { user, role, name } = await renderOwnRole();
    await user.click(rowButton(name, '权限设置'));
    await within(await screen.findByRole('dialog')).findByTitle('参数管理');
    await user.click(within(dialog()).getByRole('tab', { name: '数据权限' }));
    await user.click(await within(dialog()).findByTitle(scopeName));
    await user.click(okButton());

    expect(await screen.findByText('操作成功!')).toBeInTheDocument();
    expect(ctx.calls('POST', `${API}/grant`)[0].body).toEqual({ roleIds: [role.id], menuIds: [], dataScopeIds: [scope.id], apiScopeIds: [] });
  });

  it('warns 请选择至少一条数据 when 权限设置 is pressed with no role checked', async () => {
    const user = userEvent.setup();
    renderWithProviders(<RolePage />);
    await listLoaded();
    // The toolbar's button comes before the rows' own.
    await user.click(screen.getAllByRole('button', { name: spaced('权限设置') })[0]);
    expect(await screen.findByText('请选择至少一条数据')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('toasts 角色别名已存在 for an alias the tenant already uses', async () => {
    const { user, role } = await renderOwnRole();
    await user.click(screen.getByRole('button', { name: spaced('新增') }));
    await screen.findByRole('dialog');
    await fill(user, field('请输入角色名称'), `复制${role.roleName}`);
    await fill(user, field('请输入角色别名'), String(role.roleAlias));
    await fill(user, field('请输入角色排序'), '2');
    await user.click(okButton());
    expect(await screen.findByText('角色别名已存在')).toBeInTheDocument();
    expect(ctx.calls('POST', `${API}/submit`).map((c) => c.status)).toEqual([409]);
  });
});
