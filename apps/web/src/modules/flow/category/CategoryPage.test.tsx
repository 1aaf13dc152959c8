import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { field, fill, formItem, okButton } from '@/components/crud/test-utils/form';
import { bodyRows, expandRow, listLoaded, rowButton, searchFor } from '@/components/crud/test-utils/queries';
import { renderWithProviders } from '@/components/crud/test-utils/render';
import { signInAs, useRealApi } from '@/test/real-api';
import { ACCOUNTS, apiData, uniqueTag } from '@/test/server-api';
import CategoryPage from './index';

const API = '/blade-workflow/design/category';
const ctx = useRealApi();
let token: string;

beforeAll(async () => {
  token = (await signInAs(ACCOUNTS.hospitalAdmin)).access_token;
});

describe('流程分类', () => {
  it('adds a sub-category from its parent row; the top level lists only top categories and the child opens under its parent', async () => {
    const tag = uniqueTag();
    const parent = await apiData<{ id: string }>('POST', `${API}/submit`, token, { body: { name: `采购${tag}`, code: `p${tag}` } });
    const user = userEvent.setup();
    renderWithProviders(<CategoryPage />);
    await listLoaded();
    await searchFor(user, '请输入分类名称', tag, 1);
    await user.click(rowButton(`采购${tag}`, '新增子项'));
    await screen.findByRole('dialog');
    await waitFor(() => expect(formItem('上级分类')).toHaveTextContent(`采购${tag}`));
    await fill(user, field('请输入分类名称'), `设备${tag}`);
    await user.click(okButton());
    expect(await screen.findByText('新增成功')).toBeInTheDocument();
    expect(ctx.calls('POST', `${API}/submit`)[0].body).toMatchObject({ parentId: parent.id, name: `设备${tag}` });

    // Still one top row: the new category sits under its parent.
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
    await expandRow(user, `采购${tag}`);
    expect(await screen.findByText(`设备${tag}`)).toBeInTheDocument();
    expect(bodyRows()).toHaveLength(2);
  });
});
