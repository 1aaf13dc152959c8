import { describe, expect, it } from 'vitest';
import { md5, DEALER_ADMIN, HOSPITAL_ADMIN, MANUFACTURER_ADMIN, PLATFORM_ADMIN, useServer, type TestServer } from '../../../../test/harness';
import { multipartBody, tinyPng } from '../../../../test/upload-files';

const REGISTER = '/api/beree-scm/enterprise/company/register';
const QUEUE = '/api/beree-scm/enterprise/registration';

async function captcha(s: TestServer) {
  const made = await s.call<{ key: string }>('GET', '/api/blade-auth/oauth/captcha');
  const answer = await s.call('GET', `/api/test-hooks/captcha?key=${made.body.key}`);
  return { captchaKey: made.body.key, captchaCode: answer.body.data.answer as string };
}

async function upload(s: TestServer, name = 'licence.png', content: Buffer = tinyPng()) {
  const { payload, headers } = multipartBody({ name, content });
  return s.call('POST', `${REGISTER}/upload`, { body: payload, headers });
}

let codeSeq = 0;
/** A fresh valid credit code per call (GB 32100 check character computed). */
function creditCode(): string {
  const chars = '0123456789ABCDEFGHJKLMNPQRTUWXY';
  const weights = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];
  const body = `91330100MA2T${String(Date.now() % 100000).padStart(5, '0')}`.slice(0, 12) + String(++codeSeq).padStart(5, '0');
  const sum = [...body].reduce((acc, c, i) => acc + chars.indexOf(c) * weights[i], 0);
  return body + chars[(31 - (sum % 31)) % 31];
}

async function registration(s: TestServer, over: Record<string, unknown> = {}) {
  const business = (await upload(s)).body.data.fileId;
  const operating = (await upload(s, 'operating.pdf', Buffer.from('%PDF-1.4\n%test\n'))).body.data.fileId;
  return {
    companyName: '杭州青禾医疗器械有限公司',
    shortName: '青禾医疗',
    companyTypes: ['INLAND_DEALER'],
    unifiedSocialCreditCode: creditCode(),
    legalRepresentative: '张青',
    registeredCapital: 800,
    registeredAddress: '杭州市拱墅区莫干山路 100 号',
    contactName: '张青',
    contactPhone: '0571-88001234',
    taxpayerType: 'GENERAL',
    adminName: '张青',
    adminMobile: '13800138000',
    adminAccount: 'zhangqing',
    adminPassword: md5('Qinghe#2024'),
    licences: [
      { type: 'BUSINESS_LICENCE', fileId: business },
      { type: 'OPERATING_FILING', fileId: operating },
    ],
    ...(await captcha(s)),
    ...over,
  };
}

const submit = (s: TestServer, body: unknown, lang = 'zh') => s.call('POST', REGISTER, { body, headers: { 'accept-language': lang } });

describe('company registration', () => {
  const server = useServer();

  it('R34: 91320594MA1XK7Q204 (wrong check character) is refused naming the credit code', async () => {
    const s = server();
    const res = await submit(s, await registration(s, { unifiedSocialCreditCode: '91320594MA1XK7Q204' }));
    expect(res.body.code).toBe(400);
    expect(res.body.data.field).toBe('unifiedSocialCreditCode');
    expect(res.body.msg).toContain('R34');
  });

  it('R34: 91320594MA1XK7O203 (letter O, not allowed) is refused', async () => {
    const s = server();
    const res = await submit(s, await registration(s, { unifiedSocialCreditCode: '91320594MA1XK7O203' }), 'en');
    expect(res.body.code).toBe(400);
    expect(res.body.msg).toMatch(/^R34: the unified social credit code is not valid/);
  });

  it('R34: a credit code a company already holds is refused, telling whom to ask for an account', async () => {
    const s = server();
    const res = await submit(s, await registration(s, { unifiedSocialCreditCode: '91320594MA1XK7Q203' }));
    expect(res.status).toBe(409);
    expect(res.body.data.field).toBe('unifiedSocialCreditCode');
    expect(res.body.msg).toBe('统一社会信用代码91320594MA1XK7Q203已由苏州瑞禾医疗器械有限公司（租户编号300001）注册，请联系该企业的管理员为您开通账号');
  });

  it('R34: a credit code with a registration waiting for review is refused', async () => {
    const s = server();
    const res = await submit(s, await registration(s, { unifiedSocialCreditCode: '91330106MA2H3D8L0J' }));
    expect(res.status).toBe(409);
    expect(res.body.msg).toContain('正在审核中');
  });

  it('refuses the administrator mobile with the messages of the spec', async () => {
    const s = server();
    for (const [mobile, msg] of [
      ['', '手机号码不能为空'],
      ['1380013800', '手机号码长度不为11位'],
      ['23800138000', '手机号码格式不正确'],
    ]) {
      const res = await submit(s, await registration(s, { adminMobile: mobile }));
      expect(res.body).toMatchObject({ code: 400, msg: msg, data: { field: 'adminMobile' } });
    }
  });

  it('checks a password sent in clear (Password-Encoding: plain) against the whole policy, naming the field, and keeps its md5', async () => {
    const s = server();
    const plainSubmit = async (adminPassword: string) => s.call('POST', REGISTER, { body: await registration(s, { adminPassword }), headers: { 'password-encoding': 'plain' } });
    expect((await plainSubmit('1')).body).toMatchObject({ code: 400, msg: '密码长度不能少于8位', data: { field: 'adminPassword' } });
    expect((await plainSubmit('my-zhangqing-99')).body).toMatchObject({ code: 400, msg: '密码不能包含账号', data: { field: 'adminPassword' } });
    expect((await plainSubmit('password')).body).toMatchObject({ code: 400, msg: '密码过于常见,请换一个', data: { field: 'adminPassword' } });
    const accepted = await plainSubmit('Qinghe#2024');
    expect(accepted.status).toBe(200);
  });

  it('refuses a common password (the policy where the password arrives) and one not hashed as at sign-in', async () => {
    const s = server();
    const common = await submit(s, await registration(s, { adminPassword: md5('password') }));
    expect(common.body).toMatchObject({ code: 400, msg: '密码过于常见,请换一个', data: { field: 'adminPassword' } });
    const plain = await submit(s, await registration(s, { adminPassword: 'Qinghe#2024' }));
    expect(plain.body).toMatchObject({ code: 400, data: { field: 'adminPassword' } });
  });

  it('refuses missing scans: the business licence always, the operating licence or filing for a dealer, the production one for a manufacturer', async () => {
    const s = server();
    const base = await registration(s);
    const none = await submit(s, { ...base, licences: [] });
    expect(none.body).toMatchObject({ code: 400, msg: '请上传营业执照', data: { field: 'licences' } });
    const dealer = await registration(s);
    const noOperating = await submit(s, { ...dealer, licences: dealer.licences.slice(0, 1) });
    expect(noOperating.body).toMatchObject({ code: 400, msg: '经营企业请上传经营许可证或经营备案凭证', data: { field: 'licences' } });
    const maker = await registration(s, { companyTypes: ['INLAND_MANUFACTRUE', 'INLAND_DEALER'] });
    const noProduction = await submit(s, maker);
    expect(noProduction.body).toMatchObject({ code: 400, msg: '生产企业请上传生产许可证或生产备案凭证', data: { field: 'licences' } });
    const unknownFile = await registration(s);
    const missing = await submit(s, { ...unknownFile, licences: [{ type: 'BUSINESS_LICENCE', fileId: '123456789' }, unknownFile.licences[1]] });
    expect(missing.body).toMatchObject({ code: 400, data: { field: 'licences' } });
  });

  it('refuses a wrong captcha, and a captcha twice', async () => {
    const s = server();
    const body = await registration(s);
    const wrong = await submit(s, { ...body, captchaCode: 'zzzzz' });
    expect(wrong.body).toMatchObject({ code: 400, data: { field: 'captchaCode' } });
    const again = await submit(s, body);
    expect(again.body).toMatchObject({ code: 400, data: { field: 'captchaCode' } });
  });

  it('the upload takes images and PDF up to 5 MB whose content matches their name, and nothing else', async () => {
    const s = server();
    expect((await upload(s, 'scan.exe', Buffer.from('MZ'))).body).toMatchObject({ code: 400, data: { field: 'file' } });
    expect((await upload(s, 'scan.pdf', tinyPng())).body).toMatchObject({ code: 400, data: { field: 'file' } });
    expect((await upload(s, 'big.png', Buffer.concat([tinyPng(), Buffer.alloc(5 * 1024 * 1024)]))).body).toMatchObject({ code: 400, data: { field: 'file' } });
    expect((await upload(s)).body.data.fileId).toMatch(/^\d+$/);
  });

  it('a foreign office names its country and parent, and is only a foreign office', async () => {
    const s = server();
    const office = await registration(s, { companyTypes: ['FOREIGN_OFFICE'] });
    expect((await submit(s, office)).body).toMatchObject({ code: 400, data: { field: 'countryCode' } });
    const mixed = await registration(s, { companyTypes: ['FOREIGN_OFFICE', 'INLAND_DEALER'], countryCode: 'DE', foreignParentName: 'X GmbH' });
    expect((await submit(s, mixed)).body).toMatchObject({ code: 400, data: { field: 'companyTypes' } });
  });

  it('the review queue is the platform administrator\'s only', async () => {
    const s = server();
    for (const who of [HOSPITAL_ADMIN, DEALER_ADMIN, MANUFACTURER_ADMIN]) {
      const token = await s.login(who);
      expect((await s.call('GET', `${QUEUE}/list`, { token })).status).toBe(403);
      expect((await s.call('POST', `${QUEUE}/approve?ids=1`, { token })).status).toBe(403);
      expect((await s.call('POST', `${QUEUE}/reject?ids=1`, { token, body: { reason: 'x' } })).status).toBe(403);
    }
    const list = await s.call('GET', `${QUEUE}/list?registrationStatus=SUBMITTED`, { token: await s.login(PLATFORM_ADMIN) });
    expect(list.body.data.records.map((r: { companyName: string }) => r.companyName)).toContain('杭州安析生物技术有限公司');
    expect(JSON.stringify(list.body)).not.toContain('adminPasswordHash');
  });

  it('approval makes the dealer tenant with its package, its administrator with the chosen password, the company, and its scans as SAVED enterprise certificates', async () => {
    const s = server();
    const body = await registration(s);
    const sent = await submit(s, body);
    expect(sent.body).toMatchObject({ code: 200, data: { registrationStatus: 'SUBMITTED' } });
    const id = sent.body.data.id as string;
    const platform = await s.login(PLATFORM_ADMIN);
    const detail = await s.call('GET', `${QUEUE}/detail?id=${id}`, { token: platform });
    expect(detail.body.data.licences).toHaveLength(2);
    const scan = await s.app.inject({ method: 'GET', url: `${QUEUE}/file?id=${body.licences[0].fileId}`, headers: { authorization: 'Basic c2FiZXI6c2FiZXJfc2VjcmV0', 'blade-auth': `bearer ${platform}` } });
    expect(scan.headers['content-type']).toBe('image/png');

    const approved = await s.call('POST', `${QUEUE}/approve?ids=${id}`, { token: platform });
    expect(approved.body.code).toBe(200);
    const tenantId = approved.body.data[0].approvedTenantId as string;
    expect(tenantId).toMatch(/^2\d{5}$/);
    const tenants = await s.call('GET', `/api/blade-system/tenant/list?tenantId=${tenantId}`, { token: platform });
    expect(tenants.body.data.records[0]).toMatchObject({ tenantName: '杭州青禾医疗器械有限公司', tenantKind: 'DEALER', companyTypes: 'INLAND_DEALER' });
    expect(tenants.body.data.records[0].packageId).toBeTruthy();

    const signIn = await s.token({ tenantId, username: 'zhangqing', password: 'Qinghe#2024' });
    expect(signIn.status).toBe(200);
    const token = signIn.body.access_token as string;
    const info = await s.call('GET', '/api/blade-auth/oauth/user-info', { token });
    expect(JSON.stringify(info.body.data)).not.toMatch(/"passwordChangeRequired":true/);
    const company = await s.call('GET', '/api/beree-scm/enterprise/company/detail', { token });
    expect(company.body.data).toMatchObject({ tenantId, unifiedSocialCreditCode: body.unifiedSocialCreditCode, registrationStatus: 'APPROVED' });
    expect(company.body.data.licences.map((l: { type: string }) => l.type)).toEqual(['BUSINESS_LICENCE', 'OPERATING_FILING']);
    const file = await s.app.inject({ method: 'GET', url: company.body.data.licences[0].link, headers: { 'blade-auth': `bearer ${token}` } });
    expect(file.statusCode).toBe(200);
    const drafts = await s.call('GET', '/api/beree-scm/certificate/list?certType=ENTERPRISE_CERTIFICATE', { token });
    expect(drafts.body.data.records.map((c: { certSubType: string; archiveStatus: string; certNo: string | null }) => [c.certSubType, c.archiveStatus, c.certNo]).sort()).toEqual([
      ['BUSINESS_LICENSE', 'SAVED', body.unifiedSocialCreditCode],
      ['DEVICE_OPERATING_FILING', 'SAVED', null],
    ]);

    // Now the code is a company's: a second registration is told whom to ask.
    const twice = await submit(s, await registration(s, { unifiedSocialCreditCode: body.unifiedSocialCreditCode }));
    expect(twice.body.msg).toContain(`租户编号${tenantId}`);
  });

  it('a manufacturer that also distributes becomes a manufacturer (3xxxxx)', async () => {
    const s = server();
    const production = (await upload(s, 'production.png')).body.data.fileId;
    const body = await registration(s, { companyTypes: ['INLAND_DEALER', 'INLAND_MANUFACTRUE'], adminAccount: 'maker' });
    const sent = await submit(s, { ...body, licences: [...body.licences, { type: 'PRODUCTION_LICENCE', fileId: production }] });
    const approved = await s.call('POST', `${QUEUE}/approve?ids=${sent.body.data.id}`, { token: await s.login(PLATFORM_ADMIN) });
    expect(approved.body.data[0].approvedTenantId).toMatch(/^3\d{5}$/);
  });

  it('approval is all or nothing: when one registration is refused, no tenant is left of the others', async () => {
    const s = server();
    const platform = await s.login(PLATFORM_ADMIN);
    const good = await submit(s, await registration(s, { adminAccount: 'allornothing' }));
    const rejected = await submit(s, await registration(s));
    await s.call('POST', `${QUEUE}/reject?ids=${rejected.body.data.id}`, { token: platform, body: { reason: '资料不全' } });
    const before = (await s.call('GET', '/api/blade-system/tenant/list?size=500', { token: platform })).body.data.total;
    const res = await s.call('POST', `${QUEUE}/approve?ids=${good.body.data.id},${rejected.body.data.id}`, { token: platform });
    expect(res.body.code).toBe(400);
    expect(res.body.msg).toContain('已驳回');
    expect((await s.call('GET', '/api/blade-system/tenant/list?size=500', { token: platform })).body.data.total).toBe(before);
    const still = await s.call('GET', `${QUEUE}/detail?id=${good.body.data.id}`, { token: platform });
    expect(still.body.data.registrationStatus).toBe('SUBMITTED');
  });

  it('rejection needs a reason; the applicant reads it by id and mobile and submits a correction, keeping the trail', async () => {
    const s = server();
    const platform = await s.login(PLATFORM_ADMIN);
    const body = await registration(s, { adminMobile: '13900139000' });
    const id = (await submit(s, body)).body.data.id as string;
    expect((await s.call('POST', `${QUEUE}/reject?ids=${id}`, { token: platform, body: { reason: '' } })).body).toMatchObject({ code: 400, data: { field: 'reason' } });
    await s.call('POST', `${QUEUE}/reject?ids=${id}`, { token: platform, body: { reason: '营业执照不清晰' } });

    expect((await s.call('GET', `${REGISTER}/status?id=${id}&mobile=13900139001`)).status).toBe(404);
    const status = await s.call('GET', `${REGISTER}/status?id=${id}&mobile=13900139000`);
    expect(status.body.data).toMatchObject({ registrationStatus: 'REJECTED', rejectReason: '营业执照不清晰', companyName: '杭州青禾医疗器械有限公司' });
    expect(JSON.stringify(status.body)).not.toContain('adminPasswordHash');

    // Only with the same mobile, and the old scans may be used again.
    const wrongMobile = await submit(s, { ...body, ...(await captcha(s)), previousId: id, adminMobile: '13900139001' });
    expect(wrongMobile.body).toMatchObject({ code: 400, data: { field: 'previousId' } });
    const again = await submit(s, { ...body, ...(await captcha(s)), previousId: id, companyName: '杭州青禾医疗科技有限公司' });
    expect(again.body.code).toBe(200);
    const newId = again.body.data.id as string;
    expect(newId).not.toBe(id);
    expect((await s.call('GET', `${REGISTER}/status?id=${newId}&mobile=13900139000`)).body.data.registrationStatus).toBe('SUBMITTED');
    const detail = await s.call('GET', `${QUEUE}/detail?id=${newId}`, { token: platform });
    expect(detail.body.data.trail.map((r: { id: string; registrationStatus: string }) => [r.id, r.registrationStatus])).toEqual([[id, 'REJECTED']]);
    // A correction is made once: the rejected one stays as it was.
    const thrice = await submit(s, { ...body, ...(await captcha(s)), previousId: newId });
    expect(thrice.body).toMatchObject({ code: 400, data: { field: 'previousId' } });
  });
});
