import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { chooseOption, field, fill, formErrors, formItem, okButton } from '@/components/crud/test-utils/form';
import { bodyRows, cellOf, dialog, expandRow, listLoaded, rowButton, searchFor, spaced } from '@/components/crud/test-utils/queries';
import { renderWithProviders } from '@/components/crud/test-utils/render';
import type { CrudRecord } from '@/components/crud/types';
import { signInAs, useRealApi } from '@/test/real-api';
import { ACCOUNTS, apiData, createRow, uniqueTag } from '@/test/server-api';
import DeptPage from './index';

const API = '/blade-system/dept';
const ctx = useRealApi();
let token: string;

beforeAll(async () => {
  token = (await signInAs(ACCOUNTS.hospitalAdmin)).access_token;
});

/** A department of this test's own, under the tenant's root, shown alone by searching its unique name. */
async function renderOwnDept() {
  const tag = uniqueTag();
  const dept = await createRow(token, API, { deptName: `科室${tag}`, fullName: `临床科室${tag}`, deptCategory: 2, sort: 1 });
  const user = userEvent.setup();
  renderWithProviders(<DeptPage />);
  await listLoaded();
  await searchFor(user, '请输入机构名称', tag, 1);
  return { user, tag, dept };
}

describe('Department page', () => {
  it('adds a sub-department from its parent row and shows it nested under the parent', async () => {
    const { user, tag, dept } = await renderOwnDept();
    expect(cellOf(String(dept.deptName), '机构类型')).toHaveTextContent('部门');
    await user.click(rowButton(String(dept.deptName), '新增子项'));
    await screen.findByRole('dialog');
    // The parent is chosen already, shown by its name.
    await waitFor(() => expect(formItem('上级机构')).toHaveTextContent(String(dept.deptName)));
    await fill(user, field('请输入机构名称'), `小组${tag}`);
    await fill(user, field('请输入机构全称'), `护理小组${tag}`);
    await chooseOption(user, '机构类型', '小组');
    await fill(user, field('请输入排序'), '1');
    await user.click(okButton());

    expect(await screen.findByText('新增成功')).toBeInTheDocument();
    expect(ctx.calls('POST', `${API}/submit`)[0].body).toEqual({
      parentId: dept.id,
      deptName: `小组${tag}`,
      fullName: `护理小组${tag}`,
      deptCategory: '3',
      sort: 1,
    });
    // Still one root: the new department sits under its parent.
    await expandRow(user, String(dept.deptName));
    expect(bodyRows()).toHaveLength(2);
    expect(await screen.findByText(`小组${tag}`)).toBeInTheDocument();
    expect(cellOf(`小组${tag}`, '机构类型')).toHaveTextContent('小组');
  });

  it('asks for the name, full name, category and order before saving', async () => {
    const { user, dept } = await renderOwnDept();
    await user.click(rowButton(String(dept.deptName), '新增子项'));
    await screen.findByRole('dialog');
    await user.click(okButton());
    await waitFor(() => expect(formErrors()).toEqual(['请输入机构名称', '请输入机构全称', '请选择机构类型', '请输入排序']));
    expect(ctx.calls('POST', `${API}/submit`)).toHaveLength(0);
  });

  it('refuses to delete a department that still has sub-departments: 请先删除下级机构', async () => {
    const { user, tag, dept } = await renderOwnDept();
    await createRow(token, API, { parentId: dept.id, deptName: `病区${tag}`, fullName: `病区${tag}`, deptCategory: 3, sort: 1 });
    await user.click(rowButton(String(dept.deptName), '删除'));
    await screen.findByText('确定将选择数据删除?');
    await user.click(within(dialog()).getByRole('button', { name: spaced('确定') }));

    expect(await screen.findByText('请先删除下级机构')).toBeInTheDocument();
    expect(ctx.calls('POST', `${API}/remove`).map((c) => [c.query.ids, c.status])).toEqual([[dept.id, 400]]);
    const found = await apiData<CrudRecord>('GET', `${API}/detail`, token, { params: { id: dept.id } });
    expect(found.deptName).toBe(dept.deptName);
  });
});
