import { describe, expect, it } from 'vitest';
import { DEALER_ADMIN, HOSPITAL_ADMIN, md5, PLATFORM_ADMIN, useServer, type Login, type TestServer } from '../../../../test/harness';
import { ownPassword } from '../../../../test/own-password';

const server = useServer();
const DUO: Login = { tenantId: '100001', username: 'duo', password: 'duo-secret' };

interface Fixture {
  adminRole: string;
  clerkRole: string;
  mainDept: string;
  wardDept: string;
}
let fixture: Fixture | undefined;

/** A hospital user holding two roles (administrator and clerk) and two depts. */
async function duo(): Promise<Fixture> {
  if (fixture) return fixture;
  const s = server();
  const admin = await s.login(HOSPITAL_ADMIN);
  const roles = (await s.call('GET', '/api/blade-system/role/select', { token: admin })).body.data as { id: string; roleAlias: string }[];
  const adminRole = roles.find((r) => r.roleAlias === 'admin')!.id;
  const clerkRole = roles.find((r) => r.roleAlias === 'user')!.id;
  const me = (await s.token(HOSPITAL_ADMIN)).body;
  const ward = await s.call('POST', '/api/blade-system/dept/submit', { token: admin, body: { deptName: '骨科病区', fullName: '骨科病区', deptCategory: 1, sort: 5, parentId: me.dept_id } });
  expect(ward.status, JSON.stringify(ward.body)).toBe(200);
  const created = await s.call('POST', '/api/blade-system/user/submit', {
    token: admin,
    body: { account: DUO.username, password: md5('Given-by-admin1'), realName: '双岗', roleId: `${adminRole},${clerkRole}`, deptId: `${me.dept_id},${ward.body.data.id}` },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  // The user makes the password their own, as they must before anything else.
  await ownPassword(s, { ...DUO, password: 'Given-by-admin1' }, DUO.password);
  fixture = { adminRole, clerkRole, mainDept: me.dept_id, wardDept: ward.body.data.id };
  return fixture;
}

/** Sets a tenant's own account.switchMode (as that tenant's administrator). */
async function setSwitchMode(s: TestServer, who: Login, value: 'true' | 'false'): Promise<void> {
  const token = await s.login(who);
  const found = (await s.call('GET', '/api/blade-system/param/list?paramKey_equal=account.switchMode', { token })).body.data.records as { id: string; version: number; tenantId: string }[];
  const own = found.find((r) => r.tenantId === who.tenantId);
  const body = { ...(own ? { id: own.id, version: own.version } : {}), paramName: '切换部门角色模式', paramKey: 'account.switchMode', paramValue: value };
  const res = await s.call('POST', '/api/blade-system/param/submit', { token, body });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

const refresh = (s: TestServer, refreshToken: string, pair: { deptId?: string; roleId?: string } = {}) =>
  s.call('POST', `/api/blade-auth/oauth/token?${new URLSearchParams({ tenantId: '100001', refresh_token: refreshToken, grant_type: 'refresh_token', scope: 'all' })}`, {
    headers: { 'tenant-id': '100001', ...(pair.deptId ? { 'dept-id': pair.deptId } : {}), ...(pair.roleId ? { 'role-id': pair.roleId } : {}) },
  });

const buttonCodes = async (s: TestServer, token: string) => {
  const codes: string[] = [];
  const walk = (nodes: { code: string; children?: unknown[] }[]) => nodes.forEach((n) => (n.children?.length ? walk(n.children as never) : codes.push(n.code)));
  walk((await s.call('GET', '/api/blade-system/menu/buttons', { token })).body.data);
  return codes;
};

describe('switch mode off (the default)', () => {
  it('says so, and lists the user’s own depts and roles', async () => {
    const s = server();
    const f = await duo();
    const login = (await s.token(DUO)).body;
    expect(login.role_id.split(',').sort()).toEqual([f.adminRole, f.clerkRole].sort());
    const options = (await s.call('GET', '/api/blade-auth/oauth/switch-options', { token: login.access_token })).body.data;
    expect(options).toMatchObject({ switchMode: false, roleId: login.role_id, deptId: login.dept_id });
    expect(options.roles.map((r: { id: string }) => r.id).sort()).toEqual([f.adminRole, f.clerkRole].sort());
    expect(options.depts.map((d: { name: string }) => d.name).sort()).toEqual(['医学装备部', '骨科病区'].sort());
  });

  it('refuses a narrower pair but accepts the whole set in any order', async () => {
    const s = server();
    const f = await duo();
    const login = (await s.token(DUO)).body;
    const narrowed = await refresh(s, login.refresh_token, { roleId: f.clerkRole, deptId: f.wardDept });
    expect(narrowed.status).toBe(400);
    expect(narrowed.body.error_description).toBe('未开启切换部门角色模式,只能使用全部部门与角色');
    // The refused switch used nothing up: the refresh token still works.
    const whole = await refresh(s, login.refresh_token, { roleId: `${f.clerkRole},${f.adminRole}`, deptId: login.dept_id });
    expect(whole.status).toBe(200);
    expect(whole.body.role_id).toBe(login.role_id);
    expect((await s.token(DUO, { headers: { 'role-id': f.clerkRole } })).body.error_description).toBe('未开启切换部门角色模式,只能使用全部部门与角色');
  });
});

describe('switch mode on', () => {
  it('re-issues tokens for the chosen pair; menus and buttons follow the role', async () => {
    const s = server();
    const f = await duo();
    await setSwitchMode(s, HOSPITAL_ADMIN, 'true');
    const login = (await s.token(DUO)).body;
    expect((await s.call('GET', '/api/blade-auth/oauth/switch-options', { token: login.access_token })).body.data.switchMode).toBe(true);
    expect(await buttonCodes(s, login.access_token)).toContain('param_add');

    const switched = await refresh(s, login.refresh_token, { deptId: f.wardDept, roleId: f.clerkRole });
    expect(switched.status).toBe(200);
    expect(switched.body).toMatchObject({ role_id: f.clerkRole, dept_id: f.wardDept, role_name: 'user', account: 'duo' });
    const clerkCodes = await buttonCodes(s, switched.body.access_token);
    expect(clerkCodes).toContain('param_view');
    expect(clerkCodes).not.toContain('param_add');
    const info = (await s.call('GET', '/api/blade-auth/oauth/user-info', { token: switched.body.access_token })).body.data;
    expect(info).toMatchObject({ role_id: f.clerkRole, dept_id: f.wardDept });
    expect(info.permissions).not.toContain('param_add');
    // The server refuses what the role no longer grants.
    const denied = await s.call('POST', '/api/blade-system/param/submit', { token: switched.body.access_token, body: { paramName: 'x', paramKey: 'x.y', paramValue: '1' } });
    expect(denied.status).toBe(403);
    // A refresh without a choice keeps the switched pair.
    const kept = await refresh(s, switched.body.refresh_token);
    expect(kept.body).toMatchObject({ role_id: f.clerkRole, dept_id: f.wardDept });
    // And back again.
    const back = await refresh(s, kept.body.refresh_token, { deptId: f.mainDept, roleId: f.adminRole });
    expect(back.body).toMatchObject({ role_id: f.adminRole, dept_id: f.mainDept, role_name: 'admin' });
    await setSwitchMode(s, HOSPITAL_ADMIN, 'false');
  });

  it('refuses a pair the user does not hold, keeping the session as it was', async () => {
    const s = server();
    const f = await duo();
    await setSwitchMode(s, HOSPITAL_ADMIN, 'true');
    const login = (await s.token(DUO)).body;
    const dealer = (await s.token(DEALER_ADMIN)).body;
    for (const pair of [
      { deptId: f.wardDept, roleId: dealer.role_id },
      { deptId: dealer.dept_id, roleId: f.clerkRole },
      { deptId: `${f.wardDept}0`, roleId: f.clerkRole },
      { deptId: f.wardDept, roleId: 'admin' },
    ]) {
      const res = await refresh(s, login.refresh_token, pair);
      expect(res.status, JSON.stringify(pair)).toBe(400);
      expect(res.body.error_description).toBe('所选部门或角色不属于当前用户');
    }
    const still = await refresh(s, login.refresh_token);
    expect(still.status).toBe(200);
    expect(still.body.role_id).toBe(login.role_id);
    await setSwitchMode(s, HOSPITAL_ADMIN, 'false');
  });

  it('the login request may carry the pair', async () => {
    const s = server();
    const f = await duo();
    await setSwitchMode(s, HOSPITAL_ADMIN, 'true');
    const res = await s.token(DUO, { headers: { 'dept-id': f.wardDept, 'role-id': f.clerkRole } });
    expect(res.body).toMatchObject({ role_id: f.clerkRole, dept_id: f.wardDept });
    await setSwitchMode(s, HOSPITAL_ADMIN, 'false');
  });

  it("the platform's value applies to every tenant that has none of its own", async () => {
    const s = server();
    const dealer = await s.login(DEALER_ADMIN);
    const mode = async () => (await s.call('GET', '/api/blade-auth/oauth/switch-options', { token: dealer })).body.data.switchMode;
    expect(await mode()).toBe(false);
    await setSwitchMode(s, PLATFORM_ADMIN, 'true');
    expect(await mode()).toBe(true);
    await setSwitchMode(s, PLATFORM_ADMIN, 'false');
    expect(await mode()).toBe(false);
  });

  it('needs a signed-in user', async () => {
    expect((await server().call('GET', '/api/blade-auth/oauth/switch-options')).status).toBe(401);
  });
});
