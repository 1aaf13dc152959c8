import { sm2 } from 'sm-crypto';
import { describe, expect, it } from 'vitest';
import { newSm2KeyPair } from '../../src/modules/auth/spring-blade/sm2-password';
import { useServer, type TestServer } from '../harness';

/**
 * The open-source Saber client (SpringBlade 4.x, its vue2 branch) against this server: it signs in on
 * /blade-auth/token with its SM2-encrypted password, then makes the GET calls of its src/api/**.js
 * with the parameters it sends, and reads `code` and `data` of the R envelope. Each call here is one
 * of those, with what its page reads.
 */
const keys = newSm2KeyPair();
const server = useServer({ SM2_PRIVATE_KEY: keys.privateKey });

async function saberSignIn(s: TestServer, tenantId: string, account: string, password: string): Promise<string> {
  const captcha = (await s.call('GET', '/api/blade-auth/captcha')).body.data;
  const code = (await s.call('GET', `/api/test-hooks/captcha?key=${captcha.key}`)).body.data.answer as string;
  const params = new URLSearchParams({ grantType: 'captcha', tenantId, account, password: sm2.doEncrypt(password, keys.publicKey, 0), type: 'account' });
  const res = await s.call('POST', `/api/blade-auth/token?${params}`, { headers: { 'captcha-key': captcha.key, 'captcha-code': code } });
  expect(res.body).toMatchObject({ code: 200, success: true });
  return res.body.data.accessToken as string;
}

/**
 * [path with Saber's query, what its page reads of `data`]. Not yet as Saber reads them: role, dept,
 * menu and dict `list` (Saber's tree tables want the tree array, this server answers a page).
 */
const LISTS: [string, 'page' | 'array'][] = [
  ['/api/blade-system/user/list?current=1&size=10', 'page'],
  ['/api/blade-system/post/list?current=1&size=10', 'page'],
  ['/api/blade-system/param/list?current=1&size=10', 'page'],
  ['/api/blade-system/tenant/list?current=1&size=10', 'page'],
  ['/api/blade-system/client/list?current=1&size=10', 'page'],
  ['/api/blade-system/topmenu/list?current=1&size=10', 'page'],
  ['/api/blade-log/api/list?current=1&size=10', 'page'],
  ['/api/blade-log/usual/list?current=1&size=10', 'page'],
  ['/api/blade-log/error/list?current=1&size=10', 'page'],
  ['/api/blade-desk/notice/list?current=1&size=10', 'page'],
  ['/api/blade-develop/code/list?current=1&size=10', 'page'],
  ['/api/blade-develop/datasource/list?current=1&size=10', 'page'],
  ['/api/blade-report/report/rest/list?current=1&size=10', 'page'],
];

const TREES = [
  '/api/blade-system/menu/routes',
  '/api/blade-system/menu/buttons',
  '/api/blade-system/menu/top-menu',
  '/api/blade-system/menu/grant-tree',
  '/api/blade-system/dept/tree',
  '/api/blade-system/role/tree',
  '/api/blade-system/dict/tree?code=DICT',
  '/api/blade-system/region/lazy-tree?parentCode=00',
  '/api/blade-system/post/select',
  '/api/blade-system/user/info',
  '/api/blade-system/tenant/info?domain=localhost',
];

describe('the Saber client’s calls', () => {
  let token: string | undefined;
  /** One sign-in for the file, as Saber signs in once and keeps its token. */
  const signedIn = async (s: TestServer) => (token ??= await saberSignIn(s, '000000', 'admin', 'admin'));

  it.each(LISTS)('GET %s answers its %s in the R envelope', async (path, shape) => {
    const s = server();
    const res = await s.call('GET', path, { token: await signedIn(s) });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ code: 200, success: true });
    if (shape === 'page') expect(res.body.data).toMatchObject({ records: expect.any(Array), total: expect.any(Number) });
    else expect(Array.isArray(res.body.data)).toBe(true);
  });

  it.each(TREES)('GET %s answers in the R envelope', async (path) => {
    const s = server();
    const res = await s.call('GET', path, { token: await signedIn(s) });
    expect(res.body).toMatchObject({ code: 200, success: true });
  });
});
