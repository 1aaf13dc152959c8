import { expect } from 'vitest';
import { addDays, addYears, shanghaiToday } from '@beree/contracts';
import { multipartBody, tinyPng } from './upload-files';
import type { TestServer } from './harness';

const CERTIFICATES = '/api/beree-scm/certificate';
let serial = Math.floor(Math.random() * 1e6);

/** A one-year power of attorney ending `daysLeft` days from today (Asia/Shanghai), with a fresh number. */
export const powerOfAttorney = (daysLeft: number, extra: Record<string, unknown> = {}) => {
  const today = shanghaiToday();
  return {
    certType: 'POWER_ATTORNEY',
    certName: `法人授权委托书（测试 ${++serial}）`,
    certNo: `WT-T-${serial}`,
    validityStart: addDays(today, daysLeft - 364),
    validityEnd: addDays(today, daysLeft),
    ...extra,
  };
};

// Numbers no demo certificate uses: Class III domestic registrations of 2024, a fresh serial each.
let regSerial = 1000 + Math.floor(Math.random() * 8000);
/** A registration number of that form, never given out twice in a run. */
export const nextRegNo = () => `国械注准2024313${String(regSerial++).padStart(4, '0')}`;

/** A manufacturer's five-year registration card, issued 100 days ago, with a fresh number. */
export const registrationCard = (extra: Record<string, unknown> = {}) => {
  const start = addDays(shanghaiToday(), -100);
  return {
    certType: 'REGISTRATION_CARD',
    certName: '一次性使用输液器 带针',
    certNo: nextRegNo(),
    registrationCertificateType: 'ZHUN_ZI_HAO',
    areaType: 'GC',
    managementLevel: 'THREELEVEL',
    productType: 'YLQX',
    registrantName: '苏州瑞禾医疗器械有限公司',
    issuingAuthority: '国家药品监督管理局',
    validityStart: start,
    validityEnd: addDays(addYears(start, 5), -1),
    ...extra,
  };
};

/** A long-term business licence with a random credit code. */
export const businessLicence = (extra: Record<string, unknown> = {}) => ({
  certType: 'ENTERPRISE_CERTIFICATE',
  certSubType: 'BUSINESS_LICENSE',
  certName: '营业执照',
  certNo: `9133010${Math.floor(Math.random() * 1e10)}X`.slice(0, 18),
  validityStart: '2018-03-01',
  longTerm: true,
  ...extra,
});

/** POST certificate/submit as is, in the language asked for; answers the raw reply. */
export const submitCertificate = (s: TestServer, token: string, body: Record<string, unknown>, lang?: string) =>
  s.call('POST', `${CERTIFICATES}/submit`, { token, body, headers: lang ? { 'accept-language': lang } : undefined });

/** Uploads a small PNG scan and answers its attachment id. */
export async function uploadScan(s: TestServer, token: string, name = '委托书.png'): Promise<string> {
  const { payload, headers } = multipartBody({ name, content: tinyPng() });
  const res = await s.call('POST', '/api/blade-resource/oss/endpoint/put-file', { token, body: payload, headers });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data.attachId;
}

/** The user a token was issued to. */
export const userIdOf = (token: string): string => JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8')).sub;

/** A power of attorney names its agent and what for (R6); by default the signed-in user, for sales and delivery. */
const withAgent = (token: string, body: Record<string, unknown>) =>
  body.certType === 'POWER_ATTORNEY' ? { agentUserId: userIdOf(token), scope: ['SALES', 'DELIVERY'], ...body } : body;

/** A saved certificate with one scan, as the holder's clerk enters it. */
export async function savedCertificate(s: TestServer, token: string, body: Record<string, unknown>): Promise<{ id: string; certName: string; attachIds: string[] }> {
  const res = await s.call('POST', `${CERTIFICATES}/submit`, { token, body: { ...withAgent(token, body), attachIds: [await uploadScan(s, token)] } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data;
}

/** A saved certificate with one scan, archived. */
export async function archivedCertificate(s: TestServer, token: string, body: Record<string, unknown>): Promise<{ id: string; certName: string; attachIds: string[] }> {
  const row = await savedCertificate(s, token, body);
  const res = await s.call('POST', `${CERTIFICATES}/archive?ids=${row.id}`, { token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return row;
}
