import { and, eq, inArray } from 'drizzle-orm';
import { PLATFORM_TENANT_ID } from '@beree/contracts';
import type { Executor } from '../../../core/db/database';
import { params } from '../../../core/db/schema';
import { withPlatform } from '../../../core/tenancy/with-tenant';

/**
 * A parameter's value for a tenant: the tenant's own row, else the platform tenant's, else the
 * fallback. Reads both tenants, so it goes through the platform path.
 */
export async function paramValue(db: Executor, tenantId: string, key: string, fallback: string): Promise<string> {
  const rows = await withPlatform(db, { tenantId: PLATFORM_TENANT_ID }, (tx) =>
    tx
      .select({ tenantId: params.tenantId, value: params.paramValue })
      .from(params)
      .where(and(eq(params.paramKey, key), eq(params.isDeleted, 0), inArray(params.tenantId, [tenantId, PLATFORM_TENANT_ID]))),
  );
  return rows.find((r) => r.tenantId === tenantId)?.value ?? rows.find((r) => r.tenantId === PLATFORM_TENANT_ID)?.value ?? fallback;
}

export async function paramNumber(db: Executor, tenantId: string, key: string, fallback: number): Promise<number> {
  const n = Number(await paramValue(db, tenantId, key, String(fallback)));
  return Number.isFinite(n) && n > 0 ? n : fallback;
}
