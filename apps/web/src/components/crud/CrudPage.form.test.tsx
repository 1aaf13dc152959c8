import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { paramConfig } from '@/modules/system/param/config';
import { signInAs, useRealApi } from '@/test/real-api';
import { ACCOUNTS, createParams, uniqueTag } from '@/test/server-api';
import { CrudPage } from './CrudPage';
import { dialog, listLoaded, rowButton, searchFor, spaced } from './test-utils/queries';
import { renderWithProviders } from './test-utils/render';
import { fill, refill } from '@/components/crud/test-utils/form';

const API = paramConfig.api;
const ctx = useRealApi();
let token: string;

beforeAll(async () => {
  token = (await signInAs(ACCOUNTS.platformAdmin)).access_token;
});

/** The page narrowed to this test's own rows (`count` of them, possibly none yet). */
async function renderOwnRows(count: number) {
  const prefix = `表单${uniqueTag()}`;
  const rows = await createParams(token, prefix, count);
  const user = userEvent.setup();
  renderWithProviders(<CrudPage config={paramConfig} />);
  await listLoaded();
  await searchFor(user, '请输入参数名称', prefix, count);
  return { user, prefix, rows };
}

async function openAdd() {
  const user = userEvent.setup();
  renderWithProviders(<CrudPage config={paramConfig} />);
  await listLoaded();
  await user.click(screen.getByRole('button', { name: spaced('新增') }));
  await screen.findByRole('dialog');
  return user;
}

const field = (placeholder: string) => within(dialog()).getByPlaceholderText(placeholder);
const okButton = () => within(dialog()).getByRole('button', { name: spaced('确定') });

// antd renders slowly under happy-dom; these walk through dialogs and refetches.
describe('CrudPage: add, edit and view dialog', () => {
  it('shows the required messages of the schema when a field is left empty (on blur)', async () => {
    const user = await openAdd();
    expect(within(dialog()).queryByText('请输入参数名称')).not.toBeInTheDocument();
    fireEvent.blur(field('请输入参数名称'));
    expect(await within(dialog()).findByText('请输入参数名称')).toBeInTheDocument();
    fireEvent.blur(field('请输入参数键名'));
    expect(await within(dialog()).findByText('请输入参数键名')).toBeInTheDocument();
    fireEvent.blur(field('请输入参数键值'));
    expect(await within(dialog()).findByText('请输入参数键值')).toBeInTheDocument();
    // Not required by the schema, so leaving it empty says nothing.
    fireEvent.blur(field('请输入备注'));
    await waitFor(() => expect(dialog().querySelectorAll('.ant-form-item-explain-error')).toHaveLength(3));

    await fill(user, field('请输入参数名称'), '站点名称');
    fireEvent.blur(field('请输入参数名称'));
    await waitFor(() => expect(within(dialog()).queryByText('请输入参数名称')).not.toBeInTheDocument());
    expect(ctx.calls('POST', `${API}/submit`)).toHaveLength(0);
  });

  it('does not submit an incomplete form', async () => {
    const user = await openAdd();
    await user.click(okButton());
    expect(await within(dialog()).findByText('请输入参数键值')).toBeInTheDocument();
    expect(ctx.calls('POST', `${API}/submit`)).toHaveLength(0);
  });

  it('adds a record without id and toasts 新增成功', async () => {
    const { user, prefix } = await renderOwnRows(0);
    await user.click(screen.getByRole('button', { name: spaced('新增') }));
    await screen.findByRole('dialog');
    await fill(user, field('请输入参数名称'), `${prefix}-站点名称`);
    await fill(user, field('请输入参数键名'), `site.${prefix}`);
    await fill(user, field('请输入参数键值'), 'Beree');
    await user.click(okButton());

    expect(await screen.findByText('新增成功')).toBeInTheDocument();
    const [call] = ctx.calls('POST', `${API}/submit`);
    expect(call.body).toEqual({ paramName: `${prefix}-站点名称`, paramKey: `site.${prefix}`, paramValue: 'Beree' });
    await waitFor(() => expect(screen.getByText('共 1 条')).toBeInTheDocument());
    expect(screen.getByText(`site.${prefix}`)).toBeInTheDocument();
  });

  it('loads the record for edit and sends its id and version back; toasts 更新成功', async () => {
    const { user, prefix, rows } = await renderOwnRows(1);
    const [row] = rows;
    await user.click(rowButton(`${prefix}-01`, '编辑'));
    await waitFor(() => expect(field('请输入参数名称')).toHaveValue(`${prefix}-01`));
    expect(ctx.calls('GET', `${API}/detail`).map((c) => c.query)).toEqual([{ id: row.id }]);

    await refill(user, field('请输入参数键值'), 'changed');
    await user.click(okButton());

    expect(await screen.findByText('更新成功')).toBeInTheDocument();
    const [call] = ctx.calls('POST', `${API}/submit`);
    expect(call.body).toEqual({ id: row.id, version: 1, paramName: row.paramName, paramKey: row.paramKey, paramValue: 'changed', remark: row.remark });
    await waitFor(() => expect(screen.getByText('changed')).toBeInTheDocument());
  });

  it('shows a record read-only in view, with no way to submit and nothing that invites input', async () => {
    const { user, prefix } = await renderOwnRows(1);
    await user.click(rowButton(`${prefix}-01`, '查看'));
    const name = () => within(dialog()).getByLabelText('参数名称');
    await waitFor(() => expect(name()).toHaveValue(`${prefix}-01`));
    expect(name()).toBeDisabled();
    expect(within(dialog()).getByLabelText('参数键值')).toBeDisabled();
    // No required marks and no "请输入…": the fields read as values, not as a form to fill in.
    expect(dialog().querySelectorAll('.ant-form-item-required')).toHaveLength(0);
    const placeholders = [...dialog().querySelectorAll('[placeholder]')].map((e) => e.getAttribute('placeholder')).filter(Boolean);
    expect(placeholders).toEqual([]);
    const footer = dialog().querySelector('.ant-modal-footer') as HTMLElement;
    expect(within(footer).getAllByRole('button').map((button) => button.textContent)).toEqual(['关 闭']);
  });

  it('marks the required fields of the edit dialog and says what to enter', async () => {
    const { user, prefix } = await renderOwnRows(1);
    await user.click(rowButton(`${prefix}-01`, '编辑'));
    await waitFor(() => expect(field('请输入参数名称')).toHaveValue(`${prefix}-01`));
    const marked = [...dialog().querySelectorAll('.ant-form-item-required')].map((e) => e.textContent);
    expect(marked).toEqual(['参数名称', '参数键名', '参数键值']);
  });
});
