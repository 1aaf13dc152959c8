import { describe, expect, it } from 'vitest';
import { BASIC, HOSPITAL_ADMIN, PLATFORM_ADMIN, useServer, type Login } from './harness';
import { casesFor, operationsOf, type Document } from './openapi-fuzz';

const server = useServer();

/** Fixed, so a failure is the same on every run; a few cases per operation keep the file fast. */
const SEED = 20_240_509;
const RUNS = 6;
/** Ending the caller's own session would leave the rest of the walk unauthorised. */
const SKIPPED = /\/oauth\/logout$/;

async function walk(who: Login): Promise<string[]> {
  const s = server();
  const doc = s.app.swagger() as unknown as Document;
  let token = await s.login(who);
  const failures: string[] = [];
  for (const op of operationsOf(doc)) {
    if (SKIPPED.test(op.path)) continue;
    const cases = casesFor(op, SEED, RUNS);
    for (const c of cases) {
      const send = () =>
        s.app.inject({
          method: op.method,
          url: c.url,
          // Another address than sign-in's, so per-address limits on the token endpoint never refuse the re-sign-in below.
          remoteAddress: '203.0.113.9',
          headers: { authorization: BASIC, 'blade-auth': `bearer ${token}`, 'accept-language': 'en', ...(c.body !== undefined ? { 'content-type': 'application/json' } : {}) },
          ...(c.body !== undefined ? { payload: JSON.stringify(c.body) } : {}),
        });
      let res = await send();
      if (res.statusCode === 401 && !op.path.includes('/oauth/')) {
        token = await s.login(who);
        res = await send();
      }
      if (res.statusCode >= 500) failures.push(`${op.method} ${c.url} ${JSON.stringify(c.body)?.slice(0, 300)} → ${res.statusCode} ${res.body.slice(0, 200)}`);
    }
  }
  return failures;
}

describe('every operation of the OpenAPI document, driven with bad input', () => {
  it('never answers 5xx to a platform administrator', async () => {
    const failures = await walk(PLATFORM_ADMIN);
    expect(failures, failures.join('\n')).toEqual([]);
  });

  it('never answers 5xx to a tenant user', async () => {
    const failures = await walk(HOSPITAL_ADMIN);
    expect(failures, failures.join('\n')).toEqual([]);
  });
});
