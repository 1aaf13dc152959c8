import ExcelJS from 'exceljs';
import { cents, centsText, SETTLEMENT_STATUS_LABELS, type SettlementDetail, type SettlementRow, type SettlementStatus } from '@beree/contracts';
import { describe, expect, it } from 'vitest';
import { BASIC, DEALER2_ADMIN, DEALER_ADMIN, HOSPITAL2_ADMIN, HOSPITAL_ADMIN, MANUFACTURER_ADMIN, useServer, type TestServer } from '../../../../test/harness';
import { describeTwoPartyIsolation } from '../../../../test/cross-tenant';
import { INVOICE, tokenOf } from '../../../../test/invoices';
import { readExport } from '../../../../test/xlsx';
import { withTenant } from '../../../core/tenancy/with-tenant';
import { settlementRows } from './rows';
import { settlementStatusOf } from './status';

const server = useServer();
const base = '/api/beree-scm/settlement';

const rowsOf = async (s: TestServer, login = HOSPITAL_ADMIN, query = ''): Promise<SettlementRow[]> => {
  const res = await s.call('GET', `${base}/list?current=1&size=1000${query}`, { token: await tokenOf(s, login) });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data.records;
};
const detailOf = async (s: TestServer, id: string, login = HOSPITAL_ADMIN): Promise<SettlementDetail> =>
  (await s.call('GET', `${base}/detail?id=${id}`, { token: await tokenOf(s, login) })).body.data;

/** What the invoice API says was sent and approved per delivery line: downstream invoices, net of red letters. */
async function invoicedPerLine(s: TestServer) {
  const token = await tokenOf(s, HOSPITAL_ADMIN);
  const list = (await s.call('GET', `${INVOICE}/list?current=1&size=1000&invoiceRole=DOWNSTREAM`, { token })).body.data.records as { id: string; invoiceStatus: string }[];
  const sent = new Map<string, bigint>();
  const approved = new Map<string, bigint>();
  for (const inv of list.filter((i) => i.invoiceStatus !== 'SAVED')) {
    const detail = (await s.call('GET', `${INVOICE}/detail?id=${inv.id}`, { token })).body.data;
    for (const l of detail.lines as { deliveryLineId: string; amountInclTax: string }[]) {
      sent.set(l.deliveryLineId, (sent.get(l.deliveryLineId) ?? 0n) + cents(l.amountInclTax));
      if (inv.invoiceStatus === 'APPROVED') approved.set(l.deliveryLineId, (approved.get(l.deliveryLineId) ?? 0n) + cents(l.amountInclTax));
    }
  }
  return { sent, approved };
}

/** R27 as the domain model states it, from the amounts. */
function expectedStatus(due: bigint, sent: bigint): SettlementStatus {
  if (sent <= 0n) return 'UNPROCESSED';
  return sent >= due - 1n ? 'PROCESSED' : 'PROCESSING';
}

/** Checks every row of the caller against the invoice API; answers the rows by status. */
async function checkAgainstInvoices(s: TestServer) {
  const { sent, approved } = await invoicedPerLine(s);
  const rows = await rowsOf(s);
  for (const row of rows) {
    const detail = await detailOf(s, row.id);
    const sum = (m: Map<string, bigint>) => detail.lines.reduce((t, l) => t + (m.get(l.lineId) ?? 0n), 0n);
    const due = detail.lines.reduce((t, l) => t + cents(l.settleableAmount), 0n);
    expect(row, row.documentNo).toMatchObject({ settleableAmount: centsText(due), invoicedAmount: centsText(sum(sent)), approvedAmount: centsText(sum(approved)) });
    expect(row.settlementStatus, row.documentNo).toBe(expectedStatus(due, sum(sent)));
  }
  return rows;
}

describeTwoPartyIsolation(server, {
  base: '/beree-scm/settlement',
  create: async (s) => (await rowsOf(s))[0]!.id,
  transitions: [],
  parties: [HOSPITAL_ADMIN, DEALER_ADMIN],
  outsiders: [HOSPITAL2_ADMIN, DEALER2_ADMIN, MANUFACTURER_ADMIN],
});

describe('settlements', () => {
  it('R27: each received note is as far settled as its invoices say, the same for both parties', async () => {
    const s = server();
    const rows = await checkAgainstInvoices(s);
    // The demo has a note in each state.
    expect(new Set(rows.map((r) => r.settlementStatus))).toEqual(new Set(['UNPROCESSED', 'PROCESSING', 'PROCESSED']));
    expect(rows.every((r) => r.basis === 'RECEIPT' && r.source === 'DELIVERY')).toBe(true);
    const dealer = await rowsOf(s, DEALER_ADMIN, '&hospitalTenantId=100001');
    // The dealer sees its own notes of them (the hospital also settles the manufacturer's partly received note).
    expect(dealer.map((r) => [r.id, r.settlementStatus, r.invoicedAmount])).toEqual(rows.filter((r) => r.supplierTenantId === '200001').map((r) => [r.id, r.settlementStatus, r.invoicedAmount]));
    const processing = await rowsOf(s, HOSPITAL_ADMIN, '&settlementStatus=PROCESSING');
    expect(processing.map((r) => r.id)).toEqual(rows.filter((r) => r.settlementStatus === 'PROCESSING').map((r) => r.id));
  });

  it('R27: sent in full (within a cent) is PROCESSED whether approved yet or not; less is PROCESSING, nothing UNPROCESSED', () => {
    expect(settlementStatusOf({ settleable: 10_000n, invoiced: 10_000n, approved: 6_000n })).toBe('PROCESSED');
    expect(settlementStatusOf({ settleable: 10_000n, invoiced: 9_999n, approved: 9_999n })).toBe('PROCESSED');
    expect(settlementStatusOf({ settleable: 10_000n, invoiced: 9_998n, approved: 9_998n })).toBe('PROCESSING');
    expect(settlementStatusOf({ settleable: 10_000n, invoiced: 0n, approved: 0n })).toBe('UNPROCESSED');
  });

  it('R27: never edited — there is no route that writes a settlement; bad filters answer 400 naming the field', async () => {
    const s = server();
    const token = await tokenOf(s, HOSPITAL_ADMIN);
    const [row] = await rowsOf(s);
    for (const path of ['submit', 'remove', 'update']) {
      const res = await s.call('POST', `${base}/${path}?ids=${row!.id}`, { token, body: { id: row!.id, settlementStatus: 'PROCESSED' } });
      expect(res.status, path).toBe(404);
    }
    expect((await detailOf(s, row!.id)).settlementStatus).toBe(row!.settlementStatus);
    const bad = await s.call('GET', `${base}/statement?month=2026-13`, { token });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('yyyy-MM');
    expect((await s.call('GET', `${base}/list?settlementStatus=DONE`, { token })).status).toBe(400);
    // Impossible months never reach the totals query: 400 naming the filter, not a database error.
    for (const month of ['0000-00', '0000-01', '0001-01', '2026-00', 'garbage']) {
      const res = await s.call('GET', `${base}/list?monthFrom=${month}&monthTo=${month}`, { token });
      expect(res.status, month).toBe(400);
      expect(JSON.stringify(res.body), month).toContain('yyyy-MM');
    }
  });

  it('R28: the list filters by basis — the demo hospital settles on receipt, so that basis lists all its rows and the other none', async () => {
    const s = server();
    const all = await rowsOf(s);
    expect(all.length).toBeGreaterThan(0);
    expect((await rowsOf(s, HOSPITAL_ADMIN, '&basis=RECEIPT')).map((r) => r.id)).toEqual(all.map((r) => r.id));
    expect(await rowsOf(s, HOSPITAL_ADMIN, '&basis=CONSUMPTION')).toEqual([]);
    const bad = await s.call('GET', `${base}/list?basis=MONTHLY`, { token: await tokenOf(s, HOSPITAL_ADMIN) });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('basis');
  });

  it('R27, R28: the list pages, filters and counts in the database, row for row what the documents add up to', async () => {
    const s = server();
    for (const login of [HOSPITAL_ADMIN, DEALER_ADMIN]) {
      const all = await rowsOf(s, login);
      const computed = await withTenant(s.database.db, { tenantId: login.tenantId }, (tx) => settlementRows(tx, {}));
      expect(all).toEqual(computed.map(({ cents: _c, lineCents: _l, lines: _lines, ...row }) => row));
      const token = await tokenOf(s, login);
      const second = (await s.call('GET', `${base}/list?current=2&size=2`, { token })).body.data;
      expect(second).toMatchObject({ total: all.length, current: 2, size: 2 });
      expect(second.records.map((r: SettlementRow) => r.id)).toEqual(all.slice(2, 4).map((r) => r.id));
      expect((await s.call('GET', `${base}/list?current=99&size=10`, { token })).body.data).toMatchObject({ records: [], total: all.length });
      const count = (await s.call('GET', '/api/beree-scm/home-page-statistics/settlement-count', { token })).body.data as { settlementStatus: SettlementStatus; count: number }[];
      for (const { settlementStatus, count: n } of count) {
        const mine = all.filter((r) => r.settlementStatus === settlementStatus);
        expect(n, settlementStatus).toBe(mine.length);
        expect((await rowsOf(s, login, `&settlementStatus=${settlementStatus}`)).map((r) => r.id)).toEqual(mine.map((r) => r.id));
      }
    }
  });

  it("a month's statement totals its lines, and its .xlsx holds them", async () => {
    const s = server();
    const token = await tokenOf(s, HOSPITAL_ADMIN);
    const [row] = await rowsOf(s);
    const month = row!.settledOn.slice(0, 7);
    const res = await s.call('GET', `${base}/statement?month=${month}&supplierTenantId=200001`, { token });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const statement = res.body.data;
    expect(statement.groups).toHaveLength(1);
    const group = statement.groups[0];
    expect(group).toMatchObject({ hospitalTenantId: '100001', supplierTenantId: '200001', basis: 'RECEIPT' });
    const monthRows = await rowsOf(s, HOSPITAL_ADMIN, `&supplierTenantId=200001&monthFrom=${month}&monthTo=${month}`);
    expect(group.lines.length).toBe((await Promise.all(monthRows.map((r) => detailOf(s, r.id)))).reduce((n, d) => n + d.lines.length, 0));
    for (const field of ['settleableAmount', 'invoicedAmount', 'approvedAmount'] as const) {
      const sum = centsText(group.lines.reduce((t: bigint, l: Record<string, string>) => t + cents(l[field]!), 0n));
      expect(group.totals[field], field).toBe(sum);
      expect(statement.totals[field], field).toBe(sum);
    }

    const file = await s.app.inject({ method: 'GET', url: `${base}/statement/export?month=${month}&supplierTenantId=200001`, headers: { authorization: BASIC, 'blade-auth': `bearer ${token}`, 'accept-language': 'en' } });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('spreadsheetml');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.getRow(1).getCell(3).value).toBe('Document no.');
    // Header, one row per line, the pair's total and the grand total.
    expect(sheet.rowCount).toBe(1 + group.lines.length + 2);
    expect(sheet.getRow(2).getCell(3).value).toBe(group.lines[0].documentNo);
    expect(sheet.getRow(sheet.rowCount).getCell(12).value).toBe(Number(statement.totals.settleableAmount));
  });

  it('R27: a returned invoice moves its note back, as the invoice API tells', async () => {
    const s = server();
    const before = await rowsOf(s);
    const hospital = await tokenOf(s, HOSPITAL_ADMIN);
    const submitted = (await s.call('GET', `${INVOICE}/list?current=1&size=100&invoiceRole=DOWNSTREAM&invoiceStatus=SUBMITTED`, { token: hospital })).body.data.records;
    expect(submitted.length).toBeGreaterThan(0);
    const returned = await s.call('POST', `${INVOICE}/return?ids=${submitted[0].id}`, { token: hospital, body: { reason: '金额有误' } });
    expect(returned.status, JSON.stringify(returned.body)).toBe(200);
    const after = await checkAgainstInvoices(s);
    expect(after.map((r) => r.invoicedAmount)).not.toEqual(before.map((r) => r.invoicedAmount));
    const count = (await s.call('GET', '/api/beree-scm/home-page-statistics/settlement-count', { token: hospital })).body.data as { settlementStatus: string; count: number; settleableAmount: string }[];
    for (const c of count) {
      const mine = after.filter((r) => r.settlementStatus === c.settlementStatus);
      expect(c.count, c.settlementStatus).toBe(mine.length);
      expect(c.settleableAmount).toBe(centsText(mine.reduce((t, r) => t + cents(r.settleableAmount), 0n)));
    }
  });

  it('exports the listed settlements as .xlsx: the same filters, only the caller\'s documents, codes by their labels', async () => {
    const s = server();
    const all = await rowsOf(s, DEALER_ADMIN);
    const status = all[0]!.settlementStatus;
    const listed = await rowsOf(s, DEALER_ADMIN, `&settlementStatus=${status}`);
    const sheet = await readExport(s, `${base}/export?settlementStatus=${status}`, await tokenOf(s, DEALER_ADMIN));
    expect(sheet.fileName).toMatch(/^结算管理-\d{8}\.xlsx$/);
    expect(sheet.headings).toEqual(['单号', '来源单据', '医院', '结算方式', '入库/使用日期', '结算金额', '已开票金额', '已审核金额', '结算状态']);
    expect(sheet.rows.map((r) => `${r['单号']}|${r['医院']}|${r['结算金额']}`)).toEqual(listed.map((r) => `${r.documentNo}|${r.hospitalName}|${Number(r.settleableAmount)}`));
    expect(new Set(sheet.rows.map((r) => r['结算状态']))).toEqual(new Set([SETTLEMENT_STATUS_LABELS[status].zh]));
    expect(sheet.rows[0]).toMatchObject({ 来源单据: '配送单', 结算方式: '入库结算', '入库/使用日期': new Date(`${listed[0]!.settledOn}T00:00:00Z`) });
    // The hospital's export (in English) names suppliers; the manufacturer's holds only its own documents, none of the dealer's.
    const hospital = await readExport(s, `${base}/export`, await tokenOf(s, HOSPITAL_ADMIN), 'en');
    expect(hospital.headings.slice(0, 4)).toEqual(['Document no.', 'Source document', 'Supplier', 'Basis']);
    expect(hospital.rows.length).toBe((await rowsOf(s)).length);
    const dealerName = all[0]!.supplierName;
    expect(hospital.rows.filter((r) => r.Supplier === dealerName).length).toBe(all.filter((r) => r.hospitalTenantId === '100001').length);
    for (const who of [MANUFACTURER_ADMIN, DEALER2_ADMIN, HOSPITAL2_ADMIN]) {
      const own = await rowsOf(s, who);
      expect(own.some((r) => r.supplierTenantId === '200001'), who.tenantId).toBe(false);
      const theirs = await readExport(s, `${base}/export`, await tokenOf(s, who));
      expect(theirs.rows.length, who.tenantId).toBe(own.length);
    }
    expect(await s.call('GET', `${base}/export?basis=MONTHLY`, { token: await tokenOf(s, DEALER_ADMIN) })).toMatchObject({ status: 400, body: { data: { field: 'basis' } } });
  });

  it('R28: the basis follows the hospital setting — on consumption only what was used is settled', async () => {
    const s = server();
    const token = await tokenOf(s, HOSPITAL_ADMIN);
    const settings = (await s.call('GET', '/api/beree-scm/hospital/settings', { token })).body.data;
    const saved = await s.call('POST', '/api/beree-scm/hospital/settings', { token, body: { settlementBasis: 'CONSUMPTION', version: settings.version } });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const rows = await rowsOf(s);
    const used = (await s.call('GET', `/api/beree-scm/surgical/list?current=1&size=100&surgicalStatus=BE_USE`, { token })).body.data.records as { id: string }[];
    expect(used.length).toBeGreaterThan(0);
    expect(rows.map((r) => r.id).sort()).toEqual(used.map((o) => o.id).sort());
    for (const row of rows) {
      expect(row).toMatchObject({ basis: 'CONSUMPTION', source: 'SURGICAL' });
      const order = (await s.call('GET', `/api/beree-scm/surgical/detail?id=${row.id}`, { token })).body.data;
      const usedLines = (order.lines as { usedQty: string; usedAmount: string }[]).filter((l) => Number(l.usedQty) > 0);
      expect((await detailOf(s, row.id)).lines.map((l) => l.quantity)).toEqual(usedLines.map((l) => String(Number(l.usedQty))));
      expect(row.settleableAmount).toBe(centsText(usedLines.reduce((t, l) => t + cents(l.usedAmount), 0n)));
    }
    // The dealer sees the hospital's basis too.
    expect((await rowsOf(s, DEALER_ADMIN, '&hospitalTenantId=100001')).every((r) => r.basis === 'CONSUMPTION')).toBe(true);
  });
});
