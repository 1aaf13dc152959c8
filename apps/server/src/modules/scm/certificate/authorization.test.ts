import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { addDays, shanghaiToday } from '@beree/contracts';
import { nextId } from '../../../core/db/ids';
import { certificates, params, products } from '../../../core/db/schema';
import { withTenant } from '../../../core/tenancy/with-tenant';
import { DEALER2_ADMIN, DEALER_ADMIN, HOSPITAL2_ADMIN, MANUFACTURER_ADMIN, PLATFORM_ADMIN, useServer, type TestServer } from '../../../../test/harness';
import { describeTenantIsolation } from '../../../../test/cross-tenant';
import { archivedCertificate, savedCertificate, userIdOf } from '../../../../test/certificates';
import { addProduct } from '../../../../test/skus';
import { checkAuthorizationChain } from './authorization-chain';
import { checkPowerOfAttorney } from './power-of-attorney';

const server = useServer();
const base = '/api/beree-scm/certificate';
const today = shanghaiToday();
const DEALER_CLERK = { tenantId: '200001', username: 'zhaoxr', password: '123456' };
// 100002 and 100003 lie outside the demo's own grant (瑞禾 → 康链 for 100001 only).
const H2 = '100002';
const H3 = '100003';

let serial = Math.floor(Math.random() * 1e6);
/** A one-year authorization letter ending `daysLeft` days from today, with a fresh number. */
const letter = (fields: Record<string, unknown>, daysLeft = 200) => ({
  certType: 'CERTIFICATE_AUTHORIZATION',
  certName: `产品授权书 ${++serial}`,
  certNo: `SQ-T-${serial}`,
  validityStart: addDays(today, daysLeft - 364),
  validityEnd: addDays(today, daysLeft),
  ...fields,
});

// Valid GB 11643 numbers (the last character is the MOD 11-2 check).
const ID_NUMBER = '11010519491231002X';
const ID_NUMBER_2 = '440524188001010014';
const idCard = (extra: Record<string, unknown> = {}) => ({
  certType: 'ID_CARD',
  certName: `身份证 ${++serial}`,
  personName: '赵欣然',
  gender: 'FEMALE',
  idNumber: ID_NUMBER,
  validityStart: '2016-05-01',
  longTerm: true,
  ...extra,
});

type ChainArgs = { dealer: string; hospital: string; productId: string; onDate?: string };
const chainCheck = (s: TestServer, a: ChainArgs) =>
  withTenant(s.database.db, { tenantId: a.dealer }, (tx) =>
    checkAuthorizationChain(tx, { dealerTenantId: a.dealer, hospitalTenantId: a.hospital, productId: BigInt(a.productId), onDate: a.onDate ?? today }),
  );

type PoaArgs = { agent: string; hospital: string; onDate?: string };
const poaCheck = (s: TestServer, a: PoaArgs) =>
  withTenant(s.database.db, { tenantId: '200001' }, (tx) =>
    checkPowerOfAttorney(tx, { supplierTenantId: '200001', agentUserId: BigInt(a.agent), hospitalTenantId: a.hospital, onDate: a.onDate ?? today }),
  );

describe('R12: authorization chain from the manufacturer to the dealer', () => {
  it('R12: a direct authorization covers the dealer; the dealer and the hospital it supplies read the chain, others do not', async () => {
    const s = server();
    const maker = await s.login(MANUFACTURER_ADMIN);
    const productId = await addProduct(s, '300001', '一次性使用测试导管');
    const other = await addProduct(s, '300001', '一次性使用测试敷贴');
    const grant = await archivedCertificate(s, maker, letter({ granteeTenantId: '200001', authorizedHospitalIds: [H2], authorizedProductIds: [productId] }));
    const detail = (await s.call('GET', `${base}/detail?id=${grant.id}`, { token: maker })).body.data;
    expect(detail).toMatchObject({ grantorTenantId: '300001', grantorName: '苏州瑞禾医疗器械有限公司', granteeName: '浙江康链医疗供应链有限公司', authorizationLevel: 1, subjectCompanyName: '苏州瑞禾医疗器械有限公司' });

    expect(await chainCheck(s, { dealer: '200001', hospital: H2, productId })).toBeNull();
    // The manufacturer delivering its own product needs no letter.
    expect(await chainCheck(s, { dealer: '300001', hospital: H3, productId: other })).toBeNull();

    const url = `${base}/authorization-chain?productId=${productId}&hospitalTenantId=${H2}`;
    const asDealer = await s.call('GET', url, { token: await s.login(DEALER_ADMIN) });
    expect(asDealer.body.data).toMatchObject({ productName: '一次性使用测试导管', manufacturerTenantId: '300001', refusal: null, links: [{ id: grant.id, grantorTenantId: '300001', granteeTenantId: '200001' }] });
    // 100002 has applied 康链 as a supplier, so it may read 康链's chain for its own hospital.
    const asHospital = await s.call('GET', `${url}&dealerTenantId=200001`, { token: await s.login(HOSPITAL2_ADMIN) });
    expect(asHospital.body.data.links).toHaveLength(1);
    const otherDealer = await s.login(DEALER2_ADMIN);
    expect((await s.call('GET', `${url}&dealerTenantId=200001`, { token: otherDealer })).status).toBe(403);
    // Asked about itself, 和畅 has no chain, and learns nothing of 康链's.
    const own = await s.call('GET', url, { token: otherDealer });
    expect(own.body.data.links).toEqual([]);
    expect(own.body.data.refusal.rule).toBe('R12');
  });

  it('R12: through a general agent the chain has two links; a third level is refused when saved and never counts', async () => {
    const s = server();
    const maker = await s.login(MANUFACTURER_ADMIN);
    const agent = await s.login(DEALER2_ADMIN);
    const dealer = await s.login(DEALER_ADMIN);
    const productId = await addProduct(s, '300001', '一次性使用测试球囊');
    const scope = { authorizedProductIds: [productId] };
    await archivedCertificate(s, maker, letter({ granteeTenantId: '200002', ...scope }));
    // The general agent keeps the maker's letter on file and authorizes 康链 under it.
    const copy = await archivedCertificate(s, agent, letter({ grantorTenantId: '300001', granteeTenantId: '200002', ...scope }));
    const second = await archivedCertificate(s, agent, letter({ granteeTenantId: '200001', parentAuthorizationId: copy.id, authorizedHospitalIds: [H2], ...scope }));
    expect((await s.call('GET', `${base}/detail?id=${second.id}`, { token: agent })).body.data.authorizationLevel).toBe(2);

    expect(await chainCheck(s, { dealer: '200001', hospital: H2, productId })).toBeNull();
    const chain = (await s.call('GET', `${base}/authorization-chain?productId=${productId}&hospitalTenantId=${H2}`, { token: dealer })).body.data;
    expect(chain.links.map((l: { grantorTenantId: string; granteeTenantId: string }) => `${l.grantorTenantId}→${l.granteeTenantId}`)).toEqual(['300001→200002', '200002→200001']);

    // 康链 keeps both letters above it; a letter of its own under the second would be a third level.
    const platform = await s.login(PLATFORM_ADMIN);
    const made = await s.call('POST', '/api/blade-system/tenant/submit', { token: platform, body: { tenantName: '云州三级测试医疗器械有限公司', tenantKind: 'DEALER', packageId: null } });
    const third = made.body.data.tenantId as string;
    const top = await archivedCertificate(s, dealer, letter({ grantorTenantId: '300001', granteeTenantId: '200002', ...scope }));
    const middle = await archivedCertificate(s, dealer, letter({ grantorTenantId: '200002', granteeTenantId: '200001', parentAuthorizationId: top.id, ...scope }));
    const tooDeep = await s.call('POST', `${base}/submit`, { token: dealer, body: letter({ granteeTenantId: third, parentAuthorizationId: middle.id, ...scope }) });
    expect(tooDeep.body).toMatchObject({ code: 400, data: { field: 'parentAuthorizationId' } });
    expect(tooDeep.body.msg).toContain('R12');
    // Saved without its parent (for every product, as its own are none), the letter still does not make a chain of three count.
    await archivedCertificate(s, dealer, letter({ granteeTenantId: third, authorizedHospitalIds: [H2] }));
    expect(await chainCheck(s, { dealer: third, hospital: H2, productId })).toMatchObject({ rule: 'R12', key: 'cert.R12.noChain' });
  });

  it('R12: a letter for another hospital or another product does not cover, and the refusal names the product', async () => {
    const s = server();
    const maker = await s.login(MANUFACTURER_ADMIN);
    const covered = await addProduct(s, '300001', '一次性使用测试穿刺针');
    const notCovered = await addProduct(s, '300001', '一次性使用测试引流袋');
    await archivedCertificate(s, maker, letter({ granteeTenantId: '200001', authorizedHospitalIds: [H3], authorizedProductIds: [covered] }));
    expect(await chainCheck(s, { dealer: '200001', hospital: H3, productId: covered })).toBeNull();
    const hospital = await chainCheck(s, { dealer: '200001', hospital: H2, productId: covered });
    expect(hospital).toMatchObject({ rule: 'R12', field: 'productId', severity: 'ERROR', vars: { product: '一次性使用测试穿刺针', hospital: '云州医科大学附属第二医院' } });
    expect(await chainCheck(s, { dealer: '200001', hospital: H3, productId: notCovered })).toMatchObject({ rule: 'R12', vars: { product: '一次性使用测试引流袋' } });
    const res = await s.call('GET', `${base}/authorization-chain?productId=${notCovered}&hospitalTenantId=${H3}`, { token: await s.login(DEALER_ADMIN), headers: { 'accept-language': 'en' } });
    expect(res.body.data.refusal.message).toContain('R12: “一次性使用测试引流袋” has no valid authorization chain');
  });

  it('R12: an expired or stopped link does not count; a link counts on the dates it is valid', async () => {
    const s = server();
    const maker = await s.login(MANUFACTURER_ADMIN);
    const expired = await addProduct(s, '300001', '一次性使用测试输液器');
    const stopped = await addProduct(s, '300001', '一次性使用测试注射器');
    await archivedCertificate(s, maker, letter({ granteeTenantId: '200001', authorizedHospitalIds: [H3], authorizedProductIds: [expired] }, -1));
    expect(await chainCheck(s, { dealer: '200001', hospital: H3, productId: expired })).toMatchObject({ rule: 'R12' });
    expect(await chainCheck(s, { dealer: '200001', hospital: H3, productId: expired, onDate: addDays(today, -1) })).toBeNull();
    const grant = await archivedCertificate(s, maker, letter({ granteeTenantId: '200001', authorizedHospitalIds: [H3], authorizedProductIds: [stopped] }));
    expect(await chainCheck(s, { dealer: '200001', hospital: H3, productId: stopped })).toBeNull();
    expect((await s.call('POST', `${base}/stop?ids=${grant.id}`, { token: maker })).status).toBe(200);
    expect(await chainCheck(s, { dealer: '200001', hospital: H3, productId: stopped })).toMatchObject({ rule: 'R12' });
  });

  it('R6: an authorization is archived only with its grantee; products must be the manufacturer’s', async () => {
    const s = server();
    const maker = await s.login(MANUFACTURER_ADMIN);
    const draft = await savedCertificate(s, maker, letter({}));
    const res = await s.call('POST', `${base}/archive?ids=${draft.id}`, { token: maker, headers: { 'accept-language': 'en' } });
    expect(res.body).toMatchObject({ code: 400, msg: 'R6: fill in the grantee before archiving', data: { field: 'granteeTenantId' } });
    const foreign = await addProduct(s, '200002', '和畅自有产品');
    const wrong = await s.call('POST', `${base}/submit`, { token: maker, body: letter({ granteeTenantId: '200001', authorizedProductIds: [foreign] }) });
    expect(wrong.body).toMatchObject({ code: 400, data: { field: 'authorizedProductIds' } });
    const notHospital = await s.call('POST', `${base}/submit`, { token: maker, body: letter({ granteeTenantId: '200001', authorizedHospitalIds: ['200002'] }) });
    expect(notHospital.body).toMatchObject({ code: 400, data: { field: 'authorizedHospitalIds' } });
  });
});

describe('R13: power of attorney and ID card of the delivering sales rep', () => {
  it('R13: absent, without an ID card, present, for another hospital, expired; the hospital decides warning or error', async () => {
    const s = server();
    const dealer = await s.login(DEALER_ADMIN);
    const agent = userIdOf(await s.login(DEALER_CLERK));
    expect(await poaCheck(s, { agent, hospital: H2 })).toMatchObject({ rule: 'R13', key: 'cert.R13.none', field: 'agentUserId', severity: 'WARNING', vars: { agent: '赵欣然' } });

    const poa = { certType: 'POWER_ATTORNEY', agentUserId: agent, scope: ['DELIVERY'], targetHospitalTenantId: H2, validityStart: addDays(today, -300), validityEnd: addDays(today, 60) };
    await archivedCertificate(s, dealer, { ...poa, certName: '委托书（赵欣然，无身份证）', certNo: `WT-${++serial}` });
    expect(await poaCheck(s, { agent, hospital: H2 })).toMatchObject({ rule: 'R13', key: 'cert.R13.noIdCard', field: 'agentIdCardCertId' });

    const card = await archivedCertificate(s, dealer, idCard({ longTerm: false, validityEnd: addDays(today, 30) }));
    const letterRow = await archivedCertificate(s, dealer, { ...poa, agentIdCardCertId: card.id, certName: '委托书（赵欣然）', certNo: `WT-${++serial}` });
    const detail = (await s.call('GET', `${base}/detail?id=${letterRow.id}`, { token: dealer })).body.data;
    expect(detail).toMatchObject({ agentPersonName: '赵欣然', agentMobile: '13805710012', targetHospitalName: '云州医科大学附属第二医院', scope: ['DELIVERY'] });
    expect(await poaCheck(s, { agent, hospital: H2 })).toBeNull();
    expect(await poaCheck(s, { agent, hospital: H3 })).toMatchObject({ key: 'cert.R13.none', vars: { hospital: '临江县人民医院' } });
    // The card ends before the letter: in between the letter stands without a valid card; after it, no letter.
    expect(await poaCheck(s, { agent, hospital: H2, onDate: addDays(today, 45) })).toMatchObject({ key: 'cert.R13.noIdCard' });
    expect(await poaCheck(s, { agent, hospital: H2, onDate: addDays(today, 61) })).toMatchObject({ key: 'cert.R13.none' });

    await withTenant(s.database.db, { tenantId: H3 }, (tx) =>
      tx.insert(params).values({ id: nextId(), tenantId: H3, paramName: '委托书校验', paramKey: 'scm.delivery.powerOfAttorneyCheck', paramValue: 'ERROR' }),
    );
    expect(await poaCheck(s, { agent, hospital: H3 })).toMatchObject({ rule: 'R13', severity: 'ERROR' });
  });

  it('R13: a power of attorney names an active user of the company and an ID card it keeps', async () => {
    const s = server();
    const dealer = await s.login(DEALER_ADMIN);
    const stranger = userIdOf(await s.login(DEALER2_ADMIN));
    const res = await s.call('POST', `${base}/submit`, { token: dealer, body: { certType: 'POWER_ATTORNEY', certName: '委托书', agentUserId: stranger } });
    expect(res.body).toMatchObject({ code: 400, data: { field: 'agentUserId' } });
    const licence = (await s.call('GET', `${base}/list?certType=ENTERPRISE_CERTIFICATE&size=1`, { token: dealer })).body.data.records[0];
    const notCard = await s.call('POST', `${base}/submit`, { token: dealer, body: { certType: 'POWER_ATTORNEY', certName: '委托书', agentIdCardCertId: licence.id } });
    expect(notCard.body).toMatchObject({ code: 400, data: { field: 'agentIdCardCertId' } });
  });
});

describe('ID card numbers', () => {
  it('are stored encrypted, answered masked, and read in clear only by the holder’s editors', async () => {
    const s = server();
    const dealer = await s.login(DEALER_ADMIN);
    const saved = await archivedCertificate(s, dealer, idCard({ idNumber: ID_NUMBER_2 }));
    const [row] = await withTenant(s.database.db, { tenantId: '200001' }, (tx) => tx.select().from(certificates).where(eq(certificates.id, BigInt(saved.id))));
    expect(JSON.stringify(row, (_k, v) => (typeof v === 'bigint' ? String(v) : v))).not.toContain(ID_NUMBER_2);
    expect(row.idNumberEncrypted).toMatch(/^v1:/);
    expect(row.idNumberMasked).toBe('440***********0014');

    const detail = await s.call('GET', `${base}/detail?id=${saved.id}`, { token: dealer });
    const list = await s.call('GET', `${base}/list?certType=ID_CARD&size=100`, { token: dealer });
    for (const answer of [detail, list]) {
      expect(JSON.stringify(answer.body)).not.toContain(ID_NUMBER_2);
      expect(JSON.stringify(answer.body)).not.toContain('idNumberEncrypted');
    }
    expect(detail.body.data).toMatchObject({ idNumberMasked: '440***********0014', personName: '赵欣然', gender: 'FEMALE', certNo: null });

    const clear = await s.call('GET', `${base}/id-number?id=${saved.id}`, { token: dealer });
    expect(clear.body.data).toEqual({ id: saved.id, idNumber: ID_NUMBER_2 });
    // Viewing is not editing: the clerk without the edit button does not get it; another dealer finds nothing.
    expect((await s.call('GET', `${base}/id-number?id=${saved.id}`, { token: await s.login(DEALER_CLERK) })).status).toBe(403);
    const other = await s.call('GET', `${base}/id-number?id=${saved.id}`, { token: await s.login(DEALER2_ADMIN) });
    expect(other.status).toBe(404);
    expect(JSON.stringify(other.body)).not.toContain(ID_NUMBER_2);
    // An archived card keeps its number.
    const resend = await s.call('POST', `${base}/submit`, { token: dealer, body: { ...idCard(), certName: saved.certName, id: saved.id } });
    expect(resend.body).toMatchObject({ code: 400, data: { field: 'idNumber' } });
  });

  it('with a wrong check character are refused naming the field; a card is archived only with its holder and number', async () => {
    const s = server();
    const dealer = await s.login(DEALER_ADMIN);
    const bad = await s.call('POST', `${base}/submit`, { token: dealer, body: idCard({ idNumber: '110105194912310021' }), headers: { 'accept-language': 'en' } });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ code: 400, data: { field: 'idNumber' } });
    expect(bad.body.msg).toContain('check character');
    const draft = await savedCertificate(s, dealer, idCard({ idNumber: null, personName: null }));
    const res = await s.call('POST', `${base}/archive?ids=${draft.id}`, { token: dealer });
    expect(res.body).toMatchObject({ code: 400, data: { field: 'personName' } });
    // Edited later, the draft gains its number without sending the others again.
    await s.call('POST', `${base}/submit`, { token: dealer, body: { ...idCard({ idNumber: ID_NUMBER }), id: draft.id } });
    const edited = await s.call('POST', `${base}/submit`, { token: dealer, body: { ...idCard({ idNumber: undefined }), id: draft.id, remark: '已核对' } });
    expect(edited.body.data).toMatchObject({ idNumberMasked: '110***********002X', remark: '已核对' });
  });
});

describe('demo (§7.3): 瑞禾 authorizes 康链 for 云州市第一人民医院; 王磊 holds a power of attorney with his ID card', () => {
  it('the chain and the power of attorney hold', async () => {
    const s = server();
    const [product] = await withTenant(s.database.db, { tenantId: '300001' }, (tx) => tx.select({ id: products.id }).from(products).where(eq(products.productName, '一次性使用输液器 带针')));
    const chain = await s.call('GET', `${base}/authorization-chain?productId=${product.id}&hospitalTenantId=100001`, { token: await s.login(DEALER_ADMIN) });
    expect(chain.body.data).toMatchObject({ refusal: null, links: [{ certNo: 'RH-SQ-2025-018', grantorTenantId: '300001', granteeTenantId: '200001' }] });
    const wanglei = userIdOf(await s.login(DEALER_ADMIN));
    expect(await poaCheck(s, { agent: wanglei, hospital: '100001' })).toBeNull();
  });
});

describeTenantIsolation(server, { base: '/beree-scm/certificate', sample: () => idCard(), changeField: 'personName', owner: DEALER_ADMIN, intruder: DEALER2_ADMIN });
