import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { addDays, shanghaiToday } from '@beree/contracts';
import { cellOf, clickButton, dialog, pick, rowOf, searchFor, spaced, tableLoaded } from '@/components/crud/test-utils/queries';
import { renderWithProviders } from '@/components/crud/test-utils/render';
import { chooseOption, fill, okButton, refill } from '@/components/crud/test-utils/form';
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
/** High-value (R16): shipped one unit row per unit, each with its UDI. */
const BALLOON = 'PTCA球囊扩张导管';
const BALLOON_LINE = 'PTCA球囊扩张导管 2.5×15mm WB-2515';
const BALLOON_DI = '04012345000016';
const T = shanghaiToday();
/** A balloon's label: its DI, lot, expiry (yyMMdd) and serial. */
const balloonUdi = (serial: string) => `(01)${BALLOON_DI}(10)W26A01(17)${addDays(T, 500).slice(2).replaceAll('-', '')}(21)${serial}`;

/** A confirmed order of the hospital for `qty` of a product (swabs unless named) from the dealer, made through the API. */
async function confirmedOrder(qty: number, product = SWAB): Promise<{ indentNo: string; lineId: string }> {
  const { access_token: hospital } = await signInAs(HOSPITAL);
  const addresses = await apiData<{ records: { id: string; isDefault: boolean }[] }>('GET', '/beree-scm/hospital/address/list', hospital, { params: { size: 100 } });
  const items = await apiData<{ records: { id: string }[] }>('GET', '/beree-scm/catalog/list', hospital, { params: { supplierTenantId_equal: DEALER.tenantId, useFlag_equal: 'USING', productName: product, size: 1 } });
  const body = { supplierTenantId: DEALER.tenantId, orderType: 'NORMAL', receivingAddressId: addresses.records.find((a) => a.isDefault)!.id, lines: [{ catalogItemId: items.records[0].id, qty }] };
  const order = await apiData<{ id: string; indentNo: string; lines: { id: string }[] }>('POST', `${INDENT}/submit`, hospital, { body });
  await apiData('POST', `${INDENT}/submit-review`, hospital, { params: { ids: order.id } });
  const { access_token: dealer } = await signInAs(DEALER);
  await apiData('POST', `${INDENT}/confirm`, dealer, { params: { ids: order.id } });
  return { indentNo: order.indentNo, lineId: order.lines[0].id };
}

/** A note shipping the whole order, sent by the dealer, through the API. */
async function sentNote(qty: number): Promise<{ id: string; deliveryNo: string }> {
  const { lineId } = await confirmedOrder(qty);
  const { access_token: dealer } = await signInAs(DEALER);
  const line = { indentLineId: lineId, qty, batchNo: 'B2401', productionDate: addDays(T, -30), expiryDate: addDays(T, 730) };
  const note = await apiData<{ id: string; deliveryNo: string }>('POST', `${API}/submit`, dealer, { body: { hospitalTenantId: HOSPITAL.tenantId, deliveryType: 'NORMAL', lines: [line] } });
  await apiData('POST', `${API}/submit-review`, dealer, { params: { ids: note.id } });
  return note;
}

/** A note of one balloon (high-value, traced by its unit), sent by the dealer through the API; answers its number. */
async function sentBalloonNote(): Promise<string> {
  const order = await confirmedOrder(1, BALLOON);
  const { access_token: dealer } = await signInAs(DEALER);
  const serial = `WB-${Date.now().toString(36).toUpperCase()}`;
  const line = { indentLineId: order.lineId, qty: 1, batchNo: 'W26A01', expiryDate: addDays(T, 500), units: [{ serialNo: serial, udi: balloonUdi(serial) }] };
  const note = await apiData<{ id: string; deliveryNo: string }>('POST', `${API}/submit`, dealer, { body: { hospitalTenantId: HOSPITAL.tenantId, deliveryType: 'NORMAL', lines: [line] } });
  await apiData('POST', `${API}/submit-review`, dealer, { params: { ids: note.id } });
  return note.deliveryNo;
}

/** A note shipping the whole order, sent by the dealer and approved by the hospital, through the API. */
async function approvedNote(qty: number): Promise<string> {
  const note = await sentNote(qty);
  const { access_token: hospital } = await signInAs(HOSPITAL);
  await apiData('POST', `${API}/approve`, hospital, { params: { ids: note.id } });
  return note.deliveryNo;
}

async function renderAs(account: Account) {
  await signInAs(account);
  const user = userEvent.setup();
  const view = renderWithProviders(<DeliveryPage />);
  await tableLoaded();
  return { user, view };
}

/** The OK of a big form, found without walking its accessibility tree. */
const ok = (user: UserEvent, modal: HTMLElement) => user.click(modal.querySelector<HTMLElement>('.ant-modal-footer .ant-btn-primary')!);

/** The dialog showing `text` (a table header of it may be drawn twice). */
const modalOf = async (text: string) => (await screen.findAllByText(text))[0].closest('.ant-modal') as HTMLElement;

describe('Delivery note page', () => {
  it('ADR 0087: a note holding implants or high-value items says so beside its type, in the list and the detail; a plain one does not', async () => {
    const { access_token: token } = await signInAs(HOSPITAL);
    type Listed = { id: string; deliveryNo: string; deliveryType: string; holdsImplants: boolean; holdsHighValue: boolean };
    const notes = (await apiData<{ records: Listed[] }>('GET', `${API}/list`, token, { params: { size: 100 } })).records;
    const implants = notes.find((n) => n.holdsImplants && n.deliveryType !== 'SURGICAL')!;
    const plain = notes.find((n) => !n.holdsHighValue)!;
    const typeOf = { NORMAL: '普耗', CONSIGNMENT: '寄销', SURGICAL: '跟台' } as Record<string, string>;
    const { user } = await renderAs(HOSPITAL);
    await searchFor(user, '请输入配送单号', implants.deliveryNo, 1);
    expect(cellOf(implants.deliveryNo, '配送类型')).toHaveTextContent(new RegExp(`^${typeOf[implants.deliveryType]}植入$`));
    await user.click(within(rowOf(implants.deliveryNo)).getByRole('button', { name: spaced('查看') }));
    const viewing = await modalOf('配送单详情');
    expect(await within(viewing).findByText('植入')).toBeInTheDocument();
    await user.click(within(viewing).getAllByRole('button', { name: spaced('关闭') }).at(-1)!);
    await searchFor(user, '请输入配送单号', plain.deliveryNo, 1);
    expect(cellOf(plain.deliveryNo, '配送类型')).toHaveTextContent(new RegExp(`^${typeOf[plain.deliveryType]}$`));

    // A note of balloons (high-value, not implanted) is tagged 高值.
    const balloons = await sentBalloonNote();
    await searchFor(user, '请输入配送单号', balloons, 1);
    expect(cellOf(balloons, '配送类型')).toHaveTextContent(/^普耗高值$/);
  });

  it('R14: the supplier writes a note from the hospital’s confirmed order — lot and expiry asked together before saving — and ships it', async () => {
    const order = await confirmedOrder(4);
    const { user } = await renderAs(DEALER);
    await clickButton(user, '新增');
    await screen.findByRole('dialog');
    expect(within(dialog()).getByText('请先选择医院')).toBeInTheDocument();

    await chooseOption(user, '医院', HOSPITAL_NAME);
    await pick(user, dialog(), '从订单添加明细', `${order.indentNo} · 1 行待配送`);
    const line = await waitFor(() => dialog().querySelectorAll<HTMLElement>('.ant-table-tbody tr.ant-table-row')[0]);
    expect(within(line).getByText(order.indentNo)).toBeInTheDocument();
    // Both of R14's gaps on the line are marked at once, and nothing is sent.
    const sentBefore = ctx.calls('POST', `${API}/submit`).length;
    await user.click(okButton());
    expect(await within(line).findByText('R14：第1行 “医用棉签 非灭菌 10cm”请填写生产批号或序列号')).toBeInTheDocument();
    expect(within(line).getByText('R14：第1行 “医用棉签 非灭菌 10cm”请填写失效日期')).toBeInTheDocument();
    expect(ctx.calls('POST', `${API}/submit`)).toHaveLength(sentBefore);
    await fill(user, within(line).getByPlaceholderText('批号'), 'B2611');
    for (const [placeholder, date] of [['生产日期', addDays(T, -20)], ['有效期至', addDays(T, 700)]]) {
      await fill(user, within(line).getByPlaceholderText(placeholder), date);
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

  it('the hospital approves checked sent notes at once, each row’s outcome listed; 验收 is not offered as a batch', async () => {
    const notes = [await sentNote(2), await sentNote(3)];
    const { user } = await renderAs(HOSPITAL);
    // The newest notes head the list.
    for (const { deliveryNo } of notes) await user.click(within(await waitFor(() => rowOf(deliveryNo))).getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: /批量审核（2）/ }));
    expect(screen.queryByRole('button', { name: /批量验收/ })).toBeNull();
    await user.click(await screen.findByRole('button', { name: spaced('确定') }));
    const title = (await screen.findAllByText('完成 2 张，未完成 0 张')).find((e) => e.classList.contains('ant-modal-confirm-title'))!;
    const result = title.closest('.ant-modal') as HTMLElement;
    for (const { deliveryNo } of notes) expect(within(result).getByText(deliveryNo).closest('li')).toHaveTextContent('已完成');
    const { access_token: hospital } = await signInAs(HOSPITAL);
    for (const { id } of notes) expect((await apiData<{ deliveryStatus: string }>('GET', `${API}/detail`, hospital, { params: { id } })).deliveryStatus).toBe('APPROVED');
  });

  it('the hospital receives an approved note partly, refusing a piece with its reason', async () => {
    const no = await approvedNote(4);
    const { user } = await renderAs(HOSPITAL);
    await searchFor(user, '请输入配送单号', no, 1);
    expect(cellOf(no, '状态')).toHaveTextContent('已审核');
    await user.click(within(rowOf(no)).getByRole('button', { name: spaced('验收') }));
    const receiving = await modalOf('拒收原因');
    const line = await waitFor(() => receiving.querySelectorAll<HTMLElement>('.ant-table-tbody tr.ant-table-row')[0]);
    await refill(user, within(line).getByPlaceholderText('验收数量'), '2');
    await refill(user, within(line).getByPlaceholderText('拒收数量'), '1');
    await user.click(within(receiving).getByRole('button', { name: spaced('确定') }));
    const errors = () => [...receiving.querySelectorAll('.ant-form-item-explain-error')].map((el) => el.textContent);
    await waitFor(() => expect(errors()).toEqual([expect.stringMatching(/^第1行 “医用棉签.*”有拒收数量，请填写拒收原因$/)]));
    await fill(user, within(line).getByPlaceholderText('拒收原因'), '外包装破损');
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

  it('R16: a high-value line is saved with one scanned unit row per unit, a unit short refused naming the line; the hospital scans the note and each unit to receive it, refusing one', async () => {
    const order = await confirmedOrder(2, BALLOON);
    const { user, view } = await renderAs(DEALER);
    await clickButton(user, '新增');
    const form = await screen.findByRole('dialog');
    await chooseOption(user, '医院', HOSPITAL_NAME);
    await pick(user, form, '从订单添加明细', `${order.indentNo} · 1 行待配送`);
    // The balloon is high-value: its units are listed under the line, scanned one by one.
    const units = await within(form).findByTestId('units-1');
    const underLine = units.closest('tr') as HTMLElement;
    const scan = async (serial: string) => {
      await fill(user, within(units).getByLabelText('UDI'), balloonUdi(serial));
      await user.keyboard('{Enter}');
    };
    await scan('WB-0001');
    expect(await within(units).findByDisplayValue('WB-0001')).toBeDisabled();
    // The first unit's label gave the line its lot and expiry.
    const line = form.querySelectorAll<HTMLElement>('.ant-table-tbody tr.ant-table-row')[0];
    expect(within(line).getByPlaceholderText('批号')).toHaveValue('W26A01');
    await scan('WB-0001');
    expect(within(units).getByRole('alert')).toHaveTextContent('第1行的单件“WB-0001”已扫描，不能重复添加');
    expect(within(units).getAllByTestId('unit-count')[0]).toHaveTextContent('单件 1 / 2');

    await ok(user, form);
    expect(await within(underLine).findByText(`R16：第1行 “${BALLOON_LINE}”为高值/植入类产品，发货 2 件需逐件填写序列号或 UDI（已填 1 件）`)).toBeInTheDocument();
    expect(ctx.calls('POST', `${API}/submit`)).toHaveLength(0);

    await scan('WB-0002');
    await waitFor(() => expect(within(underLine).queryByText(/^R16：/)).toBeNull());
    await ok(user, form);
    expect(await screen.findByText('新增成功')).toBeInTheDocument();
    const sent = ctx.calls('POST', `${API}/submit`).at(-1);
    expect((sent?.body as { lines: unknown[] }).lines).toEqual([
      { indentLineId: order.lineId, qty: 2, batchNo: 'W26A01', expiryDate: addDays(T, 500), units: [{ serialNo: 'WB-0001', udi: balloonUdi('WB-0001') }, { serialNo: 'WB-0002', udi: balloonUdi('WB-0002') }] },
    ]);
    const note = (sent?.answer as { data: { id: string; deliveryNo: string } }).data;

    // Edited again, the note shows the units it was saved with.
    await searchFor(user, '请输入配送单号', note.deliveryNo, 1);
    await user.click(within(rowOf(note.deliveryNo)).getByRole('button', { name: spaced('编辑') }));
    const again = await within(await screen.findByRole('dialog')).findByTestId('units-1');
    expect(within(again).getByDisplayValue('WB-0002')).toBeInTheDocument();
    expect(within(again).getAllByTestId('unit-count')[0]).toHaveTextContent('单件 2 / 2');
    // The server's R16 holds them to be every unit: the note ships.
    const { access_token: dealer } = await signInAs(DEALER);
    await apiData('POST', `${API}/submit-review`, dealer, { params: { ids: note.id } });

    // At the hospital's desk: the printed note's barcode opens it for receipt, each unit is scanned, one refused.
    const { access_token: hospital } = await signInAs(HOSPITAL);
    await apiData('POST', `${API}/approve`, hospital, { params: { ids: note.id } });
    view.unmount();
    const desk = await renderAs(HOSPITAL);
    await fill(desk.user, screen.getByLabelText('扫描配送单条码验收'), `]C1${note.deliveryNo}`);
    await desk.user.keyboard('{Enter}');
    const receiving = await modalOf('拒收原因');
    const scanUnit = async (code: string) => {
      await fill(desk.user, within(receiving).getByLabelText('扫描单件 UDI 或序列号，回车确认'), code);
      await desk.user.keyboard('{Enter}');
    };
    expect(await within(receiving).findByText('已接收 0 件，已拒收 0 件，待扫描 2 件')).toBeInTheDocument();
    await scanUnit('WB-0009');
    expect(within(receiving).getByRole('alert')).toHaveTextContent('“WB-0009”不是本配送单的单件');
    await scanUnit(balloonUdi('WB-0002'));
    await scanUnit('WB-0001');
    await scanUnit('WB-0001');
    expect(within(receiving).getByRole('alert')).toHaveTextContent(`“WB-0001”（第1行 “${BALLOON}”）已扫描过`);
    const unit = receiving.querySelector<HTMLElement>('[data-unit="WB-0001"]')!;
    await desk.user.click(within(unit).getByRole('button', { name: spaced('拒收') }));
    await fill(desk.user, within(unit).getByLabelText('拒收原因'), '外包装破损');
    expect(within(receiving).getByText('已接收 1 件，已拒收 1 件，待扫描 0 件')).toBeInTheDocument();
    await desk.user.click(within(receiving).getByRole('button', { name: spaced('确定') }));
    expect(await screen.findByText('操作成功!')).toBeInTheDocument();
    expect(ctx.calls('POST', `${API}/receive`).at(-1)?.body).toMatchObject({
      units: [
        { code: balloonUdi('WB-0002'), outcome: 'ACCEPTED', reason: null },
        { code: 'WB-0001', outcome: 'REFUSED', reason: '外包装破损' },
      ],
    });
    await waitFor(() => expect(cellOf(note.deliveryNo, '状态')).toHaveTextContent('已收货'));
  });

  it('a consignment note replenishes from the catalog without an order, at the catalog price, with a cold-chain reading', async () => {
    const { user } = await renderAs(DEALER);
    await clickButton(user, '新增');
    const form = await screen.findByRole('dialog');
    await chooseOption(user, '医院', HOSPITAL_NAME);
    await chooseOption(user, '配送类型', '寄销');
    await pick(user, form, '从目录添加（寄售补货）', `${SWAB} 非灭菌 10cm`);
    const line = await waitFor(() => form.querySelectorAll<HTMLElement>('.ant-table-tbody tr.ant-table-row')[0]);
    expect(within(line).getByText('无订单补货')).toBeInTheDocument();
    await fill(user, within(line).getByPlaceholderText('数量'), '20');
    await fill(user, within(line).getByPlaceholderText('批号'), 'JY2611');
    await fill(user, within(line).getByPlaceholderText('有效期至'), addDays(T, 700));
    await user.keyboard('{Enter}');

    await user.click(within(form).getByText('冷链温湿度记录（0 条）'));
    await user.click(within(form).getByText('添加记录'));
    await fill(user, await within(form).findByPlaceholderText('温度 (°C)'), '4.5');
    await fill(user, within(form).getByPlaceholderText('湿度 (%)'), '60');
    await fill(user, within(form).getByPlaceholderText('箱号'), 'BX-01');
    await ok(user, form);
    expect(await screen.findByText('新增成功')).toBeInTheDocument();

    const sent = ctx.calls('POST', `${API}/submit`).at(-1)?.body as { deliveryType: string; lines: Record<string, unknown>[]; temperatureRecords: Record<string, unknown>[] };
    expect(sent.deliveryType).toBe('CONSIGNMENT');
    expect(sent.lines).toEqual([{ catalogItemId: expect.any(String), qty: 20, unitPrice: expect.stringMatching(/^\d+(\.\d+)?$/), batchNo: 'JY2611', expiryDate: addDays(T, 700) }]);
    expect(sent.temperatureRecords).toEqual([{ boxCode: 'BX-01', temperature: 4.5, humidity: 60, recordedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/) }]);
    const id = (ctx.calls('POST', `${API}/submit`).at(-1)?.answer as { data: { id: string } }).data.id;
    const { access_token: dealer } = await signInAs(DEALER);
    const saved = await apiData<{ coldChain: boolean; lines: { indentLineId: string | null; unitPrice: string }[]; temperatureRecords: { boxCode: string; temperature: string }[] }>('GET', `${API}/detail`, dealer, { params: { id } });
    expect(saved).toMatchObject({ coldChain: true, lines: [{ indentLineId: null }], temperatureRecords: [{ boxCode: 'BX-01' }] });
    expect(Number(saved.lines[0].unitPrice)).toBe(Number(sent.lines[0].unitPrice));
    expect(Number(saved.temperatureRecords[0].temperature)).toBe(4.5);
  });
});
