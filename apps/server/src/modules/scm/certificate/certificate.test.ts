import { describe, expect, it } from 'vitest';
import { addDays, addYears, dictLabel, shanghaiToday } from '@beree/contracts';
import { DEALER_ADMIN, HOSPITAL_ADMIN, MANUFACTURER_ADMIN, useServer, type TestServer } from '../../../../test/harness';
import { describeTenantIsolation } from '../../../../test/cross-tenant';
import { businessLicence as licence, nextRegNo, registrationCard as card, submitCertificate as submit } from '../../../../test/certificates';
import { multipartBody, tinyPng } from '../../../../test/upload-files';
import { readExport } from '../../../../test/xlsx';

const server = useServer();
const base = '/api/beree-scm/certificate';
const today = shanghaiToday();

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n', 'latin1');

async function upload(s: TestServer, token: string, name: string, content: Buffer): Promise<string> {
  const { payload, headers } = multipartBody({ name, content });
  const res = await s.call('POST', '/api/blade-resource/oss/endpoint/put-file', { token, body: payload, headers });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data.attachId;
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

    it('R6: archiving a card that lacks several fields names all of them in one refusal, the first as its field', async () => {
      const s = server();
      const token = await s.login(DEALER_ADMIN);
      const row = await saved(s, token, card({ registrantName: null, productType: null }));
      const res = await s.call('POST', `${base}/archive?ids=${row.id}`, { token, headers: { 'accept-language': 'en' } });
      expect(res.body).toMatchObject({ code: 400, data: { field: 'productType' }, msg: 'R6: before archiving, fill in: product type, registrant' });
      const zh = await s.call('POST', `${base}/archive?ids=${row.id}`, { token });
      expect(zh.body.msg).toBe('R6：存档前请填写：产品类型、注册人/备案人');
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
});

describeTenantIsolation(server, { base: '/beree-scm/certificate', sample: () => licence(), changeField: 'certName' });
describeTenantIsolation(server, { base: '/beree-scm/certificate', sample: () => card(), changeField: 'certName', owner: MANUFACTURER_ADMIN, intruder: DEALER_ADMIN });

describe('export', () => {
  it('exports the listed certificates as .xlsx: the same filters and flags, the holder\'s own only, codes by their labels', async () => {
    const s = server();
    const dealer = await s.login(DEALER_ADMIN);
    type Row = { certNo: string; stateFlag: string | null; daysToExpiry: number | null; validityEnd: string | null; archiveStatus: string };
    const listed = (await s.call('GET', `${base}/list?current=1&size=1000&certType=REGISTRATION_CARD`, { token: dealer })).body.data.records as Row[];
    expect(listed.length).toBeGreaterThan(0);
    const sheet = await readExport(s, `${base}/export?certType=REGISTRATION_CARD`, dealer);
    expect(sheet.fileName).toMatch(/^证照-\d{8}\.xlsx$/);
    expect(sheet.headings).toEqual(['证照类型', '证号', '证照名称', '持证企业', '有效期起', '有效期至', '长期有效', '效期状态', '剩余天数', '存档状态', '使用状态', '附件数']);
    expect(sheet.rows.map((r) => r['证号']).sort()).toEqual(listed.map((r) => r.certNo).sort());
    expect(new Set(sheet.rows.map((r) => r['证照类型']))).toEqual(new Set(['注册证']));
    for (const row of listed.filter((r) => r.stateFlag)) {
      expect(sheet.rows).toContainEqual(expect.objectContaining({ 证号: row.certNo, 效期状态: dictLabel('stateFlag', row.stateFlag), 剩余天数: row.daysToExpiry, 存档状态: dictLabel('archiveStatus', row.archiveStatus) }));
    }
    const dated = listed.find((r) => r.validityEnd)!;
    expect(sheet.rows).toContainEqual(expect.objectContaining({ 证号: dated.certNo, 有效期至: new Date(`${dated.validityEnd}T00:00:00Z`) }));
    // Another holder's export is its own register, as its list is.
    const makerToken = await s.login(MANUFACTURER_ADMIN);
    const maker = await readExport(s, `${base}/export`, makerToken, 'en');
    const makerList = (await s.call('GET', `${base}/list?current=1&size=1000`, { token: makerToken })).body.data;
    expect(maker.rows.map((r) => r['Certificate no.']).sort()).toEqual(makerList.records.map((r: Row) => r.certNo).sort());
    expect(maker.rows).toHaveLength(makerList.total);
    expect(await s.call('GET', `${base}/export?validityEnd_datege=x`, { token: dealer })).toMatchObject({ status: 400, body: { data: { field: 'validityEnd_datege' } } });
  });
});

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
