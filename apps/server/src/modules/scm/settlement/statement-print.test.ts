import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { SettlementRow, SettlementStatement } from '@beree/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { BASIC, DEALER2_ADMIN, DEALER_ADMIN, HOSPITAL2_ADMIN, HOSPITAL_ADMIN, useServer, type Login } from '../../../../test/harness';
import { tokenOf } from '../../../../test/invoices';

const server = useServer();
const base = '/api/beree-scm/settlement';
/** The demo hospital's statement with the demo dealer, for the month of its latest settled note. */
let query = '';
let statement: SettlementStatement;

beforeAll(async () => {
  const s = server();
  const token = await tokenOf(s, HOSPITAL_ADMIN);
  const rows: SettlementRow[] = (await s.call('GET', `${base}/list?current=1&size=100&supplierTenantId=200001`, { token })).body.data.records;
  expect(rows.length, 'a settled demo note of the demo dealer').toBeGreaterThan(0);
  query = `month=${rows[0]!.settledOn.slice(0, 7)}&supplierTenantId=200001`;
  statement = (await s.call('GET', `${base}/statement?${query}`, { token })).body.data;
  expect(statement.groups.length).toBe(1);
});

async function print(who: Login, q = query, lang?: string) {
  const s = server();
  const headers: Record<string, string> = { authorization: BASIC, 'blade-auth': `bearer ${await tokenOf(s, who)}` };
  if (lang) headers['accept-language'] = lang;
  return s.app.inject({ method: 'GET', url: `${base}/statement/print?${q}`, headers });
}

/** The words of every page, as a reader of the PDF finds them. */
async function textOf(pdf: Buffer): Promise<string> {
  const doc = await getDocument({ data: new Uint8Array(pdf), isEvalSupported: false, useSystemFonts: false }).promise;
  let all = '';
  for (let p = 1; p <= doc.numPages; p += 1) all += `${(await (await doc.getPage(p)).getTextContent()).items.map((i) => ('str' in i ? i.str : '')).join('')}\n`;
  await doc.destroy();
  return all;
}

describe('the monthly statement on paper (对账单 PDF)', () => {
  it('is a PDF naming the month, both parties, every document and the totals of the screen', async () => {
    const res = await print(HOSPITAL_ADMIN);
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain(`statement-${statement.month}.pdf`);
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await textOf(res.rawPayload);
    const group = statement.groups[0]!;
    expect(text).toContain(`结算对账单（${statement.month}）`);
    expect(text).toContain(group.supplierName);
    expect(text).toContain(group.hospitalName);
    for (const line of group.lines) expect(text).toContain(line.documentNo);
    expect(text).toContain(group.lines[0]!.productName);
    expect(text).toMatch(new RegExp(`合计\\s*${statement.totals.settleableAmount.replace('.', '\\.')}`));
  });

  it('speaks the reader’s language and is the same for the supplier', async () => {
    const english = await textOf((await print(DEALER_ADMIN, `month=${statement.month}&hospitalTenantId=100001`, 'en')).rawPayload);
    expect(english).toContain(`Settlement statement (${statement.month})`);
    expect(english).toContain('Amount due');
    expect(english).not.toContain('结算对账单');
    expect(english).toMatch(new RegExp(`Total\\s*${statement.totals.settleableAmount.replace('.', '\\.')}`));
  });

  it('shows a stranger nothing of another tenant’s statement, and refuses a bad month naming it', async () => {
    for (const outsider of [HOSPITAL2_ADMIN, DEALER2_ADMIN]) {
      const res = await print(outsider, `month=${statement.month}&hospitalTenantId=100001&supplierTenantId=200001`);
      expect(res.statusCode, outsider.tenantId).toBe(200);
      const text = await textOf(res.rawPayload);
      expect(text, outsider.tenantId).not.toContain(statement.groups[0]!.supplierName);
      expect(text, outsider.tenantId).not.toContain(statement.groups[0]!.lines[0]!.documentNo);
      expect(text).toContain('本月没有结算明细');
    }
    const bad = await print(HOSPITAL_ADMIN, 'month=2026-13');
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('yyyy-MM');
  });
});
