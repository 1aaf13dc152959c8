import { describe, expect, it } from 'vitest';
import { PLATFORM_ADMIN, useServer } from '../../../../test/harness';

const server = useServer();

describe('tenant kinds', () => {
  it('hands out codes from each kind range and keeps the kind for good', async () => {
    const s = server();
    const token = await s.login(PLATFORM_ADMIN);
    const dealer = await s.call('POST', '/api/blade-system/tenant/submit', { token, body: { tenantName: '云州骨联医疗器械有限公司', tenantKind: 'DEALER' } });
    expect(dealer.status, JSON.stringify(dealer.body)).toBe(200);
    expect(dealer.body.data).toMatchObject({ tenantKind: 'DEALER', companyTypes: 'INLAND_DEALER' });
    expect(dealer.body.data.tenantId).toMatch(/^2\d{5}$/);
    expect(Number(dealer.body.data.tenantId)).toBeGreaterThan(200002);

    const office = await s.call('POST', '/api/blade-system/tenant/submit', { token, body: { tenantName: '维森医疗器械（德国）有限公司上海代表处', tenantKind: 'FOREIGN_OFFICE' } });
    expect(office.body.data).toMatchObject({ tenantId: '400001', tenantKind: 'FOREIGN_OFFICE', companyTypes: 'FOREIGN_OFFICE' });

    const both = await s.call('POST', '/api/blade-system/tenant/submit', { token, body: { tenantName: '杭州安析生物技术有限公司', tenantKind: 'MANUFACTURER', companyTypes: 'INLAND_MANUFACTRUE,INLAND_DEALER' } });
    expect(both.body.data).toMatchObject({ tenantKind: 'MANUFACTURER', companyTypes: 'INLAND_MANUFACTRUE,INLAND_DEALER' });
    expect(both.body.data.tenantId).toMatch(/^3\d{5}$/);

    const changed = await s.call('POST', '/api/blade-system/tenant/submit', { token, body: { id: dealer.body.data.id, tenantName: '云州骨联', tenantKind: 'HOSPITAL' } });
    expect(changed.status).toBe(400);
    expect(changed.body).toMatchObject({ msg: '租户类型创建后不能修改', data: { field: 'tenantKind' } });
  });

  it('refuses an unknown kind or company type, naming the field, and writes nothing', async () => {
    const s = server();
    const token = await s.login(PLATFORM_ADMIN);
    for (const [body, field] of [
      [{ tenantName: '平台二号', tenantKind: 'PLATFORM' }, 'tenantKind'],
      [{ tenantName: '某公司', tenantKind: 'DEALER', companyTypes: 'INLAND_MANUFACTURER' }, 'companyTypes'],
    ] as const) {
      const res = await s.call('POST', '/api/blade-system/tenant/submit', { token, body });
      expect(res.status).toBe(400);
      expect(res.body.data.field).toBe(field);
      const list = await s.call('GET', `/api/blade-system/tenant/list?tenantName=${encodeURIComponent(body.tenantName)}`, { token });
      expect(list.body.data.total).toBe(0);
    }
  });

  it('lists and filters tenants by kind', async () => {
    const s = server();
    const token = await s.login(PLATFORM_ADMIN);
    const hospitals = await s.call('GET', '/api/blade-system/tenant/list?current=1&size=100&tenantKind=HOSPITAL', { token });
    const codes = hospitals.body.data.records.map((r: { tenantId: string }) => r.tenantId);
    expect(codes).toEqual(expect.arrayContaining(['100001', '100002', '100003']));
    expect(hospitals.body.data.records.every((r: { tenantKind: string }) => r.tenantKind === 'HOSPITAL')).toBe(true);
    const platform = await s.call('GET', '/api/blade-system/tenant/list?tenantKind=PLATFORM', { token });
    expect(platform.body.data.records.map((r: { tenantId: string }) => r.tenantId)).toEqual(['000000']);
  });

  it("grants each kind's administrator its own package: a hospital reviews relations, a dealer applies", async () => {
    const s = server();
    const buttons = async (login: { tenantId: string; username: string; password: string }) => {
      const res = await s.call('GET', '/api/blade-system/menu/buttons', { token: await s.login(login) });
      return JSON.stringify(res.body.data);
    };
    const hospital = await buttons({ tenantId: '100001', username: 'admin', password: 'admin' });
    expect(hospital).toContain('supply_relation_approve');
    expect(hospital).not.toContain('supply_relation_add');
    const dealer = await buttons({ tenantId: '200001', username: 'admin', password: 'admin' });
    expect(dealer).toContain('supply_relation_add');
    expect(dealer).not.toContain('supply_relation_approve');
  });
});
