import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DICTIONARIES, isBusinessDictionary } from '@beree/contracts';
import { tenants } from '../src/core/db/schema';
import { HOSPITAL_ADMIN, PLATFORM_ADMIN, useServer } from './harness';

const server = useServer();

describe('health, docs and public lookups', () => {
  it('health checks the database', async () => {
    const res = await server().call('GET', '/api/health');
    expect(res.body).toMatchObject({ code: 200, data: { status: 'UP' } });
  });

  it('publishes OpenAPI with the spec paths', async () => {
    const res = await server().call('GET', '/api/openapi.json');
    expect(res.status).toBe(200);
    expect(Object.keys(res.body.paths)).toEqual(
      expect.arrayContaining(['/api/blade-auth/oauth/token', '/api/blade-system/param/list', '/api/blade-system/tenant-package/submit', '/api/blade-system/menu/routes']),
    );
    expect(JSON.stringify(res.body.paths)).not.toContain('test-hooks');
    const ui = await server().app.inject({ method: 'GET', url: '/api/docs/' });
    expect(ui.statusCode).toBe(200);
  });

  it('tenant/info finds a tenant by its domain, and nothing for an unknown one', async () => {
    const s = server();
    await s.database.db.update(tenants).set({ domain: 'yz1h.example.cn' }).where(eq(tenants.tenantId, '100001'));
    const found = await s.call('GET', '/api/blade-system/tenant/info?domain=https://yz1h.example.cn');
    expect(found.body.data).toMatchObject({ tenantId: '100001', domain: 'yz1h.example.cn' });
    expect((await s.call('GET', '/api/blade-system/tenant/info?domain=http://nowhere.example')).body.data).toEqual({});
  });

  it('unknown API paths answer 404 in the envelope', async () => {
    const res = await server().call('GET', '/api/blade-system/nope');
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ code: 404, success: false });
  });
});

describe('dictionaries and the welcome figures', () => {
  it('serves every enumeration of the spec as a dictionary', async () => {
    const s = server();
    const token = await s.login(HOSPITAL_ADMIN);
    for (const d of DICTIONARIES) {
      const family = isBusinessDictionary(d.code) ? 'dict-biz' : 'dict';
      const res = await s.call('GET', `/api/blade-system/${family}/dictionary?code=${d.code}`, { token });
      expect(res.body.data.map((e: { dictKey: string }) => e.dictKey), d.code).toEqual(d.items.map((i) => i.key));
    }
    const category = await s.call('GET', '/api/blade-system/dict-biz/dictionary?code=noticeCategory', { token });
    expect(category.body.data[0]).toMatchObject({ code: 'noticeCategory', dictKey: 'HOSPITAL_NOTICE', dictValue: '医院通知' });
    expect((await s.call('GET', '/api/blade-system/dict/dictionary', { token })).status).toBe(400);
  });

  it("counts the caller's tenant for the welcome page", async () => {
    const s = server();
    const hospital = (await s.call('GET', '/api/blade-system/home/statistics', { token: await s.login(HOSPITAL_ADMIN) })).body.data;
    // The administrator and the clerk, and the leave demo's manager, general manager and HR clerk, each with a role.
    expect(hospital).toMatchObject({ users: 5, roles: 5, params: 3, tenants: 1, packages: 1 });
    expect(hospital.menus).toBeLessThan((await s.call('GET', '/api/blade-system/home/statistics', { token: await s.login(PLATFORM_ADMIN) })).body.data.menus);
    const platform = (await s.call('GET', '/api/blade-system/home/statistics', { token: await s.login(PLATFORM_ADMIN) })).body.data;
    // The platform's eleven seeded parameters (seeds/base.ts).
    expect(platform).toMatchObject({ users: 1, roles: 1, params: 11, tenants: 7 });
  });
});

describe('sign-in rate limit', () => {
  it('answers 429 past the per-IP limit instead of locking anyone out', async () => {
    const { startServer } = await import('./harness');
    const s = await startServer({ TOKEN_RATE_LIMIT: '3' });
    try {
      const statuses = [];
      for (let i = 0; i < 4; i++) statuses.push((await s.token({ ...HOSPITAL_ADMIN, password: 'wrong' })).status);
      expect(statuses).toEqual([400, 400, 400, 429]);
    } finally {
      await s.app.close();
      await s.database.close();
    }
  });
});
