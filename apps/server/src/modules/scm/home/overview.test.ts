import { describe, expect, it } from 'vitest';
import { DELIVERY_TREND_MONTHS, shanghaiToday } from '@beree/contracts';
import { DEALER2_ADMIN, DEALER_ADMIN, HOSPITAL_ADMIN, HOSPITAL_CLERK, PLATFORM_ADMIN, useServer } from '../../../../test/harness';

const server = useServer();
const url = '/api/beree-scm/home-page-statistics/overview';

describe('home page overview', () => {
  it("answers each tenant its kind and its own relations by state, every state present", async () => {
    const s = server();
    const hospital = (await s.call('GET', url, { token: await s.login(HOSPITAL_ADMIN) })).body.data;
    // 云州市第一人民医院: two approved suppliers and one rejected application (seeds/demo.ts).
    expect(hospital).toEqual({ tenantKind: 'HOSPITAL', supplyRelations: { SUBMITTED: 0, APPROVED: 2, CANCELLED: 0, REJECTED: 1, STOPPED: 0 } });
    const dealer = (await s.call('GET', url, { token: await s.login(DEALER2_ADMIN) })).body.data;
    expect(dealer).toEqual({ tenantKind: 'DEALER', supplyRelations: { SUBMITTED: 1, APPROVED: 0, CANCELLED: 0, REJECTED: 1, STOPPED: 1 } });
  });

  it('answers the platform every relation and the tenants by kind', async () => {
    const s = server();
    const platform = (await s.call('GET', url, { token: await s.login(PLATFORM_ADMIN) })).body.data;
    expect(platform.tenantKind).toBe('PLATFORM');
    expect(platform.tenantsByKind).toMatchObject({ HOSPITAL: 3, DEALER: 2, MANUFACTURER: 1, FOREIGN_OFFICE: 0 });
    expect(Object.values(platform.supplyRelations as Record<string, number>).reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(7);
  });

  it('is there for every signed-in user, whatever their grants', async () => {
    const s = server();
    const clerk = await s.call('GET', url, { token: await s.login(HOSPITAL_CLERK) });
    expect(clerk.status).toBe(200);
    expect(clerk.body.data.tenantKind).toBe('HOSPITAL');
  });
});

describe('delivery trend', () => {
  const trend = '/api/beree-scm/home-page-statistics/delivery-trend';

  it('answers twelve months ending with this one, counting the notes and amounts the caller has shipped or been shipped', async () => {
    const s = server();
    const token = await s.login(HOSPITAL_ADMIN);
    const months = (await s.call('GET', trend, { token })).body.data as { month: string; notes: number; amount: string }[];
    expect(months).toHaveLength(DELIVERY_TREND_MONTHS);
    expect(months.at(-1)!.month).toBe(shanghaiToday().slice(0, 7));
    // The hospital never sees a SAVED note, so its list holds exactly the shipped ones (the demo ships them this month).
    const list = (await s.call('GET', '/api/beree-scm/delivery/list?size=100', { token })).body.data;
    expect(list.total).toBeGreaterThan(0);
    expect(months.reduce((n, m) => n + m.notes, 0)).toBe(list.total);
    const cents = (amounts: string[]) => amounts.reduce((n, a) => n + Math.round(Number(a) * 100), 0);
    expect(cents(months.map((m) => m.amount))).toBe(cents(list.records.map((r: { totalAmount: string }) => r.totalAmount)));
  });

  it('answers a party without deliveries every month at zero, and the platform nothing', async () => {
    const s = server();
    const none = (await s.call('GET', trend, { token: await s.login(DEALER2_ADMIN) })).body.data;
    expect(none).toHaveLength(DELIVERY_TREND_MONTHS);
    expect(none.every((m: { notes: number; amount: string }) => m.notes === 0 && m.amount === '0.00')).toBe(true);
    expect((await s.call('GET', trend, { token: await s.login(PLATFORM_ADMIN) })).body.data).toEqual([]);
  });
});

describe('money figures', () => {
  const money = '/api/beree-scm/home-page-statistics/money';
  type Count = { settlementStatus: string; count: number; settleableAmount: string; invoicedAmount: string; approvedAmount: string };
  const cents = (amounts: string[]) => amounts.reduce((n, a) => n + Math.round(Number(a) * 100), 0);
  const yuan = (c: number) => (Math.max(c, 0) / 100).toFixed(2);

  it('R27: answer each side what it acts on, from its settlements and invoices, with twelve months of invoicing; the platform nothing', async () => {
    const s = server();
    const dealer = await s.login(DEALER_ADMIN);
    const hospital = await s.login(HOSPITAL_ADMIN);
    const count = async (token: string) => (await s.call('GET', '/api/beree-scm/home-page-statistics/settlement-count', { token })).body.data as Count[];
    const invoices = async (token: string, query: string) => (await s.call('GET', `/api/beree-scm/invoice/list?current=1&size=500&invoiceRole=DOWNSTREAM${query}`, { token })).body.data.records as { invoiceStatus: string; returnReason: string | null; invoiceDate: string; amountInclTax: string }[];

    const supplier = (await s.call('GET', money, { token: dealer })).body.data;
    const mine = await count(dealer);
    expect(supplier).toMatchObject({ party: 'supplier', settlements: mine, toApproveInvoices: 0 });
    expect(supplier.toInvoiceAmount).toBe(yuan(cents(mine.map((c) => c.settleableAmount)) - cents(mine.map((c) => c.invoicedAmount))));
    // The demo's invoice returned for a wrong tax number is the dealer's to fix.
    expect(supplier.returnedInvoices).toBe((await invoices(dealer, '&invoiceStatus=SAVED')).filter((i) => i.returnReason).length);
    expect(supplier.returnedInvoices).toBeGreaterThan(0);

    const buyer = (await s.call('GET', money, { token: hospital })).body.data;
    const theirs = await count(hospital);
    expect(buyer).toMatchObject({ party: 'hospital', settlements: theirs, returnedInvoices: 0 });
    expect(buyer.toApproveInvoices).toBe((await invoices(hospital, '&invoiceStatus=SUBMITTED')).length);
    expect(buyer.toSettleAmount).toBe(yuan(cents(theirs.map((c) => c.settleableAmount)) - cents(theirs.map((c) => c.approvedAmount))));
    const months = buyer.invoiceTrend as { month: string; invoices: number; amount: string }[];
    expect(months).toHaveLength(DELIVERY_TREND_MONTHS);
    expect(months.at(-1)!.month).toBe(shanghaiToday().slice(0, 7));
    const sent = (await invoices(hospital, '')).filter((i) => i.invoiceStatus !== 'SAVED' && i.invoiceDate >= `${months[0]!.month}-01`);
    expect(months.reduce((n, m) => n + m.invoices, 0)).toBe(sent.length);
    expect(cents(months.map((m) => m.amount))).toBe(cents(sent.map((i) => i.amountInclTax)));

    // The platform is no party: an empty answer, as BladeX answers nothing.
    expect((await s.call('GET', money, { token: await s.login(PLATFORM_ADMIN) })).body).toMatchObject({ code: 200, data: {}, msg: '暂无承载数据' });
  });
});
