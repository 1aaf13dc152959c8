import { describe, expect, it } from 'vitest';
import { describeTenantIsolation } from '../../../../../test/cross-tenant';
import { HOSPITAL_ADMIN, HOSPITAL_CLERK, useServer } from '../../../../../test/harness';

const server = useServer();
const base = '/api/blade-workflow/design/category';
let n = 0;
const sample = () => ({ name: `分类${++n}`, code: `c${n}-${Date.now()}`, sort: n });

describe('process categories', () => {
  it('adds a tree of categories, lists, reads, edits and shows them as a tree', async () => {
    const s = server();
    const token = await s.login(HOSPITAL_ADMIN);
    const parent = await s.call('POST', `${base}/submit`, { token, body: { name: '人事', sort: 1 } });
    expect(parent.status, JSON.stringify(parent.body)).toBe(200);
    expect(parent.body.data).toMatchObject({ name: '人事', parentId: '0', tenantId: '100001', version: 1 });
    const child = await s.call('POST', `${base}/submit`, { token, body: { name: '考勤', parentId: parent.body.data.id } });
    expect(child.body.data.parentId).toBe(parent.body.data.id);

    const tree = await s.call('GET', `${base}/tree`, { token });
    const node = tree.body.data.find((c: { id: string }) => c.id === parent.body.data.id);
    expect(node).toMatchObject({ title: '人事', value: parent.body.data.id, hasChildren: true });
    expect(node.children.map((c: { title: string }) => c.title)).toEqual(['考勤']);
    expect((await s.call('GET', `${base}/allTree`, { token })).body.data.some((c: { name: string }) => c.name === '行政办公')).toBe(true);

    const list = await s.call('GET', `${base}/list?name=考勤`, { token });
    expect(list.body.data).toMatchObject({ total: 1, current: 1 });
    const edited = await s.call('POST', `${base}/submit`, { token, body: { id: child.body.data.id, version: 1, name: '考勤休假', parentId: parent.body.data.id } });
    expect(edited.body.data).toMatchObject({ name: '考勤休假', version: 2 });
    expect((await s.call('GET', `${base}/detail?id=${child.body.data.id}`, { token })).body.data.name).toBe('考勤休假');
  });

  it('refuses a missing name, an unknown parent and a duplicate code, in both languages', async () => {
    const s = server();
    const token = await s.login(HOSPITAL_ADMIN);
    const noName = await s.call('POST', `${base}/submit`, { token, body: { name: ' ' } });
    expect(noName).toMatchObject({ status: 400, body: { msg: '请输入分类名称', data: { field: 'name' } } });
    const en = await s.call('POST', `${base}/submit`, { token, body: { name: '' }, headers: { 'accept-language': 'en' } });
    expect(en.body.msg).toBe('Please enter the category name');
    const orphan = await s.call('POST', `${base}/submit`, { token, body: { name: 'x', parentId: '123456789' } });
    expect(orphan).toMatchObject({ status: 400, body: { msg: '上级分类不存在', data: { field: 'parentId' } } });
    const body = sample();
    await s.call('POST', `${base}/submit`, { token, body });
    const dup = await s.call('POST', `${base}/submit`, { token, body: { ...body, name: 'other' } });
    expect(dup).toMatchObject({ status: 409, body: { msg: '分类编号已存在', data: { field: 'code' } } });
  });

  it('refuses to delete a category that still holds sub-categories or models, then deletes it', async () => {
    const s = server();
    const token = await s.login(HOSPITAL_ADMIN);
    const parent = (await s.call('POST', `${base}/submit`, { token, body: sample() })).body.data;
    const child = (await s.call('POST', `${base}/submit`, { token, body: { ...sample(), parentId: parent.id } })).body.data;
    const inUse = await s.call('POST', `${base}/remove?ids=${parent.id}`, { token });
    expect(inUse).toMatchObject({ status: 409, body: { msg: '分类下还有子分类、模型或部署，不能删除' } });
    const model = await s.call('POST', '/api/blade-workflow/design/model/submit', { token, body: { modelKey: `m${Date.now()}`, name: 'm', categoryId: child.id } });
    expect(model.status).toBe(200);
    expect((await s.call('POST', `${base}/remove?ids=${child.id}`, { token })).status).toBe(409);
    await s.call('POST', `/api/blade-workflow/design/model/remove?ids=${model.body.data.id}`, { token });
    // Both at once: the parent's only child goes with it.
    expect((await s.call('POST', `${base}/remove?ids=${parent.id},${child.id}`, { token })).status).toBe(200);
    expect((await s.call('GET', `${base}/detail?id=${parent.id}`, { token })).status).toBe(404);
  });

  it('is behind its menu and buttons', async () => {
    const s = server();
    const clerk = await s.login(HOSPITAL_CLERK);
    expect((await s.call('GET', `${base}/list`, { token: clerk })).status).toBe(403);
    expect((await s.call('POST', `${base}/submit`, { token: clerk, body: sample() })).status).toBe(403);
    expect((await s.call('POST', `${base}/remove?ids=1`, { token: clerk })).status).toBe(403);
  });
});

describeTenantIsolation(server, { base: '/blade-workflow/design/category', sample, changeField: 'name' });
