import { describe, expect, it } from 'vitest';
import { BASIC, useServer, type Login } from './harness';
import { casesFor, operationsOf, type Document } from './openapi-fuzz';

// The walk of every operation with bad input, one file per caller (openapi-fuzz.*.test.ts) so
// that the two walks, the server suite's longest, run side by side on two workers.

/** Fixed, so a failure is the same on every run; a few cases per operation keep the file fast. */
const SEED = 20_240_509;
const RUNS = 6;
/** Ending the caller's own session would leave the rest of the walk unauthorised. */
const SKIPPED = /\/oauth\/logout$/;

/** The token endpoints answer errors flat (error_code, error_description), as the wire protocol says. */
const FLAT_ERRORS = /\/oauth\/token/;

/** A refusal in the envelope: {code: status, success: false, data, msg}. */
function isEnvelope(text: string, status: number): boolean {
  try {
    const body = JSON.parse(text) as Record<string, unknown>;
    return body.code === status && body.success === false && typeof body.msg === 'string' && typeof body.data === 'object';
  } catch {
    return false;
  }
}

async function walk(server: ReturnType<typeof useServer>, who: Login, inGroup: (path: string) => boolean): Promise<string[]> {
  const s = server();
  const doc = s.app.swagger() as unknown as Document;
  let token = await s.login(who);
  const failures: string[] = [];
  for (const op of operationsOf(doc)) {
    if (SKIPPED.test(op.path) || !inGroup(op.path)) continue;
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
      const refused = res.statusCode >= 400 && !FLAT_ERRORS.test(op.path) && !isEnvelope(res.body, res.statusCode);
      if (res.statusCode >= 500 || refused) failures.push(`${op.method} ${c.url} ${JSON.stringify(c.body)?.slice(0, 300)} → ${res.statusCode} ${res.body.slice(0, 200)}`);
    }
  }
  return failures;
}

/**
 * The walk in parts, so that no single test grows with the whole API: together the parts take
 * every path (the last is whatever the others leave).
 */
const under = (service: string, range: string) => (path: string) => new RegExp(`^/api/${service}/[${range}]`).test(path);
const GROUPS: [string, (path: string) => boolean][] = [
  ['sign-in and sessions', (path) => path.startsWith('/api/blade-auth/')],
  ['administration a–c', under('blade-system', 'a-c')],
  ['administration d–m', under('blade-system', 'd-m')],
  ['administration n–r', under('blade-system', 'n-r')],
  ['administration s–z', under('blade-system', 's-z')],
  ['supply chain a–c', under('beree-scm', 'a-c')],
  ['supply chain d–h', under('beree-scm', 'd-h')],
  ['supply chain i–o', under('beree-scm', 'i-o')],
  ['supply chain p–z', under('beree-scm', 'p-z')],
  ['workflow', (path) => /^\/api\/blade-(workflow|flow)\//.test(path)],
  ['every other service', (path) => !/^\/api\/(blade-auth|blade-system|beree-scm|blade-workflow|blade-flow)\//.test(path)],
];

/**
 * The walks judge the input checks in front of the database, so one run of them is enough: when
 * `npm test` runs the suite on PostgreSQL after PGlite (it says so with TEST_POSTGRES_RUN_FOLLOWS),
 * the PGlite run leaves them to it; alone, either run walks.
 */
const leftToPostgres = process.env.TEST_POSTGRES_RUN_FOLLOWS === '1' && !process.env.TEST_DATABASE_URL;

/** Every operation of the OpenAPI document, driven with bad input by `who`: never a 5xx, every refusal in the envelope. */
export function fuzzEveryOperation(label: string, who: Login): void {
  const server = useServer();
  describe.skipIf(leftToPostgres)(`every operation of the OpenAPI document, driven with bad input by ${label}`, () => {
    it.each(GROUPS)('%s: never a 5xx, every refusal in the envelope', async (_group, inGroup) => {
      const failures = await walk(server, who, inGroup);
      expect(failures, failures.join('\n')).toEqual([]);
    });
  });
}
