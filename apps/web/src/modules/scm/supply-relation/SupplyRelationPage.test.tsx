import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { cellOf, clickButton, dialog, pick, rowOf, searchFor, spaced, tableLoaded } from '@/components/crud/test-utils/queries';
import { renderWithProviders } from '@/components/crud/test-utils/render';
import { field, fill, okButton } from '@/components/crud/test-utils/form';
import { signInAs, useRealApi } from '@/test/real-api';
import { ACCOUNTS, type Account } from '@/test/server-api';
import SupplyRelationPage from './index';

const API = '/beree-scm/supply-relation';
const ctx = useRealApi();

/** Demo parties (domain model §7). */
const MANUFACTURER: Account = { tenantId: '300001', username: 'admin', password: 'admin' };
const COUNTY_HOSPITAL: Account = { tenantId: '100003', username: 'admin', password: 'admin' };
const COUNTY = '临江县人民医院';
const MANUFACTURER_NAME = '苏州瑞禾医疗器械有限公司';
const DEALER_NAME = '云州和畅医疗器械有限公司';

async function renderAs(account: Account) {
  await signInAs(account);
  const user = userEvent.setup();
  const view = renderWithProviders(<SupplyRelationPage />);
  await tableLoaded();
  return { user, view };
}

const rowLink = (text: string, label: string) => within(rowOf(text)).queryByRole('button', { name: spaced(label) });

describe('Supply relation page', () => {
  it('a manufacturer applies to the county hospital from the directory, and the hospital approves it', async () => {
    const supplier = await renderAs(MANUFACTURER);
    let user = supplier.user;
    // A supplier works on applications: no reviewing buttons anywhere.
    expect(screen.queryByRole('button', { name: spaced('审核通过') })).toBeNull();
    await clickButton(user, '申请供货');
    await screen.findByRole('dialog');
    expect(within(dialog()).getByText('申请供货')).toBeInTheDocument();
    await pick(user, dialog(), '医院', COUNTY, { search: true });
    await fill(user, field('请输入供应商联系人'), '周工');
    await fill(user, field('请输入联系电话'), '13800001111');
    await fill(user, field('请输入申请说明'), '骨科耗材直供');
    await user.click(within(dialog()).getByRole('switch'));
    await user.click(okButton());
    expect(await screen.findByText('新增成功')).toBeInTheDocument();
    expect(ctx.calls('POST', `${API}/submit`).at(-1)?.body).toEqual({
      hospitalTenantId: '100003',
      manufacturerDirect: true,
      supplierContactName: '周工',
      supplierContactPhone: '13800001111',
      applyReason: '骨科耗材直供',
    });

    await searchFor(user, '请输入医院', COUNTY, 1);
    await waitFor(() => expect(cellOf(COUNTY, '供应状态')).toHaveTextContent('待审核'));
    expect(cellOf(COUNTY, '厂家直供')).toHaveTextContent('是');
    expect(rowLink(COUNTY, '修改')).not.toBeNull();
    expect(rowLink(COUNTY, '取消申请')).not.toBeNull();
    expect(rowLink(COUNTY, '解除')).toBeNull();
    expect(rowLink(COUNTY, '删除')).toBeNull();

    // The directory now shows the county hospital as taken.
    await clickButton(user, '申请供货');
    await screen.findByRole('dialog');
    await user.click(within(dialog()).getByLabelText('医院'));
    await fill(user, within(dialog()).getByLabelText('医院'), COUNTY);
    const option = await waitFor(() => {
      const hit = document.querySelector<HTMLElement>(`.ant-select-item-option[title="${COUNTY}"]`);
      expect(hit).not.toBeNull();
      return hit!;
    });
    expect(option).toHaveClass('ant-select-item-option-disabled');
    expect(within(option).getByText('待审核')).toBeInTheDocument();
    supplier.view.unmount();

    ({ user } = await renderAs(COUNTY_HOSPITAL));
    await searchFor(user, '请输入供应商', MANUFACTURER_NAME, 1);
    const name = MANUFACTURER_NAME;
    expect(rowLink(name, '修改')).toBeNull();
    expect(rowLink(name, '停用')).toBeNull();
    await user.click(rowLink(name, '审核通过')!);
    await screen.findByRole('dialog');
    await fill(user, field('请输入院内供应商编码'), 'GYS-0301');
    await user.click(okButton());
    expect(await screen.findByText('操作成功!')).toBeInTheDocument();
    expect(ctx.calls('POST', `${API}/approve`).at(-1)).toMatchObject({ query: { ids: expect.any(String) }, body: { hospitalSupplierCode: 'GYS-0301' } });
    await waitFor(() => expect(cellOf(name, '供应状态')).toHaveTextContent('已审核'));
    expect(cellOf(name, '审核时间').textContent).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(rowLink(name, '停用')).not.toBeNull();
    expect(rowLink(name, '审核通过')).toBeNull();

    // Both steps, oldest first, in the view.
    await user.click(rowLink(name, '查看')!);
    const view = await screen.findByRole('dialog');
    const steps = await within(view).findAllByTestId('history-entry');
    expect(steps.map((s) => s.textContent)).toEqual([expect.stringContaining('申请供货'), expect.stringContaining('审核通过')]);
    expect(within(view).getByText('GYS-0301')).toBeInTheDocument();
  });

  it('refuses to reject without a reason in the dialog, and rejects with one', async () => {
    const { user } = await renderAs(COUNTY_HOSPITAL);
    // The demo's dealer 200002 waits for the county hospital's review.
    await searchFor(user, '请输入供应商', DEALER_NAME, 1);
    const name = DEALER_NAME;
    await user.click(rowLink(name, '驳回')!);
    await screen.findByRole('dialog');
    await user.click(okButton());
    expect(await within(dialog()).findByText('请填写原因')).toBeInTheDocument();
    expect(ctx.calls('POST', `${API}/reject`)).toHaveLength(0);

    await fill(user, field('请输入原因'), '资质不全');
    await user.click(okButton());
    expect(await screen.findByText('操作成功!')).toBeInTheDocument();
    expect(ctx.calls('POST', `${API}/reject`).at(-1)?.body).toEqual({ reason: '资质不全' });
    await waitFor(() => expect(cellOf(name, '供应状态')).toHaveTextContent('已驳回'));
    expect(rowLink(name, '驳回')).toBeNull();
  });

  it('shows the platform every relation to read, with nothing to apply for or act on', async () => {
    await renderAs(ACCOUNTS.platformAdmin);
    // Every party's relations: the seven of the demo and those added above.
    const total = Number(/共 (\d+) 条/.exec(screen.getByText(/^共 \d+ 条$/).textContent!)![1]);
    expect(total).toBeGreaterThanOrEqual(7);
    expect(screen.queryByRole('button', { name: spaced('申请供货') })).toBeNull();
    for (const label of ['修改', '删除', '取消申请', '解除', '审核通过', '驳回', '停用', '恢复']) {
      expect(screen.queryAllByRole('button', { name: spaced(label) })).toHaveLength(0);
    }
    expect(screen.getAllByRole('button', { name: spaced('查看') })).toHaveLength(Math.min(total, 10));
  });
});
