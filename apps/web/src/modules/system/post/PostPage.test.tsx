import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { chooseOption, field, fill, okButton } from '@/components/crud/test-utils/form';
import { cellOf, dialog, listLoaded, searchFor, searchForm, spaced } from '@/components/crud/test-utils/queries';
import { renderWithProviders } from '@/components/crud/test-utils/render';
import { signInAs, useRealApi } from '@/test/real-api';
import { ACCOUNTS, createRow, uniqueTag } from '@/test/server-api';
import PostPage from './index';

const API = '/blade-system/post';
const ctx = useRealApi();
let token: string;

/** Post codes are at most 12 characters; the tag's tail is what differs between calls. */
const uniqueCode = () => `P${uniqueTag().slice(-10)}`;

// The hospital administrator keeps the tenant's posts; one of them makes sure the list is never empty.
beforeAll(async () => {
  token = (await signInAs(ACCOUNTS.hospitalAdmin)).access_token;
  await createRow(token, API, { category: 1, postCode: uniqueCode(), postName: '院长', sort: 1 });
});

async function openAdd() {
  const user = userEvent.setup();
  renderWithProviders(<PostPage />);
  await listLoaded();
  await user.click(screen.getByRole('button', { name: spaced('新增') }));
  await screen.findByRole('dialog');
  return user;
}

describe('Post page', () => {
  it('adds a post with a category from post_category and lists it under the category label', async () => {
    const user = await openAdd();
    const code = uniqueCode();
    await chooseOption(user, '岗位类型', '中层');
    await fill(user, field('请输入岗位编号'), code);
    await fill(user, field('请输入岗位名称'), `采购主管${code}`);
    await fill(user, field('请输入岗位排序'), '3');
    await user.click(okButton());

    expect(await screen.findByText('新增成功')).toBeInTheDocument();
    expect(ctx.calls('POST', `${API}/submit`)[0].body).toEqual({ category: '2', postCode: code, postName: `采购主管${code}`, sort: 3 });
    await searchFor(user, '请输入岗位编号', code, 1);
    expect(cellOf(code, '岗位类型')).toHaveTextContent('中层');
    expect(within(searchForm()).getAllByRole('textbox').map((input) => input.getAttribute('placeholder'))).toEqual(['请输入岗位编号', '请输入岗位名称']);
  });

  it('asks for the category, code and name, and sends nothing incomplete', async () => {
    const user = await openAdd();
    fireEvent.blur(field('请输入岗位编号'));
    expect(await within(dialog()).findByText('请输入岗位编号')).toBeInTheDocument();
    await user.click(okButton());
    expect(await within(dialog()).findByText('请选择岗位类型')).toBeInTheDocument();
    expect(await within(dialog()).findByText('请输入岗位名称')).toBeInTheDocument();
    expect(ctx.calls('POST', `${API}/submit`)).toHaveLength(0);
  });

  it('toasts 岗位编号已存在 for a code the tenant already has, and keeps the dialog open', async () => {
    const taken = await createRow(token, API, { category: 1, postCode: uniqueCode(), postName: '院长', sort: 1 });
    const user = await openAdd();
    await chooseOption(user, '岗位类型', '高层');
    await fill(user, field('请输入岗位编号'), String(taken.postCode));
    await fill(user, field('请输入岗位名称'), '副院长');
    await fill(user, field('请输入岗位排序'), '2');
    await user.click(okButton());

    expect(await screen.findByText('岗位编号已存在')).toBeInTheDocument();
    expect(ctx.calls('POST', `${API}/submit`).map((c) => c.status)).toEqual([409]);
    await waitFor(() => expect(field('请输入岗位名称')).toHaveValue('副院长'));
  });
});
