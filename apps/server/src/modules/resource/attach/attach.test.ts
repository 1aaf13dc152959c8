import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { describeTenantIsolation } from '../../../../test/cross-tenant';
import { BASIC, DEALER_ADMIN, HOSPITAL_ADMIN, HOSPITAL_CLERK, useServer, type TestServer } from '../../../../test/harness';
import { multipartBody, tinyPng } from '../../../../test/upload-files';

const dataDir = mkdtempSync(join(tmpdir(), 'beree-attach-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
const server = useServer({ DATA_DIR: dataDir });
const BASE = '/api/blade-resource/attach';

let seq = 0;
async function uploadPng(s: TestServer, token: string, name = `图片${++seq}.png`) {
  const { payload, headers } = multipartBody({ name, content: tinyPng() });
  const res = await s.call('POST', '/api/blade-resource/oss/endpoint/put-file', { token, body: payload, headers });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as { attachId: string; link: string; name: string; originalName: string };
}

describe('attachments', () => {
  it('lists, reads, renames and removes, the stored object too', async () => {
    const s = server();
    const token = await s.login(HOSPITAL_ADMIN);
    const file = await uploadPng(s, token, '合同扫描件.png');

    const list = await s.call('GET', `${BASE}/list?current=1&size=10&originalName=合同扫描`, { token });
    expect(list.body.data).toMatchObject({ total: 1, current: 1, size: 10 });
    expect(list.body.data.records[0]).toMatchObject({ id: file.attachId, originalName: '合同扫描件.png', extension: 'png', mimeType: 'image/png' });

    const renamed = await s.call('POST', `${BASE}/submit`, { token, body: { id: file.attachId, originalName: '合同.png', version: 1 } });
    expect(renamed.body.data).toMatchObject({ originalName: '合同.png', version: 2, link: file.link, name: file.name });
    const stale = await s.call('POST', `${BASE}/submit`, { token, body: { id: file.attachId, originalName: '旧名.png', version: 1 } });
    expect(stale.status).toBe(409);

    const path = join(dataDir, 'files', ...file.name.split('/'));
    expect(existsSync(path)).toBe(true);
    const removed = await s.call('POST', `${BASE}/remove?ids=${file.attachId}`, { token });
    expect(removed.body).toMatchObject({ code: 200, msg: '删除成功' });
    expect((await s.call('GET', `${BASE}/detail?id=${file.attachId}`, { token })).status).toBe(404);
    const got = await s.app.inject({ method: 'GET', url: file.link, headers: { authorization: BASIC, 'blade-auth': `bearer ${token}` } });
    expect(got.statusCode).toBe(404);
    await expect.poll(() => existsSync(path)).toBe(false);
  });

  it('refuses a rename without id or name, naming the field, and changes nothing', async () => {
    const s = server();
    const token = await s.login(HOSPITAL_ADMIN);
    const file = await uploadPng(s, token);
    const noName = await s.call('POST', `${BASE}/submit`, { token, body: { id: file.attachId, originalName: '  ' } });
    expect(noName.status).toBe(400);
    expect(noName.body).toMatchObject({ msg: '请输入附件名称', data: { field: 'originalName' } });
    const noId = await s.call('POST', `${BASE}/submit`, { token, body: { originalName: 'x.png' } });
    expect(noId.status).toBe(400);
    expect(noId.body).toMatchObject({ msg: '请选择附件', data: { field: 'id' } });
    expect((await s.call('GET', `${BASE}/detail?id=${file.attachId}`, { token })).body.data.originalName).toBe(file.originalName);
    expect((await s.call('POST', `${BASE}/remove?ids=x`, { token })).status).toBe(400);
    expect((await s.call('GET', `${BASE}/list?password=1`, { token })).status).toBe(400);
  });

  it("is for the tenant's administrators", async () => {
    const s = server();
    const admin = await s.login(HOSPITAL_ADMIN);
    const clerk = await s.login(HOSPITAL_CLERK);
    const file = await uploadPng(s, clerk);
    for (const [method, url, body] of [
      ['GET', `${BASE}/list`],
      ['GET', `${BASE}/detail?id=${file.attachId}`],
      ['POST', `${BASE}/submit`, { id: file.attachId, originalName: 'x.png' }],
      ['POST', `${BASE}/remove?ids=${file.attachId}`],
    ] as const) {
      const res = await s.call(method, url, { token: clerk, body });
      expect(res.status, url).toBe(403);
      expect(res.body.msg).toBe('仅管理员可以操作');
    }
    expect((await s.call('GET', `${BASE}/detail?id=${file.attachId}`, { token: admin })).body.data.originalName).toBe(file.originalName);
  });
});

/**
 * Attachments are added by uploading, not by submit: for the shared isolation test, a submit
 * without an id is carried out as a real upload by the same user, answering the new row.
 */
const uploadingServer = (): TestServer => {
  const s = server();
  return {
    ...s,
    call: async (method, url, opts = {}) => {
      const body = opts.body as Record<string, unknown> | undefined;
      if (method === 'POST' && url === `${BASE}/submit` && body && !body.id) {
        const { payload, headers } = multipartBody({ name: String(body.originalName), content: tinyPng() });
        const up = await s.call('POST', '/api/blade-resource/oss/endpoint/put-file', { token: opts.token, body: payload, headers });
        if (up.status !== 200) return up;
        return s.call('GET', `${BASE}/detail?id=${up.body.data.attachId}`, { token: opts.token }) as never;
      }
      return s.call(method, url, opts);
    },
  };
};

describeTenantIsolation(uploadingServer, {
  base: '/blade-resource/attach',
  sample: () => ({ originalName: `隔离${++seq}.png` }),
  changeField: 'originalName',
  owner: HOSPITAL_ADMIN,
  intruder: DEALER_ADMIN,
});
