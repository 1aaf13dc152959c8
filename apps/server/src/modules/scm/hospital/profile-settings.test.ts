import { describe, expect, it } from 'vitest';
import { CERT_TYPES } from '@beree/contracts';
import { DEALER_ADMIN, HOSPITAL2_ADMIN, HOSPITAL_ADMIN, MANUFACTURER_ADMIN, PLATFORM_ADMIN, useServer, type TestServer } from '../../../../test/harness';
import { withTenant } from '../../../core/tenancy/with-tenant';
import { certWarnDays, hospitalSettings } from './settings';

const server = useServer();
const base = '/api/beree-scm/hospital';
const HOSPITAL3_ADMIN = { tenantId: '100003', username: 'admin', password: 'admin' };

async function profileOf(s: TestServer, token: string) {
  const res = await s.call('GET', `${base}/profile`, { token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data;
}

describe('hospital profile', () => {
  it("answers the signed-in hospital's own profile from the demo", async () => {
    const s = server();
    const profile = await profileOf(s, await s.login(HOSPITAL_ADMIN));
    expect(profile).toMatchObject({
      tenantId: '100001',
      hospitalName: '云州市第一人民医院',
      grade: 'THREE_A',
      ownership: 'PUBLIC',
      bedCount: 2600,
      unifiedSocialCreditCode: '12330100470001234C',
      status: 'ENABLE',
    });
    const county = await profileOf(s, await s.login(HOSPITAL3_ADMIN));
    expect(county).toMatchObject({ tenantId: '100003', hospitalName: '临江县人民医院', grade: 'TWO_A' });
  });

  it('saves the profile with optimistic locking: a stale version is refused with 409', async () => {
    const s = server();
    const token = await s.login(HOSPITAL2_ADMIN);
    const before = await profileOf(s, token);
    const body = { ...before, bedCount: 3300, address: '云州市学院路 66 号（新院区）' };
    const saved = await s.call('POST', `${base}/profile/submit`, { token, body });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.data).toMatchObject({ bedCount: 3300, version: before.version + 1 });
    const stale = await s.call('POST', `${base}/profile/submit`, { token, body: { ...body, bedCount: 1 } });
    expect(stale.status).toBe(409);
    expect((await profileOf(s, token)).bedCount).toBe(3300);
  });

  it('R34: refuses a credit code with a wrong check character (12330100470001234D), naming the field, in the language of the request', async () => {
    const s = server();
    const token = await s.login(HOSPITAL_ADMIN);
    const before = await profileOf(s, token);
    const res = await s.call('POST', `${base}/profile/submit`, { token, body: { ...before, unifiedSocialCreditCode: '12330100470001234D' } });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 400, data: { field: 'unifiedSocialCreditCode' } });
    expect(res.body.msg).toContain('R34');
    const en = await s.call('POST', `${base}/profile/submit`, { token, body: { ...before, unifiedSocialCreditCode: '1233010047000123' }, headers: { 'accept-language': 'en' } });
    expect(en.status).toBe(400);
    expect(en.body.msg).toBe('R34: the unified social credit code has 18 characters');
    expect((await profileOf(s, token)).unifiedSocialCreditCode).toBe('12330100470001234C');
  });

  it('R34: a public hospital\'s credit code starts with 12 (a valid company code 91320594MA1XK7Q203 is refused), a private one\'s need not', async () => {
    const s = server();
    const token = await s.login(HOSPITAL3_ADMIN);
    const before = await profileOf(s, token);
    const company = { ...before, unifiedSocialCreditCode: '91320594MA1XK7Q203' };
    const res = await s.call('POST', `${base}/profile/submit`, { token, body: company });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ data: { field: 'unifiedSocialCreditCode' }, msg: 'R34：公立医院为事业单位，统一社会信用代码应以12开头' });
    const privately = await s.call('POST', `${base}/profile/submit`, { token, body: { ...company, ownership: 'PRIVATE' } });
    expect(privately.status, JSON.stringify(privately.body)).toBe(200);
    // Back as it was, for the other tests of the file.
    await s.call('POST', `${base}/profile/submit`, { token, body: { ...before, version: privately.body.data.version } });
  });

  it('refuses a grade outside the list, a city outside its province and a negative bed count, each naming its field', async () => {
    const s = server();
    const token = await s.login(HOSPITAL_ADMIN);
    const before = await profileOf(s, token);
    const cases: [Record<string, unknown>, string][] = [
      [{ grade: 'FOUR_A' }, 'grade'],
      [{ cityCode: '320500' }, 'cityCode'],
      [{ districtCode: '3301' }, 'districtCode'],
      [{ bedCount: -1 }, 'bedCount'],
      [{ hospitalName: ' ' }, 'hospitalName'],
    ];
    for (const [change, field] of cases) {
      const res = await s.call('POST', `${base}/profile/submit`, { token, body: { ...before, ...change } });
      expect(res.status, field).toBe(400);
      expect(res.body.data.field).toBe(field);
    }
  });
});

describe('hospital settings', () => {
  it('answers the defaults for what was never set: 30 warning days per certificate type, two invoices for a public hospital, 180 days, receipt', async () => {
    const s = server();
    const res = await s.call('GET', `${base}/settings`, { token: await s.login(HOSPITAL3_ADMIN) });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ enforceTwoInvoice: true, minRemainingShelfLifeDays: 180, settlementBasis: 'RECEIPT' });
    expect(Object.keys(res.body.data.certWarnDays)).toEqual([...CERT_TYPES]);
    expect(Object.values(res.body.data.certWarnDays).every((d) => d === 30)).toBe(true);
    const second = await s.call('GET', `${base}/settings`, { token: await s.login(HOSPITAL2_ADMIN) });
    expect(second.body.data.settlementBasis).toBe('CONSUMPTION');
  });

  it('derives the two-invoice default from ownership and keeps what the hospital saved', async () => {
    const s = server();
    await withTenant(s.database.db, { tenantId: '100003' }, async (tx) => {
      expect((await hospitalSettings(tx, '100003')).enforceTwoInvoice).toBe(true);
    });
    const { effectiveSettings } = await import('./settings');
    expect(effectiveSettings(undefined, 'PRIVATE').enforceTwoInvoice).toBe(false);
    expect(effectiveSettings({ certWarnDays: {}, enforceTwoInvoice: true, minRemainingShelfLifeDays: null, settlementBasis: null }, 'PRIVATE').enforceTwoInvoice).toBe(true);
  });

  it('saves warning days per certificate type, refusing an unknown type and a day count out of range', async () => {
    const s = server();
    const token = await s.login(HOSPITAL_ADMIN);
    const before = (await s.call('GET', `${base}/settings`, { token })).body.data;
    const saved = await s.call('POST', `${base}/settings`, { token, body: { certWarnDays: { REGISTRATION_CARD: 90 }, minRemainingShelfLifeDays: 365, version: before.version } });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.data).toMatchObject({ minRemainingShelfLifeDays: 365, settlementBasis: 'RECEIPT', version: before.version + 1 });
    expect(saved.body.data.certWarnDays).toMatchObject({ REGISTRATION_CARD: 90, POWER_ATTORNEY: 30 });

    const unknown = await s.call('POST', `${base}/settings`, { token, body: { certWarnDays: { PASSPORT: 10 } } });
    expect(unknown.status).toBe(400);
    expect(unknown.body.data.field).toBe('certWarnDays.PASSPORT');
    const tooMany = await s.call('POST', `${base}/settings`, { token, body: { certWarnDays: { ID_CARD: 5000 } }, headers: { 'accept-language': 'en' } });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body).toMatchObject({ msg: 'Warning days are a whole number from 0 to 3650', data: { field: 'certWarnDays.ID_CARD' } });
    const basis = await s.call('POST', `${base}/settings`, { token, body: { settlementBasis: 'MONTHLY' } });
    expect(basis.body.data.field).toBe('settlementBasis');
    const stale = await s.call('POST', `${base}/settings`, { token, body: { minRemainingShelfLifeDays: 1, version: before.version } });
    expect(stale.status).toBe(409);
  });

  it("lets another module read a hospital's settings from a supplier's transaction, and the platform read them on its own path", async () => {
    const s = server();
    const hospital = await s.login(HOSPITAL_ADMIN);
    await s.call('POST', `${base}/settings`, { token: hospital, body: { certWarnDays: { CERTIFICATE_AUTHORIZATION: 60 } } });
    await withTenant(s.database.db, { tenantId: '200001' }, async (tx) => {
      const settings = await hospitalSettings(tx, '100001');
      expect(certWarnDays(settings, 'CERTIFICATE_AUTHORIZATION')).toBe(60);
      expect(certWarnDays(settings, 'ID_CARD')).toBe(30);
      expect((await hospitalSettings(tx, '100002')).settlementBasis).toBe('CONSUMPTION');
    });

    const platform = await s.login(PLATFORM_ADMIN);
    const read = await s.call('GET', `${base}/settings/of?tenantId=100001`, { token: platform });
    expect(read.status, JSON.stringify(read.body)).toBe(200);
    expect(read.body.data).toMatchObject({ tenantId: '100001', hospitalName: '云州市第一人民医院', certWarnDays: { CERTIFICATE_AUTHORIZATION: 60 } });
    const dealer = await s.call('GET', `${base}/settings/of?tenantId=200001`, { token: platform });
    expect(dealer).toMatchObject({ status: 400, body: { data: { field: 'tenantId' } } });
    expect((await s.call('GET', `${base}/settings/of?tenantId=100001`, { token: hospital })).status).toBe(403);
  });
});

describe('hospital routes are for hospitals only', () => {
  it('refuses a dealer, a manufacturer and the platform with 403 and a clear message', async () => {
    const s = server();
    for (const who of [DEALER_ADMIN, MANUFACTURER_ADMIN, PLATFORM_ADMIN]) {
      const token = await s.login(who);
      for (const [method, path] of [
        ['GET', '/profile'],
        ['POST', '/profile/submit'],
        ['GET', '/settings'],
        ['POST', '/settings'],
        ['GET', '/department/list'],
        ['POST', '/department/submit'],
        ['GET', '/address/list'],
        ['POST', '/address/submit'],
      ] as const) {
        const res = await s.call(method, `${base}${path}`, { token, body: method === 'POST' ? {} : undefined });
        expect(res.status, `${who.tenantId} ${path}`).toBe(403);
        expect(res.body.msg).toBe('只有医院可以维护医院信息、科室和收货地址');
      }
    }
  });
});
