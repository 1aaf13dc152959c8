import { sm2 } from 'sm-crypto';
import { describe, expect, it } from 'vitest';
import { HOSPITAL_ADMIN, PLATFORM_ADMIN, useServer, type TestServer } from '../../../../test/harness';
import { decryptSm2Password, newSm2KeyPair } from './sm2-password';

const keys = newSm2KeyPair();
/** What Saber 4.x sends: sm-crypto's own encoder, cipher mode 0 (C1C2C3), no leading 04. */
const saberEncrypt = (password: string) => sm2.doEncrypt(password, keys.publicKey, 0);

const tokenUrl = (q: Record<string, string>) => `/api/blade-auth/token?${new URLSearchParams({ scope: 'all', type: 'account', ...q })}`;
const signIn = (s: TestServer, who: { tenantId: string; username: string }, password: string, headers?: Record<string, string>) =>
  s.call('POST', tokenUrl({ tenantId: who.tenantId, account: who.username, password, grantType: headers ? 'captcha' : 'password' }), { headers });

describe('SM2 passwords as SpringBlade clients encrypt them', () => {
  it('opens C1C2C3 and C1C3C2 ciphertexts, with or without the point’s leading 04', () => {
    for (const mode of [0, 1] as const) {
      const cipher = sm2.doEncrypt('Beree#2026 密码', keys.publicKey, mode);
      expect(decryptSm2Password(cipher, keys.privateKey)).toBe('Beree#2026 密码');
      expect(decryptSm2Password(`04${cipher}`, keys.privateKey)).toBe('Beree#2026 密码');
    }
  });

  it('answers nothing for what the key does not open', () => {
    const other = newSm2KeyPair();
    expect(decryptSm2Password(sm2.doEncrypt('admin', other.publicKey, 0), keys.privateKey)).toBeUndefined();
    expect(decryptSm2Password('admin', keys.privateKey)).toBeUndefined();
    expect(decryptSm2Password('ab'.repeat(120), keys.privateKey)).toBeUndefined();
  });
});

describe('SpringBlade sign-in (/blade-auth/token, /blade-auth/captcha) with an SM2 key configured', () => {
  const server = useServer({ SM2_PRIVATE_KEY: keys.privateKey });

  it('signs in with an encrypted password and answers the camelCase AuthInfo in the R envelope; the token works', async () => {
    const s = server();
    const res = await signIn(s, PLATFORM_ADMIN, saberEncrypt('admin'));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ code: 200, success: true, msg: '操作成功' });
    expect(res.body.data).toMatchObject({
      tokenType: 'bearer',
      tenantId: '000000',
      userId: '1123598821738675201',
      account: 'admin',
      authority: 'administrator',
      expiresIn: 3600,
    });
    expect(res.body.data.accessToken).toMatch(/^ey/);
    const info = await s.call('GET', '/api/blade-auth/oauth/user-info', { token: res.body.data.accessToken });
    expect(info.body.data.account).toBe('admin');
  });

  it('refuses a wrong password, and a password the key does not open, in the R envelope', async () => {
    const s = server();
    for (const password of [saberEncrypt('wrong'), 'admin', sm2.doEncrypt('admin', newSm2KeyPair().publicKey, 0)]) {
      const res = await signIn(s, HOSPITAL_ADMIN, password);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ code: 400, success: false, data: {}, msg: '用户名或密码错误' });
    }
    const noAccount = await s.call('POST', tokenUrl({ tenantId: '100001', password: saberEncrypt('admin'), grantType: 'password' }));
    expect(noAccount.body).toMatchObject({ code: 400, success: false });
    expect(noAccount.body.msg).toContain('account');
    const badClient = await s.call('POST', tokenUrl({ tenantId: '000000', account: 'admin', password: saberEncrypt('admin'), grantType: 'password' }), {
      headers: { authorization: `Basic ${Buffer.from('saber:wrong').toString('base64')}` },
    });
    expect(badClient.status).toBe(401);
    expect(badClient.body).toMatchObject({ code: 401, success: false, msg: '客户端认证失败' });
  });

  it('gives the captcha in the R envelope and signs in with it (Captcha-Key, Captcha-Code)', async () => {
    const s = server();
    const captcha = await s.call('GET', '/api/blade-auth/captcha');
    expect(captcha.body).toMatchObject({ code: 200, success: true });
    expect(captcha.body.data.image).toMatch(/^data:image\/svg\+xml;base64,/);
    const answer = (await s.call('GET', `/api/test-hooks/captcha?key=${captcha.body.data.key}`)).body.data.answer as string;
    const res = await signIn(s, HOSPITAL_ADMIN, saberEncrypt('admin'), { 'captcha-key': captcha.body.data.key, 'captcha-code': answer });
    expect(res.body.data.tenantId).toBe('100001');
    const again = await signIn(s, HOSPITAL_ADMIN, saberEncrypt('admin'), { 'captcha-key': captcha.body.data.key, 'captcha-code': answer });
    expect(again.body).toMatchObject({ code: 400, success: false });
  });

  it('refreshes with refreshToken, and signs out on /blade-auth/logout', async () => {
    const s = server();
    const first = (await signIn(s, HOSPITAL_ADMIN, saberEncrypt('admin'))).body.data;
    const refreshed = await s.call('POST', tokenUrl({ grantType: 'refresh_token', refreshToken: first.refreshToken, tenantId: '100001' }));
    expect(refreshed.body).toMatchObject({ code: 200, data: { account: 'admin', tenantId: '100001' } });
    const token = refreshed.body.data.accessToken as string;
    expect((await s.call('POST', '/api/blade-auth/logout', { token })).status).toBe(200);
    expect((await s.call('GET', '/api/blade-auth/oauth/user-info', { token })).status).toBe(401);
  });
});

describe('SpringBlade sign-in without an SM2 key', () => {
  const server = useServer();

  it('takes the password as plain text, as Saber before 4.1 sends it', async () => {
    const s = server();
    expect((await signIn(s, HOSPITAL_ADMIN, 'admin')).body).toMatchObject({ code: 200, data: { account: 'admin' } });
    expect((await signIn(s, HOSPITAL_ADMIN, saberEncrypt('admin'))).body).toMatchObject({ code: 400, msg: '用户名或密码错误' });
  });
});
