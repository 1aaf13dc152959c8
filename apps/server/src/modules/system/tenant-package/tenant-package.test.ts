import { describe, expect, it } from 'vitest';
import { HOSPITAL_ADMIN, PLATFORM_ADMIN, useServer } from '../../../../test/harness';
import { describeTenantIsolation } from '../../../../test/cross-tenant';

const server = useServer();
let menuIds = '';
let seq = 0;
const sample = () => ({ packageName: `测试产品包${++seq}-${Date.now()}`, menuId: menuIds, remark: '备注' });

describe('tenant packages', () => {
  it('are managed by the platform administrator: add, edit, search, delete', async () => {
    const s = server();
    const token = await s.login(PLATFORM_ADMIN);
    const tree = (await s.call('GET', '/api/blade-system/menu/tree', { token })).body.data as { id: string; children?: { id: string }[] }[];
    menuIds = [tree[0].id, tree[0].children![0].id].join(',');
    const body = sample();
    const added = await s.call('POST', '/api/blade-system/tenant-package/submit', { token, body });
    expect(added.body.data).toMatchObject({ packageName: body.packageName, menuId: menuIds });
    const id = added.body.data.id;
    const edited = await s.call('POST', '/api/blade-system/tenant-package/submit', { token, body: { ...body, id, version: 1, remark: '新备注' } });
    expect(edited.body.data.remark).toBe('新备注');
    const found = await s.call('GET', `/api/blade-system/tenant-package/list?packageName=${encodeURIComponent(body.packageName)}`, { token });
    expect(found.body.data.total).toBe(1);
    expect((await s.call('POST', `/api/blade-system/tenant-package/remove?ids=${id}`, { token })).status).toBe(200);
    expect((await s.call('GET', `/api/blade-system/tenant-package/detail?id=${id}`, { token })).status).toBe(404);
  });

  it('require a name and at least one menu, with the spec messages', async () => {
    const s = server();
    const token = await s.login(PLATFORM_ADMIN);
    const noName = await s.call('POST', '/api/blade-system/tenant-package/submit', { token, body: { ...sample(), packageName: '' } });
    expect(noName.body).toMatchObject({ code: 400, msg: '请输入产品包名称', data: { field: 'packageName' } });
    const noMenu = await s.call('POST', '/api/blade-system/tenant-package/submit', { token, body: { ...sample(), menuId: '' } });
    expect(noMenu.body).toMatchObject({ code: 400, msg: '请选择菜单', data: { field: 'menuId' } });
    const badMenu = await s.call('POST', '/api/blade-system/tenant-package/submit', { token, body: { ...sample(), menuId: '1,x' } });
    expect(badMenu.status).toBe(400);
  });

  it('are out of reach of tenant administrators', async () => {
    const s = server();
    const token = await s.login(HOSPITAL_ADMIN);
    expect((await s.call('GET', '/api/blade-system/tenant-package/list', { token })).status).toBe(403);
    expect((await s.call('POST', '/api/blade-system/tenant-package/submit', { token, body: sample() })).status).toBe(403);
  });
});

describeTenantIsolation(server, {
  base: '/blade-system/tenant-package',
  sample,
  changeField: 'remark',
  owner: PLATFORM_ADMIN,
  intruder: HOSPITAL_ADMIN,
  platformOnly: true,
});
