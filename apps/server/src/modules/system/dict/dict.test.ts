import { describe, expect, it } from 'vitest';
import { HOSPITAL_ADMIN, HOSPITAL_CLERK, PLATFORM_ADMIN, useServer } from '../../../../test/harness';
import { describeTenantIsolation } from '../../../../test/cross-tenant';

const server = useServer();
const BASE = '/api/blade-system/dict';
let seq = 0;
const root = () => ({ code: `test_dict_${++seq}_${Date.now()}`, dictValue: '测试字典', sort: 1, isSealed: 0, remark: 'r' });

async function addTree(token: string) {
  const s = server();
  const parent = (await s.call('POST', `${BASE}/submit`, { token, body: root() })).body.data;
  const child = (await s.call('POST', `${BASE}/submit`, { token, body: { parentId: parent.id, code: 'ignored', dictKey: '1', dictValue: '甲', sort: 2 } })).body.data;
  return { parent, child };
}

describe('system dictionaries', () => {
  it('adds a dictionary and its entries; entries take the code of their parent', async () => {
    const s = server();
    const token = await s.login(PLATFORM_ADMIN);
    const { parent, child } = await addTree(token);
    expect(parent).toMatchObject({ parentId: '0', dictKey: '-1', isSealed: 0, version: 1 });
    expect(child).toMatchObject({ parentId: parent.id, code: parent.code, dictKey: '1', dictValue: '甲' });
    await s.call('POST', `${BASE}/submit`, { token, body: { parentId: parent.id, code: parent.code, dictKey: '0', dictValue: '乙', sort: 1 } });

    const entries = await s.call('GET', `${BASE}/dictionary?code=${parent.code}`, { token });
    expect(entries.body.data.map((e: { dictKey: string }) => e.dictKey)).toEqual(['0', '1']);
    expect((await s.call('GET', `${BASE}/detail?id=${child.id}`, { token })).body.data.dictValue).toBe('甲');
  });

  it('pages roots and entries, and builds the picker tree', async () => {
    const s = server();
    const token = await s.login(PLATFORM_ADMIN);
    const { parent, child } = await addTree(token);

    const roots = await s.call('GET', `${BASE}/parent-list?current=1&size=10&code=${parent.code}`, { token });
    expect(roots.body.data).toMatchObject({ total: 1, current: 1, size: 10 });
    expect(roots.body.data.records[0].id).toBe(parent.id);
    const allRoots = await s.call('GET', `${BASE}/parent-list?current=1&size=200`, { token });
    expect(allRoots.body.data.records.every((r: { parentId: string }) => r.parentId === '0')).toBe(true);
    expect(allRoots.body.data.records.map((r: { code: string }) => r.code)).toContain('sex');

    const children = await s.call('GET', `${BASE}/child-list?parentId=${parent.id}&current=1&size=10`, { token });
    expect(children.body.data.records.map((r: { id: string }) => r.id)).toEqual([child.id]);
    expect((await s.call('GET', `${BASE}/child-list?parentId=abc`, { token })).body).toMatchObject({ code: 400, data: { field: 'parentId' } });

    const one = await s.call('GET', `${BASE}/tree?code=${parent.code}`, { token });
    expect(one.body.data).toEqual([
      { id: parent.id, parentId: '0', title: '测试字典', key: parent.id, value: parent.id, sort: 1, hasChildren: true, children: [{ id: child.id, parentId: parent.id, title: '甲', key: child.id, value: child.id, sort: 2 }] },
    ]);
    const all = await s.call('GET', `${BASE}/tree?code=DICT`, { token });
    expect(all.body.data.map((n: { title: string }) => n.title)).toEqual(expect.arrayContaining(['性别', '测试字典']));
    expect(all.body.data.every((n: { parentId: string }) => n.parentId === '0')).toBe(true);
  });

  it('edits an entry, keeps its parent, and moves the entries when the root code changes', async () => {
    const s = server();
    const token = await s.login(PLATFORM_ADMIN);
    const { parent, child } = await addTree(token);
    const edited = await s.call('POST', `${BASE}/submit`, { token, body: { ...child, dictValue: '甲改', version: 1 } });
    expect(edited.body.data).toMatchObject({ dictValue: '甲改', version: 2, parentId: parent.id });

    const moved = await s.call('POST', `${BASE}/submit`, { token, body: { ...child, parentId: '0', version: 2 } });
    expect(moved.status).toBe(400);
    expect(moved.body).toMatchObject({ msg: '上级字典不可修改', data: { field: 'parentId' } });

    const renamed = `${parent.code}_new`;
    expect((await s.call('POST', `${BASE}/submit`, { token, body: { ...parent, code: renamed, version: 1 } })).status).toBe(200);
    const entries = await s.call('GET', `${BASE}/dictionary?code=${renamed}`, { token });
    expect(entries.body.data.map((e: { id: string }) => e.id)).toEqual([child.id]);
    expect((await s.call('GET', `${BASE}/dictionary?code=${parent.code}`, { token })).body.data).toEqual([]);
  });

  it.each([
    ['code', { code: '' }, '请输入字典编号'],
    ['dictValue', { dictValue: ' ' }, '请输入字典名称'],
    ['sort', { sort: undefined }, '请输入字典排序'],
    ['sort', { sort: 'abc' }, '请输入字典排序'],
    ['isSealed', { isSealed: 2 }, '请选择封存'],
  ])('refuses a bad %s with the spec message and writes nothing', async (field, change, msg) => {
    const s = server();
    const token = await s.login(PLATFORM_ADMIN);
    const body = { ...root(), ...change };
    const res = await s.call('POST', `${BASE}/submit`, { token, body });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 400, success: false, msg, data: { field } });
    if (body.code) expect((await s.call('GET', `${BASE}/list?code_equal=${body.code}`, { token })).body.data.total).toBe(0);
  });

  it('refuses an entry without a key, or under a missing parent', async () => {
    const s = server();
    const token = await s.login(PLATFORM_ADMIN);
    const { parent } = await addTree(token);
    const noKey = await s.call('POST', `${BASE}/submit`, { token, body: { parentId: parent.id, code: parent.code, dictValue: '丙', sort: 3 } });
    expect(noKey.body).toMatchObject({ code: 400, msg: '请输入字典键值', data: { field: 'dictKey' } });
    const orphan = await s.call('POST', `${BASE}/submit`, { token, body: { parentId: '1', code: 'x', dictKey: '1', dictValue: '丙', sort: 3 } });
    expect(orphan.body).toMatchObject({ code: 400, msg: '上级字典不存在', data: { field: 'parentId' } });
    expect((await s.call('GET', `${BASE}/child-list?parentId=${parent.id}`, { token })).body.data.total).toBe(1);
    const en = await s.call('POST', `${BASE}/submit`, { token, body: { ...root(), dictValue: '' }, headers: { 'accept-language': 'en-US' } });
    expect(en.body.msg).toBe('Please enter the dictionary name');
  });

  it('refuses a duplicate code or key and a stale version with 409', async () => {
    const s = server();
    const token = await s.login(PLATFORM_ADMIN);
    const { parent, child } = await addTree(token);
    const dupRoot = await s.call('POST', `${BASE}/submit`, { token, body: { ...root(), code: parent.code } });
    expect(dupRoot.body).toMatchObject({ code: 409, msg: '字典编号已存在', data: { field: 'code' } });
    const dupKey = await s.call('POST', `${BASE}/submit`, { token, body: { parentId: parent.id, code: parent.code, dictKey: '1', dictValue: '重复', sort: 9 } });
    expect(dupKey.body).toMatchObject({ code: 409, msg: '字典键值已存在', data: { field: 'dictKey' } });
    await s.call('POST', `${BASE}/submit`, { token, body: { ...child, dictValue: 'new', version: 1 } });
    expect((await s.call('POST', `${BASE}/submit`, { token, body: { ...child, dictValue: 'old', version: 1 } })).status).toBe(409);
  });

  it('removes a dictionary with its entries, but never a sealed one', async () => {
    const s = server();
    const token = await s.login(PLATFORM_ADMIN);
    const { parent, child } = await addTree(token);
    expect((await s.call('POST', `${BASE}/remove?ids=${parent.id}`, { token })).status).toBe(200);
    expect((await s.call('GET', `${BASE}/detail?id=${child.id}`, { token })).status).toBe(404);

    const sex = (await s.call('GET', `${BASE}/parent-list?code_equal=sex`, { token })).body.data.records[0];
    const sealed = await s.call('POST', `${BASE}/remove?ids=${sex.id}`, { token });
    expect(sealed.body).toMatchObject({ code: 400, msg: '字典「性别」已封存，不能删除', data: { field: 'ids' } });
    expect((await s.call('GET', `${BASE}/dictionary?code=sex`, { token })).body.data.length).toBe(3);

    const open = (await s.call('POST', `${BASE}/submit`, { token, body: root() })).body.data;
    await s.call('POST', `${BASE}/submit`, { token, body: { parentId: open.id, code: open.code, dictKey: '1', dictValue: '封', sort: 1, isSealed: 1 } });
    expect((await s.call('POST', `${BASE}/remove?ids=${open.id}`, { token })).status).toBe(400);
    expect((await s.call('GET', `${BASE}/detail?id=${open.id}`, { token })).status).toBe(200);
  });

  it('answers 404 for missing records', async () => {
    const s = server();
    const token = await s.login(PLATFORM_ADMIN);
    expect((await s.call('GET', `${BASE}/detail?id=1`, { token })).status).toBe(404);
    expect((await s.call('POST', `${BASE}/remove?ids=1`, { token })).status).toBe(404);
    expect((await s.call('POST', `${BASE}/submit`, { token, body: { ...root(), id: '1', version: 1 } })).status).toBe(404);
  });

  it('keeps changes to the platform; every signed-in user reads dictionary', async () => {
    const s = server();
    const clerk = await s.login(HOSPITAL_CLERK);
    const admin = await s.login(HOSPITAL_ADMIN);
    for (const token of [clerk, admin]) {
      expect((await s.call('GET', `${BASE}/list`, { token })).status).toBe(403);
      expect((await s.call('GET', `${BASE}/tree`, { token })).status).toBe(403);
      expect((await s.call('POST', `${BASE}/submit`, { token, body: root() })).status).toBe(403);
      expect((await s.call('POST', `${BASE}/remove?ids=1`, { token })).status).toBe(403);
    }
    const sex = await s.call('GET', `${BASE}/dictionary?code=sex`, { token: clerk });
    expect(sex.body.data.map((e: { dictValue: string }) => e.dictValue)).toEqual(['男', '女', '未知']);
    expect((await s.call('GET', `${BASE}/dictionary`, { token: clerk })).body).toMatchObject({ code: 400, data: { field: 'code' } });
    expect((await s.call('GET', `${BASE}/dictionary?code=sex`)).status).toBe(401);
  });
});

describeTenantIsolation(server, { base: '/blade-system/dict', sample: root, changeField: 'dictValue', platformOnly: true, owner: PLATFORM_ADMIN, intruder: HOSPITAL_ADMIN });
