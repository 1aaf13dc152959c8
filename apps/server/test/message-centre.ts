import { expect } from 'vitest';
import type { TestServer } from './harness';

/** Helpers of the message centre's server tests: accounts, templates and sends through the API. */
export const MSG = '/api/beree-message';

export async function addAccount(s: TestServer, token: string, body: Record<string, unknown>): Promise<string> {
  const res = await s.call('POST', `${MSG}/channel-account/submit`, { token, body });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data.id;
}

let seq = 0;
export async function addTemplate(s: TestServer, token: string, body: Record<string, unknown>): Promise<Record<string, any>> {
  const res = await s.call('POST', `${MSG}/template/submit`, {
    token,
    body: { name: `模板${++seq}-${Date.now()}`, channel: 'IN_APP', idType: 'USER_ID', title: '通知：{$subject}', content: '<p>{$subject} 已办理</p>', ...body },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data;
}

export async function send(s: TestServer, token: string, body: Record<string, unknown>, key?: string) {
  return s.call('POST', `${MSG}/send`, { token, body, headers: key ? { 'idempotency-key': key } : {} });
}

export async function task(s: TestServer, token: string, id: string): Promise<Record<string, any>> {
  const res = await s.call('GET', `${MSG}/task/detail?id=${id}`, { token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data;
}

/** Runs every due job (as of `at`) until none is left. */
export async function drain(s: TestServer, at: Date = new Date()): Promise<void> {
  for (let round = 0; round < 20 && (await s.app.jobs.runDue(at)) > 0; round++);
}

export const states = (t: Record<string, any>): string[] => t.anchors.map((a: { state: string }) => a.state);

/** The signed-in user's id. */
export async function myId(s: TestServer, token: string): Promise<string> {
  const info = (await s.call('GET', '/api/blade-auth/oauth/user-info', { token })).body.data;
  return String(info.userId ?? info.user_id);
}

export async function whitelist(s: TestServer, token: string, receiver: string): Promise<void> {
  const res = await s.call('POST', `${MSG}/whitelist/submit`, { token, body: { receiver } });
  expect([200, 409]).toContain(res.status);
}

/** The next time the wall clock of Shanghai shows hh:mm after now. */
export function nextShanghai(hh: number, mm: number, after = new Date()): Date {
  const shanghai = new Date(after.getTime() + 8 * 3600_000);
  let at = Date.UTC(shanghai.getUTCFullYear(), shanghai.getUTCMonth(), shanghai.getUTCDate(), hh, mm) - 8 * 3600_000;
  if (at <= after.getTime()) at += 24 * 3600_000;
  return new Date(at);
}
