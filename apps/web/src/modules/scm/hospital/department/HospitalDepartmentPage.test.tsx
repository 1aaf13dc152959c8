import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { chooseOption, field, fill, formItem, okButton, refill } from '@/components/crud/test-utils/form';
import { cellOf, expandRow, listLoaded, rowButton, searchFor } from '@/components/crud/test-utils/queries';
import { renderWithProviders } from '@/components/crud/test-utils/render';
import { signInAs, useRealApi } from '@/test/real-api';
import { ACCOUNTS, uniqueTag } from '@/test/server-api';
import HospitalDepartmentPage from './index';

const API = '/beree-scm/hospital/department';
const ctx = useRealApi();

beforeAll(async () => {
  await signInAs(ACCOUNTS.hospitalAdmin);
});

async function openPage() {
  const user = userEvent.setup();
  renderWithProviders(<HospitalDepartmentPage />);
  await listLoaded();
  return user;
}

describe('Hospital department page', () => {
  it("shows the demo hospital's departments as a tree, each kind by its label", async () => {
    const user = await openPage();
    expect(cellOf('中心库', '科室类型')).toHaveTextContent('库房');
    expect(cellOf('检验科', '科室类型')).toHaveTextContent('医技科室');
    await expandRow(user, '骨科');
    expect(await screen.findByText('脊柱外科')).toBeInTheDocument();
  });

  it('adds a sub-department from its parent row, and refuses a code already used', async () => {
    const user = await openPage();
    const tag = uniqueTag().toUpperCase();
    await user.click(rowButton('心内科', '新增子项'));
    await screen.findByRole('dialog');
    await waitFor(() => expect(formItem('上级科室')).toHaveTextContent('心内科'));
    await fill(user, field('请输入科室名称'), `心导管室${tag}`);
    await fill(user, field('请输入科室编码'), 'XNK');
    await chooseOption(user, '科室类型', '医技科室');
    await fill(user, field('请输入HIS编码'), 'D0202');
    await user.click(okButton());
    expect(await screen.findByText('科室编码已存在')).toBeInTheDocument();

    await refill(user, field('请输入科室编码'), `XDG${tag}`);
    await user.click(okButton());
    expect(await screen.findByText('新增成功')).toBeInTheDocument();
    expect(ctx.calls('POST', `${API}/submit`).at(-1)?.body).toMatchObject({ parentId: expect.any(String), name: `心导管室${tag}`, code: `XDG${tag}`, kind: 'MEDTECH', hisCode: 'D0202' });
    await searchFor(user, '请输入科室名称', `心导管室${tag}`, 1);
    expect(cellOf(`心导管室${tag}`, '科室类型')).toHaveTextContent('医技科室');
  });
});
