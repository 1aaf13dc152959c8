import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { chooseOption, field, fill, formErrors, formItem, okButton } from '@/components/crud/test-utils/form';
import { cellOf, expandRow, listLoaded, rowButton, rowOf, searchFor, spaced } from '@/components/crud/test-utils/queries';
import { renderWithProviders } from '@/components/crud/test-utils/render';
import { signInAs, useRealApi } from '@/test/real-api';
import { ACCOUNTS, createRow, uniqueTag } from '@/test/server-api';
import MenuPage from './index';

const API = '/blade-system/menu';
const ctx = useRealApi();
let token: string;

beforeAll(async () => {
  token = (await signInAs(ACCOUNTS.platformAdmin)).access_token;
});

/**
 * A top-level menu of this test's own, shown alone by its unique name. Platform-only and sorted
 * last, so no tenant's grants and no other test's "first menu" change because of it.
 */
async function renderOwnMenu() {
  const tag = uniqueTag();
  const menu = await createRow(token, API, { name: `报表${tag}`, code: `m_${tag}`, alias: 'menu', path: `/m${tag}`, category: 1, sort: 9999, platformOnly: 1 });
  const user = userEvent.setup();
  renderWithProviders(<MenuPage />);
  await listLoaded();
  await searchFor(user, '请输入菜单名称', tag, 1);
  return { user, tag, menu, name: String(menu.name) };
}

describe('Menu page', () => {
  it('adds a button under a menu; it shows nested as 按钮 and takes no children itself', async () => {
    const { user, tag, menu, name } = await renderOwnMenu();
    expect(cellOf(name, '菜单类型')).toHaveTextContent('菜单');
    await user.click(rowButton(name, '新增子项'));
    await screen.findByRole('dialog');
    await waitFor(() => expect(formItem('上级菜单')).toHaveTextContent(name));
    await fill(user, field('请输入菜单名称'), `导出${tag}`);
    await fill(user, field('请输入菜单编号'), `m_${tag}_export`);
    await fill(user, field('请输入菜单别名'), 'export');
    await chooseOption(user, '菜单类型', '按钮');
    await chooseOption(user, '按钮功能', '操作栏');
    await fill(user, field('请输入菜单排序'), '1');
    await user.click(okButton());

    expect(await screen.findByText('新增成功')).toBeInTheDocument();
    expect(ctx.calls('POST', `${API}/submit`)[0].body).toEqual({
      parentId: menu.id,
      name: `导出${tag}`,
      code: `m_${tag}_export`,
      alias: 'export',
      category: '2',
      action: '2',
      isOpen: 1,
      platformOnly: 0,
      sort: 1,
    });
    await expandRow(user, name);
    await screen.findByText(`导出${tag}`);
    expect(cellOf(`导出${tag}`, '菜单类型')).toHaveTextContent('按钮');
    expect(within(rowOf(`导出${tag}`)).queryByRole('button', { name: spaced('新增子项') })).not.toBeInTheDocument();
    expect(within(rowOf(`导出${tag}`)).getByRole('button', { name: spaced('编辑') })).toBeInTheDocument();
  });

  it('asks for name, code, alias and order; the category, function and window start as a plain menu', async () => {
    const { user } = await renderOwnMenu();
    await user.click(screen.getByRole('button', { name: spaced('新增') }));
    await screen.findByRole('dialog');
    expect(formItem('菜单类型')).toHaveTextContent('菜单');
    expect(formItem('新窗口')).toHaveTextContent('否');
    await user.click(okButton());
    await waitFor(() => expect(formErrors()).toEqual(['请输入菜单名称', '请输入菜单编号', '请输入菜单别名', '请输入菜单排序']));
    expect(ctx.calls('POST', `${API}/submit`)).toHaveLength(0);
  });

  it('toasts 菜单编号已存在 for a code another menu has', async () => {
    const { user, tag, menu } = await renderOwnMenu();
    await user.click(screen.getByRole('button', { name: spaced('新增') }));
    await screen.findByRole('dialog');
    await fill(user, field('请输入菜单名称'), `重复${tag}`);
    await fill(user, field('请输入菜单编号'), String(menu.code));
    await fill(user, field('请输入菜单别名'), 'menu');
    await fill(user, field('请输入菜单排序'), '9999');
    await user.click(okButton());
    expect(await screen.findByText('菜单编号已存在')).toBeInTheDocument();
    expect(ctx.calls('POST', `${API}/submit`).map((c) => c.status)).toEqual([409]);
  });
});
