import { expect, test } from '../support/fixtures';
import { apiCall, apiToken } from '../support/api';
import { confirm, dialog, pick } from '../support/antd';
import { button, confirmRowAction, DEALER, parties, rowOf } from '../support/journey';
import { HOSPITAL_ADMIN, openMenu } from '../support/session';
import { approvedImplantNote, balloonUdi, day } from '../support/implant-note';

const HOSPITAL_NAME = '云州市第一人民医院';
const SWAB = '医用棉签';
/** High-value (R16): shipped one unit per piece, each with its UDI, and received by scanning them. */
/** A balloon's label: its DI, lot, expiry (yyMMdd) and serial. */
/** The dealer's skin disinfectant: its registration card is overdue, so a note of it cannot ship (R10). */
const IODINE = '复合碘皮肤消毒液';

interface Page<T> {
  records: T[];
}

/**
 * The supply chain end to end: a month plan approved becomes an order, the dealer ships a note for
 * it, the hospital approves the note and receives part of it, and receives a note of implants by
 * scanning its printed barcode and each unit, refusing one; a note of a product whose registration
 * card is overdue does not ship.
 */
test.describe('supply chain journey', () => {
  test.describe.configure({ mode: 'serial', timeout: 120_000 });
  const who = parties();
  test.afterEach(() => who.closeAll());
  let planNo = '';
  let indentNo = '';
  let deliveryNo = '';

  test.beforeAll(async ({ request }) => {
    const token = await apiToken(request, HOSPITAL_ADMIN);
    const departments = await apiCall<Page<{ id: string }>>(request, token, 'GET', '/beree-scm/hospital/department/list', { params: { size: '1' } });
    const items = await apiCall<Page<{ id: string }>>(request, token, 'GET', '/beree-scm/catalog/list', {
      params: { supplierTenantId_equal: DEALER.tenantId, useFlag_equal: 'USING', productName: SWAB, size: '1' },
    });
    // A month of its own (R33: one open month plan per department and month).
    const period = `${2040 + Math.floor(Math.random() * 50)}-${String(1 + Math.floor(Math.random() * 12)).padStart(2, '0')}`;
    const plan = await apiCall<{ planNo: string }>(request, token, 'POST', '/beree-scm/plan/submit', {
      data: { planType: 'MONTH', planPeriod: period, departmentId: departments.records[0].id, lines: [{ catalogItemId: items.records[0].id, qty: '10' }] },
    });
    planNo = plan.planNo;
  });

  test('the hospital submits and approves its month plan, which becomes an order it sends', async ({ browser, request }) => {
    const hospital = await who.signedIn(browser, HOSPITAL_ADMIN);
    await openMenu(hospital, '供应链', '采购计划');
    const plan = rowOf(hospital, planNo);
    await confirmRowAction(hospital, plan, /提交审核/);
    await expect(plan).toContainText('待审核');
    await confirmRowAction(hospital, plan, /审核通过/);
    await expect(plan).toContainText('已审核');

    const token = await apiToken(request, HOSPITAL_ADMIN);
    const orders = await apiCall<Page<{ id: string; indentNo: string; planNo: string }>>(request, token, 'GET', '/beree-scm/indent/list', { params: { size: '50' } });
    const order = orders.records.find((o) => o.planNo === planNo);
    expect(order, `the order made from ${planNo}`).toBeDefined();
    indentNo = order!.indentNo;
    await openMenu(hospital, '供应链', '采购订单');
    const row = rowOf(hospital, indentNo);
    await expect(row).toContainText(planNo);
    await confirmRowAction(hospital, row, /提\s*交/);
    await expect(row).toContainText('待确认');
    // The dealer's confirming is indent.spec's journey: here it is done through the API.
    await apiCall(request, await apiToken(request, DEALER), 'POST', '/beree-scm/indent/confirm', { params: { ids: order!.id } });
  });

  test('the dealer ships a note for the order; a note of a product with an overdue registration card does not ship', async ({ browser, request }) => {
    const dealer = await who.signedIn(browser, DEALER);
    await openMenu(dealer, '供应链', '配送单');
    await button(dealer, /新\s*增/).click();
    const form = dialog(dealer);
    await pick(dealer, form, '医院', HOSPITAL_NAME);
    await form.getByLabel('从订单添加明细').click();
    await dealer.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: indentNo }).first().click();
    const line = form.locator('.ant-table-tbody tr.ant-table-row').first();
    await expect(line).toContainText(SWAB);
    await line.getByPlaceholder('批号').fill('B2411');
    for (const [field, value] of [['生产日期', day(-30)], ['有效期至', day(700)]]) {
      const input = line.getByPlaceholder(field);
      await input.click();
      await input.fill(value);
      await input.press('Enter');
    }
    const saved = dealer.waitForResponse((r) => r.url().includes('/beree-scm/delivery/submit'));
    await confirm(dealer);
    deliveryNo = ((await (await saved).json()) as { data: { deliveryNo: string } }).data.deliveryNo;
    const row = rowOf(dealer, deliveryNo);
    await expect(row).toContainText('已保存');
    await confirmRowAction(dealer, row, /发\s*货/);
    const anyway = dealer.getByRole('button', { name: /仍然发货/ });
    await expect(row.getByText('已发货').or(anyway)).toBeVisible();
    if (await anyway.isVisible()) await anyway.click();
    await expect(row).toContainText('已发货');

    // The seeded note of the disinfectant is refused at shipping, naming the product.
    const token = await apiToken(request, DEALER);
    const saves = await apiCall<Page<{ id: string; deliveryNo: string }>>(request, token, 'GET', '/beree-scm/delivery/list', { params: { deliveryStatus_equal: 'SAVED', size: '50' } });
    let blocked = '';
    for (const note of saves.records) {
      const detail = await apiCall<{ lines: { productName: string }[] }>(request, token, 'GET', '/beree-scm/delivery/detail', { params: { id: note.id } });
      if (detail.lines.some((l) => l.productName === IODINE)) blocked = note.deliveryNo;
    }
    expect(blocked, 'the seeded note of the disinfectant').not.toBe('');
    await dealer.getByPlaceholder('请输入配送单号').fill(blocked);
    await button(dealer, /搜\s*索/).click();
    const refused = rowOf(dealer, blocked);
    await confirmRowAction(dealer, refused, /发\s*货/);
    await expect(dealer.getByText(new RegExp(`R10.*${IODINE}`)).first()).toBeVisible();
    await expect(refused).toContainText('已保存');
  });

  test('the hospital approves the note and receives part of it', async ({ browser, request }) => {
    const hospital = await who.signedIn(browser, HOSPITAL_ADMIN);
    await openMenu(hospital, '供应链', '配送单');
    const row = rowOf(hospital, deliveryNo);
    await confirmRowAction(hospital, row, /审\s*核/);
    await expect(row).toContainText('已审核');
    await row.getByRole('button', { name: /验\s*收/ }).click();
    const form = dialog(hospital);
    await form.getByPlaceholder('验收数量').fill('6');
    await confirm(hospital);
    // Six of ten are in: the note stays approved, awaiting the rest, with what was received priced.
    await expect(form).toBeHidden();
    await expect(row).toContainText('已审核');
    await expect(row).not.toContainText(/已收货/);
    const token = await apiToken(request, HOSPITAL_ADMIN);
    const notes = await apiCall<Page<{ id: string }>>(request, token, 'GET', '/beree-scm/delivery/list', { params: { deliveryNo: deliveryNo } });
    const note = await apiCall<{ lines: { qty: string; receivedQty: string }[] }>(request, token, 'GET', '/beree-scm/delivery/detail', { params: { id: notes.records[0].id } });
    expect(note.lines.map((l) => [Number(l.qty), Number(l.receivedQty)])).toEqual([[10, 6]]);
  });

  test('the hospital scans a note of implants to receive it, unit by unit, refusing one with its reason', async ({ browser, request }) => {
    // The order, the note of two scanned balloons and its approval are other journeys': here through the API.
    const implants = await approvedImplantNote(request, 'J');
    const serials = implants.serials;
    const token = await apiToken(request, HOSPITAL_ADMIN);

    const hospital = await who.signedIn(browser, HOSPITAL_ADMIN);
    await openMenu(hospital, '供应链', '配送单');
    // The scanner types the printed note's Code 128 (with its symbology prefix) and Enter.
    await hospital.getByLabel('扫描配送单条码验收').fill(`]C1${implants.deliveryNo}`);
    await hospital.getByLabel('扫描配送单条码验收').press('Enter');
    const form = dialog(hospital);
    const scan = form.getByLabel('扫描单件 UDI 或序列号，回车确认');
    await expect(form.getByText('已接收 0 件，已拒收 0 件，待扫描 2 件')).toBeVisible();
    await scan.fill(balloonUdi(serials[0]));
    await scan.press('Enter');
    await scan.fill(serials[1]);
    await scan.press('Enter');
    const refused = form.locator(`[data-unit="${serials[1]}"]`);
    await refused.getByRole('button', { name: /拒\s*收/ }).click();
    await refused.getByLabel('拒收原因').fill('外包装破损');
    await expect(form.getByText('已接收 1 件，已拒收 1 件，待扫描 0 件')).toBeVisible();
    await confirm(hospital);
    await expect(form).toBeHidden();
    const note = await apiCall<{ deliveryStatus: string; returns: { code: string; reason: string }[] }>(request, token, 'GET', '/beree-scm/delivery/detail', { params: { id: implants.id } });
    expect(note.deliveryStatus).toBe('RECEIVED');
    expect(note.returns.map((r) => [r.code, r.reason])).toEqual([[balloonUdi(serials[1]), '外包装破损']]);
  });
});
