import { inArray } from 'drizzle-orm';
import { PLATFORM_TENANT_ID } from '@beree/contracts';
import type { Executor } from '../../../core/db/database';
import { ossConfigs } from '../../../core/db/schema';
import { withPlatform } from '../../../core/tenancy/with-tenant';

/**
 * The codes of the stores rows were written to, by id. Read on the platform path: a tenant's
 * files may live in the platform's store, whose row its own view does not reach. Call it
 * outside any open transaction.
 */
export async function ossCodesOf(db: Executor, ids: (bigint | null)[]): Promise<Map<bigint, string>> {
  const wanted = [...new Set(ids.filter((id): id is bigint => id !== null))];
  if (!wanted.length) return new Map();
  const rows = await withPlatform(db, { tenantId: PLATFORM_TENANT_ID }, (tx) => tx.select({ id: ossConfigs.id, ossCode: ossConfigs.ossCode }).from(ossConfigs).where(inArray(ossConfigs.id, wanted)));
  return new Map(rows.map((r) => [r.id, r.ossCode]));
}
