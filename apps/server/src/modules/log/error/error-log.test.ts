import { describe, expect, it } from 'vitest';
import { DEALER_ADMIN, HOSPITAL_ADMIN, HOSPITAL_CLERK, PLATFORM_ADMIN, useServer, type TestServer } from '../../../../test/harness';

const server = useServer();
const SEND = '/api/blade-log/error/send-logs';
const LIST = '/api/blade-log/error/list';

let seq = 0;
const entry = (tag: string) => ({
  type: 'error',
  message: `Cannot read properties of undefined (${tag})`,
  stack: `TypeError: Cannot read properties of undefined\n    at render (${tag}.tsx:10:5)`,
  info: 'uncaught',
  url: `http://localhost:8080/system/param?${tag}`,
  time: '2025-06-01 10:20:30',
});
const unique = () => `e${Date.now().toString(36)}${++seq}`;
const listByUrl = async (s: TestServer, token: string, tag: string) => (await s.call('GET', `${LIST}?requestUri=${encodeURIComponent(tag)}&size=100`, { token })).body.data;

describe('error log', () => {
  it('stores the entries a user uploads, in their tenant, for the administrators to read', async () => {
    const s = server();
    const clerk = await s.login(HOSPITAL_CLERK);
    const tag = unique();
    const sent = await s.call('POST', SEND, { token: clerk, body: [entry(tag), { ...entry(tag), type: 'unhandledrejection', message: 'boom' }] });
    expect(sent.status).toBe(200);
    expect(sent.body).toMatchObject({ code: 200, success: true, msg: '发送成功!', data: { count: 2 } });

    const admin = await s.login(HOSPITAL_ADMIN);
    const page = await listByUrl(s, admin, tag);
    expect(page.total).toBe(2);
    const row = page.records.find((r: { exceptionName: string }) => r.exceptionName === 'error');
    expect(row).toMatchObject({
      tenantId: '100001',
      serviceId: 'web',
      message: `Cannot read properties of undefined (${tag})\nuncaught`,
      stackTrace: entry(tag).stack,
      requestUri: entry(tag).url,
      time: '2025-06-01 10:20:30',
      createBy: 'liting',
    });
    expect(row.id).toMatch(/^\d+$/);
    expect(row.createTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const detail = await s.call('GET', `/api/blade-log/error/detail?id=${row.id}`, { token: admin });
    expect(detail.body.data).toMatchObject({ id: row.id, exceptionName: 'error' });

    const filtered = await s.call('GET', `${LIST}?requestUri=${tag}&exceptionName_equal=unhandledrejection`, { token: admin });
    expect(filtered.body.data.records.map((r: { message: string }) => r.message)).toEqual(['boom\nuncaught']);
  });

  it('answers in English when asked, and accepts an empty upload', async () => {
    const s = server();
    const token = await s.login(HOSPITAL_CLERK);
    const res = await s.call('POST', SEND, { token, body: [entry(unique())], headers: { 'accept-language': 'en' } });
    expect(res.body.msg).toBe('Sent!');
    expect((await s.call('POST', SEND, { token, body: [] })).body.data).toEqual({ count: 0 });
  });

  it.each([
    ['a type that is not text', [{ type: 5 }], '0.type'],
    ['a message too long', [{ message: 'x'.repeat(4001) }], '0.message'],
    ['a bad entry after a good one', [{ message: 'ok' }, { url: ['x'] }], '1.url'],
    ['something other than a list', { message: 'x' }, 'body'],
  ])('refuses %s with 400 naming the field and stores nothing', async (_, body, field) => {
    const s = server();
    const token = await s.login(HOSPITAL_ADMIN);
    const before = (await s.call('GET', `${LIST}?size=1`, { token })).body.data.total;
    const res = await s.call('POST', SEND, { token, body });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 400, success: false, data: { field } });
    expect((await s.call('GET', `${LIST}?size=1`, { token })).body.data.total).toBe(before);
  });

  it('takes at most 500 entries at once', async () => {
    const s = server();
    const token = await s.login(HOSPITAL_ADMIN);
    const res = await s.call('POST', SEND, { token, body: Array.from({ length: 501 }, () => ({ message: 'x' })) });
    expect(res.status).toBe(400);
    expect(res.body.msg).toBe('一次最多上传500条日志');
  });

  it('needs a token to upload and the menu to read', async () => {
    const s = server();
    expect((await s.call('POST', SEND, { body: [entry('x')] })).status).toBe(401);
    const clerk = await s.login(HOSPITAL_CLERK);
    for (const url of [LIST, '/api/blade-log/error/detail?id=1']) {
      const res = await s.call('GET', url, { token: clerk });
      expect(res.status, url).toBe(403);
      expect(res.body.msg).toBe('缺少操作权限');
    }
  });

  it("shows another tenant none of a tenant's rows, and the platform's administrator every tenant's", async () => {
    const s = server();
    const tag = unique();
    await s.call('POST', SEND, { token: await s.login(HOSPITAL_CLERK), body: [entry(tag)] });
    const [own] = (await listByUrl(s, await s.login(HOSPITAL_ADMIN), tag)).records;
    const dealer = await s.login(DEALER_ADMIN);
    expect((await listByUrl(s, dealer, tag)).total).toBe(0);
    expect((await s.call('GET', `/api/blade-log/error/detail?id=${own.id}`, { token: dealer })).status).toBe(404);
    const platform = await s.login(PLATFORM_ADMIN);
    expect((await listByUrl(s, platform, tag)).records).toEqual([expect.objectContaining({ id: own.id, tenantId: '100001' })]);
    expect((await s.call('GET', `/api/blade-log/error/detail?id=${own.id}`, { token: platform })).body.data).toMatchObject({ id: own.id, tenantId: '100001' });
  });

  it('stores the entries sent with logout the same way', async () => {
    const s = server();
    const tag = unique();
    const clerk = (await s.token(HOSPITAL_CLERK)).body.access_token as string;
    const out = await s.call('POST', '/api/blade-auth/oauth/logout', { token: clerk, body: [entry(tag)] });
    expect(out.status).toBe(200);
    const [row] = (await listByUrl(s, await s.login(HOSPITAL_ADMIN), tag)).records;
    expect(row).toMatchObject({ exceptionName: 'error', createBy: 'liting', requestUri: entry(tag).url, serviceId: 'web' });
    const refused = await s.call('POST', '/api/blade-auth/oauth/logout', { token: await s.login(HOSPITAL_CLERK), body: [{ type: 1 }] });
    expect(refused.body.data).toEqual({ field: '0.type' });
  });
});
