import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { clickButton, dialog, rowButton, searchFor, tableLoaded } from '@/components/crud/test-utils/queries';
import { renderWithProviders } from '@/components/crud/test-utils/render';
import { field, fill, okButton, refill } from '@/components/crud/test-utils/form';
import { signInAs, useRealApi } from '@/test/real-api';
import { ACCOUNTS, createRow, uniqueTag } from '@/test/server-api';
import { chooseMenu, menuIdOf } from '../scope-menu/test-utils';
import ApiScopePage from './index';

const API = '/blade-system/api-scope';
const ctx = useRealApi();
let token: string;
let paramMenuId: string;

beforeAll(async () => {
  token = (await signInAs(ACCOUNTS.platformAdmin)).access_token;
  paramMenuId = await menuIdOf(token, '参数管理');
});

async function renderPage() {
  const user = userEvent.setup();
  renderWithProviders(<ApiScopePage />);
  await tableLoaded();
  return user;
}

async function fillNew(user: ReturnType<typeof userEvent.setup>, name: string, path: string) {
  await clickButton(user, '新增');
  await screen.findByRole('dialog');
  await fill(user, field('请输入权限名称'), name);
  await fill(user, field('请输入权限编号'), `api_${uniqueTag()}`);
  await fill(user, field('请输入接口地址'), path);
}

describe('API scope page', () => {
  it('adds a "METHOD /api/route" scope to the menu chosen in the tree', async () => {
    const user = await renderPage();
    await chooseMenu(user, '系统管理', '参数管理');
    const name = `参数列表${uniqueTag()}`;
    await fillNew(user, name, 'GET /api/blade-system/param/list');
    await user.click(okButton());

    expect(await screen.findByText('新增成功')).toBeInTheDocument();
    expect(ctx.calls('POST', `${API}/submit`)[0].body).toMatchObject({ menuId: paramMenuId, scopeName: name, scopePath: 'GET /api/blade-system/param/list', scopeType: '2' });
    await searchFor(user, '请输入权限名称', name, 1);
    expect(screen.getByText('业务接口')).toBeInTheDocument();
  });

  it('refuses a path outside /api with the schema message, sending nothing', async () => {
    const user = await renderPage();
    await chooseMenu(user, '系统管理', '参数管理');
    await fillNew(user, `坏地址${uniqueTag()}`, 'FETCH blade-system/param');
    fireEvent.blur(field('请输入接口地址'));
    expect(await within(dialog()).findByText('接口地址须为“方法 /api/路径”或“/api/路径”')).toBeInTheDocument();
    await user.click(okButton());
    expect(ctx.calls('POST', `${API}/submit`)).toHaveLength(0);
  });

  it('edits a scope listed without a chosen menu, keeping its menu', async () => {
    const row = await createRow(token, API, { menuId: paramMenuId, scopeName: `编辑${uniqueTag()}`, resourceCode: `edit_${uniqueTag()}`, scopePath: '/api/blade-system/param/detail', scopeType: 1 });
    const user = await renderPage();
    await searchFor(user, '请输入权限名称', String(row.scopeName), 1);
    await user.click(rowButton(String(row.scopeName), '编辑'));
    await waitFor(() => expect(field('请输入接口地址')).toHaveValue('/api/blade-system/param/detail'));
    await refill(user, field('请输入接口地址'), 'POST /api/blade-system/param/submit');
    await user.click(okButton());

    expect(await screen.findByText('更新成功')).toBeInTheDocument();
    expect(ctx.calls('POST', `${API}/submit`)[0].body).toMatchObject({ id: row.id, version: row.version, menuId: paramMenuId, scopePath: 'POST /api/blade-system/param/submit', scopeType: 1 });
  });
});
