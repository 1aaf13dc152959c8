import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, expect, it } from 'vitest';
import { signInAs, useRealApi } from '@/test/real-api';
import { renderApp, resetApp } from '@/test/render-app';
import { ACCOUNTS } from '@/test/server-api';
import { getInstanceByDom } from 'echarts/core';
import type { MoneyOverview } from '@beree/contracts';
import type { BusinessOverview } from './overview-api';

const OVERVIEW = '/beree-scm/home-page-statistics/overview';
const COUNT = '/beree-scm/home-page-statistics/certification-count';
const ctx = useRealApi();

beforeEach(async () => {
  await resetApp();
});

const card = (title: string) => screen.getByText(title, { selector: '.ant-statistic-title' }).closest('a')!;
const sent = () => (ctx.calls('GET', OVERVIEW)[0].answer as { data: BusinessOverview }).data;
/** What the chart named `title` draws: its first series as name/value pairs, once it is drawn. */
async function drawn(title: string): Promise<{ name: string; value: number }[]> {
  const box = await screen.findByLabelText(title);
  await waitFor(() => expect(box.querySelector('svg')).not.toBeNull());
  const option = getInstanceByDom(box)!.getOption() as { xAxis?: { data: string[] }[]; series: { data: (number | { name: string; value: number })[] }[] };
  const data = option.series[0].data;
  return data.map((d, i) => (typeof d === 'number' ? { name: option.xAxis![0].data[i], value: d } : { name: d.name, value: d.value }));
}

it("shows a hospital the suppliers it reviews and has admitted, each linking to the filtered list, with a chart of its relations", async () => {
  await signInAs(ACCOUNTS.hospitalAdmin);
  const { router } = renderApp('/wel/index');
  expect(await screen.findByText('待审核的供应商申请', { selector: '.ant-statistic-title' })).toBeInTheDocument();
  await waitFor(() => expect(ctx.calls('GET', OVERVIEW)[0]?.answer).toBeDefined());
  const data = sent();
  expect(data.tenantKind).toBe('HOSPITAL');
  expect(within(card('已准入供应商')).getByText(String(data.supplyRelations.APPROVED))).toBeInTheDocument();
  expect(card('待审核的供应商申请')).toHaveAttribute('href', '/scm/supply-relation?supplyStatus=SUBMITTED');
  // The chart is drawn (as SVG) from the same figures, labelled by the supplyStatus dictionary.
  await waitFor(async () => expect(await drawn('供需关系状态分布')).toContainEqual({ name: '已审核', value: data.supplyRelations.APPROVED }));

  await userEvent.setup().click(card('已准入供应商'));
  await waitFor(() => expect(router.state.location.pathname + router.state.location.search).toBe('/scm/supply-relation?supplyStatus=APPROVED'));
  // The list opens filtered to what the figure counted, its very first call included.
  await waitFor(() => expect(ctx.calls('GET', '/beree-scm/supply-relation/list')[0]?.answer).toBeDefined());
  const lists = ctx.calls('GET', '/beree-scm/supply-relation/list');
  expect(lists.every((c) => c.query.supplyStatus_equal === 'APPROVED')).toBe(true);
  const rows = (lists[0].answer as { data: { records: { supplyStatus: string }[]; total: number } }).data;
  expect(rows.total).toBe(data.supplyRelations.APPROVED);
  await waitFor(() => expect(screen.getAllByText('已审核').length).toBeGreaterThan(rows.total));
});

it("shows a supplier its certificates by state, each opening the register filtered to what it counts", async () => {
  await signInAs({ tenantId: '300001', username: 'admin', password: 'admin' });
  const { router } = renderApp('/wel/index');
  const title = await screen.findByText('即将过期的证照', { selector: '.ant-statistic-title' });
  await waitFor(() => expect(ctx.calls('GET', COUNT)[0]?.answer).toBeDefined());
  const counts = (ctx.calls('GET', COUNT)[0].answer as { data: { expiringSoon: number; overdue: number } }).data;
  expect(within(title.closest('a')!).getByText(String(counts.expiringSoon))).toBeInTheDocument();
  await userEvent.setup().click(card('已过期的证照'));
  await waitFor(() => expect(ctx.calls('GET', '/beree-scm/certificate/list')[0]?.answer).toBeDefined());
  const list = ctx.calls('GET', '/beree-scm/certificate/list')[0];
  expect(list.query).toMatchObject({ stateFlag_equal: 'OVERDUE', archiveStatus_equal: 'ARCHIVE', useFlag_equal: 'USING' });
  expect((list.answer as { data: { total: number } }).data.total).toBe(counts.overdue);
  expect(router.state.location.pathname).toBe('/scm/certificate');
});

it('shows the platform its tenants by kind', async () => {
  await signInAs(ACCOUNTS.platformAdmin);
  renderApp('/wel/index');
  await waitFor(() => expect(ctx.calls('GET', OVERVIEW)[0]?.answer).toBeDefined());
  const hospitals = sent().tenantsByKind!.HOSPITAL;
  expect(hospitals).toBeGreaterThan(0);
  await waitFor(async () => expect(await drawn('各类租户数量')).toContainEqual({ name: '医院', value: hospitals }));
});

it("shows a dealer the orders waiting on it, linking to the list, and its delivery notes per month", async () => {
  await signInAs({ tenantId: '200001', username: 'admin', password: 'admin' });
  renderApp('/wel/index');
  const title = await screen.findByText('待确认的订单', { selector: '.ant-statistic-title' });
  const orders = (ctx.calls('GET', '/beree-scm/home-page-statistics/indent-count')[0].answer as { data: { toConfirm: number } }).data;
  expect(within(title.closest('a')!).getByText(String(orders.toConfirm))).toBeInTheDocument();
  expect(title.closest('a')).toHaveAttribute('href', '/scm/indent?indentStatus=SUBMITTED');
  await waitFor(() => expect(ctx.calls('GET', '/beree-scm/home-page-statistics/delivery-trend')[0]?.answer).toBeDefined());
  const months = (ctx.calls('GET', '/beree-scm/home-page-statistics/delivery-trend')[0].answer as { data: { month: string; notes: number }[] }).data;
  const shipped = months.at(-1)!;
  expect(shipped.notes).toBeGreaterThan(0);
  await waitFor(async () => expect(await drawn('近12个月配送单')).toContainEqual({ name: shipped.month, value: shipped.notes }));
});

it('shows a hospital the invoices to approve and what it has to settle, its settlements by state, each opening its list, and the invoiced amount per month', async () => {
  const MONEY = '/beree-scm/home-page-statistics/money';
  await signInAs(ACCOUNTS.hospitalAdmin);
  const { router } = renderApp('/wel/index');
  const title = await screen.findByText('待审核的发票', { selector: '.ant-statistic-title' });
  const money = (ctx.calls('GET', MONEY)[0].answer as { data: MoneyOverview }).data;
  expect(money.party).toBe('hospital');
  expect(money.toApproveInvoices).toBeGreaterThan(0);
  expect(within(title.closest('a')!).getByText(String(money.toApproveInvoices))).toBeInTheDocument();
  const settle = card('待结算金额');
  expect(settle).toHaveAttribute('href', '/scm/settlement');
  expect(settle.textContent).toContain(`¥${Number(money.toSettleAmount).toLocaleString('en-US', { minimumFractionDigits: 2 })}`);
  const processing = money.settlements.find((s) => s.settlementStatus === 'PROCESSING')!;
  expect(within(card('部分开票的结算单')).getByText(String(processing.count))).toBeInTheDocument();
  expect(card('部分开票的结算单')).toHaveAttribute('href', '/scm/settlement?settlementStatus=PROCESSING');
  const month = money.invoiceTrend.at(-1)!;
  expect(Number(month.amount)).toBeGreaterThan(0);
  await waitFor(async () => expect(await drawn('近12个月开票金额（元）')).toContainEqual({ name: month.month, value: Number(month.amount) }));
  await userEvent.setup().click(title.closest('a')!);
  await waitFor(() => expect(router.state.location.pathname + router.state.location.search).toBe('/scm/invoice?invoiceStatus=SUBMITTED'));
});
