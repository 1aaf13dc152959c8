import { describe, expect, it } from 'vitest';
import { DEALER_ADMIN, HOSPITAL_ADMIN, HOSPITAL_CLERK, PLATFORM_ADMIN, useServer, type TestServer } from '../../../../test/harness';
import { describeTenantIsolation } from '../../../../test/cross-tenant';

const server = useServer();
let seq = 0;
const sample = (extra: Record<string, unknown> = {}) => ({ code: `top_${++seq}_${Date.now()}`, name: `工作台${seq}`, source: 'desktop', path: '/desk', sort: seq, ...extra });

type Node = { id: string; code: string; title?: string; children?: Node[] };
const flatten = (nodes: Node[]): Node[] => nodes.flatMap((n) => [n, ...flatten(n.children ?? [])]);

async function menuIds(s: TestServer): Promise<Record<string, string>> {
  const list = (await s.call('GET', '/api/blade-system/menu/list?size=1000', { token: await s.login(PLATFORM_ADMIN) })).body.data.records;
  return Object.fromEntries(flatten(list).map((m) => [m.code, m.id]));
}
async function add(s: TestServer, token: string, body: Record<string, unknown>) {
  const res = await s.call('POST', '/api/blade-system/topmenu/submit', { token, body });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as { id: string; code: string; version: number };
}

describe('top menus', () => {
  it('adds, lists, edits and deletes, and shows them in the top bar', async () => {
    const s = server();
    const token = await s.login(HOSPITAL_ADMIN);
    const top = await add(s, token, sample({ name: '采购' }));
    expect(top).toMatchObject({ tenantId: '100001', name: '采购', version: 1 });
    const list = (await s.call('GET', '/api/blade-system/topmenu/list?name=采购', { token })).body.data;
    expect(list).toMatchObject({ total: 1, records: [{ id: top.id }] });
    const edited = await s.call('POST', '/api/blade-system/topmenu/submit', { token, body: { ...sample(), code: top.code, id: top.id, version: 1, name: '采购中心' } });
    expect(edited.body.data).toMatchObject({ name: '采购中心', version: 2 });
    const bar = (await s.call('GET', '/api/blade-system/menu/top-menu', { token })).body.data;
    expect(bar.map((t: Node) => t.id)).toContain(top.id);
    expect((await s.call('POST', '/api/blade-system/topmenu/submit', { token, body: sample({ code: top.code }) })).body).toMatchObject({ code: 409, data: { field: 'code' } });
    expect((await s.call('POST', `/api/blade-system/topmenu/remove?ids=${top.id}`, { token })).status).toBe(200);
    expect((await s.call('GET', `/api/blade-system/topmenu/detail?id=${top.id}`, { token })).status).toBe(404);
    expect((await s.call('POST', `/api/blade-system/topmenu/remove?ids=${top.id}`, { token })).status).toBe(404);
    expect((await s.call('GET', '/api/blade-system/topmenu/detail?id=x', { token })).status).toBe(400);
  });

  it.each([
    ['code', '请输入顶部菜单编号', ''],
    ['name', '请输入顶部菜单名称', undefined],
    ['sort', '请输入顶部菜单排序', 'first'],
  ])('refuses a bad %s naming it, and writes nothing', async (field, msg, value) => {
    const s = server();
    const token = await s.login(HOSPITAL_ADMIN);
    const body: Record<string, unknown> = sample({ path: `/bad/${field}` });
    body[field] = value;
    expect((await s.call('POST', '/api/blade-system/topmenu/submit', { token, body })).body).toMatchObject({ code: 400, msg, data: { field } });
    expect((await s.call('GET', `/api/blade-system/topmenu/list?path_equal=/bad/${field}`, { token })).body.data.total).toBe(0);
  });

  it('grant sets the menus of a top menu, which then narrow the routes', async () => {
    const s = server();
    const ids = await menuIds(s);
    const token = await s.login(HOSPITAL_ADMIN);
    const tree = flatten((await s.call('GET', '/api/blade-system/menu/grant-top-tree', { token })).body.data);
    expect(tree.map((n) => n.id)).toEqual(expect.arrayContaining([ids.system, ids.param, ids.role]));
    expect(tree.map((n) => n.id)).not.toContain(ids.param_add);
    expect(tree.map((n) => n.id)).not.toContain(ids.tenant);

    const a = await add(s, token, sample());
    const b = await add(s, token, sample());
    const res = await s.call('POST', '/api/blade-system/topmenu/grant', { token, body: { topMenuIds: [a.id, b.id], menuIds: [ids.system, ids.param] } });
    expect(res.body).toMatchObject({ code: 200, success: true });
    expect((await s.call('GET', `/api/blade-system/menu/top-tree-keys?topMenuIds=${a.id}`, { token })).body.data.menu.sort()).toEqual([ids.system, ids.param].sort());
    const routes = flatten((await s.call('GET', `/api/blade-system/menu/routes?topMenuId=${a.id}`, { token })).body.data).map((m) => m.code);
    expect(routes).toEqual(['system', 'param']);

    await s.call('POST', '/api/blade-system/topmenu/grant', { token, body: { topMenuIds: `${a.id}`, menuIds: `${ids.role}` } });
    expect((await s.call('GET', `/api/blade-system/menu/top-tree-keys?topMenuIds=${a.id}`, { token })).body.data).toEqual({ menu: [ids.role] });
    expect((await s.call('GET', `/api/blade-system/menu/top-tree-keys?topMenuIds=${b.id}`, { token })).body.data.menu).toHaveLength(2);
  });

  it('grant refuses buttons, platform menus, bad ids and missing top menus, changing nothing', async () => {
    const s = server();
    const ids = await menuIds(s);
    const token = await s.login(HOSPITAL_ADMIN);
    const top = await add(s, token, sample());
    await s.call('POST', '/api/blade-system/topmenu/grant', { token, body: { topMenuIds: [top.id], menuIds: [ids.param] } });
    for (const menuIds of [[ids.param_add], [ids.tenant], ['12345'], ['x']]) {
      const res = await s.call('POST', '/api/blade-system/topmenu/grant', { token, body: { topMenuIds: [top.id], menuIds } });
      expect(res.body, menuIds[0]).toMatchObject({ code: 400, data: { field: 'menuIds' } });
    }
    expect((await s.call('POST', '/api/blade-system/topmenu/grant', { token, body: { menuIds: [ids.param] } })).body).toMatchObject({ code: 400, msg: '请选择顶部菜单', data: { field: 'topMenuIds' } });
    expect((await s.call('POST', '/api/blade-system/topmenu/grant', { token, body: { topMenuIds: ['123'], menuIds: [ids.param] } })).status).toBe(404);
    const dealerTop = await add(s, await s.login(DEALER_ADMIN), sample());
    expect((await s.call('POST', '/api/blade-system/topmenu/grant', { token, body: { topMenuIds: [dealerTop.id], menuIds: [ids.param] } })).status).toBe(404);
    expect((await s.call('GET', `/api/blade-system/menu/top-tree-keys?topMenuIds=${dealerTop.id}`, { token })).status).toBe(404);
    expect((await s.call('GET', '/api/blade-system/menu/top-tree-keys', { token })).body).toMatchObject({ code: 400, data: { field: 'topMenuIds' } });
    expect((await s.call('GET', `/api/blade-system/menu/top-tree-keys?topMenuIds=${top.id}`, { token })).body.data).toEqual({ menu: [ids.param] });
  });

  it('enforces the codes: a clerk reaches none of it', async () => {
    const s = server();
    const clerk = await s.login(HOSPITAL_CLERK);
    const top = await add(s, await s.login(HOSPITAL_ADMIN), sample());
    for (const url of ['topmenu/list', `topmenu/detail?id=${top.id}`, 'menu/grant-top-tree', `menu/top-tree-keys?topMenuIds=${top.id}`]) {
      expect((await s.call('GET', `/api/blade-system/${url}`, { token: clerk })).status, url).toBe(403);
    }
    expect((await s.call('POST', '/api/blade-system/topmenu/submit', { token: clerk, body: sample() })).status).toBe(403);
    expect((await s.call('POST', '/api/blade-system/topmenu/submit', { token: clerk, body: { ...sample(), id: top.id } })).status).toBe(403);
    expect((await s.call('POST', `/api/blade-system/topmenu/remove?ids=${top.id}`, { token: clerk })).status).toBe(403);
    expect((await s.call('POST', '/api/blade-system/topmenu/grant', { token: clerk, body: { topMenuIds: [top.id], menuIds: [] } })).status).toBe(403);
  });
});

describeTenantIsolation(server, { base: '/blade-system/topmenu', sample: () => sample(), changeField: 'name' });
