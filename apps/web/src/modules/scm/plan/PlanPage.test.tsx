import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { lineAmount, sumAmounts } from '@beree/contracts';
import { cellOf, clickButton, dialog, rowOf, searchFor, spaced, tableLoaded } from '@/components/crud/test-utils/queries';
import { renderWithProviders } from '@/components/crud/test-utils/render';
import { chooseTreeNode, fill, formErrors, okButton } from '@/components/crud/test-utils/form';
import { signInAs, useRealApi } from '@/test/real-api';
import { apiData, type Account } from '@/test/server-api';
import PlanPage from './index';

const API = '/beree-scm/plan';
const ctx = useRealApi();

/** The demo hospital and its approved dealer (domain model §7). */
const HOSPITAL: Account = { tenantId: '100001', username: 'admin', password: 'admin' };
const DEALER = '200001';

interface Item {
  id: string;
  productName: string;
  specification: string | null;
  model: string | null;
  supplierName: string;
  unitPrice: string;
}

/** The hospital's first department, and two catalog items of the dealer in use. */
async function refs() {
  const { access_token: token } = await signInAs(HOSPITAL);
  const [department] = await apiData<{ id: string; title: string }[]>('GET', '/beree-scm/hospital/department/tree', token);
  const items = await apiData<{ records: Item[] }>('GET', '/beree-scm/catalog/list', token, { params: { supplierTenantId_equal: DEALER, useFlag_equal: 'USING', size: 2 } });
  return { token, department, items: items.records };
}

const lineRow = (index: number) => dialog().querySelectorAll<HTMLElement>('.ant-table-tbody tr.ant-table-row')[index];
const label = (item: Item) => [item.productName, item.specification, item.model, `· ${item.supplierName}`].filter(Boolean).join(' ');

async function renderPage() {
  await signInAs(HOSPITAL);
  const user = userEvent.setup();
  renderWithProviders(<PlanPage />);
  await tableLoaded();
  return user;
}

describe('Purchase plan page', () => {
  it('a hospital drafts a monthly plan from its catalog: the amounts follow to the cent, and the plan is listed', async () => {
    const { department, items } = await refs();
    const [a, b] = items;
    const user = await renderPage();
    await clickButton(user, '新增');
    await screen.findByRole('dialog');
    await user.click(okButton());
    await waitFor(() => expect(formErrors()).toEqual(expect.arrayContaining(['月度计划请填写计划月份', '请选择申请科室'])));

    await fill(user, within(dialog()).getByLabelText('计划月份'), '2031-03');
    await user.keyboard('{Enter}');
    await chooseTreeNode(user, '申请科室', department.title);
    for (const [index, item] of [a, b].entries()) {
      await clickButton(user, '添加明细');
      await fill(user, within(lineRow(index)).getAllByRole('combobox')[0], item.productName);
      await user.click(await waitFor(() => screen.getAllByTitle(label(item)).at(-1)!));
      await fill(user, within(lineRow(index)).getByPlaceholderText('数量'), index === 0 ? '3' : '1.5');
    }
    await waitFor(() => expect(within(lineRow(1)).getByText(fmt(lineAmount('1.5', b.unitPrice)))).toBeInTheDocument());
    const total = sumAmounts([lineAmount('3', a.unitPrice), lineAmount('1.5', b.unitPrice)]);
    expect(within(dialog()).getByText(`合计：${fmt(total)} 元`)).toBeInTheDocument();
    await user.click(okButton());
    expect(await screen.findByText('新增成功')).toBeInTheDocument();
    expect(ctx.calls('POST', `${API}/submit`).at(-1)?.body).toEqual({
      planType: 'MONTH',
      planPeriod: '2031-03',
      departmentId: department.id,
      lines: [
        { catalogItemId: a.id, qty: 3 },
        { catalogItemId: b.id, qty: 1.5 },
      ],
    });
    await searchFor(user, '请输入计划月份', '2031-03', 1);
    const row = rowOf('2031-03');
    expect(within(row).getByText('已保存')).toBeInTheDocument();
    expect(within(row).getByText(fmt(total))).toBeInTheDocument();
  });

  it('a plan is submitted, rejected with a reason (asked for when left out), and can then be changed again', async () => {
    const { token, department, items } = await refs();
    const reason = `科室急需 ${Date.now().toString(36)}`;
    const { planNo: no } = await apiData<{ planNo: string }>('POST', `${API}/submit`, token, { body: { planType: 'TEMPORARY', departmentId: department.id, reason, lines: [{ catalogItemId: items[0].id, qty: '2' }] } });
    const user = await renderPage();
    await searchFor(user, '请输入计划单号', no, 1);
    expect(cellOf(no, '状态')).toHaveTextContent('已保存');
    expect(within(rowOf(no)).queryByRole('button', { name: spaced('审核通过') })).toBeNull();

    await user.click(within(rowOf(no)).getByRole('button', { name: spaced('提交审核') }));
    await user.click(await screen.findByRole('button', { name: spaced('确定') }));
    await waitFor(() => expect(cellOf(no, '状态')).toHaveTextContent('待审核'));
    expect(within(rowOf(no)).queryByRole('button', { name: spaced('编辑') })).toBeNull();

    await user.click(within(rowOf(no)).getByRole('button', { name: spaced('驳回') }));
    // Dialogs share their labelling: the reason's is the one holding its field.
    const asking = (await screen.findByText('驳回原因')).closest('.ant-modal') as HTMLElement;
    await user.click(within(asking).getByRole('button', { name: spaced('确定') }));
    await waitFor(() => expect(within(asking).getByText('请填写驳回原因')).toBeInTheDocument());
    await fill(user, within(asking).getByPlaceholderText('请输入驳回原因'), '数量超出科室月用量');
    await user.click(within(asking).getByRole('button', { name: spaced('确定') }));
    await waitFor(() => expect(cellOf(no, '状态')).toHaveTextContent('已驳回'));
    expect(ctx.calls('POST', `${API}/reject`).at(-1)).toMatchObject({ query: { ids: expect.any(String) }, body: { reason: '数量超出科室月用量' } });
    expect(within(rowOf(no)).getByRole('button', { name: spaced('编辑') })).toBeInTheDocument();

    await user.click(within(rowOf(no)).getByRole('button', { name: spaced('查看') }));
    const view = (await screen.findByText('采购计划详情')).closest('.ant-modal') as HTMLElement;
    expect(await within(view).findByText('数量超出科室月用量')).toBeInTheDocument();
    expect(within(view).getByText(items[0].productName)).toBeInTheDocument();
  });
});

/** "1234.50" as the screen shows it: 1,234.50. */
function fmt(amount: string) {
  const [int, frac] = amount.split('.');
  return `${int.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${frac}`;
}

