import { describe, expect, it } from 'vitest';
import { PERMISSION_VERSION_HEADER } from '@beree/contracts';
import { BASIC, DEALER_ADMIN, HOSPITAL_ADMIN, HOSPITAL_CLERK, PLATFORM_ADMIN, useServer, type TestServer } from '../../../../test/harness';

const server = useServer();
let seq = 0;

type Node = { id: string; code?: string; title?: string; children?: Node[] };
const flatten = (nodes: Node[]): Node[] => nodes.flatMap((n) => [n, ...flatten(n.children ?? [])]);

/** Menu ids by code, read by the platform administrator. */
async function menuIds(s: TestServer): Promise<Record<string, string>> {
  const list = (await s.call('GET', '/api/blade-system/menu/list?size=1000', { token: await s.login(PLATFORM_ADMIN) })).body.data.records;
  return Object.fromEntries(flatten(list).map((m) => [m.code!, m.id]));
}
async function newRole(s: TestServer, token: string): Promise<string> {
  const res = await s.call('POST', '/api/blade-system/role/submit', { token, body: { roleName: `授权角色${++seq}`, roleAlias: `grantee_${seq}`, sort: 1 } });
  return res.body.data.id;
}
const keys = async (s: TestServer, token: string, roleIds: string) => (await s.call('GET', `/api/blade-system/menu/role-tree-keys?roleIds=${roleIds}`, { token })).body.data;
async function scope(s: TestServer, kind: 'data-scope' | 'api-scope', menuId: string): Promise<string> {
  const body =
    kind === 'data-scope'
      ? { menuId, resourceCode: `res_${++seq}`, scopeName: `本部门${seq}`, scopeType: 3 }
      : { menuId, resourceCode: `api_${++seq}`, scopeName: `参数列表${seq}`, scopePath: 'GET /api/blade-system/param/list', scopeType: 1 };
  const res = await s.call('POST', `/api/blade-system/${kind}/submit`, { token: await s.login(PLATFORM_ADMIN), body });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data.id;
}

describe('role grants', () => {
  it("replaces a role's menus and scopes and reads them back", async () => {
    const s = server();
    const ids = await menuIds(s);
    const dataScope = await scope(s, 'data-scope', ids.param);
    const apiScope = await scope(s, 'api-scope', ids.param);
    const token = await s.login(HOSPITAL_ADMIN);
    const roleId = await newRole(s, token);
    const body = { roleIds: [roleId], menuIds: [ids.system, ids.param, ids.param_view], dataScopeIds: [dataScope], apiScopeIds: `${apiScope}` };
    const res = await s.call('POST', '/api/blade-system/role/grant', { token, body });
    expect(res.body).toMatchObject({ code: 200, success: true });
    const granted = await keys(s, token, roleId);
    expect(granted.menu.sort()).toEqual([ids.system, ids.param, ids.param_view].sort());
    expect(granted).toMatchObject({ dataScope: [dataScope], apiScope: [apiScope] });

    await s.call('POST', '/api/blade-system/role/grant', { token, body: { roleIds: `${roleId}`, menuIds: `${ids.system}` } });
    expect(await keys(s, token, roleId)).toEqual({ menu: [ids.system], dataScope: [], apiScope: [] });
  });

  it('grant-tree offers what the tenant may grant: its package, never the platform menus', async () => {
    const s = server();
    const ids = await menuIds(s);
    const dataScope = await scope(s, 'data-scope', ids.param);
    const platformScope = await scope(s, 'data-scope', ids.tenant);
    const hospital = (await s.call('GET', '/api/blade-system/menu/grant-tree', { token: await s.login(HOSPITAL_ADMIN) })).body.data;
    const offered = flatten(hospital.menu).map((n) => n.id);
    expect(offered).toEqual(expect.arrayContaining([ids.system, ids.param, ids.role_grant]));
    expect(offered).not.toContain(ids.tenant);
    expect(offered).not.toContain(ids.menu_add);
    expect(hospital.menu[0]).toMatchObject({ title: '系统管理', key: ids.system, value: ids.system });
    const scopeNodes = flatten(hospital.dataScope);
    expect(scopeNodes.map((n) => n.id)).toEqual(expect.arrayContaining([ids.system, ids.param, dataScope]));
    expect(scopeNodes.map((n) => n.id)).not.toContain(platformScope);
    expect(flatten(hospital.dataScope).find((n) => n.id === ids.param)!.children!.map((c) => c.id)).toContain(dataScope);

    const platform = (await s.call('GET', '/api/blade-system/menu/grant-tree', { token: await s.login(PLATFORM_ADMIN) })).body.data;
    expect(flatten(platform.menu).map((n) => n.id)).toEqual(expect.arrayContaining([ids.tenant, ids.menu_add]));
    expect(flatten(platform.dataScope).map((n) => n.id)).toContain(platformScope);
  });

  it('refuses menus and scopes outside the tenant, naming the field, and changes nothing', async () => {
    const s = server();
    const ids = await menuIds(s);
    const token = await s.login(HOSPITAL_ADMIN);
    const roleId = await newRole(s, token);
    await s.call('POST', '/api/blade-system/role/grant', { token, body: { roleIds: [roleId], menuIds: [ids.param] } });
    const platform = await s.login(PLATFORM_ADMIN);
    // A new menu is in no tenant package until the platform adds it.
    const extra = await s.call('POST', '/api/blade-system/menu/submit', { token: platform, body: { parentId: ids.system, code: `extra_${Date.now()}`, name: '新页面', alias: 'menu', path: '/system/extra', sort: 99, category: 1 } });
    const platformScope = await scope(s, 'api-scope', ids.tenant);
    const cases: [Record<string, unknown>, string][] = [
      [{ menuIds: [ids.tenant] }, 'menuIds'],
      [{ menuIds: [extra.body.data.id] }, 'menuIds'],
      [{ menuIds: ['12345'] }, 'menuIds'],
      [{ menuIds: [ids.system], apiScopeIds: [platformScope] }, 'apiScopeIds'],
      [{ menuIds: [ids.system], dataScopeIds: ['12345'] }, 'dataScopeIds'],
      [{ menuIds: [ids.system, 'x'] }, 'menuIds'],
      [{ roleIds: [] }, 'roleIds'],
    ];
    for (const [extraBody, field] of cases) {
      const res = await s.call('POST', '/api/blade-system/role/grant', { token, body: { roleIds: [roleId], ...extraBody } });
      expect(res.status, JSON.stringify(extraBody)).toBe(400);
      expect(res.body.data).toEqual({ field });
    }
    expect((await s.call('POST', '/api/blade-system/role/grant', { token, body: { menuIds: [] } })).body).toMatchObject({ code: 400, msg: '请选择角色', data: { field: 'roleIds' } });
    expect(await keys(s, token, roleId)).toEqual({ menu: [ids.param], dataScope: [], apiScope: [] });
    // The platform may grant its own roles anything.
    const platformRole = await newRole(s, platform);
    const granted = await s.call('POST', '/api/blade-system/role/grant', { token: platform, body: { roleIds: [platformRole], menuIds: [ids.tenant, extra.body.data.id], apiScopeIds: [platformScope] } });
    expect(granted.status).toBe(200);
  });

  it("404 for roles that are missing or another tenant's", async () => {
    const s = server();
    const token = await s.login(HOSPITAL_ADMIN);
    const dealerRole = await newRole(s, await s.login(DEALER_ADMIN));
    expect((await s.call('POST', '/api/blade-system/role/grant', { token, body: { roleIds: ['123'], menuIds: [] } })).status).toBe(404);
    expect((await s.call('POST', '/api/blade-system/role/grant', { token, body: { roleIds: [dealerRole], menuIds: [] } })).status).toBe(404);
    expect((await s.call('GET', `/api/blade-system/menu/role-tree-keys?roleIds=${dealerRole}`, { token })).status).toBe(404);
    expect((await s.call('GET', '/api/blade-system/menu/role-tree-keys?roleIds=x', { token })).body).toMatchObject({ code: 400, data: { field: 'roleIds' } });
    expect((await s.call('GET', '/api/blade-system/menu/role-tree-keys', { token })).body).toMatchObject({ code: 400, data: { field: 'roleIds' } });
  });

  it('the holders stay signed in and their next call is judged by the new grants, with a new permission version', async () => {
    const s = server();
    const ids = await menuIds(s);
    const token = await s.login(HOSPITAL_ADMIN);
    const clerk = await s.login(HOSPITAL_CLERK);
    const clerkId = (await s.token(HOSPITAL_CLERK)).body.user_id;
    const role = (await s.call('GET', `/api/blade-system/role/select?userId=${clerkId}`, { token })).body.data[0];
    const sample = { paramName: '授权测试', paramKey: `grant.${Date.now()}`, paramValue: '1' };
    const before = await s.app.inject({ method: 'POST', url: '/api/blade-system/param/submit', headers: { authorization: BASIC, 'blade-auth': `bearer ${clerk}` }, payload: sample });
    expect(before.statusCode).toBe(403);
    const versionBefore = before.headers[PERMISSION_VERSION_HEADER];
    expect(versionBefore).toBeTruthy();

    const res = await s.call('POST', '/api/blade-system/role/grant', { token, body: { roleIds: [role.id], menuIds: [ids.system, ids.param, ids.param_view, ids.param_add] } });
    expect(res.status).toBe(200);
    const after = await s.app.inject({ method: 'POST', url: '/api/blade-system/param/submit', headers: { authorization: BASIC, 'blade-auth': `bearer ${clerk}` }, payload: sample });
    expect(after.json().code).toBe(200);
    expect(after.headers[PERMISSION_VERSION_HEADER]).not.toBe(versionBefore);
    // The admin, who does not hold the clerk's role, keeps working.
    expect((await s.call('GET', '/api/blade-system/param/list', { token })).status).toBe(200);
    await s.call('POST', '/api/blade-system/role/grant', { token, body: { roleIds: [role.id], menuIds: [ids.system, ids.param, ids.param_view] } });
  });

  it('an administrator changing the grants of their own role stays signed in', async () => {
    const s = server();
    const token = await s.login(HOSPITAL_ADMIN);
    const adminId = (await s.token(HOSPITAL_ADMIN)).body.user_id;
    const role = (await s.call('GET', `/api/blade-system/role/select?userId=${adminId}`, { token })).body.data[0];
    const keys = (await s.call('GET', `/api/blade-system/menu/role-tree-keys?roleIds=${role.id}`, { token })).body.data;
    const res = await s.call('POST', '/api/blade-system/role/grant', { token, body: { roleIds: [role.id], menuIds: keys.menu, dataScopeIds: keys.dataScope, apiScopeIds: keys.apiScope } });
    expect(res.status).toBe(200);
    expect((await s.call('GET', '/api/blade-auth/oauth/user-info', { token })).status).toBe(200);
  });

  it('needs role_grant for the grant, the grant tree and the keys', async () => {
    const s = server();
    const clerk = await s.login(HOSPITAL_CLERK);
    const roleId = await newRole(s, await s.login(HOSPITAL_ADMIN));
    expect((await s.call('POST', '/api/blade-system/role/grant', { token: clerk, body: { roleIds: [roleId], menuIds: [] } })).status).toBe(403);
    expect((await s.call('GET', '/api/blade-system/menu/grant-tree', { token: clerk })).status).toBe(403);
    expect((await s.call('GET', `/api/blade-system/menu/role-tree-keys?roleIds=${roleId}`, { token: clerk })).status).toBe(403);
  });
});
