import { describe, expect, it } from 'vitest';
import { HOSPITAL_ADMIN, HOSPITAL_CLERK, PLATFORM_ADMIN, useServer, type TestServer } from '../../../../test/harness';
import { describeTenantIsolation } from '../../../../test/cross-tenant';

const server = useServer();
let seq = 0;
const sample = (extra: Record<string, unknown> = {}) => ({
  code: `page_${++seq}_${Date.now()}`,
  name: `测试页面${seq}`,
  alias: 'menu',
  path: `/test/page${seq}`,
  source: 'file',
  sort: seq,
  category: 1,
  action: 0,
  isOpen: 1,
  remark: 'r',
  ...extra,
});

type Node = { id: string; parentId: string; code: string; category: number; platformOnly?: number; hasChildren?: boolean; children?: Node[] };
const flatten = (nodes: Node[]): Node[] => nodes.flatMap((n) => [n, ...flatten(n.children ?? [])]);

async function ids(s: TestServer, token: string): Promise<Record<string, Node>> {
  const list = (await s.call('GET', '/api/blade-system/menu/list?size=1000', { token })).body.data.records as Node[];
  return Object.fromEntries(flatten(list).map((m) => [m.code, m]));
}
async function add(s: TestServer, token: string, body: Record<string, unknown>) {
  const res = await s.call('POST', '/api/blade-system/menu/submit', { token, body });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as Node & { version: number };
}

describe('menu administration', () => {
  it('lists menus and buttons as a tree, one level lazily, and menus alone', async () => {
    const s = server();
    const token = await s.login(PLATFORM_ADMIN);
    const page = (await s.call('GET', '/api/blade-system/menu/list', { token })).body.data;
    expect(page).toMatchObject({ total: 13, current: 1, size: 10 });
    expect(page.records.map((r: Node) => r.code)).toEqual(['system', 'authority', 'base', 'tool', 'desk', 'resource', 'log', 'message_centre', 'report_centre', 'scm']);
    const byCode = await ids(s, token);
    expect(byCode.param_add).toMatchObject({ category: 2, parentId: byCode.param.id });
    const second = (await s.call('GET', '/api/blade-system/menu/list?current=2&size=2', { token })).body.data;
    expect(second.records.map((r: Node) => r.code)).toEqual(['base', 'tool']);

    const found = (await s.call('GET', '/api/blade-system/menu/list?code=param_a', { token })).body.data.records;
    expect(found.map((r: Node) => r.code)).toEqual(['param_add']);

    const roots = (await s.call('GET', '/api/blade-system/menu/lazy-list', { token })).body.data as Node[];
    expect(roots.map((r) => [r.code, r.hasChildren])).toEqual([['system', true], ['authority', true], ['base', true], ['tool', true], ['desk', true], ['resource', true], ['log', true], ['message_centre', true], ['report_centre', true], ['scm', true], ['wf_design', true], ['wf_work', true], ['wf_monitor', true]]);
    const params = (await s.call('GET', `/api/blade-system/menu/lazy-list?parentId=${byCode.param.id}`, { token })).body.data as Node[];
    expect(params.map((r) => r.code)).toEqual(['param_add', 'param_edit', 'param_delete', 'param_view']);
    const menusOnly = (await s.call('GET', `/api/blade-system/menu/lazy-menu-list?parentId=${byCode.system.id}`, { token })).body.data as Node[];
    expect(menusOnly.find((r) => r.code === 'param')).toMatchObject({ hasChildren: false });
    expect((await s.call('GET', `/api/blade-system/menu/lazy-menu-list?parentId=${byCode.param.id}`, { token })).body.data).toEqual([]);

    const flat = (await s.call('GET', '/api/blade-system/menu/menu-list', { token })).body.data as Node[];
    expect(flat.every((m) => m.category === 1 && m.children === undefined)).toBe(true);
    expect(flat.map((m) => m.code)).toEqual(expect.arrayContaining(['system', 'param', 'tenant']));
    expect((await s.call('GET', `/api/blade-system/menu/detail?id=${byCode.param.id}`, { token })).body.data).toMatchObject({ code: 'param', path: '/system/param' });
    expect((await s.call('GET', '/api/blade-system/menu/lazy-list?parentId=x', { token })).status).toBe(400);
    expect((await s.call('GET', '/api/blade-system/menu/lazy-menu-list?parentId=1,2', { token })).body).toMatchObject({ code: 400, data: { field: 'parentId' } });
    expect((await s.call('GET', '/api/blade-system/menu/menu-list?category_ge=x', { token })).body).toMatchObject({ code: 400, data: { field: 'category_ge' } });
    expect((await s.call('GET', '/api/blade-system/menu/detail?id=123', { token })).status).toBe(404);
    expect((await s.call('GET', '/api/blade-system/menu/list?password=1', { token })).status).toBe(400);
  });

  it('adds, edits and deletes menus with unique codes and a sane parent', async () => {
    const s = server();
    const token = await s.login(PLATFORM_ADMIN);
    const byCode = await ids(s, token);
    const page = await add(s, token, sample({ parentId: byCode.system.id }));
    const button = await add(s, token, sample({ parentId: page.id, category: 2, alias: 'add', action: 1 }));
    expect(button).toMatchObject({ parentId: page.id, category: 2, action: 1, platformOnly: 0, version: 1 });

    const dup = await s.call('POST', '/api/blade-system/menu/submit', { token, body: sample({ code: page.code }) });
    expect(dup).toMatchObject({ status: 409, body: { msg: '菜单编号已存在', data: { field: 'code' } } });
    for (const parentId of [page.id, button.id, '999']) {
      const res = await s.call('POST', '/api/blade-system/menu/submit', { token, body: { ...sample(), code: page.code, id: page.id, parentId } });
      expect(res.body, parentId).toMatchObject({ code: 400, data: { field: 'parentId' } });
    }
    const edited = await s.call('POST', '/api/blade-system/menu/submit', { token, body: { ...sample(), code: page.code, id: page.id, version: 1, parentId: byCode.system.id, name: '改名' } });
    expect(edited.body.data).toMatchObject({ name: '改名', version: 2 });

    const refused = await s.call('POST', `/api/blade-system/menu/remove?ids=${page.id}`, { token });
    expect(refused.body).toMatchObject({ code: 400, msg: '请先删除子菜单', data: { field: 'ids' } });
    expect((await s.call('POST', `/api/blade-system/menu/remove?ids=${page.id},${button.id}`, { token })).status).toBe(200);
    expect((await s.call('GET', `/api/blade-system/menu/detail?id=${page.id}`, { token })).status).toBe(404);
    expect((await s.call('POST', '/api/blade-system/menu/remove?ids=123', { token })).status).toBe(404);
    expect((await s.call('POST', '/api/blade-system/menu/submit', { token, body: { ...sample(), id: '123' } })).status).toBe(404);
  });

  it.each([
    ['code', '请输入菜单编号', ''],
    ['name', '请输入菜单名称', undefined],
    ['sort', '请输入菜单排序', undefined],
    ['category', '请选择菜单类型', 3],
    ['action', '请选择按钮功能', 9],
    ['isOpen', '请选择新窗口打开', 'x'],
  ])('refuses a bad %s naming it, and writes nothing', async (field, msg, value) => {
    const s = server();
    const token = await s.login(PLATFORM_ADMIN);
    const body: Record<string, unknown> = sample();
    body[field] = value;
    const res = await s.call('POST', '/api/blade-system/menu/submit', { token, body });
    expect(res.body).toMatchObject({ code: 400, success: false, msg, data: { field } });
    if (field !== 'code') expect((await s.call('GET', `/api/blade-system/menu/list?code_equal=${body.code}`, { token })).body.data.total).toBe(0);
  });

  it('keeps platform-only menus from tenants: children inherit it, and tenants lose it when it is set', async () => {
    const s = server();
    const token = await s.login(PLATFORM_ADMIN);
    const byCode = await ids(s, token);
    const under = await add(s, token, sample({ parentId: byCode.tenant.id }));
    expect(under.platformOnly).toBe(1);

    const hospital = await s.login(HOSPITAL_ADMIN);
    const routes = async () => flatten((await s.call('GET', '/api/blade-system/menu/routes', { token: await s.login(HOSPITAL_ADMIN) })).body.data).map((m) => m.code);
    expect(await routes()).toContain('post');
    const post = byCode.post;
    await add(s, token, { ...sample(), id: post.id, parentId: post.parentId, code: 'post', name: '岗位管理', path: '/system/post', platformOnly: 1 });
    expect(await routes()).not.toContain('post');
    const after = await ids(s, token);
    expect([after.post.platformOnly, after.post_add.platformOnly]).toEqual([1, 1]);
    const grantable = flatten((await s.call('GET', '/api/blade-system/menu/grant-tree', { token: hospital })).body.data.menu).map((n) => n.id);
    expect(grantable).not.toContain(post.id);
  });

  it('writes are the platform administrator’s; reads need the menu code', async () => {
    const s = server();
    const platform = await s.login(PLATFORM_ADMIN);
    const byCode = await ids(s, platform);
    for (const who of [HOSPITAL_ADMIN, HOSPITAL_CLERK]) {
      const token = await s.login(who);
      for (const url of ['list', 'lazy-list', 'lazy-menu-list', 'menu-list', `detail?id=${byCode.param.id}`]) {
        expect((await s.call('GET', `/api/blade-system/menu/${url}`, { token })).status, url).toBe(403);
      }
      expect((await s.call('POST', '/api/blade-system/menu/submit', { token, body: sample() })).status).toBe(403);
      expect((await s.call('POST', `/api/blade-system/menu/remove?ids=${byCode.param_view.id}`, { token })).status).toBe(403);
    }
    expect((await s.call('GET', `/api/blade-system/menu/detail?id=${byCode.param_view.id}`, { token: platform })).status).toBe(200);
  });
});

describeTenantIsolation(server, { base: '/blade-system/menu', sample: () => sample(), changeField: 'name', owner: PLATFORM_ADMIN, intruder: HOSPITAL_ADMIN, platformOnly: true });
