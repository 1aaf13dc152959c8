import { describe, expect, it } from 'vitest';
import { HOSPITAL_ADMIN, HOSPITAL_CLERK, PLATFORM_ADMIN, useServer } from '../../../../test/harness';
import { describeTenantIsolation } from '../../../../test/cross-tenant';

const server = useServer();
const BASE = '/api/blade-system/client';
let seq = 0;
const sample = () => ({
  clientId: `app_${++seq}_${Date.now()}`,
  clientSecret: 'first_secret',
  scope: 'all',
  authorizedGrantTypes: 'password,refresh_token',
  accessTokenValidity: 3600,
  refreshTokenValidity: 604800,
});
const basic = (id: string, secret: string) => ({ authorization: `Basic ${Buffer.from(`${id}:${secret}`).toString('base64')}` });

describe('application clients', () => {
  it('lists the secret only as a mask; the detail shows it to the platform administrator', async () => {
    const s = server();
    const token = await s.login(PLATFORM_ADMIN);
    const list = await s.call('GET', `${BASE}/list?current=1&size=100`, { token });
    const saber = list.body.data.records.find((c: { clientId: string }) => c.clientId === 'saber');
    expect(saber).toMatchObject({ authorizedGrantTypes: expect.stringContaining('password'), accessTokenValidity: 3600 });
    expect(list.body.data.records.every((c: Record<string, unknown>) => c.clientSecret === '******')).toBe(true);
    expect(JSON.stringify(list.body)).not.toContain('saber_secret');
    expect((await s.call('GET', `${BASE}/detail?id=${saber.id}`, { token })).body.data.clientSecret).toBe('saber_secret');
  });

  it('adds a client that can sign in, keeps the secret on an edit without one, and changes it on request', async () => {
    const s = server();
    const token = await s.login(PLATFORM_ADMIN);
    const body = sample();
    const added = await s.call('POST', `${BASE}/submit`, { token, body: { ...body, authorizedGrantTypes: 'password, refresh_token,password' } });
    expect(added.body.data).toMatchObject({ clientId: body.clientId, authorizedGrantTypes: 'password,refresh_token', version: 1 });
    expect(added.body.data.clientSecret).toBe('******');
    const id = added.body.data.id;
    expect((await s.token(PLATFORM_ADMIN, { headers: basic(body.clientId, 'first_secret') })).status).toBe(200);

    const renamed = await s.call('POST', `${BASE}/submit`, { token, body: { ...body, id, version: 1, clientSecret: '', accessTokenValidity: '7200' } });
    expect(renamed.body.data).toMatchObject({ accessTokenValidity: 7200, version: 2 });
    expect((await s.call('GET', `${BASE}/detail?id=${id}`, { token })).body.data.clientSecret).toBe('first_secret');
    // A form filled from the list sends the mask back: that keeps the secret too.
    await s.call('POST', `${BASE}/submit`, { token, body: { ...body, id, version: 2, clientSecret: '******' } });
    expect((await s.call('GET', `${BASE}/detail?id=${id}`, { token })).body.data.clientSecret).toBe('first_secret');

    await s.call('POST', `${BASE}/submit`, { token, body: { ...body, id, version: 3, clientSecret: 'second_secret' } });
    expect((await s.token(PLATFORM_ADMIN, { headers: basic(body.clientId, 'first_secret') })).status).not.toBe(200);
    expect((await s.token(PLATFORM_ADMIN, { headers: basic(body.clientId, 'second_secret') })).status).toBe(200);
  });

  it.each([
    ['clientId', { clientId: '' }, '请输入客户端id'],
    ['clientId', { clientId: 'has space' }, '客户端id只能包含字母、数字、下划线、点和短横线'],
    ['clientSecret', { clientSecret: undefined }, '请输入客户端密钥'],
    ['authorizedGrantTypes', { authorizedGrantTypes: ' , ' }, '请输入授权类型'],
    ['authorizedGrantTypes', { authorizedGrantTypes: 'password,magic' }, expect.stringContaining('授权类型只能是')],
    ['accessTokenValidity', { accessTokenValidity: 10 }, '请输入令牌过期秒数（60 以上）'],
    ['refreshTokenValidity', { refreshTokenValidity: undefined }, '请输入刷新令牌过期秒数（60 以上）'],
  ])('refuses a bad %s and writes nothing', async (field, change, msg) => {
    const s = server();
    const token = await s.login(PLATFORM_ADMIN);
    const body = { ...sample(), ...change };
    const res = await s.call('POST', `${BASE}/submit`, { token, body });
    expect(res.body).toMatchObject({ code: 400, success: false, msg, data: { field } });
    const written = await s.call('GET', `${BASE}/list?scope_equal=all&current=1&size=100`, { token });
    expect(written.body.data.records.map((c: { clientId: string }) => c.clientId)).not.toContain(body.clientId);
  });

  it('refuses a duplicate client id with 409', async () => {
    const s = server();
    const token = await s.login(PLATFORM_ADMIN);
    const dup = await s.call('POST', `${BASE}/submit`, { token, body: { ...sample(), clientId: 'sword' } });
    expect(dup.body).toMatchObject({ code: 409, msg: '客户端id已存在', data: { field: 'clientId' } });
  });

  it('removes a client, but not the one the caller is signed in with', async () => {
    const s = server();
    const token = await s.login(PLATFORM_ADMIN);
    // The harness signs in as the web app's client.
    const own = (await s.call('GET', `${BASE}/list?clientId_equal=beree`, { token })).body.data.records[0];
    const refused = await s.call('POST', `${BASE}/remove?ids=${own.id}`, { token });
    expect(refused.body).toMatchObject({ code: 400, msg: '不能删除当前登录所用的应用', data: { field: 'ids' } });
    const body = sample();
    const id = (await s.call('POST', `${BASE}/submit`, { token, body })).body.data.id;
    expect((await s.call('POST', `${BASE}/remove?ids=${id}`, { token })).status).toBe(200);
    expect((await s.token(PLATFORM_ADMIN, { headers: basic(body.clientId, body.clientSecret) })).status).not.toBe(200);
    expect((await s.call('POST', `${BASE}/remove?ids=${id}`, { token })).status).toBe(404);
    expect((await s.call('GET', `${BASE}/detail?id=${id}`, { token })).status).toBe(404);
    expect((await s.call('POST', `${BASE}/submit`, { token, body: { ...body, id, version: 1 } })).status).toBe(404);
  });

  it('is the platform administrator’s alone', async () => {
    const s = server();
    for (const who of [HOSPITAL_ADMIN, HOSPITAL_CLERK]) {
      const token = await s.login(who);
      expect((await s.call('GET', `${BASE}/list`, { token })).status).toBe(403);
      expect((await s.call('POST', `${BASE}/submit`, { token, body: sample() })).status).toBe(403);
      expect((await s.call('POST', `${BASE}/remove?ids=1`, { token })).status).toBe(403);
    }
  });
});

describeTenantIsolation(server, { base: '/blade-system/client', sample, changeField: 'scope', platformOnly: true, owner: PLATFORM_ADMIN, intruder: HOSPITAL_ADMIN });
