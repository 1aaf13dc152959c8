import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { addDays, lineAmount, shanghaiToday } from '@beree/contracts';
import { cellOf, clickButton, dialog, rowOf, searchFor, spaced, tableLoaded } from '@/components/crud/test-utils/queries';
import { renderWithProviders } from '@/components/crud/test-utils/render';
import { chooseOption, fill, formErrors, okButton } from '@/components/crud/test-utils/form';
import { signInAs, useRealApi } from '@/test/real-api';
import { apiData, requestTokens, type Account } from '@/test/server-api';
import IndentPage from './index';

const API = '/beree-scm/indent';
const ctx = useRealApi();

/** The demo hospital and its approved dealer (domain model §7). */
const HOSPITAL: Account = { tenantId: '100001', username: 'admin', password: 'admin' };
const DEALER: Account = { tenantId: '200001', username: 'admin', password: 'admin' };
const HOSPITAL_NAME = '云州市第一人民医院';
const DEALER_NAME = '浙江康链医疗供应链有限公司';

interface Item {
  id: string;
  productName: string;
  specification: string | null;
  model: string | null;
  unitPrice: string;
}

/** The hospital's default receiving address and a catalog item of the dealer in use. */
async function refs() {
  const { access_token: token } = await signInAs(HOSPITAL);
  const addresses = await apiData<{ records: { id: string; isDefault: boolean; warehouseName: string; address: string }[] }>('GET', '/beree-scm/hospital/address/list', token, { params: { size: 100 } });
  const items = await apiData<{ records: Item[] }>('GET', '/beree-scm/catalog/list', token, { params: { supplierTenantId_equal: DEALER.tenantId, useFlag_equal: 'USING', size: 1 } });
  return { token, address: addresses.records.find((a) => a.isDefault)!, item: items.records[0] };
}

/** An order of the hospital to the dealer, sent to it, made through the API. */
async function submittedOrder(remark: string): Promise<string> {
  const { token, address, item } = await refs();
  const order = await apiData<{ id: string; indentNo: string }>('POST', `${API}/submit`, token, {
    body: { supplierTenantId: DEALER.tenantId, orderType: 'NORMAL', receivingAddressId: address.id, remark, lines: [{ catalogItemId: item.id, qty: '4' }] },
  });
  await apiData('POST', `${API}/submit-review`, token, { params: { ids: order.id } });
  return order.indentNo;
}

const lineRow = (index: number) => dialog().querySelectorAll<HTMLElement>('.ant-table-tbody tr.ant-table-row')[index];

async function renderAs(account: Account) {
  await signInAs(account);
  const user = userEvent.setup();
  const view = renderWithProviders(<IndentPage />);
  await tableLoaded();
  return { user, view };
}

/** Clicks a row's link, then 确定 in the confirmation it opens. */
async function confirmRowAction(user: UserEvent, no: string, action: string) {
  await user.click(within(rowOf(no)).getByRole('button', { name: spaced(action) }));
  await user.click(await screen.findByRole('button', { name: spaced('确定') }));
}

describe('Purchase order page', () => {
  it('a hospital orders from its catalog with one supplier, delivered to its default address, sends the order and exports what it lists', async () => {
    const { address, item } = await refs();
    const { user } = await renderAs(HOSPITAL);
    await clickButton(user, '新增');
    await screen.findByRole('dialog');
    expect(within(dialog()).getByText('请先选择供应商')).toBeInTheDocument();
    await user.click(okButton());
    await waitFor(() => expect(formErrors()).toContain('请选择供应商'));

    await chooseOption(user, '供应商', DEALER_NAME);
    await waitFor(() => expect(within(dialog()).getByTitle(`${address.warehouseName} · ${address.address}`)).toBeInTheDocument());
    await clickButton(user, '添加明细');
    await fill(user, within(lineRow(0)).getAllByRole('combobox')[0], item.productName);
    const label = [item.productName, item.specification, item.model].filter(Boolean).join(' ');
    await user.click(await waitFor(() => screen.getAllByTitle(label).at(-1)!));
    const remark = `订单备注${Date.now().toString(36)}`;
    await fill(user, within(lineRow(0)).getByPlaceholderText('数量'), '12');
    await fill(user, within(dialog()).getByPlaceholderText('请输入备注'), remark);
    const amount = lineAmount('12', item.unitPrice);
    await waitFor(() => expect(within(dialog()).getByText(`合计：${amount.replace(/\B(?=(\d{3})+(?!\d))/g, ',')} 元`)).toBeInTheDocument());
    await user.click(okButton());
    expect(await screen.findByText('新增成功')).toBeInTheDocument();
    const sent = ctx.calls('POST', `${API}/submit`).at(-1);
    expect(sent?.body).toEqual({ supplierTenantId: DEALER.tenantId, orderType: 'NORMAL', urgent: false, receivingAddressId: address.id, remark, lines: [{ catalogItemId: item.id, qty: 12 }] });
    const no = (sent?.answer as { data: { indentNo: string } }).data.indentNo;

    await searchFor(user, '请输入订单号', no, 1);
    expect(cellOf(no, '状态')).toHaveTextContent('已保存');
    expect(cellOf(no, '供应商')).toHaveTextContent(DEALER_NAME);
    await confirmRowAction(user, no, '提交');
    await waitFor(() => expect(cellOf(no, '状态')).toHaveTextContent('待确认'));
    expect(within(rowOf(no)).queryByRole('button', { name: spaced('编辑') })).toBeNull();
    expect(within(rowOf(no)).getByRole('button', { name: spaced('作废') })).toBeInTheDocument();
    // Confirming is the supplier's: the hospital is offered no such link.
    expect(within(rowOf(no)).queryByRole('button', { name: spaced('确认') })).toBeNull();

    // 导出 saves what the list shows: the search goes along, the file is named after the list and the day.
    const objectUrl = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:orders');
    const saved = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    try {
      await clickButton(user, '导出');
      await waitFor(() => expect(objectUrl).toHaveBeenCalled());
      expect(ctx.calls('GET', `${API}/export`).at(-1)).toMatchObject({ status: 200, query: { indentNo: no } });
      expect((saved.mock.contexts[0] as HTMLAnchorElement).download).toMatch(/^采购订单-\d{8}\.xlsx$/);
    } finally {
      objectUrl.mockRestore();
      saved.mockRestore();
    }
  });

  it('ADR 0087: an order of implants is typed 普耗 with 植入 beside it, in the list and the detail; a plain one has no tag', async () => {
    const tag = Date.now().toString(36);
    const plain = await submittedOrder(`普通${tag}`);
    const { token, address } = await refs();
    const hips = await apiData<{ records: Item[] }>('GET', '/beree-scm/catalog/list', token, { params: { supplierTenantId_equal: DEALER.tenantId, useFlag_equal: 'USING', productName: '髋关节假体', size: 1 } });
    const implants = await apiData<{ id: string; indentNo: string }>('POST', `${API}/submit`, token, {
      body: { supplierTenantId: DEALER.tenantId, orderType: 'NORMAL', receivingAddressId: address.id, lines: [{ catalogItemId: hips.records[0].id, qty: '1' }] },
    });
    await apiData('POST', `${API}/submit-review`, token, { params: { ids: implants.id } });
    const { user } = await renderAs(DEALER);
    await searchFor(user, '请输入订单号', implants.indentNo, 1);
    expect(cellOf(implants.indentNo, '订单类型')).toHaveTextContent(/^普耗植入$/);
    await user.click(within(rowOf(implants.indentNo)).getByRole('button', { name: spaced('查看') }));
    const viewing = (await screen.findByText('采购订单详情')).closest('.ant-modal') as HTMLElement;
    expect(await within(viewing).findByText('植入')).toBeInTheDocument();
    await user.click(within(viewing).getAllByRole('button', { name: spaced('关闭') }).at(-1)!);
    await searchFor(user, '请输入订单号', plain, 1);
    expect(cellOf(plain, '订单类型')).toHaveTextContent(/^普耗$/);
  });

  it('the supplier declines one order with a reason and confirms another, which the hospital can then still cancel', async () => {
    const tag = Date.now().toString(36);
    const declined = await submittedOrder(`拒绝${tag}`);
    const confirmed = await submittedOrder(`确认${tag}`);
    const { user, view } = await renderAs(DEALER);
    await searchFor(user, '请输入订单号', declined, 1);
    expect(cellOf(declined, '医院')).toHaveTextContent(HOSPITAL_NAME);
    expect(within(rowOf(declined)).queryByRole('button', { name: spaced('作废') })).toBeNull();
    await user.click(within(rowOf(declined)).getByRole('button', { name: spaced('拒绝') }));
    const asking = (await screen.findByText('拒绝原因')).closest('.ant-modal') as HTMLElement;
    await user.click(within(asking).getByRole('button', { name: spaced('确定') }));
    await waitFor(() => expect(within(asking).getByText('请填写拒绝原因')).toBeInTheDocument());
    await fill(user, within(asking).getByPlaceholderText('请输入拒绝原因'), '该规格暂时缺货');
    await user.click(within(asking).getByRole('button', { name: spaced('确定') }));
    await waitFor(() => expect(cellOf(declined, '状态')).toHaveTextContent('已拒绝'));

    await searchFor(user, '请输入订单号', confirmed, 1);
    await confirmRowAction(user, confirmed, '确认');
    await waitFor(() => expect(cellOf(confirmed, '状态')).toHaveTextContent('已确认'));
    view.unmount();

    const hospital = await renderAs(HOSPITAL);
    await searchFor(hospital.user, '请输入订单号', declined, 1);
    // A declined order is the hospital's to change again; the reason shows in its history.
    expect(within(rowOf(declined)).getByRole('button', { name: spaced('编辑') })).toBeInTheDocument();
    await hospital.user.click(within(rowOf(declined)).getByRole('button', { name: spaced('查看') }));
    const viewing = (await screen.findByText('采购订单详情')).closest('.ant-modal') as HTMLElement;
    expect(await within(viewing).findAllByText('该规格暂时缺货')).not.toHaveLength(0);
    await hospital.user.click(within(viewing).getAllByRole('button', { name: spaced('关闭') }).at(-1)!);

    await searchFor(hospital.user, '请输入订单号', confirmed, 1);
    await confirmRowAction(hospital.user, confirmed, '作废');
    await waitFor(() => expect(cellOf(confirmed, '状态')).toHaveTextContent('已作废'));
  });

  it('the supplier confirms checked orders at once: each row goes on its own, and one confirmed meanwhile is named with the refusal', async () => {
    const tag = Date.now().toString(36);
    const first = await submittedOrder(`批量一${tag}`);
    const second = await submittedOrder(`批量二${tag}`);
    const { user } = await renderAs(DEALER);
    for (const no of [first, second]) await user.click(within(await waitFor(() => rowOf(no))).getByRole('checkbox'));
    // Someone else at the dealer confirms the first in the meantime.
    const { access_token: dealer } = await requestTokens(DEALER);
    const order = (await apiData<{ records: { id: string }[] }>('GET', `${API}/list`, dealer, { params: { indentNo: first } })).records[0];
    await apiData('POST', `${API}/confirm`, dealer, { params: { ids: order.id } });

    await user.click(screen.getByRole('button', { name: /批量确认（2）/ }));
    await user.click(await screen.findByRole('button', { name: spaced('确定') }));
    // antd repeats a confirm's title for screen readers: the visible one is the dialog's.
    const title = (await screen.findAllByText('完成 1 张，未完成 1 张')).find((e) => e.classList.contains('ant-modal-confirm-title'))!;
    const result = title.closest('.ant-modal') as HTMLElement;
    const outcome = (no: string) => within(result).getByText(no).closest('li') as HTMLElement;
    expect(outcome(second)).toHaveTextContent('已完成');
    expect(outcome(first)).not.toHaveTextContent('已完成');
    await user.click(within(result).getByRole('button', { name: '知道了' }));
    // The list is read again: its row (not the closing dialog's line) shows the new state.
    const tableRow = (no: string) => screen.getAllByText(no).map((e) => e.closest('tr')).find(Boolean)!;
    await waitFor(() => expect(tableRow(second)).toHaveTextContent('已确认'));
  });

  it('the supplier ships a confirmed order from its row: the note starts with its hospital and open lines', async () => {
    const no = await submittedOrder(`发货${Date.now().toString(36)}`);
    const { access_token: dealer } = await signInAs(DEALER);
    const order = (await apiData<{ records: { id: string }[] }>('GET', `${API}/list`, dealer, { params: { indentNo: no } })).records[0];
    await apiData('POST', `${API}/confirm`, dealer, { params: { ids: order.id } });
    const lineId = (await apiData<{ lines: { id: string }[] }>('GET', `${API}/detail`, dealer, { params: { id: order.id } })).lines[0].id;

    const { user } = await renderAs(DEALER);
    await searchFor(user, '请输入订单号', no, 1);
    await user.click(within(rowOf(no)).getByRole('button', { name: spaced('发货') }));
    const line = await waitFor(() => {
      const row = dialog().querySelectorAll<HTMLElement>('.ant-table-tbody tr.ant-table-row')[0];
      if (!row) throw new Error('no line yet');
      return row;
    });
    expect(within(dialog()).getByTitle(HOSPITAL_NAME)).toBeInTheDocument();
    expect(within(line).getByText(no)).toBeInTheDocument();
    const today = shanghaiToday();
    await fill(user, within(line).getByPlaceholderText('批号'), 'B2612');
    for (const [placeholder, date] of [['生产日期', addDays(today, -20)], ['有效期至', addDays(today, 700)]]) {
      await fill(user, within(line).getByPlaceholderText(placeholder), date);
      await user.keyboard('{Enter}');
    }
    await user.click(okButton());
    expect(await screen.findByText('新增成功')).toBeInTheDocument();
    expect(ctx.calls('POST', '/beree-scm/delivery/submit').at(-1)?.body).toMatchObject({
      hospitalTenantId: HOSPITAL.tenantId,
      deliveryType: 'NORMAL',
      lines: [{ indentLineId: lineId, qty: 4, batchNo: 'B2612' }],
    });
  });
});
