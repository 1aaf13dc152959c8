import { describe, expect, it } from 'vitest';
import { DEALER_ADMIN, HOSPITAL_ADMIN, HOSPITAL_CLERK, PLATFORM_ADMIN, useServer, type TestServer } from '../../../../test/harness';
import { describeTenantIsolation } from '../../../../test/cross-tenant';

const server = useServer();
let seq = 0;
const sample = (extra: Record<string, unknown> = {}) => ({ deptName: `测试科室${++seq}`, fullName: `测试科室全称${seq}`, deptCategory: 2, sort: seq, remark: 'r', ...extra });

type Node = { id: string; parentId: string; ancestors?: string; title?: string; deptName?: string; children?: Node[]; hasChildren?: boolean };
const flatten = (nodes: Node[]): Node[] => nodes.flatMap((n) => [n, ...flatten(n.children ?? [])]);

async function add(s: TestServer, token: string, body: Record<string, unknown>) {
  const res = await s.call('POST', '/api/blade-system/dept/submit', { token, body });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as { id: string; ancestors: string; version: number; parentId: string };
}
const rootOf = async (s: TestServer, token: string) => ((await s.call('GET', '/api/blade-system/dept/tree', { token })).body.data as Node[])[0].id;

describe('departments', () => {
  it('adds a tree with ancestors, lists it as a tree, filters, edits and deletes', async () => {
    const s = server();
    const token = await s.login(HOSPITAL_ADMIN);
    const root = await rootOf(s, token);
    const ward = await add(s, token, sample({ parentId: root, deptName: '心内科' }));
    expect(ward).toMatchObject({ parentId: root, ancestors: `0,${root}`, deptCategory: 2, tenantId: '100001', version: 1 });
    const team = await add(s, token, sample({ parentId: ward.id, deptName: '心内一组', deptCategory: '3' }));
    expect(team.ancestors).toBe(`0,${root},${ward.id}`);

    const page = (await s.call('GET', '/api/blade-system/dept/list', { token })).body.data;
    expect(page).toMatchObject({ total: 1, current: 1, size: 10, pages: 1 });
    const list = page.records as Node[];
    expect(list[0]).toMatchObject({ id: root, hasChildren: true });
    const found = flatten(list).find((n) => n.id === ward.id)!;
    expect(found.children!.map((c) => c.id)).toEqual([team.id]);

    const filtered = (await s.call('GET', `/api/blade-system/dept/list?deptName=${encodeURIComponent('心内一')}`, { token })).body.data.records as Node[];
    expect(filtered.map((n) => n.id)).toEqual([team.id]);
    expect((await s.call('GET', '/api/blade-system/dept/list?password=1', { token })).status).toBe(400);

    const detail = await s.call('GET', `/api/blade-system/dept/detail?id=${team.id}`, { token });
    expect(detail.body.data).toMatchObject({ deptName: '心内一组', fullName: expect.any(String) });
    const edited = await s.call('POST', '/api/blade-system/dept/submit', { token, body: { ...sample(), id: team.id, parentId: ward.id, version: 1, deptName: '心内二组' } });
    expect(edited.body.data).toMatchObject({ deptName: '心内二组', version: 2, ancestors: team.ancestors });

    expect((await s.call('POST', `/api/blade-system/dept/remove?ids=${team.id}`, { token })).status).toBe(200);
    expect((await s.call('GET', `/api/blade-system/dept/detail?id=${team.id}`, { token })).status).toBe(404);
  });

  it('moving a dept rewrites the ancestors below it; it cannot move under itself', async () => {
    const s = server();
    const token = await s.login(HOSPITAL_ADMIN);
    const root = await rootOf(s, token);
    const a = await add(s, token, sample({ parentId: root }));
    const b = await add(s, token, sample({ parentId: root }));
    const a1 = await add(s, token, sample({ parentId: a.id }));
    const a2 = await add(s, token, sample({ parentId: a1.id }));

    const moved = await s.call('POST', '/api/blade-system/dept/submit', { token, body: { ...sample(), id: a.id, parentId: b.id } });
    expect(moved.body.data.ancestors).toBe(`0,${root},${b.id}`);
    const detail = async (id: string) => (await s.call('GET', `/api/blade-system/dept/detail?id=${id}`, { token })).body.data;
    expect((await detail(a1.id)).ancestors).toBe(`0,${root},${b.id},${a.id}`);
    expect((await detail(a2.id)).ancestors).toBe(`0,${root},${b.id},${a.id},${a1.id}`);

    for (const parentId of [a.id, a2.id, '999']) {
      const res = await s.call('POST', '/api/blade-system/dept/submit', { token, body: { ...sample(), id: a.id, parentId } });
      expect(res.status, parentId).toBe(400);
      expect(res.body.data).toEqual({ field: 'parentId' });
    }
    expect((await detail(a.id)).parentId).toBe(b.id);
  });

  it.each([
    ['deptName', '请输入机构名称', ''],
    ['fullName', '请输入机构全称', undefined],
    ['deptCategory', '请选择机构类型', 7],
    ['sort', '请输入排序', 'x'],
  ])('refuses a bad %s naming it, and writes nothing', async (field, msg, value) => {
    const s = server();
    const token = await s.login(HOSPITAL_ADMIN);
    const body: Record<string, unknown> = sample({ remark: `bad-${field}` });
    body[field] = value;
    const res = await s.call('POST', '/api/blade-system/dept/submit', { token, body });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 400, success: false, msg, data: { field } });
    const list = await s.call('GET', `/api/blade-system/dept/list?remark_equal=bad-${field}`, { token });
    expect(list.body.data.total).toBe(0);
  });

  it('refuses to delete a dept with sub-departments or users; missing ones are 404', async () => {
    const s = server();
    const token = await s.login(HOSPITAL_ADMIN);
    const root = await rootOf(s, token);
    const parent = await add(s, token, sample({ parentId: root }));
    const child = await add(s, token, sample({ parentId: parent.id }));
    const withChild = await s.call('POST', `/api/blade-system/dept/remove?ids=${parent.id}`, { token });
    expect(withChild).toMatchObject({ status: 400, body: { msg: '请先删除下级机构', data: { field: 'ids' } } });
    const withUsers = await s.call('POST', `/api/blade-system/dept/remove?ids=${root}`, { token });
    expect(withUsers.status).toBe(400);
    expect((await s.call('POST', `/api/blade-system/dept/remove?ids=${parent.id},${child.id}`, { token })).status).toBe(200);
    const tree = flatten((await s.call('GET', '/api/blade-system/dept/tree', { token })).body.data);
    expect(tree.map((n) => n.id)).not.toContain(parent.id);
    expect((await s.call('POST', '/api/blade-system/dept/remove?ids=123', { token })).status).toBe(404);
    expect((await s.call('POST', '/api/blade-system/dept/remove?ids=1;x', { token })).body).toMatchObject({ code: 400, data: { field: 'ids' } });
    expect((await s.call('GET', '/api/blade-system/dept/detail?id=abc', { token })).body).toMatchObject({ code: 400, data: { field: 'id' } });
    expect((await s.call('GET', '/api/blade-system/dept/detail?id=123', { token })).status).toBe(404);
    expect((await s.call('POST', '/api/blade-system/dept/submit', { token, body: { ...sample(), id: '123' } })).status).toBe(404);
  });

  it('lazy-list and lazy-tree answer one level with hasChildren', async () => {
    const s = server();
    const token = await s.login(HOSPITAL_ADMIN);
    const root = await rootOf(s, token);
    const leaf = await add(s, token, sample({ parentId: root, deptName: '懒加载科室' }));
    const top = (await s.call('GET', '/api/blade-system/dept/lazy-list', { token })).body.data as Node[];
    expect(top).toEqual([expect.objectContaining({ id: root, parentId: '0', hasChildren: true })]);
    const level = (await s.call('GET', `/api/blade-system/dept/lazy-list?parentId=${root}`, { token })).body.data as Node[];
    expect(level.find((n) => n.id === leaf.id)).toMatchObject({ deptName: '懒加载科室', hasChildren: false });
    const search = (await s.call('GET', `/api/blade-system/dept/lazy-list?deptName=${encodeURIComponent('懒加载')}`, { token })).body.data as Node[];
    expect(search.map((n) => n.id)).toEqual([leaf.id]);
    const picker = (await s.call('GET', `/api/blade-system/dept/lazy-tree?parentId=${root}`, { token })).body.data as Node[];
    expect(picker.find((n) => n.id === leaf.id)).toMatchObject({ title: '懒加载科室', key: leaf.id, value: leaf.id, hasChildren: false });
    expect((await s.call('GET', '/api/blade-system/dept/lazy-list?parentId=x', { token })).body).toMatchObject({ code: 400, data: { field: 'parentId' } });
    expect((await s.call('GET', '/api/blade-system/dept/lazy-tree?parentId=x', { token })).status).toBe(400);
  });

  it("tree: the caller's tenant, another tenant's only for the platform administrator", async () => {
    const s = server();
    const hospital = await s.login(HOSPITAL_ADMIN);
    const own = (await s.call('GET', '/api/blade-system/dept/tree', { token: hospital })).body.data as Node[];
    expect(own[0]).toMatchObject({ title: '医学装备部', parentId: '0', key: own[0].id, value: own[0].id });
    const ignored = (await s.call('GET', '/api/blade-system/dept/tree?tenantId=200001', { token: hospital })).body.data as Node[];
    expect(ignored[0].id).toBe(own[0].id);
    const platform = await s.login(PLATFORM_ADMIN);
    const dealer = (await s.call('GET', '/api/blade-system/dept/tree?tenantId=200001', { token: platform })).body.data as Node[];
    expect(dealer.map((n) => n.title)).toEqual(['运营中心']);
    const dealerLevel = (await s.call('GET', '/api/blade-system/dept/lazy-tree?tenantId=200001', { token: platform })).body.data as Node[];
    expect(dealerLevel.map((n) => n.title)).toEqual(['运营中心']);
    expect((await s.call('GET', '/api/blade-system/dept/tree?tenantId=%27%3B', { token: platform })).status).toBe(400);
  });

  it('select: the depts of a user, or every dept', async () => {
    const s = server();
    const token = await s.login(HOSPITAL_ADMIN);
    const me = (await s.call('GET', '/api/blade-auth/oauth/user-info', { token })).body.data;
    const userId = me.user_id ?? me.userId;
    const mine = (await s.call('GET', `/api/blade-system/dept/select?userId=${userId}`, { token })).body.data as Node[];
    expect(mine.map((d) => d.deptName)).toEqual(['医学装备部']);
    const all = (await s.call('GET', '/api/blade-system/dept/select', { token })).body.data as Node[];
    expect(all.length).toBeGreaterThanOrEqual(1);
    expect((await s.call('GET', '/api/blade-system/dept/select?userId=123', { token })).status).toBe(404);
    expect((await s.call('GET', '/api/blade-system/dept/select?userId=me', { token })).body).toMatchObject({ code: 400, data: { field: 'userId' } });
    const dealerUser = (await s.call('GET', '/api/blade-auth/oauth/user-info', { token: await s.login(DEALER_ADMIN) })).body.data;
    expect((await s.call('GET', `/api/blade-system/dept/select?userId=${dealerUser.user_id ?? dealerUser.userId}`, { token })).status).toBe(404);
  });

  it('enforces the codes: a clerk without dept or user codes reaches none of it', async () => {
    const s = server();
    const clerk = await s.login(HOSPITAL_CLERK);
    const admin = await s.login(HOSPITAL_ADMIN);
    const root = await rootOf(s, admin);
    for (const url of ['list', 'lazy-list', `detail?id=${root}`, 'tree', 'lazy-tree', 'select']) {
      expect((await s.call('GET', `/api/blade-system/dept/${url}`, { token: clerk })).status, url).toBe(403);
    }
    expect((await s.call('POST', '/api/blade-system/dept/submit', { token: clerk, body: sample({ parentId: root }) })).status).toBe(403);
    expect((await s.call('POST', '/api/blade-system/dept/submit', { token: clerk, body: { ...sample(), id: root } })).status).toBe(403);
    expect((await s.call('POST', `/api/blade-system/dept/remove?ids=${root}`, { token: clerk })).status).toBe(403);
  });
});

describeTenantIsolation(server, { base: '/blade-system/dept', sample: () => sample(), changeField: 'fullName' });
