import { describe, expect, it } from 'vitest';
import { DEALER2_ADMIN, HOSPITAL_ADMIN, HOSPITAL_CLERK, PLATFORM_ADMIN, useServer } from '../../../../test/harness';

const server = useServer();
const url = '/api/beree-scm/home-page-statistics/overview';

describe('home page overview', () => {
  it("answers each tenant its kind and its own relations by state, every state present", async () => {
    const s = server();
    const hospital = (await s.call('GET', url, { token: await s.login(HOSPITAL_ADMIN) })).body.data;
    // 云州市第一人民医院: two approved suppliers and one rejected application (seeds/demo.ts).
    expect(hospital).toEqual({ tenantKind: 'HOSPITAL', supplyRelations: { SUBMITTED: 0, APPROVED: 2, CANCELLED: 0, REJECTED: 1, STOPPED: 0 } });
    const dealer = (await s.call('GET', url, { token: await s.login(DEALER2_ADMIN) })).body.data;
    expect(dealer).toEqual({ tenantKind: 'DEALER', supplyRelations: { SUBMITTED: 1, APPROVED: 0, CANCELLED: 0, REJECTED: 1, STOPPED: 1 } });
  });

  it('answers the platform every relation and the tenants by kind', async () => {
    const s = server();
    const platform = (await s.call('GET', url, { token: await s.login(PLATFORM_ADMIN) })).body.data;
    expect(platform.tenantKind).toBe('PLATFORM');
    expect(platform.tenantsByKind).toMatchObject({ HOSPITAL: 3, DEALER: 2, MANUFACTURER: 1, FOREIGN_OFFICE: 0 });
    expect(Object.values(platform.supplyRelations as Record<string, number>).reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(7);
  });

  it('is there for every signed-in user, whatever their grants', async () => {
    const s = server();
    const clerk = await s.call('GET', url, { token: await s.login(HOSPITAL_CLERK) });
    expect(clerk.status).toBe(200);
    expect(clerk.body.data.tenantKind).toBe('HOSPITAL');
  });
});
