import { describe, expect, it } from 'vitest';
import { ownPassword } from '../../../../test/own-password';
import { DEALER2_ADMIN, DEALER_ADMIN, HOSPITAL_ADMIN, MANUFACTURER_ADMIN, PLATFORM_ADMIN, useServer } from '../../../../test/harness';

const BASE = '/api/beree-scm/enterprise/company';

describe('company profile', () => {
  const server = useServer();

  it('a supplier reads its own company and edits what it may; credit code and types stay fixed after approval', async () => {
    const s = server();
    const token = await s.login(MANUFACTURER_ADMIN);
    const own = (await s.call('GET', `${BASE}/detail`, { token })).body.data;
    expect(own).toMatchObject({ tenantId: '300001', unifiedSocialCreditCode: '91320594MA1XK7Q203', companyTypes: 'INLAND_MANUFACTRUE' });
    // The detail as it came, types in their comma-joined text, with two fields changed.
    const edited = await s.call('POST', `${BASE}/submit`, { token, body: { ...own, contactName: '王芳', warehouseAddress: '苏州工业园区星湖街 218 号 C 栋' } });
    expect(edited.body.data).toMatchObject({ contactName: '王芳', warehouseAddress: '苏州工业园区星湖街 218 号 C 栋', version: own.version + 1 });
    const code = await s.call('POST', `${BASE}/submit`, { token, body: { ...edited.body.data, companyTypes: ['INLAND_MANUFACTRUE'], unifiedSocialCreditCode: '91330106MA2H3D8L0J' } });
    expect(code.body).toMatchObject({ code: 400, data: { field: 'unifiedSocialCreditCode' } });
    const types = await s.call('POST', `${BASE}/submit`, { token, body: { ...edited.body.data, companyTypes: ['INLAND_MANUFACTRUE', 'INLAND_DEALER'] } });
    expect(types.body).toMatchObject({ code: 400, data: { field: 'companyTypes' } });
    const stale = await s.call('POST', `${BASE}/submit`, { token, body: { ...own, companyTypes: ['INLAND_MANUFACTRUE'] } });
    expect(stale.status).toBe(409);
  });

  it('bad input is refused naming the field', async () => {
    const s = server();
    const token = await s.login(DEALER_ADMIN);
    const own = (await s.call('GET', `${BASE}/detail`, { token })).body.data;
    const res = await s.call('POST', `${BASE}/submit`, { token, body: { ...own, companyTypes: ['INLAND_DEALER'], contactPhone: 'abc' }, headers: { 'accept-language': 'en' } });
    expect(res.body).toMatchObject({ code: 400, msg: 'The contact phone is not valid', data: { field: 'contactPhone' } });
  });

  it('each supplier sees and changes only its own company; a hospital has none', async () => {
    const s = server();
    const dealer = (await s.call('GET', `${BASE}/detail`, { token: await s.login(DEALER_ADMIN) })).body.data;
    const other = await s.login(DEALER2_ADMIN);
    const mine = (await s.call('GET', `${BASE}/detail`, { token: other })).body.data;
    expect(mine.tenantId).toBe('200002');
    // An id of another tenant's row changes nothing of it: the caller's own row is saved.
    await s.call('POST', `${BASE}/submit`, { token: other, body: { ...mine, id: dealer.id, companyTypes: ['INLAND_DEALER'], contactName: '刘洋二' } });
    expect((await s.call('GET', `${BASE}/detail`, { token: await s.login(DEALER_ADMIN) })).body.data.contactName).toBe(dealer.contactName);
    expect((await s.call('GET', `${BASE}/detail`, { token: await s.login(HOSPITAL_ADMIN) })).status).toBe(403);
    expect((await s.call('GET', `${BASE}/detail`, { token: await s.login(PLATFORM_ADMIN) })).status).toBe(403);
  });

  it('a supplier made by the platform without registration fills in its company once, with a valid unused credit code', async () => {
    const s = server();
    const platform = await s.login(PLATFORM_ADMIN);
    const made = await s.call('POST', '/api/blade-system/tenant/submit', { token: platform, body: { tenantName: '云州新禾医疗器械有限公司', tenantKind: 'DEALER', packageId: null } });
    expect(made.body.code).toBe(200);
    const tenantId = made.body.data.tenantId as string;
    const { token } = await ownPassword(s, { tenantId, username: 'admin', password: '123456' }, 'Xinhe#2024');
    const blank = (await s.call('GET', `${BASE}/detail`, { token })).body.data;
    expect(blank).toMatchObject({ companyName: '云州新禾医疗器械有限公司', companyTypes: 'INLAND_DEALER', registrationStatus: null });
    const body = { companyName: blank.companyName, legalRepresentative: '孙禾', registeredAddress: '云州市新禾路 1 号', contactName: '孙禾', contactPhone: '0571-81234567' };
    expect((await s.call('POST', `${BASE}/submit`, { token, body: { ...body, unifiedSocialCreditCode: '91330100MA2B0X6Q1M' } })).body.msg).toContain('R34');
    expect((await s.call('POST', `${BASE}/submit`, { token, body: { ...body, unifiedSocialCreditCode: '91320594MA1XK7Q203' } })).status).toBe(409);
    const saved = await s.call('POST', `${BASE}/submit`, { token, body: { ...body, unifiedSocialCreditCode: '91330100MA2B0X6Q1L' } });
    expect(saved.body.data).toMatchObject({ tenantId, unifiedSocialCreditCode: '91330100MA2B0X6Q1L', companyTypes: 'INLAND_DEALER' });
  });
});
