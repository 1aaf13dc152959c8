import { describe, expect, it } from 'vitest';
import { DEALER_ADMIN, HOSPITAL_ADMIN, HOSPITAL_CLERK, PLATFORM_ADMIN, useServer, type TestServer } from '../../../../test/harness';
import { describeTenantIsolation } from '../../../../test/cross-tenant';

const server = useServer();
let seq = 0;
const sample = (extra: Record<string, unknown> = {}) => ({ roleName: `测试角色${++seq}`, roleAlias: `tester_${seq}_${Date.now()}`, sort: seq, ...extra });

type Node = { id: string; parentId: string; roleName?: string; roleAlias?: string; title?: string; children?: Node[] };
const flatten = (nodes: Node[]): Node[] => nodes.flatMap((n) => [n, ...flatten(n.children ?? [])]);

async function add(s: TestServer, token: string, body: Record<string, unknown>) {
  const res = await s.call('POST', '/api/blade-system/role/submit', { token, body });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as { id: string; version: number; roleAlias: string };
}
const userIdOf = async (s: TestServer, who: typeof HOSPITAL_ADMIN) => (await s.token(who)).body.user_id as string;

describe('roles', () => {
  it('adds a tree, lists it as a page of roots, filters, edits and deletes', async () => {
    const s = server();
    const token = await s.login(HOSPITAL_ADMIN);
    const parent = await add(s, token, sample({ roleName: '药剂科主管' }));
    const child = await add(s, token, sample({ roleName: '药剂科专员', parentId: parent.id }));
    expect(child).toMatchObject({ parentId: parent.id, tenantId: '100001', version: 1 });

    const page = (await s.call('GET', '/api/blade-system/role/list?current=1&size=100', { token })).body.data;
    expect(page.records.map((r: Node) => r.roleAlias)).toEqual(expect.arrayContaining(['admin', 'user', parent.roleAlias]));
    expect(page.records.find((r: Node) => r.id === parent.id).children.map((c: Node) => c.id)).toEqual([child.id]);
    const filtered = (await s.call('GET', `/api/blade-system/role/list?roleName=${encodeURIComponent('药剂科专')}`, { token })).body.data;
    expect(filtered).toMatchObject({ total: 1, records: [{ id: child.id }] });
    expect((await s.call('GET', '/api/blade-system/role/list?password=1', { token })).body).toMatchObject({ code: 400, data: { field: 'password' } });

    const edited = await s.call('POST', '/api/blade-system/role/submit', { token, body: { ...sample(), id: child.id, version: 1, parentId: parent.id, roleName: '药剂科助理' } });
    expect(edited.body.data).toMatchObject({ roleName: '药剂科助理', version: 2 });
    expect((await s.call('GET', `/api/blade-system/role/detail?id=${child.id}`, { token })).body.data.roleName).toBe('药剂科助理');

    expect((await s.call('POST', `/api/blade-system/role/remove?ids=${parent.id},${child.id}`, { token })).status).toBe(200);
    expect((await s.call('GET', `/api/blade-system/role/detail?id=${child.id}`, { token })).status).toBe(404);
  });

  it('keeps the alias unique within a tenant only', async () => {
    const s = server();
    const token = await s.login(HOSPITAL_ADMIN);
    const first = await add(s, token, sample());
    const dup = await s.call('POST', '/api/blade-system/role/submit', { token, body: sample({ roleAlias: first.roleAlias }) });
    expect(dup).toMatchObject({ status: 409, body: { msg: '角色别名已存在', data: { field: 'roleAlias' } } });
    await add(s, await s.login(DEALER_ADMIN), sample({ roleAlias: first.roleAlias }));
  });

  it('refuses a parent that is missing, itself or below it', async () => {
    const s = server();
    const token = await s.login(HOSPITAL_ADMIN);
    const a = await add(s, token, sample());
    const b = await add(s, token, sample({ parentId: a.id }));
    for (const parentId of [a.id, b.id, '999']) {
      const res = await s.call('POST', '/api/blade-system/role/submit', { token, body: { ...sample(), id: a.id, parentId } });
      expect(res.body, parentId).toMatchObject({ code: 400, data: { field: 'parentId' } });
    }
    const dealerRole = await add(s, await s.login(DEALER_ADMIN), sample());
    expect((await s.call('POST', '/api/blade-system/role/submit', { token, body: sample({ parentId: dealerRole.id }) })).status).toBe(400);
  });

  it.each([
    ['roleName', '请输入角色名称', ''],
    ['roleAlias', '请输入角色别名', undefined],
    ['sort', '请输入角色排序', 'x'],
  ])('refuses a bad %s naming it, and writes nothing', async (field, msg, value) => {
    const s = server();
    const token = await s.login(HOSPITAL_ADMIN);
    const body: Record<string, unknown> = sample({ roleName: `无效-${field}` });
    body[field] = value;
    const res = await s.call('POST', '/api/blade-system/role/submit', { token, body });
    expect(res.body).toMatchObject({ code: 400, success: false, msg, data: { field } });
    const list = await s.call('GET', `/api/blade-system/role/list?roleName_equal=${encodeURIComponent(`无效-${field}`)}`, { token });
    expect(list.body.data.total).toBe(0);
  });

  it('refuses to delete a role users hold or one with sub-roles; missing ones are 404', async () => {
    const s = server();
    const token = await s.login(HOSPITAL_ADMIN);
    const held = (await s.call('GET', '/api/blade-system/role/list', { token })).body.data.records.find((r: Node) => r.roleAlias === 'user');
    expect((await s.call('POST', `/api/blade-system/role/remove?ids=${held.id}`, { token })).body).toMatchObject({ code: 400, msg: '角色已分配给用户，不能删除' });
    const parent = await add(s, token, sample());
    await add(s, token, sample({ parentId: parent.id }));
    expect((await s.call('POST', `/api/blade-system/role/remove?ids=${parent.id}`, { token })).body).toMatchObject({ code: 400, msg: '请先删除下级角色' });
    expect((await s.call('POST', '/api/blade-system/role/remove?ids=123', { token })).status).toBe(404);
    expect((await s.call('GET', '/api/blade-system/role/detail?id=123', { token })).status).toBe(404);
    expect((await s.call('POST', '/api/blade-system/role/submit', { token, body: { ...sample(), id: '123' } })).status).toBe(404);
  });

  it("renaming a role's alias reaches the sessions of the users holding it at once", async () => {
    const s = server();
    const token = await s.login(HOSPITAL_ADMIN);
    const clerk = await s.login(HOSPITAL_CLERK);
    const role = (await s.call('GET', `/api/blade-system/role/select?userId=${await userIdOf(s, HOSPITAL_CLERK)}`, { token })).body.data[0];
    await s.call('POST', '/api/blade-system/role/submit', { token, body: { id: role.id, roleName: role.roleName, roleAlias: 'user', sort: role.sort } });
    expect((await s.call('GET', '/api/blade-auth/oauth/user-info', { token: clerk })).body.data.role_name).toBe('user');
    await s.call('POST', '/api/blade-system/role/submit', { token, body: { id: role.id, roleName: role.roleName, roleAlias: 'clerk', sort: role.sort } });
    // Still signed in, and the cached alias is gone.
    expect((await s.call('GET', '/api/blade-auth/oauth/user-info', { token: clerk })).body.data.role_name).toBe('clerk');
    await s.call('POST', '/api/blade-system/role/submit', { token, body: { id: role.id, roleName: role.roleName, roleAlias: 'user', sort: role.sort } });
  });

  it('tree, tree-by-id and select: own tenant; another only for the platform administrator', async () => {
    const s = server();
    const hospital = await s.login(HOSPITAL_ADMIN);
    const own = flatten((await s.call('GET', '/api/blade-system/role/tree', { token: hospital })).body.data);
    expect(own.map((n) => n.title)).toEqual(expect.arrayContaining(['管理员', '业务员']));
    expect(own[0]).toMatchObject({ key: own[0].id, value: own[0].id });
    const ignored = flatten((await s.call('GET', '/api/blade-system/role/tree?tenantId=000000', { token: hospital })).body.data);
    expect(ignored.map((n) => n.id).sort()).toEqual(own.map((n) => n.id).sort());
    expect(flatten((await s.call('GET', `/api/blade-system/role/tree-by-id?roleId=${own[0].id}`, { token: hospital })).body.data).map((n) => n.id).sort()).toEqual(
      own.map((n) => n.id).sort(),
    );

    const platform = await s.login(PLATFORM_ADMIN);
    const dealerTree = flatten((await s.call('GET', '/api/blade-system/role/tree?tenantId=200001', { token: platform })).body.data);
    expect(dealerTree.map((n) => n.title)).toEqual(expect.arrayContaining(['业务员', '管理员']));
    expect(dealerTree.map((n) => n.id)).not.toEqual(expect.arrayContaining([own[0].id]));
    expect((await s.call('GET', '/api/blade-system/role/tree?tenantId=1%20or%201', { token: platform })).body).toMatchObject({ code: 400, data: { field: 'tenantId' } });
    const viaId = flatten((await s.call('GET', `/api/blade-system/role/tree-by-id?roleId=${dealerTree[0].id}`, { token: platform })).body.data);
    expect(viaId.map((n) => n.id).sort()).toEqual(dealerTree.map((n) => n.id).sort());
    expect((await s.call('GET', `/api/blade-system/role/tree-by-id?roleId=${dealerTree[0].id}`, { token: hospital })).status).toBe(404);
    expect((await s.call('GET', '/api/blade-system/role/tree-by-id', { token: hospital })).status).toBe(400);

    const mine = (await s.call('GET', `/api/blade-system/role/select?userId=${await userIdOf(s, HOSPITAL_ADMIN)}`, { token: hospital })).body.data;
    expect(mine.map((r: Node) => r.roleAlias)).toEqual(['admin']);
    expect((await s.call('GET', '/api/blade-system/role/select', { token: hospital })).body.data.length).toBeGreaterThanOrEqual(2);
    expect((await s.call('GET', `/api/blade-system/role/select?userId=${await userIdOf(s, DEALER_ADMIN)}`, { token: hospital })).status).toBe(404);
    expect((await s.call('GET', '/api/blade-system/role/select?userId=abc', { token: hospital })).status).toBe(400);
  });

  it('enforces the codes: a clerk reaches none of it', async () => {
    const s = server();
    const clerk = await s.login(HOSPITAL_CLERK);
    const admin = await s.login(HOSPITAL_ADMIN);
    const role = await add(s, admin, sample());
    for (const url of ['list', `detail?id=${role.id}`, 'tree', `tree-by-id?roleId=${role.id}`, 'select']) {
      expect((await s.call('GET', `/api/blade-system/role/${url}`, { token: clerk })).status, url).toBe(403);
    }
    expect((await s.call('POST', '/api/blade-system/role/submit', { token: clerk, body: sample() })).status).toBe(403);
    expect((await s.call('POST', '/api/blade-system/role/submit', { token: clerk, body: { ...sample(), id: role.id } })).status).toBe(403);
    expect((await s.call('POST', `/api/blade-system/role/remove?ids=${role.id}`, { token: clerk })).status).toBe(403);
    expect((await s.call('POST', '/api/blade-system/role/grant', { token: clerk, body: { roleIds: [role.id], menuIds: [] } })).status).toBe(403);
  });
});

describeTenantIsolation(server, { base: '/blade-system/role', sample: () => sample(), changeField: 'roleName' });
