import { describe, expect, it } from 'vitest';
import { posts } from '../../../core/db/schema';
import { nextId } from '../../../core/db/ids';
import { DEALER_ADMIN, HOSPITAL_ADMIN, HOSPITAL_CLERK, useServer } from '../../../../test/harness';

const server = useServer();

describe('picker lookups', () => {
  it('search/user pages the tenant users by account or name, with picker fields only', async () => {
    const s = server();
    const token = await s.login(HOSPITAL_CLERK);
    const all = await s.call('GET', '/api/blade-user/search/user?current=1&size=1', { token });
    expect(all.body.data).toMatchObject({ total: 5, size: 1, current: 1, pages: 5 });
    const byName = await s.call('GET', `/api/blade-user/search/user?realName=${encodeURIComponent('周')}`, { token });
    expect(byName.body.data.records).toHaveLength(1);
    expect(byName.body.data.records[0]).toMatchObject({ account: 'admin', realName: '周敏', tenantId: '100001' });
    expect(Object.keys(byName.body.data.records[0])).not.toEqual(expect.arrayContaining(['password']));
    expect(JSON.stringify(byName.body)).not.toMatch(/password|phone|email|1390571/);
    expect((await s.call('GET', '/api/blade-user/search/user?account=liting', { token })).body.data.records[0].realName).toBe('李婷');
    expect((await s.call('GET', '/api/blade-user/search/user?phone=139', { token })).status).toBe(400);
    expect((await s.call('GET', '/api/blade-user/search/user?size=0', { token })).status).toBe(400);
  });

  it('search/role, dept and post list the tenant rows by name', async () => {
    const s = server();
    const token = await s.login(HOSPITAL_ADMIN);
    await s.database.db.insert(posts).values([
      { id: nextId(), tenantId: '100001', category: 2, postCode: 'kz', postName: '科长', sort: 1 },
      { id: nextId(), tenantId: '200001', category: 2, postCode: 'kz', postName: '科长', sort: 1 },
    ]);
    const roles = await s.call('GET', '/api/blade-system/search/role', { token });
    expect(roles.body.data.map((r: { roleName: string }) => r.roleName)).toEqual(['管理员', '业务员', '部门经理', '总经理', '人事专员']);
    const clerkRole = await s.call('GET', `/api/blade-system/search/role?roleName=${encodeURIComponent('业务')}`, { token });
    expect(clerkRole.body.data).toHaveLength(1);
    expect(clerkRole.body.data[0]).toMatchObject({ roleAlias: 'user', tenantId: '100001' });
    const dept = await s.call('GET', `/api/blade-system/search/dept?deptName=${encodeURIComponent('装备')}`, { token });
    expect(dept.body.data).toHaveLength(1);
    expect(dept.body.data[0]).toMatchObject({ deptName: '医学装备部', parentId: '0' });
    const post = await s.call('GET', `/api/blade-system/search/post?postName=${encodeURIComponent('科长')}`, { token });
    expect(post.body.data).toHaveLength(1);
    expect(post.body.data[0]).toMatchObject({ postCode: 'kz', tenantId: '100001' });
    expect((await s.call('GET', '/api/blade-system/search/dept?deptName=nothing-like-this', { token })).body.data).toEqual([]);
    expect((await s.call('GET', '/api/blade-system/search/role?tenantId=200001', { token })).status).toBe(400);
  });

  it("never shows another tenant's users, roles, depts or posts", async () => {
    const s = server();
    const token = await s.login(DEALER_ADMIN);
    const users = (await s.call('GET', '/api/blade-user/search/user?size=100', { token })).body.data.records;
    expect(users.map((u: { account: string }) => u.account).sort()).toEqual(['admin', 'gm', 'hr', 'manager', 'zhaoxr']);
    for (const name of ['role', 'dept', 'post']) {
      const rows = (await s.call('GET', `/api/blade-system/search/${name}`, { token })).body.data as { tenantId: string }[];
      expect(rows.every((r) => r.tenantId === '200001'), name).toBe(true);
    }
    expect((await s.call('GET', `/api/blade-system/search/dept?deptName=${encodeURIComponent('装备')}`, { token })).body.data).toEqual([]);
  });

  it('needs a token', async () => {
    const s = server();
    for (const url of ['/api/blade-user/search/user', '/api/blade-system/search/role', '/api/blade-system/search/dept', '/api/blade-system/search/post']) {
      expect((await s.call('GET', url)).status, url).toBe(401);
    }
  });
});
