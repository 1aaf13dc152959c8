import { mkdtempSync, rmSync } from 'node:fs';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { BASIC, DEALER_ADMIN, HOSPITAL_ADMIN, HOSPITAL_CLERK, PLATFORM_ADMIN, useServer, type TestServer } from '../../../../test/harness';
import { multipartBody, tinyPng } from '../../../../test/upload-files';

const dataDir = mkdtempSync(join(tmpdir(), 'beree-upload-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
const server = useServer({ DATA_DIR: dataDir });

const PUT = '/api/blade-resource/oss/endpoint/put-file';

async function upload(s: TestServer, token: string | undefined, file: Parameters<typeof multipartBody>[0], query = '') {
  const { payload, headers } = multipartBody(file);
  return s.call('POST', `${PUT}${query}`, { token, body: payload, headers });
}

/** The raw answer of the file route (its body is the file, not JSON). */
async function download(s: TestServer, link: string, auth: { token?: string; cookie?: string } = {}) {
  const headers: Record<string, string> = { authorization: BASIC };
  if (auth.token) headers['blade-auth'] = `bearer ${auth.token}`;
  if (auth.cookie) headers.cookie = `theme=dark; beree-access-token=${auth.cookie}`;
  return s.app.inject({ method: 'GET', url: link, headers });
}

describe('uploading a file', () => {
  it('stores an image, answers where it lives, and serves it back to the tenant', async () => {
    const s = server();
    const token = await s.login(HOSPITAL_ADMIN);
    const png = tinyPng(3, 2);
    const res = await upload(s, token, { name: '头像.png', type: 'image/png', content: png }, '?kind=image');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const data = res.body.data as { link: string; domain: string; name: string; originalName: string; attachId: string };
    expect(data.originalName).toBe('头像.png');
    expect(data.attachId).toMatch(/^\d+$/);
    expect(data.name).toMatch(new RegExp(`^100001/\\d{8}/${data.attachId}\\.png$`));
    expect(data.link).toBe(`${data.domain}/${data.name}`);
    expect(data.link.startsWith('/api/blade-resource/oss/endpoint/file/')).toBe(true);
    // The object sits under the key in the data directory.
    expect(existsSync(join(dataDir, 'files', ...data.name.split('/')))).toBe(true);

    const got = await download(s, data.link, { token });
    expect(got.statusCode).toBe(200);
    expect(got.headers['content-type']).toBe('image/png');
    expect(got.headers['x-content-type-options']).toBe('nosniff');
    expect(String(got.headers['content-disposition'])).toMatch(/^inline; filename\*=UTF-8''%E5%A4%B4%E5%83%8F\.png$/);
    expect(got.rawPayload.equals(png)).toBe(true);

    // An <img> sends no header: the web app's token cookie stands in for it.
    const byCookie = await download(s, data.link, { cookie: token });
    expect(byCookie.statusCode).toBe(200);
    expect(byCookie.rawPayload.equals(png)).toBe(true);

    // The attachment row describes the object.
    const detail = await s.call('GET', `/api/blade-resource/attach/detail?id=${data.attachId}`, { token });
    expect(detail.body.data).toMatchObject({ id: data.attachId, tenantId: '100001', link: data.link, name: data.name, originalName: '头像.png', extension: 'png', attachSize: String(png.length), mimeType: 'image/png' });
    expect(detail.body.data.sha256).toMatch(/^[0-9a-f]{64}$/);
  });

  it('serves files only to signed-in users of the owning tenant', async () => {
    const s = server();
    const token = await s.login(HOSPITAL_ADMIN);
    const { link } = (await upload(s, token, { name: 'a.png', content: tinyPng() })).body.data;
    expect((await download(s, link)).statusCode).toBe(401);
    expect((await download(s, link, { token: 'not-a-token' })).statusCode).toBe(401);
    expect((await download(s, link, { token: await s.login(HOSPITAL_CLERK) })).statusCode).toBe(200);
    for (const other of [DEALER_ADMIN, PLATFORM_ADMIN]) {
      const res = await download(s, link, { token: await s.login(other) });
      expect(res.statusCode, other.tenantId).toBe(404);
      expect(res.json()).toMatchObject({ code: 404, success: false });
    }
    // A key another tenant made up for its own prefix does not reach the file either.
    const dealerToken = await s.login(DEALER_ADMIN);
    expect((await download(s, link.replace('/100001/', '/200001/'), { token: dealerToken })).statusCode).toBe(404);
    expect((await download(s, '/api/blade-resource/oss/endpoint/file/100001/../../etc/passwd', { token })).statusCode).toBe(404);
  });

  it('lets any signed-in user upload, and nobody without a token', async () => {
    const s = server();
    const clerk = await upload(s, await s.login(HOSPITAL_CLERK), { name: 'me.jpg', content: Buffer.from('ffd8ffe000104a46494600', 'hex') }, '?kind=image');
    expect(clerk.status).toBe(200);
    expect(clerk.body.data.name).toMatch(/\.jpg$/);
    expect((await upload(s, undefined, { name: 'a.png', content: tinyPng() })).status).toBe(401);
  });

  it('sends other files as downloads typed by their extension', async () => {
    const s = server();
    const token = await s.login(HOSPITAL_ADMIN);
    const page = await upload(s, token, { name: 'page.html', type: 'text/html', content: Buffer.from('<script>alert(1)</script>') });
    expect(page.status).toBe(200);
    const got = await download(s, page.body.data.link, { token });
    expect(got.headers['content-type']).toBe('application/octet-stream');
    expect(String(got.headers['content-disposition'])).toMatch(/^attachment;/);
    const text = await upload(s, token, { name: 'notes.txt', content: Buffer.from('hello') });
    expect((await download(s, text.body.data.link, { token })).headers['content-type']).toMatch(/^text\/plain/);
  });
});

describe('refusing uploads', () => {
  const attachCount = async (s: TestServer, token: string) => (await s.call('GET', '/api/blade-resource/attach/list?size=1', { token })).body.data.total as number;

  it.each([
    ['a gif as an image', { name: 'a.gif', content: Buffer.from('GIF89a') }, '?kind=image', '只能上传 jpg、jpeg 或 png 格式的图片'],
    ['a file without extension as an image', { name: 'png', content: tinyPng() }, '?kind=image', '只能上传 jpg、jpeg 或 png 格式的图片'],
    ['PNG bytes named .jpg', { name: 'a.jpg', content: tinyPng() }, '?kind=image', '文件内容与扩展名不符'],
    ['text named .png', { name: 'a.png', content: Buffer.from('not an image') }, '', '文件内容与扩展名不符'],
    ['another field name', { field: 'upload', name: 'a.png', content: tinyPng() }, '', '请选择要上传的文件'],
    ['an empty file name', { name: '', content: tinyPng() }, '', '请选择要上传的文件'],
  ])('refuses %s with 400 naming file and keeps nothing', async (_, file, query, msg) => {
    const s = server();
    const token = await s.login(HOSPITAL_ADMIN);
    const before = await attachCount(s, token);
    const res = await upload(s, token, file, query);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 400, success: false, msg, data: { field: 'file' } });
    expect(await attachCount(s, token)).toBe(before);
  });

  it('refuses a file over 10 MB', async () => {
    const s = server();
    const token = await s.login(HOSPITAL_ADMIN);
    const before = await attachCount(s, token);
    const res = await upload(s, token, { name: 'big.png', content: Buffer.concat([tinyPng(), Buffer.alloc(10 * 1024 * 1024)]) });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ msg: '文件大小不能超过10 MB', data: { field: 'file' } });
    expect(await attachCount(s, token)).toBe(before);
  });

  it('refuses a request that is not multipart, and an unknown kind', async () => {
    const s = server();
    const token = await s.login(HOSPITAL_ADMIN);
    const json = await s.call('POST', PUT, { token, body: { file: 'x' }, headers: { 'accept-language': 'en' } });
    expect(json).toMatchObject({ status: 415, body: { code: 415, data: {}, msg: 'Unsupported request body type: application/json' } });
    const kind = await upload(s, token, { name: 'a.png', content: tinyPng() }, '?kind=video');
    expect(kind.status).toBe(400);
    expect(kind.body.data).toEqual({ field: 'kind' });
  });

  it('answers in English when asked', async () => {
    const s = server();
    const { payload, headers } = multipartBody({ name: 'a.gif', content: Buffer.from('GIF89a') });
    const res = await s.call('POST', `${PUT}?kind=image`, { token: await s.login(HOSPITAL_ADMIN), body: payload, headers: { ...headers, 'accept-language': 'en' } });
    expect(res.body.msg).toBe('Only jpg, jpeg or png images may be uploaded');
  });
});
