import { beforeAll, describe, expect, it } from 'vitest';
import { HOSPITAL_ADMIN, HOSPITAL_CLERK, PLATFORM_ADMIN, useServer, type TestServer } from '../../../../test/harness';
import { describeTenantIsolation } from '../../../../test/cross-tenant';

const server = useServer();
let seq = 0;
let paramMenu = '';
const sample = (extra: Record<string, unknown> = {}) => ({ menuId: paramMenu, resourceCode: `param_scope_${++seq}`, scopeName: `本部门参数${seq}`, scopeType: 3, remark: 'r', ...extra });
const rule = (r: Record<string, unknown>) => JSON.stringify(r);

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

describe('data scopes', () => {
  it('adds, lists by menu and name, edits and deletes; the column defaults to create_dept', async () => {
    const s = server();
    const token = await s.login(PLATFORM_ADMIN);
    const added = await s.call('POST', '/api/blade-system/data-scope/submit', { token, body: sample({ scopeName: '参数-本部门' }) });
    expect(added.body.data).toMatchObject({ menuId: paramMenu, scopeColumn: 'create_dept', scopeType: 3, scopeValue: null, version: 1 });
    const id = added.body.data.id;
    const list = (await s.call('GET', `/api/blade-system/data-scope/list?menuId=${paramMenu}&scopeName=${encodeURIComponent('参数-本')}`, { token })).body.data;
    expect(list).toMatchObject({ total: 1, records: [{ id }] });
    const custom = rule({ column: 'createUser', operator: 'eq', value: '${userId}' });
    const edited = await s.call('POST', '/api/blade-system/data-scope/submit', { token, body: { ...sample(), id, version: 1, scopeType: '5', scopeColumn: 'create_user', scopeValue: custom } });
    expect(edited.body.data).toMatchObject({ scopeType: 5, scopeColumn: 'create_user', scopeValue: custom, version: 2 });
    const back = await s.call('POST', '/api/blade-system/data-scope/submit', { token, body: { ...sample(), id, scopeType: 2, scopeValue: custom } });
    expect(back.body.data).toMatchObject({ scopeType: 2, scopeValue: null });
    expect((await s.call('POST', `/api/blade-system/data-scope/remove?ids=${id}`, { token })).status).toBe(200);
    expect((await s.call('GET', `/api/blade-system/data-scope/detail?id=${id}`, { token })).status).toBe(404);
    expect((await s.call('POST', '/api/blade-system/data-scope/remove?ids=123', { token })).status).toBe(404);
    expect((await s.call('POST', '/api/blade-system/data-scope/submit', { token, body: { ...sample(), id: '123' } })).status).toBe(404);
  });

  it.each([
    ['a rule that is not JSON', 'createUser = 1 or 1=1'],
    ['an operator outside the list', rule({ column: 'createUser', operator: 'or', value: '1' })],
    ['a column that is not a field name', rule({ column: 'create_user; drop table x', operator: 'eq', value: '1' })],
    ['a variable inside text', rule({ column: 'createUser', operator: 'like', value: '%${account}%' })],
    ['an unknown variable', rule({ column: 'createUser', operator: 'eq', value: '${password}' })],
    ['extra keys', rule({ column: 'createUser', operator: 'eq', value: '1', sql: 'x' })],
    ['no rule at all', undefined],
  ])('refuses a custom scope with %s, naming scopeValue', async (_, scopeValue) => {
    const s = server();
    const token = await s.login(PLATFORM_ADMIN);
    const body = sample({ scopeType: 5, scopeValue, resourceCode: 'custom_bad' });
    const res = await s.call('POST', '/api/blade-system/data-scope/submit', { token, body });
    expect(res.body).toMatchObject({ code: 400, success: false, data: { field: 'scopeValue' } });
    expect((await s.call('GET', '/api/blade-system/data-scope/list?resourceCode_equal=custom_bad', { token })).body.data.total).toBe(0);
  });

  it('accepts every operator with literals and the user variables', async () => {
    const s = server();
    const token = await s.login(PLATFORM_ADMIN);
    for (const [operator, value] of [['eq', '${deptId}'], ['ne', '${tenantId}'], ['like', '云州'], ['in', '1,2,3'], ['ge', 10], ['le', '${account}']]) {
      const res = await s.call('POST', '/api/blade-system/data-scope/submit', { token, body: sample({ scopeType: 5, scopeValue: rule({ column: 'createDept', operator, value }) }) });
      expect(res.status, `${operator} ${value}`).toBe(200);
    }
  });

  it.each([
    ['menuId', '请选择所属菜单', ''],
    ['menuId', '所属菜单不存在', '12345'],
    ['resourceCode', '请输入权限编号', ''],
    ['scopeName', '请输入权限名称', undefined],
    ['scopeType', '请选择规则类型', 6],
    ['scopeColumn', '权限字段只能包含字母、数字和下划线', 'dept id'],
  ])('refuses a bad %s (%s), writing nothing', async (field, msg, value) => {
    const s = server();
    const token = await s.login(PLATFORM_ADMIN);
    const body: Record<string, unknown> = sample({ remark: `bad-${field}-${msg}` });
    body[field] = value;
    expect((await s.call('POST', '/api/blade-system/data-scope/submit', { token, body })).body).toMatchObject({ code: 400, msg, data: { field } });
    expect((await s.call('GET', `/api/blade-system/data-scope/list?remark_equal=${encodeURIComponent(String(body.remark))}`, { token })).body.data.total).toBe(0);
  });

  it('hangs only under a menu page, not a button', async () => {
    const s = server();
    const token = await s.login(PLATFORM_ADMIN);
    const ids = await menuIds(s, token);
    const res = await s.call('POST', '/api/blade-system/data-scope/submit', { token, body: sample({ menuId: ids.param_add }) });
    expect(res.body).toMatchObject({ code: 400, data: { field: 'menuId' } });
  });

  it('is out of reach of tenant administrators and clerks', async () => {
    const s = server();
    const platform = await s.login(PLATFORM_ADMIN);
    const id = (await s.call('POST', '/api/blade-system/data-scope/submit', { token: platform, body: sample() })).body.data.id;
    for (const who of [HOSPITAL_ADMIN, HOSPITAL_CLERK]) {
      const token = await s.login(who);
      expect((await s.call('GET', '/api/blade-system/data-scope/list', { token })).status).toBe(403);
      expect((await s.call('GET', `/api/blade-system/data-scope/detail?id=${id}`, { token })).status).toBe(403);
      expect((await s.call('POST', '/api/blade-system/data-scope/submit', { token, body: sample() })).status).toBe(403);
      expect((await s.call('POST', '/api/blade-system/data-scope/submit', { token, body: { ...sample(), id } })).status).toBe(403);
      expect((await s.call('POST', `/api/blade-system/data-scope/remove?ids=${id}`, { token })).status).toBe(403);
    }
  });
});

describeTenantIsolation(server, {
  base: '/blade-system/data-scope',
  sample: () => sample(),
  changeField: 'scopeName',
  owner: PLATFORM_ADMIN,
  intruder: HOSPITAL_ADMIN,
  platformOnly: true,
});
