import { PassThrough } from 'node:stream';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { apiLogs, errorLogs, usualLogs } from '../../core/db/schema';
import { withPlatform } from '../../core/tenancy/with-tenant';
import { nextId } from '../../core/db/ids';
import { DEALER_ADMIN, HOSPITAL_ADMIN, md5, PLATFORM_ADMIN, useServer, type Login, type TestServer } from '../../../test/harness';
import { describeReadOnlyIsolation } from '../../../test/cross-tenant';
import { registrationCard, submitCertificate } from '../../../test/certificates';
import { sweepLogs } from './retention/sweep';

/** Warnings and errors the server logs, as lines. */
const logged: string[] = [];
const stream = new PassThrough();
stream.on('data', (chunk: Buffer) => logged.push(...chunk.toString().split('\n').filter(Boolean)));
const server = useServer({ LOG_LEVEL: 'warn' }, { logStream: stream });

let seq = 0;
/** A trace id no other request of the run carries, under a prefix the test can filter by. */
const traceOf = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${++seq}`;
const flush = (s: TestServer) => s.app.requestLogs.writer.flush();

/** Calls with an x-request-id and answers status, body and the answered request id. */
async function traced(s: TestServer, method: 'GET' | 'POST', url: string, trace: string, opts: { token?: string; body?: unknown; headers?: Record<string, string> } = {}) {
  const res = await s.app.inject({
    method,
    url,
    headers: { authorization: `Basic ${Buffer.from('saber:saber_secret').toString('base64')}`, 'x-request-id': trace, ...(opts.token ? { 'blade-auth': `bearer ${opts.token}` } : {}), ...opts.headers },
    ...(opts.body !== undefined ? { payload: opts.body as object } : {}),
  });
  return { status: res.statusCode, body: res.body ? res.json() : undefined, requestId: res.headers['x-request-id'] };
}

const list = async (s: TestServer, who: Login | string, log: 'api' | 'usual' | 'error', query: string) => {
  const token = typeof who === 'string' ? who : await s.login(who);
  const res = await s.call('GET', `/api/blade-log/${log}/list?size=100&${query}`, { token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as { total: number; records: Record<string, any>[] };
};

/** Every stored row of the three logs, as one text. */
const everything = async (s: TestServer) =>
  JSON.stringify(
    await withPlatform(s.database.db, { tenantId: '000000' }, async (tx) => [await tx.select().from(apiLogs), await tx.select().from(usualLogs), await tx.select().from(errorLogs)]),
    (_, v: unknown) => (typeof v === 'bigint' ? v.toString() : v),
  );

describe('API log', () => {
  it("holds a request within seconds: status, duration, user, tenant and the answer's request id as trace id", async () => {
    const s = server();
    const token = await s.login(HOSPITAL_ADMIN);
    const trace = traceOf('api-row');
    const res = await traced(s, 'GET', '/api/blade-system/param/list?paramKey=account&current=1', trace, { token });
    expect(res.status).toBe(200);
    expect(res.requestId).toBe(trace);
    // Written by the writer's own timer: no flush here.
    await expect.poll(async () => (await list(s, token, 'api', `traceId_equal=${trace}`)).total, { timeout: 10_000, interval: 200 }).toBe(1);
    const [row] = (await list(s, token, 'api', `traceId_equal=${trace}`)).records;
    expect(row).toMatchObject({
      tenantId: '100001',
      createBy: 'admin',
      method: 'GET',
      requestUri: '/api/blade-system/param/list',
      params: 'current=1&paramKey=account',
      status: 200,
      serviceId: 'blade-system',
      methodName: '/api/blade-system/param/list',
      traceId: trace,
    });
    expect(row.userId).toMatch(/^\d+$/);
    expect(row.duration).toBeGreaterThanOrEqual(0);
    expect(row.time).toBe(String(row.duration));
    const detail = await s.call('GET', `/api/blade-log/api/detail?id=${row.id}`, { token });
    expect(detail.body.data).toMatchObject({ id: row.id, traceId: trace });

    // A request id that is not sane is replaced by one of the server's.
    const odd = await traced(s, 'GET', '/api/blade-system/param/list', 'has spaces\tand tabs', { token });
    expect(odd.requestId).toMatch(/^[0-9a-f-]{36}$/);

    // A NUL in what was sent (PostgreSQL text cannot hold one) neither loses its row nor the rows written with it.
    const nul = traceOf('api-nul');
    await traced(s, 'GET', '/api/blade-system/param/list?paramKey=%00', nul, { token });
    await flush(s);
    const [kept] = (await list(s, token, 'api', `traceId_equal=${nul}`)).records;
    expect(kept.params).toBe('paramKey=\uFFFD');
  });

  it('never keeps a password, a token or a secret: sign-in, bearer token in the query, storage and SMS secrets in bodies', async () => {
    const s = server();
    const password = md5(HOSPITAL_ADMIN.password);
    const signIn = await traced(s, 'POST', `/api/blade-auth/oauth/token?tenantId=100001&username=admin&password=${password}&grant_type=password&scope=all`, traceOf('secret'), { headers: { 'tenant-id': '100001' } });
    const { access_token: access, refresh_token: refresh } = signIn.body;
    expect(access).toBeTruthy();
    await traced(s, 'GET', `/api/blade-system/param/list?blade-auth=bearer%20${access}`, traceOf('secret'));
    const smsSecret = `sms-secret-${Date.now()}-Zq81`;
    const ossSecret = `oss-secret-${Date.now()}-Kx42`;
    const sms = await traced(s, 'POST', '/api/blade-resource/sms/submit', traceOf('secret'), { token: access, body: { category: 1, smsCode: `yp-${Date.now()}`, templateId: 'T1', secretKey: smsSecret } });
    expect(sms.status).toBe(200);
    await traced(s, 'POST', '/api/blade-resource/oss/submit', traceOf('secret'), { token: access, body: { category: 1, ossCode: `minio-${Date.now()}`, endpoint: 'http://127.0.0.1:9000', accessKey: 'minio', secretKey: ossSecret, bucketName: 'beree' } });
    await traced(s, 'POST', `/api/blade-auth/oauth/token?tenantId=100001&grant_type=refresh_token&scope=all`, traceOf('secret'), { body: { refresh_token: refresh }, headers: { 'tenant-id': '100001' } });
    await flush(s);
    const stored = await everything(s);
    expect(stored).toContain('password=[REDACTED]');
    expect(stored).toContain('\\"secretKey\\":\\"[REDACTED]\\"');
    for (const secret of [password, access, refresh, smsSecret, ossSecret]) expect(stored).not.toContain(secret);
  });

  it('answers every request while its rows cannot be written, reports that once, and writes again once it can', async () => {
    const s = server();
    const token = await s.login(HOSPITAL_ADMIN);
    await flush(s);
    const { db } = s.database;
    await db.execute(sql`revoke insert on blade_log_api from beree_platform`);
    try {
      for (let i = 0; i < 3; i++) {
        expect((await traced(s, 'GET', '/api/blade-system/param/list', traceOf('broken'), { token })).status).toBe(200);
        await flush(s);
      }
    } finally {
      await db.execute(sql`grant insert on blade_log_api to beree_platform`);
    }
    expect(logged.filter((line) => line.includes('log rows could not be written'))).toHaveLength(1);
    const trace = traceOf('mended');
    await traced(s, 'GET', '/api/blade-system/param/list', trace, { token });
    await flush(s);
    expect((await list(s, token, 'api', `traceId_equal=${trace}`)).total).toBe(1);
  });

  it('writes a server error to the error log and the log line with the trace id of its request', async () => {
    const s = server();
    const token = await s.login(HOSPITAL_ADMIN);
    const trace = traceOf('server-error');
    // A statement the database refuses is an error no route answers for: a 500.
    await s.database.db.execute(sql`revoke select on blade_param from beree_app`);
    try {
      expect((await traced(s, 'GET', '/api/blade-system/param/list', trace, { token })).status).toBe(500);
    } finally {
      await s.database.db.execute(sql`grant select on blade_param to beree_app`);
    }
    await flush(s);
    const [row] = (await list(s, token, 'error', `traceId_equal=${trace}`)).records;
    expect(row).toMatchObject({ tenantId: '100001', serviceId: 'blade-system', method: 'GET', requestUri: '/api/blade-system/param/list', createBy: 'admin' });
    expect(row.message).toContain('permission denied');
    expect(row.stackTrace).toBeTruthy();
    expect((await list(s, token, 'api', `traceId_equal=${trace}`)).records[0]).toMatchObject({ status: 500 });
    expect(logged.some((line) => line.includes('request failed') && line.includes(`"reqId":"${trace}"`))).toBe(true);
  });

  it("shows the platform's administrator every tenant's rows and a tenant only its own; finds failed and slow requests by status and duration", async () => {
    const s = server();
    const prefix = traceOf('scope');
    const hospital = await s.login(HOSPITAL_ADMIN);
    const dealer = await s.login(DEALER_ADMIN);
    await traced(s, 'GET', '/api/blade-system/param/list', `${prefix}-ok`, { token: hospital });
    expect((await traced(s, 'GET', '/api/blade-system/param/list?current=0', `${prefix}-bad`, { token: hospital })).status).toBe(400);
    await traced(s, 'GET', '/api/blade-system/param/list', `${prefix}-dealer`, { token: dealer });
    await flush(s);
    const mine = `traceId_likeright=${prefix}`;

    const platform = await list(s, PLATFORM_ADMIN, 'api', mine);
    expect(platform.records.map((r) => r.tenantId).sort()).toEqual(['100001', '100001', '200001']);
    expect((await list(s, PLATFORM_ADMIN, 'api', `${mine}&tenantId_equal=200001`)).records.map((r) => r.traceId)).toEqual([`${prefix}-dealer`]);
    const own = await list(s, hospital, 'api', mine);
    expect(own.records.map((r) => r.traceId).sort()).toEqual([`${prefix}-bad`, `${prefix}-ok`]);
    const dealerRow = platform.records.find((r) => r.tenantId === '200001')!;
    expect((await s.call('GET', `/api/blade-log/api/detail?id=${dealerRow.id}`, { token: hospital })).status).toBe(404);

    // 接口日志's search: the failed requests of a time range, by status class or status, and by duration.
    const today = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);
    const failed = await list(s, hospital, 'api', `${mine}&status=4xx&startTime=${today}&endTime=${today}`);
    expect(failed.records.map((r) => r.traceId)).toEqual([`${prefix}-bad`]);
    expect((await list(s, hospital, 'api', `${mine}&status_ge=400&duration_ge=0`)).total).toBe(1);
    expect((await list(s, hospital, 'api', `${mine}&status=200&duration_ge=600000`)).total).toBe(0);
    expect((await list(s, hospital, 'api', `${mine}&createBy=admin&requestUri=param/list&method_equal=GET`)).total).toBe(2);

    // The chart: every hour of the range, with its requests and errors.
    const hours = (await s.call('GET', `/api/blade-log/api/hourly?${mine}`, { token: hospital })).body.data as { hour: string; requests: number; errors: number; serverErrors: number }[];
    expect(hours.length).toBeGreaterThanOrEqual(24);
    expect(hours.reduce((sum, h) => [sum[0] + h.requests, sum[1] + h.errors, sum[2] + h.serverErrors], [0, 0, 0])).toEqual([2, 1, 0]);

    for (const [query, field] of [
      ['status_equal=abc', 'status_equal'],
      ['startTime=yesterday', 'startTime'],
      ['sql=1', 'sql'],
    ]) {
      const res = await s.call('GET', `/api/blade-log/api/list?${query}`, { token: hospital });
      expect(res.status, query).toBe(400);
      expect(res.body.data.field).toBe(field);
    }
    const tooLong = await s.call('GET', '/api/blade-log/api/hourly?startTime=2026-01-01&endTime=2026-03-01', { token: hospital });
    expect(tooLong.body).toMatchObject({ code: 400, data: { field: 'endTime' } });
  });

  it('deletes rows older than the retention parameter in the nightly sweep and keeps newer ones', async () => {
    const s = server();
    const { db } = s.database;
    const admin = await s.login(PLATFORM_ADMIN);
    const [param] = (await s.call('GET', '/api/blade-system/param/list?paramKey_equal=log.retention.days', { token: admin })).body.data.records;
    expect(param.paramValue).toBe('30');
    expect((await s.call('POST', '/api/blade-system/param/submit', { token: admin, body: { id: param.id, version: param.version, paramName: param.paramName, paramKey: param.paramKey, paramValue: '10' } })).status).toBe(200);
    const now = new Date();
    const daysAgo = (n: number) => new Date(now.getTime() - n * 24 * 3600_000);
    const trace = traceOf('retention');
    await withPlatform(db, { tenantId: '000000' }, async (tx) => {
      for (const [age, tenantId] of [[11, '100001'], [9, '200001']] as const) {
        const common = { tenantId, traceId: `${trace}-${age}`, createTime: daysAgo(age) };
        await tx.insert(apiLogs).values({ id: nextId(), ...common, method: 'GET', requestUri: '/api/x', status: 200, duration: 1 });
        await tx.insert(usualLogs).values({ id: nextId(), ...common, logLevel: 'INFO', logId: 'export' });
        await tx.insert(errorLogs).values({ id: nextId(), ...common, exceptionName: 'Error' });
      }
    });
    await sweepLogs(db, now);
    for (const log of ['api', 'usual', 'error'] as const) {
      expect((await list(s, admin, log, `traceId_likeright=${trace}`)).records.map((r) => r.traceId), log).toEqual([`${trace}-9`]);
    }
  });
});

describe('usual log', () => {
  it('records sign-ins and refused sign-ins, password resets and rule refusals, with the trace id of their request', async () => {
    const s = server();
    const trace = traceOf('usual');
    const password = md5(HOSPITAL_ADMIN.password);
    const ok = await traced(s, 'POST', `/api/blade-auth/oauth/token?tenantId=100001&username=admin&password=${password}&grant_type=password&scope=all`, `${trace}-in`, { headers: { 'tenant-id': '100001' } });
    expect(ok.status).toBe(200);
    const wrong = md5('not-the-password');
    expect((await traced(s, 'POST', `/api/blade-auth/oauth/token?tenantId=100001&username=admin&password=${wrong}&grant_type=password&scope=all`, `${trace}-refused`, { headers: { 'tenant-id': '100001' } })).status).toBe(400);

    const dealer = await s.login(DEALER_ADMIN);
    const [clerk] = (await s.call('GET', '/api/blade-system/user/page?account=zhaoxr', { token: dealer })).body.data.records;
    expect((await traced(s, 'POST', `/api/blade-system/user/reset-password?userIds=${clerk.id}`, `${trace}-reset`, { token: dealer })).status).toBe(200);
    const refused = await submitCertificate(s, dealer, registrationCard({ validityStart: '2025-05-01', validityEnd: '2025-04-30' }));
    expect(refused.status).toBe(400);
    await flush(s);

    const hospital = await list(s, HOSPITAL_ADMIN, 'usual', `traceId_likeright=${trace}`);
    expect(hospital.records.map((r) => [r.traceId, r.logId, r.logLevel, r.createBy]).sort()).toEqual([
      [`${trace}-in`, 'auth.login', 'INFO', 'admin'],
      [`${trace}-refused`, 'auth.login', 'WARN', 'admin'],
    ]);
    const signIn = hospital.records.find((r) => r.logLevel === 'INFO')!;
    expect(JSON.parse(signIn.logData)).toEqual({ account: 'admin', grantType: 'password', result: 'success' });
    expect(signIn.userId).toMatch(/^\d+$/);
    const failure = hospital.records.find((r) => r.logLevel === 'WARN')!;
    expect(JSON.parse(failure.logData)).toMatchObject({ result: 'failure', reason: '用户名或密码错误' });
    expect(JSON.stringify(hospital.records)).not.toContain(wrong);

    const [reset] = (await list(s, dealer, 'usual', `traceId_equal=${trace}-reset`)).records;
    expect(reset).toMatchObject({ tenantId: '200001', logId: 'user.password.reset', logLevel: 'INFO', requestUri: '/api/blade-system/user/reset-password' });
    expect(JSON.parse(reset.logData)).toEqual({ users: [{ id: clerk.id, account: 'zhaoxr' }] });
    const rules = await list(s, dealer, 'usual', 'logId_equal=rule.refused&logLevel_equal=WARN');
    expect(rules.records.map((r) => JSON.parse(r.logData))).toContainEqual(expect.objectContaining({ rule: 'R4', key: 'cert.R4.order', field: 'validityEnd' }));
  });
});

/** Rows of the owner's tenant in each log, found by the trace id of the request that made them. */
const byTrace = async (s: TestServer, owner: Login, log: 'api' | 'usual' | 'error', make: (trace: string, token: string) => Promise<unknown>) => {
  const token = await s.login(owner);
  const trace = traceOf(`iso-${log}`);
  await make(trace, token);
  await flush(s);
  return (await list(s, token, log, `traceId_equal=${trace}`)).records[0].id as string;
};

describeReadOnlyIsolation(server, { base: '/blade-log/api', create: (s, owner) => byTrace(s, owner, 'api', (trace, token) => traced(s, 'GET', '/api/blade-system/param/list', trace, { token })) });
describeReadOnlyIsolation(server, {
  base: '/blade-log/usual',
  create: (s, owner) =>
    byTrace(s, owner, 'usual', (trace) =>
      traced(s, 'POST', `/api/blade-auth/oauth/token?tenantId=${owner.tenantId}&username=${owner.username}&password=${md5(owner.password)}&grant_type=password&scope=all`, trace, { headers: { 'tenant-id': owner.tenantId } }),
    ),
});
describeReadOnlyIsolation(server, { base: '/blade-log/error', create: (s, owner) => byTrace(s, owner, 'error', (trace, token) => traced(s, 'POST', '/api/blade-log/error/send-logs', trace, { token, body: [{ message: 'x' }] })) });
