import { PassThrough } from 'node:stream';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { errorLogs } from '../db/schema';
import { BASIC, HOSPITAL_ADMIN, md5, useServer } from '../../../test/harness';
import { redactText, redactValue } from './redact';

/** Everything the server logs, at info level, as one text. */
const logged: string[] = [];
const stream = new PassThrough();
stream.on('data', (chunk: Buffer) => logged.push(chunk.toString()));
const server = useServer({ LOG_LEVEL: 'info' }, { logStream: stream });

describe('secrets never reach the log', () => {
  it('sign-ins with a password and a captcha, a refresh, a token in the query, errors and uploaded page addresses leave no secret in the log or the log rows', async () => {
    const s = server();
    const password = md5(HOSPITAL_ADMIN.password);
    const first = (await s.token(HOSPITAL_ADMIN)).body;
    const refreshed = await s.call('POST', `/api/blade-auth/oauth/token?tenantId=100001&grant_type=refresh_token&scope=all&refresh_token=${first.refresh_token}`, { headers: { 'tenant-id': '100001' } });
    expect(refreshed.status).toBe(200);
    const access = refreshed.body.access_token as string;

    // The captcha grant; its answer travels in a header, and once, carelessly, in the query too.
    const { key } = (await s.call('GET', '/api/blade-auth/oauth/captcha')).body;
    const captchaCode = (await s.call('GET', `/api/test-hooks/captcha?key=${key}`)).body.data.answer as string;
    const byCaptcha = await s.call('POST', `/api/blade-auth/oauth/token?tenantId=100001&username=admin&password=${password}&grant_type=captcha&scope=all&captcha-code=${captchaCode}`, {
      headers: { 'tenant-id': '100001', 'captcha-key': key, 'captcha-code': captchaCode },
    });
    expect(byCaptcha.status).toBe(200);

    const inQuery = await s.app.inject({ method: 'GET', url: `/api/blade-auth/oauth/user-info?blade-auth=bearer%20${access}`, headers: { authorization: BASIC } });
    expect(inQuery.statusCode).toBe(200);
    const page = `/login?code=secret-code-42&state=s&blade-auth=bearer ${access}`;
    const sent = await s.call('POST', '/api/blade-log/error/send-logs', { token: access, body: [{ type: 'error', message: `failed at ${page}`, url: page, stack: `at ${page}`, time: '2026-11-24 10:00:00' }] });
    expect(sent.body.code).toBe(200);

    // Errors and fields as the server's code logs them: an error with a cause, its message alone, a body.
    const cause = new Error(`upstream refused {"refresh_token":"${first.refresh_token}"}`);
    s.app.log.error({ err: new Error(`token request failed: password=${password}`, { cause }), body: { password, captchaCode } }, `while calling ${page}`);
    s.app.log.error(new Error(`Authorization: Bearer ${first.access_token}`));
    await new Promise<void>((done) => setImmediate(done));

    const text = logged.join('');
    // The request lines and errors are there, without their secrets.
    expect(text).toContain('/api/blade-auth/oauth/token?tenantId=100001');
    expect(text).toContain('grant_type=captcha');
    expect(text).toContain('upstream refused');
    expect(text).toContain('Authorization: Bearer [REDACTED]');
    for (const secret of [password, first.refresh_token, refreshed.body.refresh_token, first.access_token, access, byCaptcha.body.access_token, byCaptcha.body.refresh_token, captchaCode, 'secret-code-42']) {
      expect(text).not.toContain(secret);
    }
    const rows = await s.database.db.select().from(errorLogs).where(eq(errorLogs.createBy, 'admin'));
    const stored = JSON.stringify(rows.map((r) => [r.message, r.stackTrace, r.requestUri, r.fileName]));
    expect(stored).toContain('/login?code=[REDACTED]');
    for (const secret of [access, 'secret-code-42']) expect(stored).not.toContain(secret);
  });

  it('takes the value of every secret parameter, field and bearer token out of a text or a value', () => {
    expect(redactText('/token?username=admin&password=0192023a7bbd73250516f069df18b500&grant_type=password')).toBe('/token?username=admin&password=[REDACTED]&grant_type=password');
    expect(redactText('refresh_token=abc.def&tenantId=1')).toBe('refresh_token=[REDACTED]&tenantId=1');
    expect(redactText('GET /x?blade-auth=bearer%20eyJ.a.b')).toBe('GET /x?blade-auth=[REDACTED]');
    expect(redactText('Authorization: Bearer eyJ.a.b')).toBe('Authorization: Bearer [REDACTED]');
    expect(redactText('newPassword1=x&oldPassword=y')).toBe('newPassword1=[REDACTED]&oldPassword=[REDACTED]');
    // The SpringBlade sign-in's refresh and a company registration's password sent in clear.
    expect(redactText('/blade-auth/token?grantType=refresh_token&refreshToken=eyJ.a.b')).toBe('/blade-auth/token?grantType=refresh_token&refreshToken=[REDACTED]');
    expect(redactText('{"adminAccount":"zq","adminPassword":"Qinghe#2024"}')).toBe('{"adminAccount":"zq","adminPassword":"[REDACTED]"}');
    expect(redactText('{"account":"admin","password":"0192","captchaCode":"a\\"b"}')).toBe('{"account":"admin","password":"[REDACTED]","captchaCode":"[REDACTED]"}');
    expect(redactText('Captcha-Code: x7k2p\nTenant-Id: 100001')).toBe('Captcha-Code: [REDACTED]\nTenant-Id: 100001');
    expect(redactValue({ account: 'admin', newPassword: 'x', code: 'ECONNREFUSED', list: [{ access_token: 't' }] })).toEqual({
      account: 'admin',
      newPassword: '[REDACTED]',
      code: 'ECONNREFUSED',
      list: [{ access_token: '[REDACTED]' }],
    });
  });
});
