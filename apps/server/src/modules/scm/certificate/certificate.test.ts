import { describe, expect, it } from 'vitest';
import { addDays, addYears, shanghaiToday } from '@beree/contracts';
import { DEALER_ADMIN, HOSPITAL_ADMIN, MANUFACTURER_ADMIN, useServer, type TestServer } from '../../../../test/harness';
import { describeTenantIsolation } from '../../../../test/cross-tenant';
import { multipartBody, tinyPng } from '../../../../test/upload-files';

const server = useServer();
const base = '/api/beree-scm/certificate';
const today = shanghaiToday();

// Numbers no demo certificate uses: Class III domestic registrations of 2024, a fresh serial each.
let serial = 1000 + Math.floor(Math.random() * 8000);
const nextRegNo = () => `国械注准2024313${String(serial++).padStart(4, '0')}`;

const card = (extra: Record<string, unknown> = {}) => ({
  certType: 'REGISTRATION_CARD',
  certName: '一次性使用输液器 带针',
  certNo: nextRegNo(),
  registrationCertificateType: 'ZHUN_ZI_HAO',
  areaType: 'GC',
  managementLevel: 'THREELEVEL',
  productType: 'YLQX',
  registrantName: '苏州瑞禾医疗器械有限公司',
  issuingAuthority: '国家药品监督管理局',
  validityStart: addDays(today, -100),
  validityEnd: addDays(addYears(addDays(today, -100), 5), -1),
  ...extra,
});

const licence = (extra: Record<string, unknown> = {}) => ({
  certType: 'ENTERPRISE_CERTIFICATE',
  certSubType: 'BUSINESS_LICENSE',
  certName: '营业执照',
  certNo: `9133010${Math.floor(Math.random() * 1e10)}X`.slice(0, 18),
  validityStart: '2018-03-01',
  longTerm: true,
  ...extra,
});

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n', 'latin1');

async function upload(s: TestServer, token: string, name: string, content: Buffer): Promise<string> {
  const { payload, headers } = multipartBody({ name, content });
  const res = await s.call('POST', '/api/blade-resource/oss/endpoint/put-file', { token, body: payload, headers });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data.attachId;
}

async function submit(s: TestServer, token: string, body: Record<string, unknown>, lang?: string) {
  return s.call('POST', `${base}/submit`, { token, body, headers: lang ? { 'accept-language': lang } : undefined });
}

/** A saved certificate with a scan, ready to archive. */
async function saved(s: TestServer, token: string, body: Record<string, unknown>) {
  const attachId = await upload(s, token, '注册证.pdf', PDF);
  const res = await submit(s, token, { ...body, attachIds: [attachId] });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as Record<string, any> & { id: string; version: number };
}

async function archived(s: TestServer, token: string, body: Record<string, unknown>) {
  const row = await saved(s, token, body);
  const res = await s.call('POST', `${base}/archive?ids=${row.id}`, { token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return (await s.call('GET', `${base}/detail?id=${row.id}`, { token })).body.data as Record<string, any> & { id: string; version: number };
}

describe('certificates', () => {
  it('saves a registration card with its number normalised and its flags computed', async () => {
    const s = server();
    const token = await s.login(DEALER_ADMIN);
    const no = nextRegNo();
    const row = await saved(s, token, card({ certNo: ` ${no.slice(0, 8)} ${no.slice(8)}　` }));
    expect(row).toMatchObject({ certNo: no, archiveStatus: 'SAVED', useFlag: 'USING', subjectCompanyName: '浙江康链医疗供应链有限公司', stateFlag: null, tenantId: '200001' });
    expect(row.daysToExpiry).toBeGreaterThan(1000);
    expect(row.attachments).toEqual([expect.objectContaining({ originalName: '注册证.pdf', mimeType: 'application/pdf' })]);
    const listed = (await s.call('GET', `${base}/list?certNo=${no}`, { token })).body.data.records;
    expect(listed).toEqual([expect.objectContaining({ id: row.id, attachmentCount: 1 })]);
  });

  it('keeps only images and PDF as scans', async () => {
    const s = server();
    const token = await s.login(DEALER_ADMIN);
    const { payload, headers } = multipartBody({ name: '说明.txt', content: Buffer.from('not a scan') });
    const text = (await s.call('POST', '/api/blade-resource/oss/endpoint/put-file', { token, body: payload, headers })).body.data.attachId;
    const res = await submit(s, token, { ...licence(), attachIds: [text] });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ data: { field: 'attachIds' } });
    expect(res.body.msg).toContain('说明.txt');
    const png = await upload(s, token, '营业执照.png', tinyPng());
    expect((await submit(s, token, { ...licence(), attachIds: [png] })).status).toBe(200);
  });

  it('lets a hospital keep its own licences, not registration cards', async () => {
    const s = server();
    const token = await s.login(HOSPITAL_ADMIN);
    const res = await submit(s, token, card());
    expect(res.status).toBe(400);
    expect(res.body.data.field).toBe('certType');
    expect((await submit(s, token, licence({ certSubType: 'DRUG_OPERATING_LICENSE', certName: '药品经营许可证' }))).status).toBe(200);
  });

  describe('R4: validity', () => {
    it('R4: valid from cannot be later than valid until (400 naming validityEnd, zh and en)', async () => {
      const s = server();
      const token = await s.login(DEALER_ADMIN);
      const res = await submit(s, token, card({ validityStart: '2025-05-01', validityEnd: '2025-04-30' }));
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ data: { field: 'validityEnd' } });
      expect(res.body.msg).toBe('R4：有效期起（2025-05-01）不能晚于有效期至（2025-04-30）');
      const en = await submit(s, token, card({ validityStart: '2025-05-01', validityEnd: '2025-04-30' }), 'en');
      expect(en.body.msg).toMatch(/^R4: valid from \(2025-05-01\)/);
    });

    it('R4: a long-term certificate has no end date', async () => {
      const s = server();
      const token = await s.login(DEALER_ADMIN);
      const res = await submit(s, token, licence({ validityEnd: '2030-01-01' }));
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ data: { field: 'validityEnd' } });
      expect(res.body.msg).toContain('R4');
    });

    it('R4: a Class II/III registration runs at most 5 years and 1 day', async () => {
      const s = server();
      const token = await s.login(DEALER_ADMIN);
      const start = '2023-05-10';
      expect((await submit(s, token, card({ validityStart: start, validityEnd: '2028-05-11' }))).status).toBe(200);
      const res = await submit(s, token, card({ validityStart: start, validityEnd: '2028-05-12' }));
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ data: { field: 'validityEnd' } });
      expect(res.body.msg).toContain('2028-05-11');
    });

    it('R4: a Class I filing (BEI_ZI_HAO) is long-term', async () => {
      const s = server();
      const token = await s.login(DEALER_ADMIN);
      const filing = { certNo: '浙杭械备20200087号', registrationCertificateType: 'BEI_ZI_HAO', managementLevel: 'ONELEVEL', areaType: 'GC', certName: '样本稀释液' };
      const res = await submit(s, token, card({ ...filing, validityEnd: '2030-01-01' }));
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ data: { field: 'longTerm' } });
      expect(res.body.msg).toContain('R4');
      const row = await saved(s, token, card({ ...filing, validityEnd: null, longTerm: true }));
      expect(row.stateFlag).toBeNull();
    });
  });

  describe('R5: number against type, origin and class', () => {
    it('R5: an imported number on a domestic card names certNo', async () => {
      const s = server();
      const token = await s.login(DEALER_ADMIN);
      const res = await submit(s, token, card({ certNo: '国械注进20213030123' }));
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ data: { field: 'certNo' } });
      expect(res.body.msg).toBe('R5：证号“国械注进20213030123”不符合准字号的格式（例如 国械注准20233130456）');
    });

    it('R5: JIN_ZI_HAO is imported (areaType) and the class digit decides managementLevel, in both languages', async () => {
      const s = server();
      const token = await s.login(DEALER_ADMIN);
      const jin = { certNo: '国械注进20203030612', registrationCertificateType: 'JIN_ZI_HAO', certName: 'PTCA球囊扩张导管' };
      const area = await submit(s, token, card({ ...jin, areaType: 'GC' }));
      expect(area.status).toBe(400);
      expect(area.body).toMatchObject({ data: { field: 'areaType' } });
      expect(area.body.msg).toContain('进口');
      const level = await submit(s, token, card({ ...jin, areaType: 'JK', managementLevel: 'SECONDLEVEL' }), 'en');
      expect(level.body).toMatchObject({ code: 400, data: { field: 'managementLevel' } });
      expect(level.body.msg).toBe('R5: number “国械注进20203030612” is of management class Ⅲ');
      expect((await submit(s, token, card({ ...jin, areaType: 'JK' }))).status).toBe(200);
    });
  });

  describe('R6 and the archive state machine', () => {
    it('R6: archiving needs at least one attachment (400 naming attachIds)', async () => {
      const s = server();
      const token = await s.login(DEALER_ADMIN);
      const row = (await submit(s, token, card())).body.data;
      const res = await s.call('POST', `${base}/archive?ids=${row.id}`, { token });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ data: { field: 'attachIds' } });
      expect(res.body.msg).toBe('R6：“一次性使用输液器 带针”存档前至少上传 1 个附件');
      expect((await s.call('GET', `${base}/detail?id=${row.id}`, { token })).body.data.archiveStatus).toBe('SAVED');
    });

    it("R6: archiving needs the type's required fields", async () => {
      const s = server();
      const token = await s.login(DEALER_ADMIN);
      const row = await saved(s, token, card({ registrantName: null }));
      const res = await s.call('POST', `${base}/archive?ids=${row.id}`, { token, headers: { 'accept-language': 'en' } });
      expect(res.body).toMatchObject({ code: 400, data: { field: 'registrantName' }, msg: 'R6: fill in the registrant before archiving' });
      const sub = await saved(s, token, licence({ certSubType: null }));
      const res2 = await s.call('POST', `${base}/archive?ids=${sub.id}`, { token });
      expect(res2.body).toMatchObject({ code: 400, data: { field: 'certSubType' }, msg: 'R6：存档前请填写证照子类' });
      const noEnd = await saved(s, token, card({ validityEnd: null }));
      expect((await s.call('POST', `${base}/archive?ids=${noEnd.id}`, { token })).body).toMatchObject({ code: 400, data: { field: 'validityEnd' } });
    });

    it('R6: no second archived certificate with the same number and type in the tenant', async () => {
      const s = server();
      const token = await s.login(DEALER_ADMIN);
      const first = await archived(s, token, card());
      const twin = await saved(s, token, card({ certNo: first.certNo }));
      const res = await s.call('POST', `${base}/archive?ids=${twin.id}`, { token });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ data: { field: 'certNo' } });
      expect(res.body.msg).toContain(first.certNo);
      // Another tenant may archive the same number (its own copy).
      const other = await s.login(MANUFACTURER_ADMIN);
      await archived(s, other, card({ certNo: first.certNo }));
    });

    it('R6: an archived certificate changes only its remark and attachment order, and is never deleted', async () => {
      const s = server();
      const token = await s.login(DEALER_ADMIN);
      const row = await archived(s, token, card());
      expect(row).toMatchObject({ archiveStatus: 'ARCHIVE', archivedAt: expect.any(String) });
      const changed = await submit(s, token, { ...row, certNo: nextRegNo() });
      expect(changed.status).toBe(400);
      expect(changed.body).toMatchObject({ data: { field: 'certNo' } });
      expect(changed.body.msg).toBe('R6：已存档的证照只能修改备注和附件顺序，证号的变更请通过换证');
      const extra = await upload(s, token, '副本.png', tinyPng());
      const more = await submit(s, token, { ...row, attachIds: [...row.attachIds, extra] });
      expect(more.body).toMatchObject({ code: 400, data: { field: 'attachIds' } });

      const remark = await submit(s, token, { ...row, remark: '原件存档于质量部' });
      expect(remark.status, JSON.stringify(remark.body)).toBe(200);
      expect(remark.body.data).toMatchObject({ remark: '原件存档于质量部', archiveStatus: 'ARCHIVE', certNo: row.certNo });

      const removed = await s.call('POST', `${base}/remove?ids=${row.id}`, { token });
      expect(removed.body).toMatchObject({ code: 400, data: { field: 'ids' } });
      expect(removed.body.msg).toContain('R6');
      expect((await s.call('GET', `${base}/detail?id=${row.id}`, { token })).status).toBe(200);
    });

    it('R6: the order of an archived certificate’s attachments may change', async () => {
      const s = server();
      const token = await s.login(DEALER_ADMIN);
      const a = await upload(s, token, '正本.png', tinyPng());
      const b = await upload(s, token, '副本.pdf', PDF);
      const row = (await submit(s, token, { ...card(), attachIds: [a, b] })).body.data;
      expect((await s.call('POST', `${base}/archive?ids=${row.id}`, { token })).status).toBe(200);
      const current = (await s.call('GET', `${base}/detail?id=${row.id}`, { token })).body.data;
      const res = await submit(s, token, { ...current, attachIds: [b, a] });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.data.attachments.map((f: { originalName: string }) => f.originalName)).toEqual(['副本.pdf', '正本.png']);
    });

    it('renewal: the successor is SAVED with the same number; archiving it turns the predecessor RENEWAL', async () => {
      const s = server();
      const token = await s.login(DEALER_ADMIN);
      const old = await archived(s, token, card({ validityStart: addDays(today, -1800), validityEnd: addDays(today, 20) }));
      expect(old.stateFlag).toBe('EXPIRING_SOON');

      const renewed = await s.call('POST', `${base}/renew?id=${old.id}`, { token });
      expect(renewed.status, JSON.stringify(renewed.body)).toBe(200);
      const next = renewed.body.data;
      expect(next).toMatchObject({ archiveStatus: 'SAVED', renewedFromId: old.id, certNo: old.certNo, validityEnd: null, attachments: [] });
      expect((await s.call('POST', `${base}/renew?id=${old.id}`, { token })).body).toMatchObject({ code: 400, data: { field: 'id' } });
      expect((await s.call('POST', `${base}/renew?id=${next.id}`, { token })).body).toMatchObject({ code: 400, data: { field: 'archiveStatus' } });

      const scan = await upload(s, token, '延续注册.pdf', PDF);
      const start = addDays(today, 21);
      const filled = await submit(s, token, { ...next, validityStart: start, validityEnd: addDays(addYears(start, 5), -1), attachIds: [scan] });
      expect(filled.status, JSON.stringify(filled.body)).toBe(200);
      const archive = await s.call('POST', `${base}/archive?ids=${next.id}`, { token });
      expect(archive.status, JSON.stringify(archive.body)).toBe(200);

      const before = (await s.call('GET', `${base}/detail?id=${old.id}`, { token })).body.data;
      expect(before).toMatchObject({ archiveStatus: 'RENEWAL', renewedById: next.id, successor: { id: next.id, archiveStatus: 'ARCHIVE' } });
      const after = (await s.call('GET', `${base}/detail?id=${next.id}`, { token })).body.data;
      expect(after).toMatchObject({ archiveStatus: 'ARCHIVE', stateFlag: null, predecessor: { id: old.id, archiveStatus: 'RENEWAL' } });

      // History: a renewed certificate neither changes nor is deleted nor stopped.
      expect((await submit(s, token, { ...before, remark: '改' })).body).toMatchObject({ code: 400, data: { field: 'archiveStatus' } });
      expect((await s.call('POST', `${base}/remove?ids=${old.id}`, { token })).body.code).toBe(400);
      expect((await s.call('POST', `${base}/stop?ids=${old.id}`, { token })).body.code).toBe(400);
      expect((await s.call('POST', `${base}/archive?ids=${old.id}`, { token })).body).toMatchObject({ code: 400, data: { field: 'archiveStatus' } });
    });

    it('stops and uses an archived certificate by hand, apart from its validity', async () => {
      const s = server();
      const token = await s.login(DEALER_ADMIN);
      const row = await archived(s, token, licence());
      const stopped = await s.call('POST', `${base}/stop?ids=${row.id}`, { token });
      expect(stopped.body.data[0]).toMatchObject({ useFlag: 'STOP', archiveStatus: 'ARCHIVE' });
      const listed = await s.call('GET', `${base}/list?useFlag=STOP&certNo=${row.certNo}`, { token });
      expect(listed.body.data.records.map((r: { id: string }) => r.id)).toEqual([row.id]);
      expect((await s.call('POST', `${base}/use?ids=${row.id}`, { token })).body.data[0].useFlag).toBe('USING');
    });

    it('deletes a saved draft', async () => {
      const s = server();
      const token = await s.login(DEALER_ADMIN);
      const row = await saved(s, token, licence());
      expect((await s.call('POST', `${base}/remove?ids=${row.id}`, { token })).status).toBe(200);
      expect((await s.call('GET', `${base}/detail?id=${row.id}`, { token })).status).toBe(404);
    });
  });

  describe('expiry flags (§3.5.1), today in Asia/Shanghai', () => {
    it('validityEnd today is valid but expiring, yesterday OVERDUE, today + warnDays EXPIRING_SOON, one day more no flag', async () => {
      const s = server();
      const token = await s.login(DEALER_ADMIN);
      const at = async (end: string) => {
        const row = (await submit(s, token, licence({ longTerm: false, validityStart: '2020-01-01', validityEnd: end }))).body.data;
        return { stateFlag: row.stateFlag, daysToExpiry: row.daysToExpiry };
      };
      expect(await at(today)).toEqual({ stateFlag: 'EXPIRING_SOON', daysToExpiry: 0 });
      expect(await at(addDays(today, -1))).toEqual({ stateFlag: 'OVERDUE', daysToExpiry: -1 });
      expect(await at(addDays(today, 30))).toEqual({ stateFlag: 'EXPIRING_SOON', daysToExpiry: 30 });
      expect(await at(addDays(today, 31))).toEqual({ stateFlag: null, daysToExpiry: 31 });
    });

    it('the stateFlag filter (a range on validityEnd) keeps exactly the rows carrying the flag, at each boundary', async () => {
      const s = server();
      const token = await s.login(DEALER_ADMIN);
      const holder = `边界持证企业${serial}`;
      const ends = [-1, 0, 30, 31].map((days) => addDays(today, days));
      for (const end of ends) await submit(s, token, licence({ subjectCompanyName: holder, longTerm: false, validityStart: '2020-01-01', validityEnd: end }));
      await submit(s, token, licence({ subjectCompanyName: holder, longTerm: true, validityStart: '2020-01-01', validityEnd: addDays(today, -10) }));
      const filtered = async (flag: string) => {
        const res = await s.call('GET', `${base}/list?size=50&subjectCompanyName=${encodeURIComponent(holder)}&stateFlag=${flag}`, { token });
        return res.body.data.records.map((r: { validityEnd: string; stateFlag: string }) => [r.validityEnd, r.stateFlag]).sort();
      };
      expect(await filtered('OVERDUE')).toEqual([[ends[0], 'OVERDUE']]);
      expect(await filtered('EXPIRING_SOON')).toEqual([[ends[1], 'EXPIRING_SOON'], [ends[2], 'EXPIRING_SOON']]);
    });

    it("takes the tenant's warning days per type: the manufacturer is warned 90 days before a registration expires", async () => {
      const s = server();
      const token = await s.login(MANUFACTURER_ADMIN);
      const start = addDays(today, -1000);
      const row = (await submit(s, token, card({ validityStart: start, validityEnd: addDays(today, 60) }))).body.data;
      expect(row.stateFlag).toBe('EXPIRING_SOON');
      const other = (await submit(s, token, licence({ longTerm: false, validityStart: start, validityEnd: addDays(today, 60) }))).body.data;
      expect(other.stateFlag).toBeNull();
      // The filter narrows the widest warning range by each type's own days.
      const ids = (await s.call('GET', `${base}/list?size=100&stateFlag=EXPIRING_SOON`, { token })).body.data.records.map((r: { id: string }) => r.id);
      expect(ids).toContain(row.id);
      expect(ids).not.toContain(other.id);
    });

    it("takes a hospital's warning days from its settings", async () => {
      const s = server();
      const token = await s.login(HOSPITAL_ADMIN);
      const setting = await s.call('POST', '/api/beree-scm/hospital/settings', { token, body: { certWarnDays: { ENTERPRISE_CERTIFICATE: 60 } } });
      expect(setting.status, JSON.stringify(setting.body)).toBe(200);
      const row = (await submit(s, token, licence({ longTerm: false, validityStart: '2020-01-01', validityEnd: addDays(today, 45) }))).body.data;
      expect(row.stateFlag).toBe('EXPIRING_SOON');
      const contract = (await submit(s, token, { certType: 'CONTRACT', certName: '廉洁协议', certNo: 'YZ1-LJ-01', validityStart: '2020-01-01', validityEnd: addDays(today, 45) })).body.data;
      expect(contract.stateFlag).toBeNull();
    });

    it('filters the list by stateFlag (in SQL), expiry range, holder, type, number and archive status', async () => {
      const s = server();
      const token = await s.login(DEALER_ADMIN);
      const holder = `测试持证企业${serial}`;
      const make = (end: string) => submit(s, token, licence({ subjectCompanyName: holder, longTerm: false, validityStart: '2020-01-01', validityEnd: end }));
      const overdue = (await make(addDays(today, -5))).body.data.id;
      const soon = (await make(addDays(today, 10))).body.data.id;
      const fine = (await make(addDays(today, 300))).body.data.id;
      const ids = async (query: string) => (await s.call('GET', `${base}/list?size=100&subjectCompanyName=${encodeURIComponent(holder)}&${query}`, { token })).body.data.records.map((r: { id: string }) => r.id).sort();
      expect(await ids('stateFlag=OVERDUE')).toEqual([overdue]);
      expect(await ids('stateFlag=EXPIRING_SOON')).toEqual([soon]);
      expect(await ids(`validityEnd_datege=${addDays(today, 1)}&validityEnd_datele=${addDays(today, 400)}`)).toEqual([soon, fine].sort());
      expect(await ids('certType=ENTERPRISE_CERTIFICATE&archiveStatus=SAVED')).toEqual([overdue, soon, fine].sort());
      expect(await ids('certType=REGISTRATION_CARD')).toEqual([]);
    const listed = (await s.call('GET', `${base}/list?subjectCompanyName=${encodeURIComponent(holder)}`, { token })).body.data.records;
    expect(listed.map((r: { attachmentCount: number }) => r.attachmentCount)).toEqual([0, 0, 0]);
      const bad = await s.call('GET', `${base}/list?stateFlag=EXPIRED`, { token });
      expect(bad.body).toMatchObject({ code: 400, data: { field: 'stateFlag' } });
      const badDate = await s.call('GET', `${base}/list?validityEnd_datege=tomorrow`, { token });
      expect(badDate.body).toMatchObject({ code: 400, data: { field: 'validityEnd_datege' } });
    });

    it('certification-count: archived certificates in use by flag, and drafts not archived, by the same function', async () => {
      const s = server();
      const token = await s.login(DEALER_ADMIN);
      const url = '/api/beree-scm/home-page-statistics/certification-count';
      const before = (await s.call('GET', url, { token })).body.data;
      await archived(s, token, licence({ longTerm: false, validityStart: '2020-01-01', validityEnd: addDays(today, -1) }));
      await archived(s, token, licence({ longTerm: false, validityStart: '2020-01-01', validityEnd: addDays(today, 3) }));
      await archived(s, token, licence());
      const stopped = await archived(s, token, licence());
      await s.call('POST', `${base}/stop?ids=${stopped.id}`, { token });
      await saved(s, token, licence());
      const after = (await s.call('GET', url, { token })).body.data;
      expect(after).toEqual({
        total: before.total + 3,
        valid: before.valid + 1,
        expiringSoon: before.expiringSoon + 1,
        overdue: before.overdue + 1,
        saved: before.saved + 1,
      });
      const listed = await s.call('GET', `${base}/list?archiveStatus=ARCHIVE&useFlag=USING&stateFlag=OVERDUE&size=1`, { token });
      expect(listed.body.data.total).toBe(after.overdue);
    });
  });
});

describeTenantIsolation(server, { base: '/beree-scm/certificate', sample: () => licence(), changeField: 'certName' });
describeTenantIsolation(server, { base: '/beree-scm/certificate', sample: () => card(), changeField: 'certName', owner: MANUFACTURER_ADMIN, intruder: DEALER_ADMIN });

describe('search by product', () => {
  it("finds a supplier the registration card its product links to by part of the product's name, and no licence", async () => {
    const s = server();
    const manufacturer = await s.login(MANUFACTURER_ADMIN);
    const products = (await s.call('GET', `/api/beree-scm/product/list?productName=${encodeURIComponent('留置针')}`, { token: manufacturer })).body.data.records as { registrationCertId: string }[];
    expect(products).toHaveLength(1);
    const found = (await s.call('GET', `${base}/list?productName=${encodeURIComponent('留置针')}&size=50`, { token: manufacturer })).body.data.records as { id: string; certType: string }[];
    expect(found.map((r) => r.id)).toContain(products[0].registrationCertId);
    expect(found.every((r) => r.certType === 'REGISTRATION_CARD' || r.certType === 'CERTIFICATE_AUTHORIZATION')).toBe(true);
  });
});
