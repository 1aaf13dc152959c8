import { and, asc, eq } from 'drizzle-orm';
import { catalogItems, hospitalDepartments, receivingAddresses } from '../src/core/db/schema';
import { withTenant } from '../src/core/tenancy/with-tenant';
import type { TestServer } from './harness';

/** What plans and orders of a hospital name: a department, its default receiving address, and its catalog items by supplier. */
export interface HospitalRefs {
  departmentId: string;
  departmentName: string;
  addressId: string;
  items: Record<string, string[]>;
}

/** Reads, as the hospital, the ids its plans and orders are written with. */
export async function hospitalRefs(s: TestServer, hospitalTenantId: string): Promise<HospitalRefs> {
  return withTenant(s.database.db, { tenantId: hospitalTenantId }, async (tx) => {
    const [department] = await tx.select().from(hospitalDepartments).where(eq(hospitalDepartments.isDeleted, 0)).orderBy(asc(hospitalDepartments.code)).limit(1);
    const [address] = await tx.select().from(receivingAddresses).where(and(eq(receivingAddresses.isDefault, true), eq(receivingAddresses.isDeleted, 0)));
    const rows = await tx.select().from(catalogItems).where(and(eq(catalogItems.hospitalTenantId, hospitalTenantId), eq(catalogItems.isDeleted, 0))).orderBy(asc(catalogItems.createTime), asc(catalogItems.id));
    const items: Record<string, string[]> = {};
    for (const r of rows) (items[r.supplierTenantId] ??= []).push(String(r.id));
    return { departmentId: String(department.id), departmentName: department.name, addressId: String(address?.id ?? ''), items };
  });
}
