import { beforeAll, describe, expect, it } from 'vitest';
import { certificates } from '../../../core/db/schema';
import { nextId } from '../../../core/db/ids';
import { withTenant } from '../../../core/tenancy/with-tenant';
import { HOSPITAL_ADMIN, useServer, type TestServer } from '../../../../test/harness';
import { downstream, INVOICE, move, receivedSwabs, saveInvoice, tokenOf, upstreamCopy, type ReceivedLine } from '../../../../test/invoices';

const server = useServer();
let received: ReceivedLine[] = [];
let sku = '';
beforeAll(async () => {
  received = await receivedSwabs(server(), Array(7).fill(10));
  sku = received[0].skuId;
});

const coverage = async (s: TestServer, id: string, who = HOSPITAL_ADMIN) => (await s.call('GET', `${INVOICE}/coverage?id=${id}`, { token: await tokenOf(s, who) })).body.data;

describe('R24: the two-invoice rule', () => {
  it('R24: a dealer\'s line without upstream cover is refused naming the line and its maker; the coverage view shows what is missing, then what covers it', async () => {
    const s = server();
    const line = received[0];
    const invoice = await saveInvoice(s, downstream([[line.lineId, 10]]));
    const refused = await move(s, 'submit-review', invoice.id);
    expect(refused.body).toMatchObject({ code: 400, msg: 'R24：第1行 “医用棉签”缺少上游发票：需 10，已覆盖 0，缺 10（应由广州洁源卫生用品有限公司开给本企业）', data: { field: 'lines.0.quantity' } });
    const before = await coverage(s, invoice.id, { tenantId: '200001', username: 'admin', password: 'admin' });
    expect(before).toMatchObject({ enforced: false, lines: [{ lineNo: 1, quantity: '10', covered: '0', missing: '10', sellers: ['广州洁源卫生用品有限公司'], upstream: [] }] });
    // An invoice from anyone else (a trading company in between) counts for nothing (R24 c).
    await upstreamCopy(s, sku, 10, { sellerName: '云州某医疗贸易有限公司', sellerTaxNo: '91330100MA2XXXXX1Y' });
    expect((await move(s, 'submit-review', invoice.id)).body.msg).toMatch(/缺 10/);
    // The maker's invoices: 6 of this very batch, 4 of any.
    const batch = await upstreamCopy(s, sku, 6, { lines: [{ skuId: sku, quantity: 6, amountExclTax: '6.00', batchNo: line.batchNo }] });
    const any = await upstreamCopy(s, sku, 4);
    const sent = await move(s, 'submit-review', invoice.id);
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    const after = await coverage(s, invoice.id);
    expect(after.enforced).toBe(true);
    expect(after.lines[0]).toMatchObject({ covered: '10', missing: '0' });
    expect(after.lines[0].upstream.map((u: { invoiceId: string; quantity: string }) => [u.invoiceId, u.quantity])).toEqual([[batch, '6'], [any, '4']]);
    expect((await move(s, 'approve', invoice.id, HOSPITAL_ADMIN)).status).toBe(200);
  });

  it('R24: the registered general agent counts as the maker; a red-letter correction frees what it takes back', async () => {
    const s = server();
    // 博衡, the maker's general agent: the dealer keeps its letter on file.
    await withTenant(s.database.db, { tenantId: '200001' }, (tx) =>
      tx.insert(certificates).values({
        id: nextId(), tenantId: '200001', certType: 'CERTIFICATE_AUTHORIZATION', certName: '产品授权书（总代理）', certNo: 'BH-SQ-2026-001', archiveStatus: 'ARCHIVE', useFlag: 'USING', longTerm: true,
        grantorName: '上海博衡医疗器械有限公司', subjectCompanyName: '广州洁源卫生用品有限公司', granteeTenantId: '200001', granteeName: '浙江康链医疗供应链有限公司', authorizationLevel: 2,
      }),
    );
    await upstreamCopy(s, sku, 5, { sellerName: '上海博衡医疗器械有限公司', sellerTaxNo: '91310000MA1FL0BH2X' });
    const invoice = await saveInvoice(s, downstream([[received[3].lineId, 5]]));
    expect((await move(s, 'submit-review', invoice.id)).status).toBe(200);
    expect((await move(s, 'approve', invoice.id, HOSPITAL_ADMIN)).status).toBe(200);
    // 2 taken back by a red letter are free for the corrected invoice; a third is not.
    const red = await saveInvoice(s, downstream([[received[3].lineId, 2]], { redLetter: true, originalInvoiceId: invoice.id }));
    expect((await move(s, 'submit-review', red.id)).status).toBe(200);
    expect((await move(s, 'approve', red.id, HOSPITAL_ADMIN)).status).toBe(200);
    const again = await saveInvoice(s, downstream([[received[3].lineId, 3]]));
    expect((await move(s, 'submit-review', again.id)).body.msg).toMatch(/需 3，已覆盖 2，缺 1/);
  });

  it('R24: one upstream quantity is never counted twice across downstream invoices; what a returned invoice held is free again; a copy in use is not withdrawn', async () => {
    const s = server();
    // 10 filed now, 2 left free by the correction before.
    const upstream = await upstreamCopy(s, sku, 10);
    const first = await saveInvoice(s, downstream([[received[1].lineId, 6]]));
    const second = await saveInvoice(s, downstream([[received[2].lineId, 8]]));
    expect((await move(s, 'submit-review', first.id)).status).toBe(200);
    expect((await move(s, 'submit-review', second.id)).body.msg).toMatch(/需 8，已覆盖 6，缺 2/);
    const withdraw = await move(s, 'withdraw', upstream);
    expect(withdraw.body).toMatchObject({ code: 400, msg: expect.stringContaining(first.invoiceNo) });
    expect((await move(s, 'return', first.id, HOSPITAL_ADMIN, { reason: '数量有误' })).status).toBe(200);
    expect((await move(s, 'submit-review', second.id)).status).toBe(200);
    expect((await move(s, 'submit-review', first.id)).body.msg).toMatch(/缺 2/);
  });

  it('R20, R24: two invoices of the same received line sent at once never over-invoice it', async () => {
    const s = server();
    await upstreamCopy(s, sku, 20);
    const a = await saveInvoice(s, downstream([[received[4].lineId, 6]]));
    const b = await saveInvoice(s, downstream([[received[4].lineId, 6]]));
    const results = await Promise.all([move(s, 'submit-review', a.id), move(s, 'submit-review', b.id)]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 400]);
    expect(results.find((r) => r.status === 400)!.body.msg).toMatch(/^R20：第1行 “医用棉签”开票数量 6 超过可开票数量 4/);
  });

  it('R24 applies only where the hospital enforces it', async () => {
    const s = server();
    const hospital = await tokenOf(s, HOSPITAL_ADMIN);
    const settings = (await s.call('GET', '/api/beree-scm/hospital/settings', { token: hospital })).body.data;
    expect((await s.call('POST', '/api/beree-scm/hospital/settings', { token: hospital, body: { enforceTwoInvoice: false, version: settings.version } })).status).toBe(200);
    const invoice = await saveInvoice(s, downstream([[received[5].lineId, 10]]));
    const sent = await move(s, 'submit-review', invoice.id);
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    expect((await coverage(s, invoice.id)).enforced).toBe(false);
  });
});
