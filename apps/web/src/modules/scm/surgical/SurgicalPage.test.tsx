import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { addDays, shanghaiToday } from '@beree/contracts';
import { cellOf, rowOf, searchFor, spaced, tableLoaded } from '@/components/crud/test-utils/queries';
import { renderWithProviders } from '@/components/crud/test-utils/render';
import { formErrors, okButton } from '@/components/crud/test-utils/form';
import { signInAs, useRealApi } from '@/test/real-api';
import { apiData, uniqueTag, type Account } from '@/test/server-api';
import { withDayRange } from './DayRange';
import SurgicalPage from './index';

const API = '/beree-scm/surgical';
const ctx = useRealApi();

/** The demo hospital and its approved dealer (domain model §7). */
const HOSPITAL: Account = { tenantId: '100001', username: 'admin', password: 'admin' };
const DEALER: Account = { tenantId: '200001', username: 'admin', password: 'admin' };
/** An implant of the dealer's catalog: released and used unit by unit. */
const STEM = '髋关节假体 生物型股骨柄';
const STEM_DI = '04012345000023';
const T = shanghaiToday();
const yymmdd = (day: string) => day.slice(2).replaceAll('-', '');
const stemUdi = (lot: string, serial: string) => `(01)${STEM_DI}(11)${yymmdd(addDays(T, -60))}(17)${yymmdd(addDays(T, 900))}(10)${lot}(21)${serial}`;

/** An operation booked by the hospital through the API for `qty` stems, in its first department; answers the order and that department's name. */
async function bookedOperation(lot: string, qty: number, surgeryDateTime: string, extra: Record<string, unknown> = {}) {
  const { access_token: hospital } = await signInAs(HOSPITAL);
  const departments = await apiData<{ records: { id: string; name: string }[] }>('GET', '/beree-scm/hospital/department/list', hospital, { params: { size: 1 } });
  const items = await apiData<{ records: { id: string }[] }>('GET', '/beree-scm/catalog/list', hospital, { params: { supplierTenantId_equal: DEALER.tenantId, useFlag_equal: 'USING', productName: STEM, size: 1 } });
  const order = await apiData<{ id: string; surgicalOrderNo: string; lines: { id: string }[] }>('POST', `${API}/submit`, hospital, {
    body: {
      supplierTenantId: DEALER.tenantId,
      departmentId: departments.records[0].id,
      surgeryDateTime,
      surgeryName: '人工股骨头置换术',
      surgeonName: '周明',
      patientInpatientNo: `ZY${lot}`,
      patientName: '钱大海',
      lines: [{ catalogItemId: items.records[0].id, qty }],
      ...extra,
    },
  });
  return { hospital, order, departmentName: departments.records[0].name };
}

/** An operation booked for `surgeryDateTime` (yesterday unless given) with `serials.length` stems, released by the dealer with those units and accepted by the hospital, through the API. */
async function acceptedKit(lot: string, serials: string[], surgeryDateTime = `${addDays(T, -1)} 09:00`): Promise<{ no: string; lineId: string }> {
  const { hospital, order } = await bookedOperation(lot, serials.length, surgeryDateTime);
  const lineId = order.lines[0].id;
  const { access_token: dealer } = await signInAs(DEALER);
  const units = serials.map((serial) => ({ serialNo: serial, udi: stemUdi(lot, serial) }));
  await apiData('POST', `${API}/release`, dealer, { params: { ids: order.id }, body: { acknowledgeWarnings: true, lines: [{ id: lineId, releasedQty: String(serials.length), batchNo: lot, productionDate: addDays(T, -60), expiryDate: addDays(T, 900), units }] } });
  await apiData('POST', `${API}/accept`, hospital, { params: { ids: order.id } });
  return { no: order.surgicalOrderNo, lineId };
}

async function renderAs(account: Account) {
  await signInAs(account);
  const user = userEvent.setup();
  const view = renderWithProviders(<SurgicalPage />);
  await tableLoaded();
  return { user, view };
}

async function scan(user: UserEvent, field: HTMLElement, udi: string) {
  await user.click(field);
  await user.paste(udi);
  await user.keyboard('{Enter}');
}

describe('Surgical order page', () => {
  it('the hospital finds a booking by inpatient number, its patient masked; a booking without its fields is refused in the form', async () => {
    const { user } = await renderAs(HOSPITAL);
    await searchFor(user, '请输入住院号', 'ZY20241120', 1);
    const [row] = document.querySelectorAll<HTMLElement>('.ant-table-tbody tr.ant-table-row');
    expect(within(row).getByText('赵**')).toBeInTheDocument();
    expect(within(row).getByText('已确认')).toBeInTheDocument();
    // Still CONFIRM: the hospital's to change; releasing is the dealer's.
    expect(within(row).getByRole('button', { name: spaced('编辑') })).toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: spaced('出库') })).toBeNull();

    await user.click(screen.getByRole('button', { name: spaced('新增') }));
    await screen.findByRole('dialog');
    expect(within(screen.getByRole('dialog')).getByText('请先选择供应商')).toBeInTheDocument();
    // The time of surgery is typed, as the order writes it, and kept on leaving the field.
    await user.click(within(screen.getByRole('dialog')).getByPlaceholderText('请输入手术时间'));
    await user.paste(`${T} 08:30`);
    await user.tab();
    await user.click(okButton());
    await waitFor(() => expect(formErrors()).toEqual(expect.arrayContaining(['请选择跟台供应商', '请选择手术科室', '请填写手术名称', '请填写住院号', '请填写患者姓名'])));
    expect(formErrors().some((e) => e?.includes('手术时间'))).toBe(false);
    expect(within(screen.getByRole('dialog')).getByPlaceholderText('请输入手术时间')).toHaveValue(`${T} 08:30`);
    expect(ctx.calls('POST', `${API}/submit`)).toHaveLength(0);
  });

  it('the dealer’s release dialog shows the surgery’s department under 手术科室 and its operating room and table under 手术间', async () => {
    const lot = uniqueTag().toUpperCase();
    const { order, departmentName } = await bookedOperation(lot, 1, `${addDays(T, 1)} 09:00`, { operatingRoom: '5号手术间', tableNo: '2台' });
    const { user } = await renderAs(DEALER);
    await searchFor(user, '请输入住院号', `ZY${lot}`, 1);
    await user.click(within(rowOf(order.surgicalOrderNo)).getByRole('button', { name: spaced('出库') }));
    const releasing = (await screen.findByText(`出库：${order.surgicalOrderNo}`)).closest('.ant-modal') as HTMLElement;
    const item = async (label: string) => (await within(releasing).findByText(label, { selector: '.ant-descriptions-item-label' })).closest('.ant-descriptions-item') as HTMLElement;
    expect(await item('手术科室')).toHaveTextContent(new RegExp(`^手术科室${departmentName}$`));
    expect(await item('手术间')).toHaveTextContent(/^手术间5号手术间 · 2台$/);
  });

  it('the operation days of the search reach the list as a range of the time of surgery', () => {
    expect(withDayRange({ surgeryDays: ['2026-11-01', '2026-11-30'], surgicalOrderNo: 'SO' }, 'surgeryDays', 'surgeryDateTime')).toEqual({
      surgicalOrderNo: 'SO',
      surgeryDateTime_ge: '2026-11-01',
      surgeryDateTime_le: '2026-11-30 23:59',
    });
    expect(withDayRange({ surgicalOrderNo: 'SO' }, 'surgeryDays', 'surgeryDateTime')).toEqual({ surgicalOrderNo: 'SO' });
  });

  it('R30: use cannot be recorded before the time of surgery: the dialog says so and does not send', async () => {
    const lot = uniqueTag().toUpperCase().slice(0, 12);
    const tomorrow = `${addDays(T, 1)} 09:00`;
    const { no } = await acceptedKit(lot, [`${lot}A`], tomorrow);
    const { user } = await renderAs(HOSPITAL);
    await searchFor(user, '请输入跟台单号', no, 1);
    await user.click(within(rowOf(no)).getByRole('button', { name: spaced('登记使用') }));
    const using = await screen.findByRole('dialog');
    expect(await within(using).findByText(`R30：跟台手术单“${no}”的手术时间为 ${tomorrow}，手术开始前不能登记使用`)).toBeInTheDocument();
    expect(within(using).getByRole('button', { name: spaced('登记使用') })).toBeDisabled();
    expect(ctx.calls('POST', `${API}/use`)).toHaveLength(0);
  });

  it('R30: the nurse records the implant used by its UDI — one of no unit released is refused — and the other goes back', async () => {
    const lot = uniqueTag().toUpperCase().slice(0, 12);
    const serials = [`${lot}A`, `${lot}B`];
    const { no, lineId } = await acceptedKit(lot, serials);
    const { user } = await renderAs(HOSPITAL);
    await searchFor(user, '请输入跟台单号', no, 1);
    expect(cellOf(no, '状态')).toHaveTextContent('已验收');
    await user.click(within(rowOf(no)).getByRole('button', { name: spaced('登记使用') }));
    const used = await within(await screen.findByRole('dialog')).findByTestId('used-1');
    await scan(user, within(used).getByLabelText('UDI'), stemUdi(lot, `${lot}X`));
    expect(await within(used).findByRole('alert')).toHaveTextContent(`R30：第1行 UDI“${stemUdi(lot, `${lot}X`)}”不是本单为“${STEM}`);
    await scan(user, within(used).getByLabelText('UDI'), stemUdi(lot, serials[1]));
    await waitFor(() => expect(within(screen.getByRole('dialog')).getByTestId('used-count')).toHaveTextContent('1'));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: spaced('登记使用') }));
    expect(await screen.findByText('操作成功!')).toBeInTheDocument();
    expect(ctx.calls('POST', `${API}/use`).at(-1)?.body).toMatchObject({ lines: [{ id: lineId, usedQty: '1', udis: [stemUdi(lot, serials[1])] }] });
    await waitFor(() => expect(cellOf(no, '状态')).toHaveTextContent('已使用'));

    await user.click(within(rowOf(no)).getByRole('button', { name: spaced('查看') }));
    const viewing = (await screen.findByText('跟台手术单详情')).closest('.ant-modal') as HTMLElement;
    expect(await within(viewing).findByText(`${serials[1]} · 已使用`)).toBeInTheDocument();
    expect(within(viewing).getByText(serials[0])).toBeInTheDocument();
  });
});
