import { beforeAll, describe, expect, it } from 'vitest';
import { HOSPITAL_ADMIN, HOSPITAL_CLERK, PLATFORM_ADMIN, useServer, type TestServer } from '../../../../test/harness';
import { describeTenantIsolation } from '../../../../test/cross-tenant';

const server = useServer();
let seq = 0;
let paramMenu = '';
const sample = (extra: Record<string, unknown> = {}) => ({
  menuId: paramMenu,
  resourceCode: `param_api_${++seq}`,
  scopeName: `参数列表接口${seq}`,
  scopePath: 'GET /api/blade-system/param/list',
  scopeType: 1,
  remark: 'r',
  ...extra,
});

type Node = { id: string; code: string; children?: Node[] };
const flatten = (nodes: Node[]): Node[] => nodes.flatMap((n) => [n, ...flatten(n.children ?? [])]);

async function menuIds(s: TestServer, token: string): Promise<Record<string, string>> {
  const list = (await s.call('GET', '/api/blade-system/menu/list?size=1000', { token })).body.data.records;
  const ids = Object.fromEntries(flatten(list).map((m) => [m.code, m.id]));
  paramMenu = ids.param;
  return ids;
}

// Scopes hang under the parameter page; its id is read once the server is up.
beforeAll(async () => {
  const s = server();
  await menuIds(s, await s.login(PLATFORM_ADMIN));
});

describe('API scopes', () => {
  it('adds, lists by menu and name, edits and deletes', async () => {
    const s = server();
    const token = await s.login(PLATFORM_ADMIN);
    const added = await s.call('POST', '/api/blade-system/api-scope/submit', { token, body: sample({ scopeName: '参数-列表' }) });
    expect(added.body.data).toMatchObject({ menuId: paramMenu, scopePath: 'GET /api/blade-system/param/list', scopeType: 1, version: 1 });
    const id = added.body.data.id;
    const list = (await s.call('GET', `/api/blade-system/api-scope/list?menuId=${paramMenu}&scopeName=${encodeURIComponent('参数-列')}`, { token })).body.data;
    expect(list).toMatchObject({ total: 1, records: [{ id }] });
    const edited = await s.call('POST', '/api/blade-system/api-scope/submit', { token, body: { ...sample(), id, version: 1, scopePath: '/api/blade-system/param/detail', scopeType: '2' } });
    expect(edited.body.data).toMatchObject({ scopePath: '/api/blade-system/param/detail', scopeType: 2, version: 2 });
    expect((await s.call('POST', `/api/blade-system/api-scope/remove?ids=${id}`, { token })).status).toBe(200);
    expect((await s.call('GET', `/api/blade-system/api-scope/detail?id=${id}`, { token })).status).toBe(404);
    expect((await s.call('POST', '/api/blade-system/api-scope/remove?ids=123', { token })).status).toBe(404);
    expect((await s.call('POST', '/api/blade-system/api-scope/submit', { token, body: { ...sample(), id: '123' } })).status).toBe(404);
  });

  it('accepts a method with a route template, or a path for any method', async () => {
    const s = server();
    const token = await s.login(PLATFORM_ADMIN);
    for (const scopePath of ['POST /api/blade-system/param/submit', 'GET /api/blade-desk/notice/:id', '/api/blade-system/param/list']) {
      expect((await s.call('POST', '/api/blade-system/api-scope/submit', { token, body: sample({ scopePath }) })).status, scopePath).toBe(200);
    }
  });

  it.each([
    ['scopePath', '请输入接口地址', ''],
    ['scopePath', '接口地址须为“方法 /api/路径”或“/api/路径”', 'get /api/blade-system/param/list'],
    ['scopePath', '接口地址须为“方法 /api/路径”或“/api/路径”', 'GET /blade-system/param/list'],
    ['scopePath', '接口地址须为“方法 /api/路径”或“/api/路径”', '/api/blade-system/../param'],
    ['scopePath', '接口地址须为“方法 /api/路径”或“/api/路径”', 'GET /api/param/list?x=1'],
    ['scopeType', '请选择接口类型', 3],
    ['menuId', '请选择所属菜单', undefined],
    ['menuId', '所属菜单不存在', '12345'],
    ['resourceCode', '请输入权限编号', ' '],
    ['scopeName', '请输入权限名称', ''],
  ])('refuses a bad %s (%s), writing nothing', async (field, msg, value) => {
    const s = server();
    const token = await s.login(PLATFORM_ADMIN);
    const remark = `bad-${++seq}`;
    const body: Record<string, unknown> = sample({ remark });
    body[field] = value;
    expect((await s.call('POST', '/api/blade-system/api-scope/submit', { token, body })).body).toMatchObject({ code: 400, msg, data: { field } });
    expect((await s.call('GET', `/api/blade-system/api-scope/list?remark_equal=${remark}`, { token })).body.data.total).toBe(0);
  });

  it('answers validation messages in English when asked', async () => {
    const s = server();
    const token = await s.login(PLATFORM_ADMIN);
    const res = await s.call('POST', '/api/blade-system/api-scope/submit', { token, body: sample({ scopePath: 'nowhere' }), headers: { 'accept-language': 'en' } });
    expect(res.body.msg).toBe('The API path must be "METHOD /api/path" or "/api/path"');
  });

  it('is out of reach of tenant administrators and clerks', async () => {
    const s = server();
    const platform = await s.login(PLATFORM_ADMIN);
    const id = (await s.call('POST', '/api/blade-system/api-scope/submit', { token: platform, body: sample() })).body.data.id;
    for (const who of [HOSPITAL_ADMIN, HOSPITAL_CLERK]) {
      const token = await s.login(who);
      expect((await s.call('GET', '/api/blade-system/api-scope/list', { token })).status).toBe(403);
      expect((await s.call('GET', `/api/blade-system/api-scope/detail?id=${id}`, { token })).status).toBe(403);
      expect((await s.call('POST', '/api/blade-system/api-scope/submit', { token, body: sample() })).status).toBe(403);
      expect((await s.call('POST', `/api/blade-system/api-scope/remove?ids=${id}`, { token })).status).toBe(403);
    }
  });
});

describeTenantIsolation(server, {
  base: '/blade-system/api-scope',
  sample: () => sample(),
  changeField: 'scopeName',
  owner: PLATFORM_ADMIN,
  intruder: HOSPITAL_ADMIN,
  platformOnly: true,
});
