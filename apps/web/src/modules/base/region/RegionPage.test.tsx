import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { field, fill, okButton, refill } from '@/components/crud/test-utils/form';
import { cellOf, dialog, expandRow, listLoaded, rowButton, spaced } from '@/components/crud/test-utils/queries';
import { renderWithProviders } from '@/components/crud/test-utils/render';
import { signInAs, useRealApi } from '@/test/real-api';
import { ACCOUNTS, apiData, uniqueTag } from '@/test/server-api';
import RegionPage from './index';

const API = '/blade-system/region';
const ctx = useRealApi();
let token: string;

beforeAll(async () => {
  token = (await signInAs(ACCOUNTS.platformAdmin)).access_token;
  // The list shows the provinces; one of this file's own makes sure it is never empty.
  await addRegion({ code: uniqueCode(), parentCode: '00', name: `测试省${uniqueTag()}`, sort: -1 });
});

/** Division codes are digits; twelve random ones starting with 9 stay clear of the real GB/T 2260 codes. */
const uniqueCode = () => `9${String(Math.random()).slice(2, 13).padEnd(11, '0')}`;
const addRegion = (body: Record<string, unknown>) => apiData<Record<string, unknown>>('POST', `${API}/submit`, token, { body });

async function openPage() {
  const user = userEvent.setup();
  renderWithProviders(<RegionPage />);
  await listLoaded();
  return user;
}

describe('Region page', () => {
  it('adds a province and a city under it, read level by level through lazy-tree', async () => {
    const user = await openPage();
    expect(ctx.calls('GET', `${API}/lazy-tree`).map((c) => c.query)).toEqual([{ parentCode: '00' }]);
    const [code, name] = [uniqueCode(), `云州省${uniqueTag()}`];
    await user.click(screen.getByRole('button', { name: spaced('新增') }));
    await screen.findByRole('dialog');
    expect(field('请输入上级区划')).toHaveValue('00');
    expect(field('请输入上级区划')).toBeDisabled();
    await fill(user, field('请输入区划编号'), code);
    await fill(user, field('请输入区划名称'), name);
    await fill(user, field('请输入排序'), '-1');
    await user.click(okButton());
    expect(await screen.findByText('新增成功')).toBeInTheDocument();
    expect(ctx.calls('POST', `${API}/submit`)[0].body).toEqual({ code, parentCode: '00', name, sort: -1 });

    await user.click(await waitFor(() => rowButton(name, '新增子项')));
    await waitFor(() => expect(field('请输入上级区划')).toHaveValue(code));
    const cityCode = `${code.slice(0, 8)}0001`;
    await fill(user, field('请输入区划编号'), cityCode);
    await fill(user, field('请输入区划名称'), `${name}市`);
    await fill(user, field('请输入排序'), '1');
    await user.click(okButton());
    await waitFor(() => expect(screen.getAllByText('新增成功')).toHaveLength(2));

    // The province now has children: opening it reads them.
    await expandRow(user, name);
    await screen.findByText(`${name}市`);
    expect(ctx.calls('GET', `${API}/lazy-tree`).map((c) => c.query)).toContainEqual({ parentCode: code });
    expect(cellOf(name, '区划层级')).toHaveTextContent('省份');
    expect(cellOf(`${name}市`, '区划层级')).toHaveTextContent('地市');
  });

  it('renames a division by its code, which stays fixed', async () => {
    const code = uniqueCode();
    const name = `旧名${uniqueTag()}`;
    await addRegion({ code, parentCode: '00', name, sort: -1 });
    const user = await openPage();
    await user.click(await waitFor(() => rowButton(name, '编辑')));
    await waitFor(() => expect(field('请输入区划名称')).toHaveValue(name));
    expect(ctx.calls('GET', `${API}/detail`).map((c) => c.query)).toEqual([{ code }]);
    expect(field('请输入区划编号')).toBeDisabled();
    await refill(user, field('请输入区划名称'), `新${name}`);
    await user.click(okButton());
    expect(await screen.findByText('更新成功')).toBeInTheDocument();
    expect(ctx.calls('POST', `${API}/submit`)[0].body).toEqual({ code, parentCode: '00', name: `新${name}`, sort: -1, remark: null });
    expect(await screen.findByText(`新${name}`)).toBeInTheDocument();
  });

  it('checks the code as digits, and refuses to delete a division with sub-divisions: 请先删除下级区划', async () => {
    const code = uniqueCode();
    const name = `有下级${uniqueTag()}`;
    await addRegion({ code, parentCode: '00', name, sort: -1 });
    await addRegion({ code: `${code.slice(0, 8)}0001`, parentCode: code, name: `${name}市` });
    const user = await openPage();

    await user.click(screen.getByRole('button', { name: spaced('新增') }));
    await screen.findByRole('dialog');
    await fill(user, field('请输入区划编号'), 'A1');
    fireEvent.blur(field('请输入区划编号'));
    expect(await within(dialog()).findByText('区划编号须为 2 到 12 位数字')).toBeInTheDocument();
    await user.click(within(dialog()).getByRole('button', { name: spaced('取消') }));

    await user.click(await waitFor(() => rowButton(name, '删除')));
    await screen.findByText('确定将选择数据删除?');
    await user.click(within(dialog()).getByRole('button', { name: spaced('确定') }));
    expect(await screen.findByText('请先删除下级区划')).toBeInTheDocument();
    expect(ctx.calls('POST', `${API}/remove`).map((c) => [c.query, c.status])).toEqual([[{ id: code }, 400]]);
    // One division at a time: no check boxes, no batch delete.
    expect(screen.queryByRole('button', { name: spaced('批量删除') })).not.toBeInTheDocument();
  });
});
