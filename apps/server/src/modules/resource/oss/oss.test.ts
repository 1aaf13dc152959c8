import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { archivedCertificate, powerOfAttorney } from '../../../../test/certificates';
import { describeTenantIsolation } from '../../../../test/cross-tenant';
import { BASIC, DEALER_ADMIN, HOSPITAL_ADMIN, MANUFACTURER_ADMIN, PLATFORM_ADMIN, useServer, type TestServer } from '../../../../test/harness';
import { startS3, type S3Double } from '../../../../test/providers/s3';
import { multipartBody, tinyPng } from '../../../../test/upload-files';

const dataDir = mkdtempSync(join(tmpdir(), 'beree-oss-'));
const server = useServer({ DATA_DIR: dataDir });
let s3: S3Double;
beforeAll(async () => {
  s3 = await startS3(['hospital-files', 'dealer-files', 'platform-files']);
});
afterAll(async () => {
  await s3.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const BASE = '/api/blade-resource/oss';
const SECRET = 'sealed-secret-7Qx2';
let seq = 0;
const s3Store = (extra: Record<string, unknown> = {}) => ({
  category: 1,
  ossCode: `minio-${++seq}-${Date.now()}`,
  endpoint: s3.endpoint,
  accessKey: s3.accessKey,
  secretKey: SECRET,
  bucketName: 'hospital-files',
  region: 'us-east-1',
  remark: '院内 MinIO',
  ...extra,
});
const localStore = (folder: string) => ({ category: 5, ossCode: `local-${++seq}-${Date.now()}`, endpoint: folder, remark: '本地磁盘' });

async function addStore(s: TestServer, token: string, body: Record<string, unknown>, enable = true): Promise<{ id: string; ossCode: string }> {
  const res = await s.call('POST', `${BASE}/submit`, { token, body });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  if (enable) expect((await s.call('POST', `${BASE}/enable?id=${res.body.data.id}`, { token })).body).toMatchObject({ code: 200, data: { status: 2 } });
  return res.body.data;
}

async function upload(s: TestServer, token: string, content = tinyPng()): Promise<{ link: string; name: string; attachId: string }> {
  const { payload, headers } = multipartBody({ name: '证照.png', content });
  const res = await s.call('POST', '/api/blade-resource/oss/endpoint/put-file', { token, body: payload, headers });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data;
}

/** The file route's raw answer (its body is the file). */
const download = (s: TestServer, link: string, token: string) => s.app.inject({ method: 'GET', url: link, headers: { authorization: BASIC, 'blade-auth': `bearer ${token}` } });
const attachment = async (s: TestServer, token: string, id: string) => (await s.call('GET', `/api/blade-resource/attach/detail?id=${id}`, { token })).body.data;

describe('object store configurations', () => {
  it('seals the secret: answers show its last four characters only, and a blank secret on an edit keeps it', async () => {
    const s = server();
    const token = await s.login(HOSPITAL_ADMIN);
    const added = await s.call('POST', `${BASE}/submit`, { token, body: s3Store() });
    expect(added.body.data).toMatchObject({ category: 1, endpoint: s3.endpoint, accessKey: s3.accessKey, bucketName: 'hospital-files', secretHint: '7Qx2', status: 1, version: 1 });
    const id = added.body.data.id;
    const edited = await s.call('POST', `${BASE}/submit`, { token, body: { ...s3Store(), id, version: 1, ossCode: added.body.data.ossCode, secretKey: '', remark: '改' } });
    expect(edited.body.data).toMatchObject({ version: 2, remark: '改', secretHint: '7Qx2' });
    const stale = await s.call('POST', `${BASE}/submit`, { token, body: { ...s3Store(), id, version: 1, ossCode: added.body.data.ossCode } });
    expect(stale.status).toBe(409);
    const duplicate = await s.call('POST', `${BASE}/submit`, { token, body: s3Store({ ossCode: added.body.data.ossCode }) });
    expect(duplicate.body).toMatchObject({ code: 409, data: { field: 'ossCode' } });
    const answers = [
      added,
      edited,
      await s.call('GET', `${BASE}/list?ossCode=${added.body.data.ossCode}`, { token }),
      await s.call('GET', `${BASE}/detail?id=${id}`, { token }),
      await s.call('POST', `${BASE}/enable?id=${id}`, { token }),
    ];
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(JSON.stringify(answer.body)).not.toContain(SECRET);
      expect(JSON.stringify(answer.body)).not.toContain('secretSealed');
    }
  });

  it.each([
    ['category', { category: 9 }, '请选择存储类型（MinIO/S3、七牛云、阿里云 OSS、腾讯云 COS 或本地磁盘）'],
    ['ossCode', { ossCode: '' }, '请填写资源编号'],
    ['endpoint', { endpoint: '' }, '请填写资源地址（endpoint）'],
    ['endpoint', { endpoint: 'ftp://files.example' }, '资源地址应以 http:// 或 https:// 开头'],
    ['bucketName', { bucketName: '' }, '请填写空间名（bucket）'],
    ['secretKey', { secretKey: '' }, '请填写 SecretKey'],
    ['endpoint', { category: 5, endpoint: '../../etc' }, '本地目录须位于系统数据目录之内'],
  ])('refuses a bad %s with a 400 naming it, and keeps nothing', async (field, change, msg) => {
    const s = server();
    const token = await s.login(HOSPITAL_ADMIN);
    const body = s3Store(change);
    expect((await s.call('POST', `${BASE}/submit`, { token, body })).body).toMatchObject({ code: 400, msg, data: { field } });
    expect((await s.call('GET', `${BASE}/list?ossCode_equal=${body.ossCode || 'none'}`, { token })).body.data.total).toBe(0);
  });

  it('tests a connection by writing, reading back and removing a probe, and says what failed', async () => {
    const s = server();
    const token = await s.login(HOSPITAL_ADMIN);
    const probe = async (body: Record<string, unknown>) => s.call('POST', `${BASE}/test?id=${(await addStore(s, token, body, false)).id}`, { token });

    const passed = await probe(s3Store());
    expect(passed.body).toMatchObject({ code: 200, msg: '连接成功：测试文件已写入、读回并删除', data: { checked: ['write', 'read', 'remove'] } });
    // The probe leaves nothing behind.
    expect(await s3.object(passed.body.data.key)).toBeNull();

    const badKey = await probe(s3Store({ accessKey: 'NOT-A-KEY' }));
    expect(badKey.body).toMatchObject({ code: 400, data: { field: 'accessKey' } });
    expect(badKey.body.msg).toContain('存储服务拒绝了密钥');
    const noBucket = await probe(s3Store({ bucketName: 'no-such-bucket' }));
    expect(noBucket.body).toMatchObject({ code: 400, data: { field: 'bucketName' } });
    expect(noBucket.body.msg).toContain('没有这个空间');
    // Port 1 on the loopback: nothing listens there.
    const unreachable = await probe(s3Store({ endpoint: 'http://127.0.0.1:1' }));
    expect(unreachable.body).toMatchObject({ code: 400, data: { field: 'endpoint' } });
    expect(unreachable.body.msg).toContain('无法连接存储服务');

    expect((await probe(localStore('stores/probe'))).body).toMatchObject({ code: 200, data: { checked: ['write', 'read', 'remove'] } });
  });
});

describe('uploads through the active store', () => {
  it('stores an upload in the enabled S3 store, serves it back, and removes a replaced file from the bucket', async () => {
    const s = server();
    const token = await s.login(HOSPITAL_ADMIN);
    const store = await addStore(s, token, s3Store());
    const png = tinyPng(4, 3);
    const first = await upload(s, token, png);
    expect(await attachment(s, token, first.attachId)).toMatchObject({ ossId: store.id, ossCode: store.ossCode, objectKey: first.name });
    expect((await s3.object(first.name))?.equals(png)).toBe(true);
    expect(existsSync(join(dataDir, 'files', ...first.name.split('/')))).toBe(false);
    const served = await download(s, first.link, token);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(png)).toBe(true);

    // Replacing: the new file is uploaded, the old attachment removed, and its object leaves the bucket.
    const second = await upload(s, token, tinyPng(5, 5));
    expect((await s.call('POST', `/api/blade-resource/attach/remove?ids=${first.attachId}`, { token })).status).toBe(200);
    await vi.waitFor(async () => expect(await s3.object(first.name)).toBeNull());
    expect((await download(s, first.link, token)).statusCode).toBe(404);
    expect((await download(s, second.link, token)).statusCode).toBe(200);
  });

  it('keeps old files readable after switching to a local folder and after the S3 store is removed', async () => {
    const s = server();
    const token = await s.login(HOSPITAL_ADMIN);
    const remote = await addStore(s, token, s3Store());
    const inS3 = await upload(s, token, tinyPng(6, 2));

    const local = await addStore(s, token, localStore('stores/hospital'));
    const onDisk = await upload(s, token, tinyPng(2, 6));
    expect(await attachment(s, token, onDisk.attachId)).toMatchObject({ ossId: local.id, ossCode: local.ossCode });
    const path = join(dataDir, 'stores', 'hospital', ...onDisk.name.split('/'));
    expect(existsSync(path)).toBe(true);
    expect(await s3.object(onDisk.name)).toBeNull();
    expect((await download(s, onDisk.link, token)).statusCode).toBe(200);
    expect((await download(s, inS3.link, token)).rawPayload.equals(tinyPng(6, 2))).toBe(true);

    expect((await s.call('POST', `${BASE}/remove?ids=${remote.id}`, { token })).status).toBe(200);
    expect((await download(s, inS3.link, token)).statusCode).toBe(200);
    expect(await attachment(s, token, inS3.attachId)).toMatchObject({ ossId: remote.id, ossCode: remote.ossCode });

    expect((await s.call('POST', `/api/blade-resource/attach/remove?ids=${onDisk.attachId}`, { token })).status).toBe(200);
    await vi.waitFor(() => expect(existsSync(path)).toBe(false));
  });

  it('answers 503 saying the store cannot be reached when a file’s store is down, not a 500', async () => {
    const s = server();
    const token = await s.login(DEALER_ADMIN);
    const passing = await startS3(['dealer-files']);
    await addStore(s, token, s3Store({ endpoint: passing.endpoint, accessKey: passing.accessKey, bucketName: 'dealer-files' }));
    const file = await upload(s, token);
    await passing.close();
    const served = await download(s, file.link, token);
    expect(served.statusCode).toBe(503);
    expect(served.json()).toMatchObject({ code: 503, success: false, msg: '文件所在的对象存储暂时无法访问，请稍后再试或联系管理员' });
  });

  it('serves a file to its own tenant only: not by id, key or URL to another', async () => {
    const s = server();
    const token = await s.login(HOSPITAL_ADMIN);
    await addStore(s, token, s3Store());
    const file = await upload(s, token);
    const dealer = await s.login(DEALER_ADMIN);
    expect((await s.call('GET', `/api/blade-resource/attach/detail?id=${file.attachId}`, { token: dealer })).status).toBe(404);
    expect((await s.call('POST', `/api/blade-resource/attach/remove?ids=${file.attachId}`, { token: dealer })).status).toBe(404);
    expect((await download(s, file.link, dealer)).statusCode).toBe(404);
    // The same object named under the dealer's own prefix is no file of the dealer's.
    expect((await download(s, file.link.replace('/100001/', '/200001/'), dealer)).statusCode).toBe(404);
    expect(await s3.object(file.name)).not.toBeNull();
  });

  it('puts a certificate scan in the supplier’s S3 store and serves it to the supplier and, through a share, to the hospital', async () => {
    const s = server();
    const dealer = await s.login(DEALER_ADMIN);
    const store = await addStore(s, dealer, s3Store({ bucketName: 'dealer-files' }));
    const cert = await archivedCertificate(s, dealer, powerOfAttorney(200));
    const scan = await attachment(s, dealer, cert.attachIds[0]);
    expect(scan).toMatchObject({ ossId: store.id, ossCode: store.ossCode, mimeType: 'image/png' });
    expect((await s3.object(scan.objectKey, 'dealer-files'))?.equals(tinyPng())).toBe(true);

    const detail = (await s.call('GET', `/api/beree-scm/certificate/detail?id=${cert.id}`, { token: dealer })).body.data;
    expect((await download(s, detail.attachments[0].link, dealer)).rawPayload.equals(tinyPng())).toBe(true);

    expect((await s.call('POST', '/api/beree-scm/certificate-share/submit', { token: dealer, body: { certificateIds: [cert.id], hospitalTenantIds: ['100001'] } })).status).toBe(200);
    const hospital = await s.login(HOSPITAL_ADMIN);
    const [share] = (await s.call('GET', `/api/beree-scm/certificate-share/list?certificateId=${cert.id}`, { token: hospital })).body.data.records;
    const shared = (await s.call('GET', `/api/beree-scm/certificate-share/detail?id=${share.id}`, { token: hospital })).body.data;
    expect((await download(s, shared.attachments[0].link, hospital)).rawPayload.equals(tinyPng())).toBe(true);
  });

  it('sends the uploads of a tenant without a store, and visitors’ registration scans, to the platform’s, readable after it is removed', async () => {
    const s = server();
    const platform = await s.login(PLATFORM_ADMIN);
    const store = await addStore(s, platform, s3Store({ bucketName: 'platform-files' }));
    const token = await s.login(MANUFACTURER_ADMIN);
    let removed = false;
    try {
      const file = await upload(s, token);
      expect(await attachment(s, token, file.attachId)).toMatchObject({ ossId: store.id, ossCode: store.ossCode });
      expect(await s3.object(file.name, 'platform-files')).not.toBeNull();
      // A tenant with a store of its own (the hospital's, enabled above) keeps using it.
      const hospital = await s.login(HOSPITAL_ADMIN);
      const own = await attachment(s, hospital, (await upload(s, hospital)).attachId);
      expect(own.ossId).not.toBeNull();
      expect(own.ossId).not.toBe(store.id);

      // A visitor's scan belongs to no tenant yet: it goes to the platform's store, its key naming that store.
      const { payload, headers } = multipartBody({ name: '营业执照.png', content: tinyPng(3, 3) });
      const scan = (await s.call('POST', '/api/beree-scm/enterprise/company/register/upload', { body: payload, headers })).body.data;
      expect(await s3.keys('platform-files')).toContainEqual(expect.stringMatching(new RegExp(`^registration-${store.id}/\\d{8}/${scan.fileId}\\.png$`)));

      expect((await s.call('POST', `${BASE}/remove?ids=${store.id}`, { token: platform })).status).toBe(200);
      removed = true;
      expect((await download(s, file.link, token)).statusCode).toBe(200);
      expect((await download(s, `/api/beree-scm/enterprise/registration/file?id=${scan.fileId}`, platform)).rawPayload.equals(tinyPng(3, 3))).toBe(true);
    } finally {
      if (!removed) await s.call('POST', `${BASE}/remove?ids=${store.id}`, { token: platform });
    }
  });
});

describeTenantIsolation(server, { base: '/blade-resource/oss', sample: () => s3Store({ remark: '隔离备注' }), changeField: 'remark' });
