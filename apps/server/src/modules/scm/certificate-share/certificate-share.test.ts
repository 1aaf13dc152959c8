import { describe, expect, it } from 'vitest';
import { addDays, shanghaiToday } from '@beree/contracts';
import { archivedCertificate, powerOfAttorney, savedCertificate, uploadScan } from '../../../../test/certificates';
import { describeTwoPartyIsolation } from '../../../../test/cross-tenant';
import { DEALER2_ADMIN, DEALER_ADMIN, HOSPITAL2_ADMIN, HOSPITAL_ADMIN, MANUFACTURER_ADMIN, useServer, type Login, type TestServer } from '../../../../test/harness';

const server = useServer();
const base = '/api/beree-scm/certificate-share';
const HOSPITAL3_ADMIN = { tenantId: '100003', username: 'admin', password: 'admin' };

async function share(s: TestServer, token: string, certificateIds: string[], hospitalTenantIds = ['100001'], lang?: string) {
  return s.call('POST', `${base}/submit`, { token, body: { certificateIds, hospitalTenantIds }, headers: lang ? { 'accept-language': lang } : undefined });
}

/** The share of one certificate as a party lists it. */
async function shareOf(s: TestServer, who: Login, certificateId: string) {
  const res = await s.call('GET', `${base}/list?certificateId=${certificateId}&current=1&size=50`, { token: await s.login(who) });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data.records as Record<string, any>[];
}

/** The dealer archives a certificate and shares it with hospital 100001; answers the certificate and its share. */
async function sharedByDealer(s: TestServer, daysLeft = 200) {
  const dealer = await s.login(DEALER_ADMIN);
  const cert = await archivedCertificate(s, dealer, powerOfAttorney(daysLeft));
  const res = await share(s, dealer, [cert.id]);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const [row] = await shareOf(s, HOSPITAL_ADMIN, cert.id);
  return { dealer, cert, shareId: row.id as string };
}

async function messagesOf(s: TestServer, who: Login): Promise<string> {
  const inbox = await s.call('GET', '/api/beree-desk/dashboard/my-message?current=1&size=20', { token: await s.login(who) });
  return JSON.stringify(inbox.body.data);
}

describe('sharing certificates with hospitals', () => {
  it('shares an archived certificate with an admitting hospital, which lists it with its supplier and is told', async () => {
    const s = server();
    const { cert } = await sharedByDealer(s);
    const [row] = await shareOf(s, HOSPITAL_ADMIN, cert.id);
    expect(row).toMatchObject({ supplierName: '浙江康链医疗供应链有限公司', supplierTenantId: '200001', hospitalTenantId: '100001', reviewStatus: 'SUBMITTED', certType: 'POWER_ATTORNEY', archiveStatus: 'ARCHIVE', stateFlag: null, attachmentCount: 1 });
    expect(await messagesOf(s, HOSPITAL_ADMIN)).toContain('浙江康链医疗供应链有限公司分享了 1 个证照待审核');
    // The dealer sees to whom it shared, from its register.
    expect(await shareOf(s, DEALER_ADMIN, cert.id)).toEqual([expect.objectContaining({ id: row.id, hospitalName: '云州市第一人民医院', reviewStatus: 'SUBMITTED' })]);
  });

  it('refuses a saved certificate with a clear message (zh and en), naming certificateIds', async () => {
    const s = server();
    const dealer = await s.login(DEALER_ADMIN);
    const draft = await savedCertificate(s, dealer, powerOfAttorney(100, { certName: '未存档的委托书' }));
    const zh = await share(s, dealer, [draft.id]);
    expect(zh.status).toBe(400);
    expect(zh.body).toMatchObject({ data: { field: 'certificateIds' }, msg: '证照“未存档的委托书”当前为保存，只有已存档的证照可以分享给医院' });
    const en = await share(s, dealer, [draft.id], ['100001'], 'en');
    expect(en.body.msg).toBe('Certificate “未存档的委托书” is Saved: only an archived certificate can be shared with hospitals');
    expect(await shareOf(s, DEALER_ADMIN, draft.id)).toEqual([]);
  });

  it('shares only with hospitals whose relation is approved, and nothing when one of them is not', async () => {
    const s = server();
    const dealer = await s.login(DEALER_ADMIN);
    const cert = await archivedCertificate(s, dealer, powerOfAttorney(100));
    // 200001 → 100002 is still awaiting the hospital's review.
    const res = await share(s, dealer, [cert.id], ['100001', '100002']);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ data: { field: 'hospitalTenantIds' }, msg: '只能分享给供需关系已审核的医院：与“云州医科大学附属第二医院”的供需关系为待审核' });
    expect(await shareOf(s, DEALER_ADMIN, cert.id)).toEqual([]);
    const none = await share(s, dealer, [cert.id], []);
    expect(none.status).toBe(400);
    expect(none.body.data.field).toBe('hospitalTenantIds');
    // A hospital shares nothing: the button is a supplier's.
    expect((await share(s, await s.login(HOSPITAL_ADMIN), [cert.id])).status).toBe(403);
  });

  it('keeps one share per certificate and hospital: sharing again leaves it, after a rejection it is submitted again', async () => {
    const s = server();
    const { dealer, cert, shareId } = await sharedByDealer(s);
    const again = await share(s, dealer, [cert.id]);
    expect(again.body.data).toEqual({ created: 0, resubmitted: 0, unchanged: 1 });
    const hospital = await s.login(HOSPITAL_ADMIN);
    expect((await s.call('POST', `${base}/reject?ids=${shareId}`, { token: hospital, body: { reason: '委托书未盖章' } })).status).toBe(200);
    const resubmit = await share(s, dealer, [cert.id]);
    expect(resubmit.body).toMatchObject({ data: { created: 0, resubmitted: 1, unchanged: 0 }, msg: '已分享 0 项，重新提交 1 项，0 项已分享过' });
    const detail = await s.call('GET', `${base}/detail?id=${shareId}`, { token: hospital });
    expect(detail.body.data).toMatchObject({ id: shareId, reviewStatus: 'SUBMITTED', rejectReason: null });
    expect(detail.body.data.history.map((h: { action: string }) => h.action)).toEqual(['share', 'reject', 'resubmit']);
  });

  it('lets the supplier withdraw a share awaiting review, and only that', async () => {
    const s = server();
    const { dealer, cert, shareId } = await sharedByDealer(s);
    const hospital = await s.login(HOSPITAL_ADMIN);
    expect((await s.call('POST', `${base}/remove?ids=${shareId}`, { token: hospital })).status).toBe(403);
    expect((await s.call('POST', `${base}/remove?ids=${shareId}`, { token: dealer })).status).toBe(200);
    expect(await shareOf(s, HOSPITAL_ADMIN, cert.id)).toEqual([]);
    const again = await share(s, dealer, [cert.id]);
    expect(again.body.data.created).toBe(1);
    const [next] = await shareOf(s, HOSPITAL_ADMIN, cert.id);
    await s.call('POST', `${base}/approve?ids=${next.id}`, { token: hospital });
    const late = await s.call('POST', `${base}/remove?ids=${next.id}`, { token: dealer });
    expect(late.status).toBe(400);
    expect(late.body.msg).toContain('只能撤回待审核的分享');
  });
});

describe("the hospital's review", () => {
  it('rejects with a reason only, approves from SUBMITTED only, and tells the supplier each time', async () => {
    const s = server();
    const { shareId, cert } = await sharedByDealer(s);
    const hospital = await s.login(HOSPITAL_ADMIN);
    const bare = await s.call('POST', `${base}/reject?ids=${shareId}`, { token: hospital, body: {} });
    expect(bare.status).toBe(400);
    expect(bare.body).toMatchObject({ msg: '请填写驳回原因', data: { field: 'reason' } });
    const rejected = await s.call('POST', `${base}/reject?ids=${shareId}`, { token: hospital, body: { reason: '委托书缺少法人签字' } });
    expect(rejected.body.data[0]).toMatchObject({ reviewStatus: 'REJECTED', rejectReason: '委托书缺少法人签字' });
    expect(await messagesOf(s, DEALER_ADMIN)).toContain('委托书缺少法人签字');
    const approve = await s.call('POST', `${base}/approve?ids=${shareId}`, { token: hospital });
    expect(approve.status).toBe(400);
    expect(approve.body.msg).toBe(`“${cert.certName}”（云州市第一人民医院）当前为已驳回，不能审核通过`);
  });

  it('refuses the review to every other party: the supplier (403) and another hospital (404)', async () => {
    const s = server();
    const { dealer, shareId } = await sharedByDealer(s);
    expect((await s.call('POST', `${base}/approve?ids=${shareId}`, { token: dealer })).status).toBe(403);
    expect((await s.call('POST', `${base}/reject?ids=${shareId}`, { token: dealer, body: { reason: '自己驳回' } })).status).toBe(403);
    expect((await s.call('POST', `${base}/approve?ids=${shareId}`, { token: await s.login(HOSPITAL2_ADMIN) })).status).toBe(404);
    const hospital = await s.login(HOSPITAL_ADMIN);
    const approved = await s.call('POST', `${base}/approve?ids=${shareId}`, { token: hospital, body: { reason: '资料齐全' } });
    expect(approved.body.data[0]).toMatchObject({ reviewStatus: 'APPROVED', reviewComment: '资料齐全' });
  });

  it('shows the scans through the share only: the certificate itself stays the supplier’s', async () => {
    const s = server();
    const { cert, shareId } = await sharedByDealer(s);
    const hospital = await s.login(HOSPITAL_ADMIN);
    const detail = (await s.call('GET', `${base}/detail?id=${shareId}`, { token: hospital })).body.data;
    expect(detail.attachments).toEqual([expect.objectContaining({ attachId: cert.attachIds[0], mimeType: 'image/png', link: `${base}/file?shareId=${shareId}&attachId=${cert.attachIds[0]}` })]);
    const file = await s.app.inject({ method: 'GET', url: detail.attachments[0].link, headers: { 'blade-auth': `bearer ${hospital}`, authorization: 'Basic c2FiZXI6c2FiZXJfc2VjcmV0' } });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    // Another file of the hospital's own is no scan of this certificate.
    const own = await uploadScan(s, hospital, '本院文件.png');
    expect((await s.call('GET', `${base}/file?shareId=${shareId}&attachId=${own}`, { token: hospital })).status).toBe(404);
    expect((await s.call('GET', `/api/beree-scm/certificate/detail?id=${cert.id}`, { token: hospital })).status).toBe(404);
    for (const outsider of [HOSPITAL2_ADMIN, DEALER2_ADMIN]) {
      expect((await s.call('GET', detail.attachments[0].link, { token: await s.login(outsider) })).status, outsider.tenantId).toBe(404);
    }
  });
});

describe('flags under the viewing hospital’s warning days', () => {
  it('flags the same certificate by each hospital’s own settings', async () => {
    const s = server();
    const maker = await s.login(MANUFACTURER_ADMIN);
    const third = await s.login(HOSPITAL3_ADMIN);
    // The manufacturer is admitted by the third hospital, which warns 90 days ahead of powers of attorney.
    const applied = await s.call('POST', '/api/beree-scm/supply-relation/submit', { token: maker, body: { hospitalTenantId: '100003' } });
    expect((await s.call('POST', `/api/beree-scm/supply-relation/approve?ids=${applied.body.data.id}`, { token: third })).status).toBe(200);
    expect((await s.call('POST', '/api/beree-scm/hospital/settings', { token: third, body: { certWarnDays: { POWER_ATTORNEY: 90 } } })).status).toBe(200);
    const cert = await archivedCertificate(s, maker, powerOfAttorney(60));
    expect((await share(s, maker, [cert.id], ['100001', '100003'])).body.data.created).toBe(2);
    expect((await shareOf(s, HOSPITAL_ADMIN, cert.id))[0]).toMatchObject({ stateFlag: null, daysToExpiry: 60 });
    expect((await shareOf(s, HOSPITAL3_ADMIN, cert.id))[0]).toMatchObject({ stateFlag: 'EXPIRING_SOON', daysToExpiry: 60 });
    const flagged = await s.call('GET', `${base}/list?stateFlag=EXPIRING_SOON&certificateId=${cert.id}`, { token: third });
    expect(flagged.body.data.total).toBe(1);
    const notFlagged = await s.call('GET', `${base}/list?stateFlag=EXPIRING_SOON&certificateId=${cert.id}`, { token: await s.login(HOSPITAL_ADMIN) });
    expect(notFlagged.body.data.total).toBe(0);
  });

  it('filters by supplier, type, review state and expiry range', async () => {
    const s = server();
    const { cert } = await sharedByDealer(s, 12);
    const hospital = await s.login(HOSPITAL_ADMIN);
    const end = addDays(shanghaiToday(), 12);
    const query = `supplierTenantId=200001&certType=POWER_ATTORNEY&reviewStatus=SUBMITTED&stateFlag=EXPIRING_SOON&validityEnd_datege=${end}&validityEnd_datele=${end}`;
    const res = await s.call('GET', `${base}/list?${query}&current=1&size=100`, { token: hospital });
    expect(res.body.data.records.map((r: { certificateId: string }) => r.certificateId)).toContain(cert.id);
    expect(res.body.data.records.every((r: Record<string, unknown>) => r.validityEnd === end && r.stateFlag === 'EXPIRING_SOON')).toBe(true);
    const bad = await s.call('GET', `${base}/list?stateFlag=SOON`, { token: hospital });
    expect(bad.status).toBe(400);
    expect(bad.body.data.field).toBe('stateFlag');
  });
});

describe('renewal of a shared certificate', () => {
  it('moves the shares to the archived successor, submitted again, and tells the hospital', async () => {
    const s = server();
    const { dealer, cert, shareId } = await sharedByDealer(s, 5);
    const hospital = await s.login(HOSPITAL_ADMIN);
    await s.call('POST', `${base}/approve?ids=${shareId}`, { token: hospital });
    const successor = (await s.call('POST', `/api/beree-scm/certificate/renew?id=${cert.id}`, { token: dealer })).body.data;
    // Until the successor is archived the hospital keeps the approved one.
    expect((await shareOf(s, HOSPITAL_ADMIN, cert.id))[0]).toMatchObject({ id: shareId, reviewStatus: 'APPROVED' });
    const today = shanghaiToday();
    const filled = await s.call('POST', '/api/beree-scm/certificate/submit', {
      token: dealer,
      body: { ...successor, validityStart: addDays(today, 5), validityEnd: addDays(today, 370), attachIds: [await uploadScan(s, dealer)] },
    });
    expect(filled.status, JSON.stringify(filled.body)).toBe(200);
    expect((await s.call('POST', `/api/beree-scm/certificate/archive?ids=${successor.id}`, { token: dealer })).status).toBe(200);
    expect(await shareOf(s, HOSPITAL_ADMIN, cert.id)).toEqual([]);
    const [moved] = await shareOf(s, HOSPITAL_ADMIN, successor.id);
    expect(moved).toMatchObject({ id: shareId, reviewStatus: 'SUBMITTED', validityEnd: addDays(today, 370), stateFlag: null });
    const history = (await s.call('GET', `${base}/detail?id=${shareId}`, { token: hospital })).body.data.history;
    expect(history.map((h: { action: string }) => h.action)).toEqual(['share', 'approve', 'renew']);
    expect(await messagesOf(s, HOSPITAL_ADMIN)).toContain('已换证，待重新审核');
  });
});

describe('home page counts', () => {
  it("counts for a hospital what its suppliers shared, awaiting review, overdue and expiring, as the list filters them", async () => {
    const s = server();
    await sharedByDealer(s, 3);
    const hospital = await s.login(HOSPITAL_ADMIN);
    const counts = (await s.call('GET', '/api/beree-scm/home-page-statistics/certification-count', { token: hospital })).body.data;
    const total = async (query: string) => (await s.call('GET', `${base}/list?${query}&size=1`, { token: hospital })).body.data.total;
    expect(counts.shared).toEqual({ total: await total(''), submitted: await total('reviewStatus=SUBMITTED'), overdue: await total('stateFlag=OVERDUE'), expiringSoon: await total('stateFlag=EXPIRING_SOON') });
    // The demo shares certificates in every state with this hospital.
    expect(counts.shared.submitted).toBeGreaterThan(0);
    expect(counts.shared.overdue).toBeGreaterThan(0);
    expect(counts.shared.expiringSoon).toBeGreaterThan(0);
    const dealer = (await s.call('GET', '/api/beree-scm/home-page-statistics/certification-count', { token: await s.login(DEALER_ADMIN) })).body.data;
    expect(dealer).not.toHaveProperty('shared');
  });

  it('the demo covers every flag and every review state with hospital 100001', async () => {
    const s = server();
    const hospital = await s.login(HOSPITAL_ADMIN);
    const rows = (await s.call('GET', `${base}/list?current=1&size=200`, { token: hospital })).body.data.records as Record<string, string | null>[];
    for (const supplier of ['200001', '300001']) {
      const of = rows.filter((r) => r.supplierTenantId === supplier);
      expect(new Set(of.map((r) => r.reviewStatus)), supplier).toEqual(new Set(['SUBMITTED', 'APPROVED', 'REJECTED']));
    }
    expect(new Set(rows.map((r) => r.stateFlag))).toEqual(new Set([null, 'OVERDUE', 'EXPIRING_SOON']));
  });

  it('pages the list, filtered or not, as one long page would show it, with the same total on every page and past the end', async () => {
    const s = server();
    const hospital = await s.login(HOSPITAL_ADMIN);
    const list = async (query: string) => (await s.call('GET', `${base}/list?${query}`, { token: hospital })).body.data as { total: number; records: { id: string; stateFlag: string | null }[] };
    for (const filter of ['', 'stateFlag=OVERDUE', 'stateFlag=EXPIRING_SOON', 'reviewStatus=APPROVED']) {
      const all = await list(`${filter}&current=1&size=200`);
      expect(all.total).toBe(all.records.length);
      expect(all.total).toBeGreaterThan(2);
      const paged = [];
      for (let current = 1; current <= Math.ceil(all.total / 2) + 1; current++) {
        const page = await list(`${filter}&current=${current}&size=2`);
        expect(page.total, `${filter} page ${current}`).toBe(all.total);
        paged.push(...page.records);
      }
      expect(paged.map((r) => r.id), filter).toEqual(all.records.map((r) => r.id));
    }
  });
});

describeTwoPartyIsolation(server, {
  base: '/beree-scm/certificate-share',
  create: async (s) => (await sharedByDealer(s)).shareId,
  transitions: ['/approve', '/reject'],
  parties: [DEALER_ADMIN, HOSPITAL_ADMIN],
  outsiders: [HOSPITAL2_ADMIN, DEALER2_ADMIN],
});

describe('search by product', () => {
  type Row = { certType: string; certNo: string };
  it("finds a hospital the registration card of a product it buys by part of the product's name, and only certificates about that product", async () => {
    const s = server();
    const hospital = await s.login(HOSPITAL_ADMIN);
    const catalog = (await s.call('GET', '/api/beree-scm/catalog/list?productName=球囊&size=50', { token: hospital })).body.data.records as { registrationNo: string }[];
    const cards = new Set(catalog.map((item) => item.registrationNo));
    expect(cards.has('国械注进20203030612')).toBe(true);
    const found = (await s.call('GET', `${base}/list?productName=${encodeURIComponent('球囊')}&size=50`, { token: hospital })).body.data.records as Row[];
    expect(found.map((r) => r.certNo)).toContain('国械注进20203030612');
    expect(found.every((r) => (r.certType === 'REGISTRATION_CARD' && cards.has(r.certNo)) || r.certType === 'CERTIFICATE_AUTHORIZATION')).toBe(true);
    const none = await s.call('GET', `${base}/list?productName_like=${encodeURIComponent('没有这种产品')}`, { token: hospital });
    expect(none.body.data.total).toBe(0);
  });

  it('refuses a product name longer than a name can be, naming the field', async () => {
    const s = server();
    const res = await s.call('GET', `${base}/list?productName=${'棉'.repeat(201)}`, { token: await s.login(HOSPITAL_ADMIN) });
    expect(res.status).toBe(400);
    expect(res.body.data.field).toBe('productName');
  });
});
