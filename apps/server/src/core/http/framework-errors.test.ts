import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { BASIC, PLATFORM_ADMIN, useServer } from '../../../test/harness';

const server = useServer();
const PARAM_SUBMIT = '/api/blade-system/param/submit';

/** A raw request through the app's HTTP handling (inject), with the token and any headers. */
async function send(method: string, url: string, opts: { payload?: string | Buffer; headers?: Record<string, string>; token?: string } = {}) {
  const res = await server().app.inject({
    method: method as 'GET',
    url,
    payload: opts.payload,
    headers: { authorization: BASIC, ...(opts.token ? { 'blade-auth': `bearer ${opts.token}` } : {}), ...opts.headers },
  });
  return { status: res.statusCode, headers: res.headers, body: res.json() };
}

describe('what the framework refuses answers in the envelope, in the caller’s language', () => {
  it('a body that is not JSON: 400 in Chinese and in English', async () => {
    const token = await server().login(PLATFORM_ADMIN);
    const zh = await send('POST', PARAM_SUBMIT, { token, payload: '{"paramName":', headers: { 'content-type': 'application/json' } });
    expect(zh).toMatchObject({ status: 400, body: { code: 400, success: false, data: {}, msg: '请求体不是有效的 JSON' } });
    const en = await send('POST', PARAM_SUBMIT, { token, payload: '{"paramName":', headers: { 'content-type': 'application/json', 'accept-language': 'en-GB,en' } });
    expect(en.body).toEqual({ code: 400, success: false, data: {}, msg: 'The request body is not valid JSON' });
  });

  it('an empty JSON body, an unsupported or missing content type, a body too large', async () => {
    const token = await server().login(PLATFORM_ADMIN);
    const empty = await send('POST', PARAM_SUBMIT, { token, payload: '', headers: { 'content-type': 'application/json' } });
    expect(empty.body).toEqual({ code: 400, success: false, data: {}, msg: '请求体为空，但声明为 JSON' });

    const xml = await send('POST', PARAM_SUBMIT, { token, payload: '<a/>', headers: { 'content-type': 'application/xml', 'accept-language': 'en' } });
    expect(xml).toMatchObject({ status: 415, body: { code: 415, success: false, msg: 'Unsupported request body type: application/xml' } });
    // JSON sent as text is no JSON body either: refused by its type, not as a field.
    const text = await send('POST', PARAM_SUBMIT, { token, payload: '{"paramName":"x"}', headers: { 'content-type': 'text/plain; charset=utf-8', 'accept-language': 'en' } });
    expect(text).toMatchObject({ status: 415, body: { code: 415, success: false, data: {}, msg: 'Unsupported request body type: text/plain' } });

    for (const headers of [{ 'content-type': '' }, {}] as Record<string, string>[]) {
      const untyped = await send('POST', PARAM_SUBMIT, { token, payload: Buffer.from('{"paramName":"x"}'), headers });
      expect(untyped).toMatchObject({ status: 415, body: { code: 415, success: false, data: {}, msg: '请求体缺少 Content-Type' } });
    }

    const large = await send('POST', PARAM_SUBMIT, { token, payload: JSON.stringify({ paramValue: 'x'.repeat(11 * 1024 * 1024) }), headers: { 'content-type': 'application/json' } });
    expect(large).toMatchObject({ status: 413, body: { code: 413, success: false, data: {}, msg: '请求体过大' } });
  });

  it('headers too large: 431 in the envelope, from Node’s parser', async () => {
    const s = server();
    await s.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = s.app.server.address() as AddressInfo;
    const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = httpRequest({ port, host: '127.0.0.1', path: '/api/health', headers: { 'accept-language': 'en', 'x-padding': 'x'.repeat(64 * 1024) } }, (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => (body += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      });
      req.on('error', reject);
      req.end();
    });
    expect(answer.status).toBe(431);
    expect(JSON.parse(answer.body)).toEqual({ code: 431, success: false, data: {}, msg: 'The request headers are too large' });
  });
});

describe('a request no route takes', () => {
  it('answers 405 with Allow when the path takes another method', async () => {
    const token = await server().login(PLATFORM_ADMIN);
    const get = await send('GET', PARAM_SUBMIT, { token });
    expect(get.status).toBe(405);
    expect(get.headers.allow).toBe('POST');
    expect(get.body).toMatchObject({ code: 405, success: false, msg: `接口不支持 GET 请求: ${PARAM_SUBMIT}` });
    const post = await send('POST', '/api/blade-system/param/list?current=1', { token, headers: { 'accept-language': 'en' } });
    expect(post.status).toBe(405);
    expect(post.headers.allow).toBe('GET, HEAD');
    expect(post.body.msg).toBe('/api/blade-system/param/list does not accept POST');
  });

  it('answers 405 for a path with parameters too, and 404 for a path that does not exist', async () => {
    const put = await send('PUT', '/api/blade-auth/oauth/render/github');
    expect(put.status).toBe(405);
    expect(put.headers.allow).toBe('GET, HEAD');
    const missing = await send('GET', '/api/blade-system/nothing-here?x=1', { headers: { 'accept-language': 'en' } });
    expect(missing).toMatchObject({ status: 404, body: { code: 404, success: false, data: {}, msg: 'No such API: /api/blade-system/nothing-here' } });
    expect(missing.headers.allow).toBeUndefined();
  });
});
