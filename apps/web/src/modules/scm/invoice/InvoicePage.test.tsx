import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { shanghaiToday, type Page } from '@beree/contracts';
import { buttonNamed, clickButton, dialog, pick, rowButton, searchFor, tableLoaded } from '@/components/crud/test-utils/queries';
import { renderWithProviders } from '@/components/crud/test-utils/render';
import { chooseOption, fill, formErrors, formItem, okButton, refill } from '@/components/crud/test-utils/form';
import { signInAs, useRealApi } from '@/test/real-api';
import { apiData, type Account } from '@/test/server-api';
import InvoicePage from './index';

const API = '/beree-scm/invoice';
const ctx = useRealApi();

const DEALER: Account = { tenantId: '200001', username: 'admin', password: 'admin' };
const HOSPITAL_NAME = '云州市第一人民医院';
const HOSPITAL_TAX_NO = '12330100470001234C';
/** A downstream invoice of the demo, approved: its number is taken on the platform (R23). */
const TAKEN_NO = '24332000000123456789';
const FRESH_NO = '26330000000000777001';
const DEALER_NAME = '浙江康链医疗供应链有限公司';
const DEALER_TAX_NO = '91330108MA27Y4KL3D';

type Note = { id: string; deliveryNo: string; shipDate: string; lines: { productName: string; receivedQty: string }[] };

/** The demo's received swab note (26 received, 16 of them invoiced), read through the API as the dealer. */
async function swabNote(): Promise<Note> {
  const { access_token: token } = await signInAs(DEALER);
  const notes = await apiData<Page<{ id: string }>>('GET', '/beree-scm/delivery/list', token, { params: { size: 100, hospitalTenantId_equal: '100001', deliveryStatus_equal: 'RECEIVED' } });
  const details = await Promise.all(notes.records.map((n) => apiData<Note>('GET', '/beree-scm/delivery/detail', token, { params: { id: n.id } })));
  return details.find((d) => d.lines.length === 1 && d.lines[0].productName === '医用棉签' && Number(d.lines[0].receivedQty) === 26)!;
}

async function openNewInvoice(): Promise<UserEvent> {
  await signInAs(DEALER);
  const user = userEvent.setup();
  renderWithProviders(<InvoicePage />);
  await tableLoaded();
  await clickButton(user, '新增');
  await screen.findByRole('dialog');
  return user;
}

const totals = () => within(dialog()).getByTestId('invoice-totals').textContent;
const lineRow = (index = 0) =>
  waitFor(() => {
    const row = dialog().querySelectorAll<HTMLElement>('.ant-table-tbody tr.ant-table-row')[index];
    if (!row) throw new Error(`line ${index + 1} is not in the dialog yet`);
    return row;
  });

describe('Invoice page', () => {
  it('R21, R22, R23: the dealer bills a received note line, the buyer filled in as the hospital with its credit code; the amounts shown as it types are those the server stores; a number already on the platform is refused under its field', async () => {
    const note = await swabNote();
    const user = await openNewInvoice();
    await chooseOption(user, '医院', HOSPITAL_NAME);
    // R22: the buyer is filled in as the hospital's profile has it, its credit code included.
    await waitFor(() => expect(within(formItem('购买方纳税人识别号')).getByRole('textbox')).toHaveValue(HOSPITAL_TAX_NO));
    await pick(user, dialog(), '从已验收的配送单添加明细', `${note.deliveryNo} · ${note.shipDate}`);
    const line = await lineRow();
    expect(within(line).getByText(note.deliveryNo)).toBeInTheDocument();
    expect(within(line).getByText('26')).toBeInTheDocument();
    await refill(user, within(line).getByLabelText('第1行：开票数量'), '10');
    await waitFor(() => expect(totals()).not.toContain('价税合计 0.00'));
    const shown = totals();

    await fill(user, within(formItem('发票号码')).getByRole('textbox'), TAKEN_NO);
    await user.click(dialog().querySelector<HTMLElement>('.ant-modal-footer .ant-btn-primary')!);
    await waitFor(() => expect(formErrors()).toEqual([`R23：发票${TAKEN_NO}已在平台登记，不能重复录入`]));

    await refill(user, within(formItem('发票号码')).getByRole('textbox'), FRESH_NO);
    await user.click(dialog().querySelector<HTMLElement>('.ant-modal-footer .ant-btn-primary')!);
    expect(await screen.findByText('新增成功')).toBeInTheDocument();
    const sent = ctx.calls('POST', `${API}/submit`).at(-1)!;
    expect(sent.body).toMatchObject({ invoiceRole: 'DOWNSTREAM', hospitalTenantId: '100001', invoiceNo: FRESH_NO, buyerName: HOSPITAL_NAME, buyerTaxNo: HOSPITAL_TAX_NO, lines: [{ quantity: 10, taxRate: '0.13' }] });
    const saved = (sent.answer as { data: { amountExclTax: string; taxAmount: string; amountInclTax: string } }).data;
    const money = (v: string) => Number(v).toLocaleString('en-US', { minimumFractionDigits: 2 });
    expect(shown).toBe(`金额 ${money(saved.amountExclTax)}　税额 ${money(saved.taxAmount)}　价税合计 ${money(saved.amountInclTax)}`);
  });

  it('R21: an upstream line’s tax is its amount × rate rounded half up to the cent, and the totals add the lines; sending one names the dealer it was made out to', async () => {
    const { access_token: token } = await signInAs(DEALER);
    const note = await apiData<{ lines: { skuId: string }[] }>('GET', '/beree-scm/delivery/detail', token, { params: { id: (await swabNote()).id } });
    const upstreamNo = String(Date.now()).slice(-8);
    await apiData('POST', `${API}/submit`, token, {
      body: {
        invoiceRole: 'UPSTREAM', invoiceType: 'SPECIAL', invoiceMedium: 'PAPER', invoiceCode: '3200231130', invoiceNo: upstreamNo, invoiceDate: shanghaiToday(),
        sellerName: '广州洁源卫生用品有限公司', sellerTaxNo: '91440101MA5CXK1234', buyerName: DEALER_NAME, buyerTaxNo: DEALER_TAX_NO,
        lines: [{ skuId: note.lines[0].skuId, quantity: 1, amountExclTax: '1.00', taxRate: '0.13' }],
      },
    });
    const user = await openNewInvoice();
    await chooseOption(user, '发票类别', '上游发票（厂家开给本企业）');
    await clickButton(user, '添加明细');
    await fill(user, within(await lineRow()).getByLabelText('第1行：金额（不含税）'), '123.45');
    await fill(user, within(await lineRow()).getByLabelText('第1行：开票数量'), '3');
    // 123.45 × 13 % = 16.0485 → 16.05
    await waitFor(() => expect(totals()).toBe('金额 123.45　税额 16.05　价税合计 139.50'));
    await clickButton(user, '添加明细');
    await fill(user, within(await lineRow(1)).getByLabelText('第2行：金额（不含税）'), '0.05');
    await fill(user, within(await lineRow(1)).getByLabelText('第2行：开票数量'), '1');
    // 0.05 × 13 % = 0.0065 → 0.01
    await waitFor(() => expect(totals()).toBe('金额 123.50　税额 16.06　价税合计 139.56'));

    await user.click(buttonNamed('取消', dialog()));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await searchFor(user, '请输入发票号码', upstreamNo, 1);
    await user.click(rowButton(upstreamNo, '提交'));
    expect(await screen.findByText(`确定提交开给经销商“${DEALER_NAME}”的上游发票“${upstreamNo}”吗？提交后它计入两票制的核对。`)).toBeInTheDocument();
    expect(screen.queryByText(/给医院/)).toBeNull();
    // Sent, then withdrawn: no hospital ever saw it, so the question names the two-invoice check.
    await user.click(okButton());
    await user.click(await waitFor(() => rowButton(upstreamNo, '撤回')));
    expect(await screen.findByText(`撤回后这张上游发票不再计入两票制的核对。确定撤回“${upstreamNo}”吗？`)).toBeInTheDocument();
  });
});
