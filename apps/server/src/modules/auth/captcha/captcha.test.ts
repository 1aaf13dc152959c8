import { describe, expect, it } from 'vitest';
import { captchas } from '../../../core/db/schema';
import { useServer } from '../../../../test/harness';

const server = useServer({ CAPTCHA_RATE_LIMIT: '6', CAPTCHA_MAX_UNSOLVED: '3' });

const ask = (address: string) => server().app.inject({ method: 'GET', url: '/api/blade-auth/oauth/captcha', remoteAddress: address });

describe('captcha', () => {
  it('keeps at most the configured number unsolved: past it the oldest stop working', async () => {
    const s = server();
    const keys: string[] = [];
    for (let i = 0; i < 5; i++) keys.push((await ask('198.51.100.1')).json().key);
    const kept = (await s.database.db.select({ key: captchas.key }).from(captchas)).map((r) => r.key);
    expect(kept.sort()).toEqual(keys.slice(2).sort());
  });

  it('limits how many one address may ask for per minute, in the envelope; other addresses go on', async () => {
    const answers = [];
    for (let i = 0; i < 7; i++) answers.push(await ask('203.0.113.50'));
    expect(answers.slice(0, 6).map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(answers[6].statusCode).toBe(429);
    expect(answers[6].json()).toMatchObject({ code: 429, success: false });
    expect((await ask('203.0.113.51')).statusCode).toBe(200);
  });
});
