import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { addDays, shanghaiToday } from '@beree/contracts';
import { cellOf, clickButton, dialog, pick, rowOf, searchFor, spaced, tableLoaded } from '@/components/crud/test-utils/queries';
import { renderWithProviders } from '@/components/crud/test-utils/render';
import { chooseOption, okButton } from '@/components/crud/test-utils/form';
import { signInAs, useRealApi } from '@/test/real-api';
import { apiData, type Account } from '@/test/server-api';
import DeliveryPage from './index';

const API = '/beree-scm/delivery';
const INDENT = '/beree-scm/indent';
const ctx = useRealApi();

/** The demo hospital and its approved dealer (domain model §7). */
const HOSPITAL: Account = { tenantId: '100001', username: 'admin', password: 'admin' };
const DEALER: Account = { tenantId: '200001', username: 'admin', password: 'admin' };
const HOSPITAL_NAME = '云州市第一人民医院';
const SWAB = '医用棉签';
const T = shanghaiToday();

/** A confirmed order of the hospital for `qty` swabs from the dealer, made through the API. */
async function confirmedOrder(qty: number): Promise<{ indentNo: string; lineId: string }> {
  const { access_token: hospital } = await signInAs(HOSPITAL);
  const addresses = await apiData<{ records: { id: string; isDefault: boolean }[] }>('GET', '/beree-scm/hospital/address/list', hospital, { params: { size: 100 } });
  const items = await apiData<{ records: { id: string }[] }>('GET', '/beree-scm/catalog/list', hospital, { params: { supplierTenantId_equal: DEALER.tenantId, useFlag_equal: 'USING', productName: SWAB, size: 1 } });
  const body = { supplierTenantId: DEALER.tenantId, orderType: 'NORMAL', receivingAddressId: addresses.records.find((a) => a.isDefault)!.id, lines: [{ catalogItemId: items.records[0].id, qty }] };
  const order = await apiData<{ id: string; indentNo: string; lines: { id: string }[] }>('POST', `${INDENT}/submit`, hospital, { body });
  await apiData('POST', `${INDENT}/submit-review`, hospital, { params: { ids: order.id } });
  const { access_token: dealer } = await signInAs(DEALER);
  await apiData('POST', `${INDENT}/confirm`, dealer, { params: { ids: order.id } });
  return { indentNo: order.indentNo, lineId: order.lines[0].id };
}

/** A note shipping the whole order, sent by the dealer and approved by the hospital, through the API. */
async function approvedNote(qty: number): Promise<string> {
  const { lineId } = await confirmedOrder(qty);
  const { access_token: dealer } = await signInAs(DEALER);
  const line = { indentLineId: lineId, qty, batchNo: 'B2401', productionDate: addDays(T, -30), expiryDate: addDays(T, 730) };
  const note = await apiData<{ id: string; deliveryNo: string }>('POST', `${API}/submit`, dealer, { body: { hospitalTenantId: HOSPITAL.tenantId, deliveryType: 'NORMAL', lines: [line] } });
  await apiData('POST', `${API}/submit-review`, dealer, { params: { ids: note.id } });
  const { access_token: hospital } = await signInAs(HOSPITAL);
  await apiData('POST', `${API}/approve`, hospital, { params: { ids: note.id } });
  return note.deliveryNo;
}

async function paste(user: UserEvent, input: HTMLElement, text: string) {
  await user.click(input);
  await user.paste(text);
}

/** Replaces what a number field holds. */
async function retype(user: UserEvent, input: HTMLElement, text: string) {
  await user.clear(input);
  await user.type(input, text);
}

async function renderAs(account: Account) {
  await signInAs(account);
  const user = userEvent.setup();
  const view = renderWithProviders(<DeliveryPage />);
  await tableLoaded();
  return { user, view };
}

/** The dialog showing `text` (a table header of it may be drawn twice). */
const modalOf = async (text: string) => (await screen.findAllByText(text))[0].closest('.ant-modal') as HTMLElement;

describe('Delivery note page', () => {
  it('the supplier writes a note from the hospital’s confirmed order, with its batch, and ships it', async () => {
    const order = await confirmedOrder(4);
    const { user } = await renderAs(DEALER);
    await clickButton(user, '新增');
    await screen.findByRole('dialog');
    expect(within(dialog()).getByText('请先选择医院')).toBeInTheDocument();

    await chooseOption(user, '医院', HOSPITAL_NAME);
    await pick(user, dialog(), '从订单添加明细', `${order.indentNo} · 1 行待配送`);
    const line = await waitFor(() => dialog().querySelectorAll<HTMLElement>('.ant-table-tbody tr.ant-table-row')[0]);
    expect(within(line).getByText(order.indentNo)).toBeInTheDocument();
    await paste(user, within(line).getByPlaceholderText('批号'), 'B2611');
    for (const [placeholder, date] of [['生产日期', addDays(T, -20)], ['有效期至', addDays(T, 700)]]) {
      await paste(user, within(line).getByPlaceholderText(placeholder), date);
      await user.keyboard('{Enter}');
    }
    await user.click(okButton());
    expect(await screen.findByText('新增成功')).toBeInTheDocument();
    const sent = ctx.calls('POST', `${API}/submit`).at(-1);
    expect(sent?.body).toEqual({
      hospitalTenantId: HOSPITAL.tenantId,
      deliveryType: 'NORMAL',
      logisticsMethod: 'SELF',
      lines: [{ indentLineId: order.lineId, qty: 4, batchNo: 'B2611', productionDate: addDays(T, -20), expiryDate: addDays(T, 700) }],
    });
    const no = (sent?.answer as { data: { deliveryNo: string } }).data.deliveryNo;

    await searchFor(user, '请输入配送单号', no, 1);
    expect(cellOf(no, '状态')).toHaveTextContent('已保存');
    await user.click(within(rowOf(no)).getByRole('button', { name: spaced('发货') }));
    await user.click(await screen.findByRole('button', { name: spaced('确定') }));
    await waitFor(() => expect(cellOf(no, '状态')).toHaveTextContent('已发货'));
    expect(within(rowOf(no)).queryByRole('button', { name: spaced('编辑') })).toBeNull();
    expect(within(rowOf(no)).getByRole('button', { name: spaced('撤回') })).toBeInTheDocument();
  });

  it('the hospital receives an approved note partly, refusing a piece with its reason', async () => {
    const no = await approvedNote(4);
    const { user } = await renderAs(HOSPITAL);
    await searchFor(user, '请输入配送单号', no, 1);
    expect(cellOf(no, '状态')).toHaveTextContent('已审核');
    await user.click(within(rowOf(no)).getByRole('button', { name: spaced('验收') }));
    const receiving = await modalOf('拒收原因');
    const line = await waitFor(() => receiving.querySelectorAll<HTMLElement>('.ant-table-tbody tr.ant-table-row')[0]);
    await retype(user, within(line).getByPlaceholderText('验收数量'), '2');
    await retype(user, within(line).getByPlaceholderText('拒收数量'), '1');
    await user.click(within(receiving).getByRole('button', { name: spaced('确定') }));
    const errors = () => [...receiving.querySelectorAll('.ant-form-item-explain-error')].map((el) => el.textContent);
    await waitFor(() => expect(errors()).toEqual([expect.stringMatching(/^第1行 “医用棉签.*”有拒收数量，请填写拒收原因$/)]));
    await paste(user, within(line).getByPlaceholderText('拒收原因'), '外包装破损');
    await user.click(within(receiving).getByRole('button', { name: spaced('确定') }));
    expect(await screen.findByText('操作成功!')).toBeInTheDocument();
    expect(ctx.calls('POST', `${API}/receive`).at(-1)?.body).toMatchObject({ lines: [{ receivedQty: 2, rejectedQty: 1, rejectReason: '外包装破损' }] });
    // One piece is still to count: the note stays approved, open to the next count.
    await waitFor(() => expect(cellOf(no, '验收金额')).not.toHaveTextContent('--'));
    expect(cellOf(no, '状态')).toHaveTextContent('已审核');

    await user.click(within(rowOf(no)).getByRole('button', { name: spaced('查看') }));
    const viewing = await modalOf('配送单详情');
    expect(await within(viewing).findByText('外包装破损')).toBeInTheDocument();
    expect(within(viewing).getAllByText('验收').length).toBeGreaterThan(0);
  });
});
