import { sm2 } from 'sm-crypto';
import { describe, expect, it } from 'vitest';
import { newSm2KeyPair } from '../../src/modules/auth/spring-blade/sm2-password';
import { useServer, type Answer, type TestServer } from '../harness';

/**
 * The open-source Saber client (SpringBlade 4.x, its vue2 branch) against this server: it signs in on
 * /blade-auth/token with its SM2-encrypted password, then makes the GET calls of its src/api/**.js
 * with the parameters it sends, and reads `code` and `data` of the R envelope. Each call here is one
 * of those, with what its page reads.
 */
const keys = newSm2KeyPair();
const server = useServer({ SM2_PRIVATE_KEY: keys.privateKey });

/** Saber's own client header (saber:saber_secret), which selects SpringBlade's shapes. */
const SABER = { authorization: `Basic ${Buffer.from('saber:saber_secret').toString('base64')}` };
const saberGet = (s: TestServer, path: string, token: string): Promise<Answer> => s.call('GET', path, { token, headers: SABER });

async function saberSignIn(s: TestServer, tenantId: string, account: string, password: string): Promise<string> {
  const captcha = (await s.call('GET', '/api/blade-auth/captcha', { headers: SABER })).body.data;
  const code = (await s.call('GET', `/api/test-hooks/captcha?key=${captcha.key}`)).body.data.answer as string;
  const params = new URLSearchParams({ grantType: 'captcha', tenantId, account, password: sm2.doEncrypt(password, keys.publicKey, 0), type: 'account' });
  const res = await s.call('POST', `/api/blade-auth/token?${params}`, { headers: { ...SABER, 'captcha-key': captcha.key, 'captcha-code': code } });
  expect(res.body).toMatchObject({ code: 200, success: true });
  return res.body.data.accessToken as string;
}

/** [path with Saber's query, what its page reads of `data`]: role, dept, menu and dict are tree tables. */
const LISTS: [string, 'page' | 'array'][] = [
  ['/api/blade-system/role/list?current=1&size=10', 'array'],
  ['/api/blade-system/dept/list?current=1&size=10', 'array'],
  ['/api/blade-system/menu/list?current=1&size=10', 'array'],
  ['/api/blade-system/dict/list?current=1&size=10', 'array'],
  ['/api/blade-system/region/select', 'array'],
  ['/api/blade-system/region/select?code=11', 'array'],
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
    const res = await saberGet(s, path, await signedIn(s));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ code: 200, success: true });
    if (shape === 'page') expect(res.body.data).toMatchObject({ records: expect.any(Array), total: expect.any(Number) });
    else expect(Array.isArray(res.body.data)).toBe(true);
  });

  it.each(TREES)('GET %s answers in the R envelope', async (path) => {
    const s = server();
    const res = await saberGet(s, path, await signedIn(s));
    expect(res.body).toMatchObject({ code: 200, success: true });
  });

  it('reads the tree tables whole: children under their parents, every root there', async () => {
    const s = server();
    const token = await signedIn(s);
    const menus = (await saberGet(s, '/api/blade-system/menu/list?current=1&size=10', token)).body.data as { id: string; children?: { parentId: string }[] }[];
    // More roots than one page of ten, as the tree table shows them all.
    expect(menus.length).toBeGreaterThan(10);
    const parent = menus.find((m) => m.children?.length)!;
    expect(parent.children!.every((child) => child.parentId === parent.id)).toBe(true);
    const dicts = (await saberGet(s, '/api/blade-system/dict/list?current=1&size=10&code=sex', token)).body.data as { code: string; children?: { dictValue: string }[] }[];
    expect(dicts).toHaveLength(1);
    expect(dicts[0].children!.map((c) => c.dictValue)).toEqual(expect.arrayContaining(['男', '女']));
    // The product's own client reads the same lists as pages.
    const ours = await s.call('GET', '/api/blade-system/menu/list?current=1&size=10', { token: await s.login({ tenantId: '000000', username: 'admin', password: 'admin' }) });
    expect(ours.body.data).toMatchObject({ records: expect.any(Array), total: menus.length, size: 10 });
  });

  let rowsAdded: Promise<void> | undefined;
  /** A post and a data scope, as Saber's pages add them (the platform tenant starts with neither). */
  const labelledRows = (s: TestServer, token: string) =>
    (rowsAdded ??= (async () => {
      const post = await s.call('POST', '/api/blade-system/post/submit', { token, headers: SABER, body: { category: 1, postCode: 'saber-post', postName: '院长', sort: 1 } });
      const menus = (await saberGet(s, '/api/blade-system/menu/list', token)).body.data as { id: string }[];
      const scope = await s.call('POST', '/api/blade-system/data-scope/submit', { token, headers: SABER, body: { menuId: menus[0].id, resourceCode: 'saber_scope', scopeName: '本部门', scopeType: 3 } });
      expect([post.body.code, scope.body.code]).toEqual([200, 200]);
    })());

  // Saber prints these fields of the rows as they are (tags and columns without a dictionary of their own).
  it.each([
    ['/api/blade-system/user/list?current=1&size=10', ['roleName', 'deptName']],
    ['/api/blade-system/post/list?current=1&size=10', ['categoryName']],
    ['/api/blade-desk/notice/list?current=1&size=10', ['categoryName']],
    ['/api/blade-system/data-scope/list?current=1&size=10', ['scopeTypeName']],
    ['/api/blade-system/dept/list?current=1&size=10', ['fullName']],
  ])('%s gives the label fields Saber prints: %s', async (path, fields) => {
    const s = server();
    const token = await signedIn(s);
    await labelledRows(s, token);
    const data = (await saberGet(s, path, token)).body.data;
    const rows = (Array.isArray(data) ? data : data.records) as Record<string, unknown>[];
    expect(rows.length).toBeGreaterThan(0);
    for (const field of fields) expect(rows.filter((row) => typeof row[field] === 'string' && row[field] !== ''), field).toHaveLength(rows.length);
  });

  it("draws its sidebar from the routes with icons of its own iconfont", async () => {
    const s = server();
    type Route = { source: string; children?: Route[] };
    const routes = (await saberGet(s, '/api/blade-system/menu/routes', await signedIn(s))).body.data as Route[];
    const all = (nodes: Route[]): Route[] => nodes.flatMap((n) => [n, ...all(n.children ?? [])]);
    expect(all(routes).length).toBeGreaterThan(10);
    expect(all(routes).every((r) => /^iconfont iconicon_\w+$/.test(r.source))).toBe(true);
    expect(routes.map((r) => r.source)).toContain('iconfont iconicon_setting');
  });

  it('reads the top-menu grant tree as { menu }, the region cascade by code, and the client list with its secrets masked', async () => {
    const s = server();
    const token = await signedIn(s);
    const grant = (await saberGet(s, '/api/blade-system/menu/grant-top-tree', token)).body.data;
    expect(grant.menu).toEqual(expect.arrayContaining([expect.objectContaining({ title: expect.any(String), key: expect.any(String) })]));
    // A province with one city, as the region page adds them (the test database has no divisions).
    for (const [code, parentCode, name] of [['87', '00', '测试省'], ['8701', '87', '测试市']]) {
      expect((await s.call('POST', '/api/blade-system/region/submit', { token, headers: SABER, body: { code, parentCode, name, sort: 1 } })).body.code).toBe(200);
    }
    const provinces = (await saberGet(s, '/api/blade-system/region/select', token)).body.data as { code: string; name: string }[];
    expect(provinces).toEqual(expect.arrayContaining([expect.objectContaining({ code: '87', name: '测试省' })]));
    const cities = (await saberGet(s, '/api/blade-system/region/select?code=87', token)).body.data as { code: string; parentCode: string }[];
    expect(cities.map((c) => [c.code, c.parentCode])).toEqual([['8701', '87']]);
    expect((await saberGet(s, '/api/blade-system/region/select?code=x1', token)).status).toBe(400);
    const clients = (await saberGet(s, '/api/blade-system/client/list?current=1&size=10', token)).body.data.records as { clientSecret: string }[];
    expect(clients.map((c) => c.clientSecret)).toEqual(clients.map(() => '******'));
  });

  it("a hospital's administrator signs in with Saber: its user, dept and role pages read only that tenant, the tenant column's picker included", async () => {
    const s = server();
    const token = await saberSignIn(s, '100001', 'admin', 'admin');
    const tenants = (await saberGet(s, '/api/blade-system/tenant/select', token)).body.data as { tenantId: string }[];
    expect(tenants.map((t) => t.tenantId)).toEqual(['100001']);
    const users = (await saberGet(s, '/api/blade-system/user/list?current=1&size=100', token)).body.data.records as { tenantId: string }[];
    expect(users.length).toBeGreaterThan(1);
    const depts = (await saberGet(s, '/api/blade-system/dept/list', token)).body.data as { tenantId: string }[];
    const roles = (await saberGet(s, '/api/blade-system/role/list', token)).body.data as { tenantId: string }[];
    for (const row of [...users, ...depts, ...roles]) expect(row.tenantId).toBe('100001');
    expect((await saberGet(s, '/api/blade-system/tenant/list?current=1&size=10', token)).body.code).toBe(403);
  });

  /** [page, submit path, the body its form sends (avue adds `$`-prefixed labels), remove path]. */
  const DIALOGS: [string, string, Record<string, unknown>, string][] = [
    ['dept', '/api/blade-system/dept/submit', { deptName: 'Saber 科室', fullName: 'Saber 测试科室', parentId: '', sort: 9, remark: '', tenantId: '000000', $tenantId: '管理组' }, '/api/blade-system/dept/remove'],
    ['post', '/api/blade-system/post/submit', { category: 1, $category: '高层', postCode: 'saber_post', postName: 'Saber 岗位', sort: 9, remark: '', tenantId: '000000' }, '/api/blade-system/post/remove'],
    ['param', '/api/blade-system/param/submit', { paramName: 'Saber 参数', paramKey: 'saber.dialog.key', paramValue: '1' }, '/api/blade-system/param/remove'],
    ['dict', '/api/blade-system/dict/submit', { code: 'saber_dict', dictKey: '-1', dictValue: 'Saber 字典', parentId: '', sort: 9, remark: '' }, '/api/blade-system/dict/remove'],
    ['menu', '/api/blade-system/menu/submit', { name: 'Saber 菜单', path: '/saber-probe', parentId: '', source: 'iconfont iconicon_setting', code: 'saber_probe', alias: 'menu', category: 1, action: 0, isOpen: 1, sort: 99, remark: '' }, '/api/blade-system/menu/remove'],
    ['topmenu', '/api/blade-system/topmenu/submit', { name: 'Saber 顶部', code: 'saber_top', source: 'iconfont iconicon_setting', path: '/saber-top', sort: 9 }, '/api/blade-system/topmenu/remove'],
    ['notice', '/api/blade-desk/notice/submit', { title: 'Saber 通知', category: 1, $category: '发布通知', releaseTime: '2026-11-28 09:00:00', content: '<p>来自 Saber</p>' }, '/api/blade-desk/notice/remove'],
    ['role', '/api/blade-system/role/submit', { roleName: 'Saber 角色', roleAlias: 'saber_role', parentId: '', sort: 9, tenantId: '000000' }, '/api/blade-system/role/remove'],
    ['client', '/api/blade-system/client/submit', { clientId: 'saberprobe', clientSecret: 'probe_secret', scope: 'all', authorizedGrantTypes: 'refresh_token,password', resourceIds: '', webServerRedirectUri: '', authorities: '', additionalInformation: '', autoapprove: '', accessTokenValidity: 3600, refreshTokenValidity: 604800 }, '/api/blade-system/client/remove'],
    ['tenant', '/api/blade-system/tenant/submit', { tenantName: 'Saber 租户', linkman: '张三', contactNumber: '13800138000', address: '云州', domain: '' }, '/api/blade-system/tenant/remove'],
  ];

  it.each(DIALOGS)("adds, edits and deletes on Saber's %s dialog with the body its form sends", async (_page, submit, body, remove) => {
    const s = server();
    const token = await signedIn(s);
    const post = (path: string, payload?: unknown) => s.call('POST', path, { token, headers: SABER, ...(payload ? { body: payload } : {}) });
    const added = await post(submit, body);
    expect(added.body, JSON.stringify(added.body)).toMatchObject({ code: 200, success: true });
    const id = String(added.body.data.id);
    const detail = await saberGet(s, `${submit.replace(/submit$/, 'detail')}?id=${id}`, token);
    expect(detail.body).toMatchObject({ code: 200, data: { id } });
    // Saber's edit sends the detail back whole, with the field changed.
    const edited = await post(submit, { ...detail.body.data, remark: 'edited by Saber', sort: 10 });
    expect(edited.body, JSON.stringify(edited.body)).toMatchObject({ code: 200, success: true });
    const removed = await post(`${remove}?ids=${id}`);
    expect(removed.body).toMatchObject({ code: 200, success: true });
  });

  // Saber's user page sends the new user's password in clear (SpringBlade hashes it on the server),
  // with roles and depts joined by commas; its info page changes the password in clear as query parameters.
  it("adds a user as Saber's user page does, who signs in with Saber and changes the password as its info page does", async () => {
    const s = server();
    const token = await signedIn(s);
    const role = ((await saberGet(s, '/api/blade-system/role/list', token)).body.data as { id: string }[])[0];
    const dept = ((await saberGet(s, '/api/blade-system/dept/list', token)).body.data as { id: string }[])[0];
    const row = { account: 'saber_user', password: 'Saber#2026x', password2: 'Saber#2026x', tenantId: '000000', name: '小林', realName: '林小', roleId: role.id, deptId: dept.id, postId: '', sex: 1, $sex: '男' };
    const added = await s.call('POST', '/api/blade-system/user/submit', { token, headers: SABER, body: row });
    expect(added.body).toMatchObject({ code: 200, success: true });
    // The tenant's password policy applies as to any password set in clear.
    const weak = await s.call('POST', '/api/blade-system/user/submit', { token, headers: SABER, body: { ...row, account: 'saber_weak', password: '123' } });
    expect(weak.body).toMatchObject({ code: 400, data: { field: 'password' } });

    const own = await saberSignIn(s, '000000', 'saber_user', 'Saber#2026x');
    const params = new URLSearchParams({ oldPassword: 'Saber#2026x', newPassword: 'Saber#2027y', newPassword1: 'Saber#2027y' });
    const changed = await s.call('POST', `/api/blade-system/user/update-password?${params}`, { token: own, headers: SABER });
    expect(changed.body).toMatchObject({ code: 200, success: true });
    expect(await saberSignIn(s, '000000', 'saber_user', 'Saber#2027y')).toEqual(expect.any(String));
  });

  it("grants, resets and unlocks with the query parameters Saber's user page sends, and grants a role its menus with the body its role page sends", async () => {
    const s = server();
    const token = await signedIn(s);
    const roles = (await saberGet(s, '/api/blade-system/role/list', token)).body.data as { id: string }[];
    const post = (path: string, opts: { body?: unknown } = {}) => s.call('POST', path, { token, headers: SABER, ...opts });
    const user = { account: 'saber_clerk', password: 'Clerk#2026x', tenantId: '000000', name: '小周', realName: '周小', roleId: roles[0].id, deptId: '' };
    expect((await post('/api/blade-system/user/submit', { body: user })).body.code).toBe(200);
    const users = (await saberGet(s, '/api/blade-system/user/list?current=1&size=10&account=saber_clerk', token)).body.data.records as { id: string }[];
    for (const path of [`/api/blade-system/user/grant?userIds=${users[0].id}&roleIds=${roles[0].id}`, `/api/blade-system/user/reset-password?userIds=${users[0].id}`, `/api/blade-system/user/unlock?userIds=${users[0].id}`]) {
      expect((await post(path)).body, path).toMatchObject({ code: 200, success: true });
    }
    const grantTree = (await saberGet(s, '/api/blade-system/menu/grant-tree', token)).body.data as { menu: { id: string }[]; dataScope: unknown[] };
    const granted = await post('/api/blade-system/role/grant', { body: { roleIds: [roles[0].id], menuIds: [grantTree.menu[0].id], dataScopeIds: [] } });
    expect(granted.body).toMatchObject({ code: 200, success: true });
  });
});
