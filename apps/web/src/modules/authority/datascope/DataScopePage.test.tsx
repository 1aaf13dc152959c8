import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { clickButton, dialog, pick, searchFor, tableLoaded } from '@/components/crud/test-utils/queries';
import { renderWithProviders } from '@/components/crud/test-utils/render';
import { field, fill, okButton } from '@/components/crud/test-utils/form';
import { signInAs, useRealApi } from '@/test/real-api';
import { ACCOUNTS, uniqueTag } from '@/test/server-api';
import { chooseMenu, menuIdOf } from '../scope-menu/test-utils';
import DataScopePage from './index';

const API = '/blade-system/data-scope';
const ctx = useRealApi();
let paramMenuId: string;

beforeAll(async () => {
  const { access_token } = await signInAs(ACCOUNTS.platformAdmin);
  paramMenuId = await menuIdOf(access_token, '参数管理');
});

async function renderPage() {
  const user = userEvent.setup();
  renderWithProviders(<DataScopePage />);
  await tableLoaded();
  return user;
}

describe('Data scope page', () => {
  it('lists the scopes of the menu chosen in the tree and adds a custom rule to it', async () => {
    const user = await renderPage();
    await chooseMenu(user, '系统管理', '参数管理');
    await waitFor(() => expect(ctx.calls('GET', `${API}/list`).at(-1)?.query).toMatchObject({ menuId: paramMenuId }));

    const name = `本人参数${uniqueTag()}`;
    await clickButton(user, '新增');
    await screen.findByRole('dialog');
    expect(field('请输入权限字段')).toHaveValue('create_dept');
    await fill(user, field('请输入权限名称'), name);
    await fill(user, field('请输入权限编号'), `param_own_${uniqueTag()}`);
    await pick(user, dialog(), '规则类型', '自定义');
    await user.click(field('请输入自定义规则'));
    await user.paste('{"column":"createUser","operator":"eq","value":"${userId}"}');
    await user.click(okButton());

    expect(await screen.findByText('新增成功')).toBeInTheDocument();
    expect(ctx.calls('POST', `${API}/submit`)[0].body).toMatchObject({
      menuId: paramMenuId,
      scopeName: name,
      scopeColumn: 'create_dept',
      scopeType: '5',
      scopeValue: '{"column":"createUser","operator":"eq","value":"${userId}"}',
    });
    await searchFor(user, '请输入权限名称', name, 1);
    expect(ctx.calls('GET', `${API}/list`).at(-1)?.query).toMatchObject({ menuId: paramMenuId, scopeName: name });
    expect(screen.getByText('自定义')).toBeInTheDocument();
  });

  it('asks for a menu before adding (请选择所属菜单)', async () => {
    const user = await renderPage();
    await clickButton(user, '新增');
    expect(await screen.findByText('请选择所属菜单')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('refuses a custom rule that is not a well-formed JSON rule, sending nothing', async () => {
    const user = await renderPage();
    await chooseMenu(user, '系统管理', '参数管理');
    await clickButton(user, '新增');
    await screen.findByRole('dialog');
    await pick(user, dialog(), '规则类型', '自定义');
    fireEvent.blur(field('请输入自定义规则'));
    expect(await within(dialog()).findByText('请输入自定义规则')).toBeInTheDocument();
    await fill(user, field('请输入自定义规则'), 'create_user = 1');
    fireEvent.blur(field('请输入自定义规则'));
    expect(await within(dialog()).findByText(/^自定义规则须为/)).toBeInTheDocument();
    await user.click(okButton());
    expect(ctx.calls('POST', `${API}/submit`)).toHaveLength(0);
  });
});
