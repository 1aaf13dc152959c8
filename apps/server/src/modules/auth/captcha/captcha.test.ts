import { describe, expect, it } from 'vitest';
import { message } from '@beree/contracts';
import { captchas } from '../../../core/db/schema';
import { useServer } from '../../../../test/harness';

const server = useServer({ CAPTCHA_RATE_LIMIT: '6', CAPTCHA_MAX_UNSOLVED: '3' });

const ask = (address: string, headers: Record<string, string> = {}) => server().app.inject({ method: 'GET', url: '/api/blade-auth/oauth/captcha', remoteAddress: address, headers });
const keptKeys = async () => (await server().database.db.select({ key: captchas.key }).from(captchas)).map((r) => r.key).sort();

describe('captcha', () => {
  it('deletes expired captchas when a new one is made', async () => {
    const s = server();
    await s.database.db.insert(captchas).values({ key: 'expired-one', answerHash: 'x', expiresAt: new Date(Date.now() - 1000) });
    const fresh = (await ask('198.51.100.2')).json().key as string;
    expect(await keptKeys()).toEqual([fresh]);
  });

  it('keeps at most the configured number unsolved: past it the oldest stop working', async () => {
    const keys: string[] = [];
    for (let i = 0; i < 5; i++) keys.push((await ask('198.51.100.1')).json().key);
    expect(await keptKeys()).toEqual(keys.slice(2).sort());
  });

  it('limits how many one address may ask for per minute, in the envelope and the caller language; other addresses go on', async () => {
    const answers = [];
    for (let i = 0; i < 7; i++) answers.push(await ask('203.0.113.50', { 'accept-language': 'en' }));
    expect(answers.slice(0, 6).map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(answers[6].statusCode).toBe(429);
    expect(answers[6].json()).toMatchObject({ code: 429, success: false, msg: message('request.tooMany', 'en') });
    expect((await ask('203.0.113.51')).statusCode).toBe(200);
  });
});
