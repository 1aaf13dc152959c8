import { describe, expect, it } from 'vitest';
import { BASIC, useServer, type Login } from './harness';
import { casesFor, operationsOf, type Document, type FuzzCase, type FuzzOperation } from './openapi-fuzz';

// The walk of every operation with bad input, one file per caller (openapi-fuzz.*.test.ts) so
// that the two walks, the server suite's longest, run side by side on two workers.

/** Fixed, so a failure is the same on every run; one mixed case per operation beside the targeted ones keeps the file fast. */
const SEED = 20_240_509;
const RUNS = 1;
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

/**
 * Refusals a valid value may rightly get from the business rather than from validation: a
 * reference the document's placeholder names no record of (not found), or a rule over several
 * fields or over the tenant's settings that no schema of one field can state.
 */
const REFERENCE = /^(id|ids|assignee|copyUser|category|parentCode)$|Ids?$/;
/** A numbered rule of the domain model (R1–R35) names itself in its message. */
const NUMBERED_RULE = /^R\d+:/;
const RULES: Record<string, string> = {
  planPeriod: 'a monthly plan needs its month, by plan type',
  receivers: 'receivers, roles or departments: at least one of them',
  settings: 'the settings the chosen channel needs',
  querySql: 'the report query must be valid SQL',
  source: 'only configured sign-in providers',
  certType: 'which certificates a party keeps depends on its kind',
  captchaCode: 'the code the captcha showed',
  phones: "the tenant's SMS whitelist, when on",
};
const businessField = (field: string) => REFERENCE.test(field) || field in RULES;

/** What is wrong with one answer, or undefined: the checks of every case, and of the special ones. */
function judge(op: FuzzOperation, c: FuzzCase, status: number, text: string): string | undefined {
  if (status >= 500) return 'a server error';
  const flat = FLAT_ERRORS.test(op.path);
  if (status >= 400 && !flat && !isEnvelope(text, status)) return 'a refusal outside the envelope';
  if (!op.statuses.has(status)) return `a status the document does not list (${[...op.statuses].join(', ')})`;
  // The caller is judged before the body is read: one who may not call the operation learns no more.
  if (c.contentType && ![401, 403, 429].includes(status)) {
    const type = c.contentType.split(';')[0];
    if (status !== 415 || !text.includes(type)) return `not 415 naming ${type}`;
  }
  if (c.valid && status === 400 && !flat) {
    const { data, msg } = JSON.parse(text) as { data?: { field?: unknown }; msg: string };
    const field = data?.field;
    const parts = typeof field === 'string' ? field.split('.') : [];
    const sent = new Set([...new URL(c.url, 'http://x').searchParams.keys(), ...op.pathNames, ...Object.keys((c.body as object | undefined) ?? {})]);
    if (parts.length && sent.has(parts[0]) && !parts.some(businessField) && !NUMBERED_RULE.test(msg)) return `validation refuses ${String(field)}, a value the document says it accepts`;
  }
  return undefined;
}

async function walk(server: ReturnType<typeof useServer>, who: Login, inGroup: (path: string) => boolean): Promise<{ failures: string[]; requests: number }> {
  const s = server();
  const doc = s.app.swagger() as unknown as Document;
  let token = await s.login(who);
  const failures: string[] = [];
  let requests = 0;
  for (const op of operationsOf(doc)) {
    if (SKIPPED.test(op.path) || !inGroup(op.path)) continue;
    for (const c of casesFor(op, SEED, RUNS)) {
      const typed = c.body !== undefined;
      const send = () =>
        s.app.inject({
          method: op.method,
          url: c.url,
          // Another address than sign-in's, so per-address limits on the token endpoint never refuse the re-sign-in below.
          remoteAddress: '203.0.113.9',
          headers: { authorization: BASIC, 'blade-auth': `bearer ${token}`, 'accept-language': 'en', ...(typed ? { 'content-type': c.contentType ?? 'application/json' } : {}) },
          ...(typed ? { payload: c.contentType ? String(c.body) : JSON.stringify(c.body) } : {}),
        });
      let res = await send();
      requests++;
      if (res.statusCode === 401 && !op.path.includes('/oauth/')) {
        token = await s.login(who);
        res = await send();
      }
      const wrong = judge(op, c, res.statusCode, res.body);
      if (wrong) failures.push(`${wrong}: ${op.method} ${c.url} ${c.contentType ?? ''} ${JSON.stringify(c.body)?.slice(0, 300)} → ${res.statusCode} ${res.body.slice(0, 200)}`);
    }
  }
  return { failures, requests };
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

/**
 * Every operation of the OpenAPI document, driven with bad input by `who`: never a 5xx, every
 * refusal in the envelope, only statuses the document lists, a body of another media type 415,
 * and the document's own valid values never refused by validation.
 */
export function fuzzEveryOperation(label: string, who: Login): void {
  const server = useServer();
  describe.skipIf(leftToPostgres)(`every operation of the OpenAPI document, driven with bad input by ${label}`, () => {
    it.each(GROUPS)('%s: answers as the document says, never a 5xx', async (_group, inGroup) => {
      const { failures, requests } = await walk(server, who, inGroup);
      expect(requests).toBeGreaterThan(0);
      expect(failures, failures.join('\n')).toEqual([]);
    });
  });
}
