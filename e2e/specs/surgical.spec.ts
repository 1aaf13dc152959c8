import { expect, test } from '../support/fixtures';
import { apiCall, apiToken } from '../support/api';
import { confirm, dialog, pick } from '../support/antd';
import { button, confirmRowAction, DEALER, DEALER_NAME, parties, rowOf, scan } from '../support/journey';
import { HOSPITAL_ADMIN, openMenu } from '../support/session';

/** The dealer's femoral stem: an implant, released and used unit by unit (R16, R30). */
const STEM = '髋关节假体 生物型股骨柄';
const STEM_DI = '04012345000023';

const yymmdd = (date: Date) => date.toISOString().slice(2, 10).replaceAll('-', '');
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000);
/** The label of a stem of this run: its DI, production and expiry dates, lot and serial. */
const stemUdi = (lot: string, serial: string) => `(01)${STEM_DI}(11)${yymmdd(day(-60))}(17)${yymmdd(day(900))}(10)${lot}(21)${serial}`;

interface Detail {
  surgicalStatus: string;
  usedAmount: string;
  lines: { unitPrice: string; releasedQty: string; usedQty: string; returnedQty: string; usedAmount: string; units: { serialNo: string; used: boolean }[] }[];
}

test.describe('surgical orders', () => {
  // One journey in steps: each party acts on the order the step before left to it.
  test.describe.configure({ mode: 'serial', timeout: 120_000 });
  const who = parties();
  test.afterEach(() => who.closeAll());
  const tag = Date.now().toString(36).toUpperCase();
  const patient = `ZY${tag}`;
  const lot = `L${tag}`.slice(0, 20);
  const serials = [`S${tag}A`, `S${tag}B`];
  let orderNo = '';

  test('the hospital books an operation with two femoral stems from its catalog', async ({ browser }) => {
    const hospital = await who.signedIn(browser, HOSPITAL_ADMIN);
    await openMenu(hospital, '供应链', '手术跟台');
    await button(hospital, /新\s*增/).click();
    const form = dialog(hospital);
    await pick(hospital, form, '经销商', DEALER_NAME);
    await pick(hospital, form, '手术科室', '骨科');
    // Operated on yesterday: use is recorded after the time of surgery (R30). The time is typed.
    const when = form.getByLabel('手术时间');
    await when.click();
    await when.fill(`${day(-1).toISOString().slice(0, 10)} 08:30`);
    await when.press('Enter');
    await form.getByLabel('手术名称').fill('全髋关节置换术');
    await form.getByLabel('主刀医生').fill('周明');
    await form.getByLabel('住院号').fill(patient);
    await form.getByLabel('患者').fill('孙立新');
    await form.getByRole('button', { name: /添加明细/ }).click();
    const line = form.locator('.ant-table-tbody tr.ant-table-row').first();
    await line.getByRole('combobox').first().fill('髋关节');
    await hospital.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: STEM }).first().click();
    await line.getByPlaceholder('数量').fill('2');
    const saved = hospital.waitForResponse((r) => r.url().includes('/beree-scm/surgical/submit'));
    await confirm(hospital);
    orderNo = ((await (await saved).json()) as { data: { surgicalOrderNo: string } }).data.surgicalOrderNo;
    await expect(hospital.getByText('新增成功')).toBeVisible();
    const row = rowOf(hospital, orderNo);
    await expect(row).toContainText('已确认');
    // The list shows the patient's name masked.
    await expect(row).toContainText('孙**');
  });

  test('the dealer releases the kit, scanning each stem', async ({ browser }) => {
    const dealer = await who.signedIn(browser, DEALER);
    await openMenu(dealer, '供应链', '手术跟台');
    const row = rowOf(dealer, orderNo);
    await row.getByRole('button', { name: /出\s*库/ }).click();
    const form = dialog(dealer);
    const units = form.getByTestId('units-1');
    for (const serial of serials) await scan(units.getByLabel('UDI'), stemUdi(lot, serial));
    await expect(units.getByTestId('unit-count').first()).toHaveText('单件 2 / 2');
    // The lot and dates came from the labels.
    await expect(form.getByPlaceholder('批号')).toHaveValue(lot);
    await form.getByRole('button', { name: /^出\s*库$/ }).click();
    // What only warns (the certificate's or the shelf life's) is accepted, as on a delivery note.
    const anyway = dealer.getByRole('button', { name: /仍然出库/ });
    await expect(row.or(anyway).filter({ hasText: /已出库|仍然出库/ }).first()).toBeVisible();
    if (await anyway.isVisible()) await anyway.click();
    await expect(row).toContainText('已出库');
  });

  test('the hospital accepts the kit, records the one stem implanted by its UDI, and only it is billed', async ({ browser, request }) => {
    const hospital = await who.signedIn(browser, HOSPITAL_ADMIN);
    await openMenu(hospital, '供应链', '手术跟台');
    const row = rowOf(hospital, orderNo);
    await confirmRowAction(hospital, row, /验\s*收/);
    await expect(row).toContainText('已验收');

    await row.getByRole('button', { name: /登记使用/ }).click();
    const form = dialog(hospital);
    const used = form.getByTestId('used-1');
    // A label of no unit of this kit is refused on the spot.
    await scan(used.getByLabel('UDI'), stemUdi(lot, `X${tag}`));
    await expect(used.getByRole('alert')).toContainText('不是本单为');
    await scan(used.getByLabel('UDI'), stemUdi(lot, serials[0]));
    await expect(form.getByTestId('used-count')).toHaveText('1');
    await form.getByRole('button', { name: /登记使用/ }).click();
    await expect(row).toContainText('已使用');

    const token = await apiToken(request, HOSPITAL_ADMIN);
    const list = await apiCall<{ records: { id: string }[] }>(request, token, 'GET', '/beree-scm/surgical/list', { params: { surgicalOrderNo: orderNo } });
    const order = await apiCall<Detail>(request, token, 'GET', '/beree-scm/surgical/detail', { params: { id: list.records[0].id } });
    const [stems] = order.lines;
    expect(stems).toMatchObject({ releasedQty: expect.stringMatching(/^2(\.0+)?$/), usedQty: expect.stringMatching(/^1(\.0+)?$/), returnedQty: expect.stringMatching(/^1(\.0+)?$/) });
    expect(stems.units.filter((u) => u.used).map((u) => u.serialNo)).toEqual([serials[0]]);
    // What is settled is what was used: one stem at its price, the other went back.
    expect(Number(stems.usedAmount)).toBe(Number(stems.unitPrice));
    expect(Number(order.usedAmount)).toBe(Number(stems.unitPrice));
  });
});
