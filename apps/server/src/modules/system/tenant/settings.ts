import { eq, inArray, sql } from 'drizzle-orm';
import { PLATFORM_TENANT_ID, type TenantSetting } from '@beree/contracts';
import type { Executor } from '../../../core/db/database';
import { datasources, tenants } from '../../../core/db/schema';
import { badRequest, notFound } from '../../../core/http/errors';
import { parseDateTime } from '../../../core/http/wire';
import type { RequestContext } from '../../../core/tenancy/context';
import { moveTenant } from '../../../core/tenancy/move-tenant';
import { tenantDatabasesOf } from '../../../core/tenancy/tenant-databases';
import { withPlatform } from '../../../core/tenancy/with-tenant';
import { findPackage, findTenantByCode, findTenantsByIds, type TenantRow } from './repo';
import { applyPackage, requirePackage } from './service';

const touched = (ctx: RequestContext) => ({ updateUser: ctx.userId, updateTime: new Date(), version: sql`${tenants.version} + 1` });

async function tenantByCode(tx: Executor, tenantId: string): Promise<TenantRow> {
  const tenant = await findTenantByCode(tx, tenantId);
  if (!tenant) throw notFound();
  return tenant;
}

/** tenant/setting: one quota and expiry for the chosen tenants; all of them must exist. */
export async function applySetting(tx: Executor, ctx: RequestContext, input: TenantSetting): Promise<number> {
  const codes = input.tenantIds ? input.tenantIds.split(',') : undefined;
  const ids = !codes && input.ids ? input.ids.split(',').map((s) => BigInt(s)) : undefined;
  const wanted = new Set<string>(codes ?? ids?.map(String) ?? []);
  const found = await findTenantsByIds(tx, { codes, ids });
  if (found.length < wanted.size) throw notFound();
  if (found.some((t) => t.tenantId === PLATFORM_TENANT_ID)) throw badRequest('tenant.platform.locked', { field: codes ? 'tenantIds' : 'ids' });
  let expireTime: Date | null | undefined;
  if (input.expireTime !== undefined) {
    expireTime = input.expireTime ? parseDateTime(input.expireTime) : null;
    if (input.expireTime && !expireTime) throw badRequest('tenant.expireTime.invalid', { field: 'expireTime' });
  }
  await tx
    .update(tenants)
    .set({ accountNumber: input.accountNumber, expireTime, ...touched(ctx) })
    .where(inArray(tenants.id, found.map((t) => t.id)));
  return found.length;
}

/**
 * tenant/datasource: 0 (默认数据源) keeps the tenant's data in the product's own database, another
 * data source moves its rows there (ADR 0077), and 0 again brings them back. On the embedded
 * database, which is one database, only 0 is accepted. Runs outside any transaction: a move spans
 * two databases.
 */
export async function setDatasource(db: Executor, ctx: RequestContext, tenantId: string, datasourceId: bigint): Promise<void> {
  const registry = tenantDatabasesOf(db);
  const tenant = await withPlatform(db, ctx, async (tx) => {
    const row = await tenantByCode(tx, tenantId);
    if (datasourceId === 0n) return row;
    const [source] = await tx.select({ id: datasources.id, isDeleted: datasources.isDeleted }).from(datasources).where(eq(datasources.id, datasourceId));
    if (!source || source.isDeleted !== 0) throw badRequest('tenant.datasourceId.notFound', { field: 'datasourceId' });
    return row;
  });
  if (datasourceId === 0n && (!registry || registry.sourceOf(tenant.tenantId) === '0')) {
    await withPlatform(db, ctx, (tx) => tx.update(tenants).set({ datasourceId: null, ...touched(ctx) }).where(eq(tenants.id, tenant.id)));
    return;
  }
  // The embedded database cannot hold a second one: storing the binding would move nothing.
  if (!registry) throw badRequest('tenant.datasourceId.notSupported', { field: 'datasourceId' });
  // The platform's own rows are what every tenant reads: they stay with the product.
  if (tenant.tenantId === PLATFORM_TENANT_ID) throw badRequest('tenant.datasourceId.platform', { field: 'tenantId' });
  await moveTenant(registry, tenant.tenantId, String(datasourceId));
}

/** tenant/package-detail: the tenant's package, or null when it has none. */
export async function packageOf(tx: Executor, tenantId: string) {
  const tenant = await tenantByCode(tx, tenantId);
  return tenant.packageId ? ((await findPackage(tx, tenant.packageId)) ?? null) : null;
}

/** tenant/package-setting: sets (or clears) the package and trims the roles' grants to it. */
export async function setPackage(tx: Executor, ctx: RequestContext, tenantId: string, packageId: bigint | null): Promise<void> {
  const tenant = await tenantByCode(tx, tenantId);
  if (tenant.tenantId === PLATFORM_TENANT_ID) throw badRequest('tenant.platform.locked', { field: 'tenantId' });
  if (packageId) await requirePackage(tx, packageId);
  await tx.update(tenants).set({ packageId, ...touched(ctx) }).where(eq(tenants.id, tenant.id));
  await applyPackage(tx, tenant.tenantId, packageId);
}
