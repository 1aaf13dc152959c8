import { eq } from 'drizzle-orm';
import type { Executor } from '../../../core/db/database';
import { tenants } from '../../../core/db/schema';
import { badRequest } from '../../../core/http/errors';
import { liveTogether } from '../../../core/tenancy/tenant-databases';

/**
 * A relation's documents live where both parties live (ADR 0077): a supplier and a hospital on
 * different databases cannot be joined, and the answer names the hospital.
 */
export async function requireSameDatabase(db: Executor, supplierTenantId: string, hospitalTenantId: string): Promise<void> {
  if (liveTogether(db, supplierTenantId, hospitalTenantId)) return;
  const [hospital] = await db.select({ name: tenants.tenantName }).from(tenants).where(eq(tenants.tenantId, hospitalTenantId));
  throw badRequest('supply.hospital.elsewhere', { field: 'hospitalTenantId', hospital: hospital?.name ?? hospitalTenantId });
}
