import { PassThrough } from 'node:stream';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { errorLogs } from '../db/schema';
import { BASIC, HOSPITAL_ADMIN, md5, useServer } from '../../../test/harness';
import { redactText } from './redact';

/** Everything the server logs, at info level, as one text. */
const logged: string[] = [];
const stream = new PassThrough();
stream.on('data', (chunk: Buffer) => logged.push(chunk.toString()));
const server = useServer({ LOG_LEVEL: 'info' }, { logStream: stream });

describe('secrets never reach the log', () => {
  it('a sign-in, a refresh, a token in the query and an uploaded page address leave no secret in the log or the log rows', async () => {
    const s = server();
    const password = md5(HOSPITAL_ADMIN.password);
    const first = (await s.token(HOSPITAL_ADMIN)).body;
    const refreshed = await s.call('POST', `/api/blade-auth/oauth/token?tenantId=100001&grant_type=refresh_token&scope=all&refresh_token=${first.refresh_token}`, { headers: { 'tenant-id': '100001' } });
    expect(refreshed.status).toBe(200);
    const access = refreshed.body.access_token as string;
    const inQuery = await s.app.inject({ method: 'GET', url: `/api/blade-auth/oauth/user-info?blade-auth=bearer%20${access}`, headers: { authorization: BASIC } });
    expect(inQuery.statusCode).toBe(200);
    const page = `/login?code=secret-code-42&state=s&blade-auth=bearer ${access}`;
    const sent = await s.call('POST', '/api/blade-log/error/send-logs', { token: access, body: [{ type: 'error', message: `failed at ${page}`, url: page, stack: `at ${page}`, time: '2026-11-24 10:00:00' }] });
    expect(sent.body.code).toBe(200);
    await new Promise<void>((done) => setImmediate(done));

    const text = logged.join('');
    // The request lines are there, without their secrets.
    expect(text).toContain('/api/blade-auth/oauth/token?tenantId=100001');
    for (const secret of [password, first.refresh_token, refreshed.body.refresh_token, first.access_token, access]) expect(text).not.toContain(secret);
    const rows = await s.database.db.select().from(errorLogs).where(eq(errorLogs.createBy, 'admin'));
    const stored = JSON.stringify(rows.map((r) => [r.message, r.stackTrace, r.requestUri, r.fileName]));
    expect(stored).toContain('/login?code=[REDACTED]');
    for (const secret of [access, 'secret-code-42']) expect(stored).not.toContain(secret);
  });

  it('takes the value of every secret parameter and bearer token out of a text', () => {
    expect(redactText('/token?username=admin&password=0192023a7bbd73250516f069df18b500&grant_type=password')).toBe('/token?username=admin&password=[REDACTED]&grant_type=password');
    expect(redactText('refresh_token=abc.def&tenantId=1')).toBe('refresh_token=[REDACTED]&tenantId=1');
    expect(redactText('GET /x?blade-auth=bearer%20eyJ.a.b')).toBe('GET /x?blade-auth=[REDACTED]');
    expect(redactText('Authorization: Bearer eyJ.a.b')).toBe('Authorization: Bearer [REDACTED]');
    expect(redactText('newPassword1=x&oldPassword=y')).toBe('newPassword1=[REDACTED]&oldPassword=[REDACTED]');
  });
});
