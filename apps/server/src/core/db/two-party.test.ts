import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useServer } from '../../../test/harness';
import { withTenant } from '../tenancy/with-tenant';
import { supplyRelations } from './schema';

const server = useServer();

const between = (hospital: string, supplier: string) => and(eq(supplyRelations.hospitalTenantId, hospital), eq(supplyRelations.supplierTenantId, supplier));

describe('row-level security of two-party documents', () => {
  it('shows a document to both of its parties and to no one else, whoever asks for it', async () => {
    const { db } = server().database;
    const read = (tenantId: string) => withTenant(db, { tenantId }, (tx) => tx.select({ id: supplyRelations.id }).from(supplyRelations).where(between('100001', '200001')));
    expect(await read('100001')).toHaveLength(1);
    expect(await read('200001')).toHaveLength(1);
    expect(await read('100002')).toHaveLength(0);
    expect(await read('200002')).toHaveLength(0);
  });

  it('lets no tenant write a document it is no party to, nor hand one away', async () => {
    const { db } = server().database;
    const row = { id: 1n, hospitalName: 'h', supplierName: 's', supplyStatus: 'SUBMITTED' };
    await expect(
      withTenant(db, { tenantId: '100002' }, (tx) => tx.insert(supplyRelations).values({ ...row, tenantId: '200001', hospitalTenantId: '100001', supplierTenantId: '200001' })),
    ).rejects.toThrow();
    // A party cannot name another tenant as the document's creator…
    await expect(
      withTenant(db, { tenantId: '200001' }, (tx) => tx.insert(supplyRelations).values({ ...row, tenantId: '200002', hospitalTenantId: '100001', supplierTenantId: '200001' })),
    ).rejects.toThrow();
    // …nor move the document out of its own reach.
    await expect(withTenant(db, { tenantId: '200001' }, (tx) => tx.update(supplyRelations).set({ supplierTenantId: '200002' }).where(between('100001', '200001')))).rejects.toThrow();
    const untouched = await withTenant(db, { tenantId: '100002' }, (tx) => tx.update(supplyRelations).set({ supplyStatus: 'STOPPED' }).where(between('100001', '200001')).returning());
    expect(untouched).toHaveLength(0);
  });
});
