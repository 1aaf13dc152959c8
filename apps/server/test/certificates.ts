import { expect } from 'vitest';
import { addDays, shanghaiToday } from '@beree/contracts';
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
