import { PLATFORM_TENANT_ID, type TenantSubmit } from '@beree/contracts';
import type { Executor } from '../../../core/db/database';
import { findRow, removeRows, submitRow } from '../../../core/crud/service';
import { hashPassword, md5Hex } from '../../../core/auth/passwords';
import { revokeUserSessions } from '../../../core/auth/revoke';
import type { SessionCache } from '../../../core/auth/session-cache';
import { badRequest, conflict, notFound } from '../../../core/http/errors';
import type { RequestContext } from '../../../core/tenancy/context';
import { domainTaken, findPackage, findTenantsByIds, grantableMenuIds, lockTenantCreation, nextFreeTenantId, platformParam, tenantIdUsed, trimRoleGrants, userIdsOfTenants, type TenantRow } from './repo';
import { provisionTenant } from './provision';
import { newTenantKind, tenantResource, tenantValues } from './resource';

/** The package with that id, or a 400 naming packageId. */
export async function requirePackage(tx: Executor, id: bigint) {
  const pkg = await findPackage(tx, id);
  if (!pkg) throw badRequest('tenant.packageId.notFound', { field: 'packageId' });
  return pkg;
}

/** Points a tenant at a package (or none) and trims its roles' grants to what the package allows. */
export async function applyPackage(tx: Executor, tenantId: string, packageId: bigint | null): Promise<void> {
  if (packageId === null) return;
  await trimRoleGrants(tx, tenantId, await grantableMenuIds(tx, await requirePackage(tx, packageId)));
}

/** The quota for a new tenant: the platform default, -1 (unlimited) when unset or not a number. */
async function defaultQuota(tx: Executor): Promise<number> {
  const n = Number(await platformParam(tx, 'tenant.default.accountNumber', '-1'));
  return Number.isInteger(n) && n >= -1 ? n : -1;
}

/**
 * Creates and provisions a tenant in the caller's transaction: registry row, root dept,
 * administrator role granted the package's menus (every tenant menu without a package) and the
 * `admin` account with the initial password, to be changed at its first sign-in.
 */
export async function createTenant(tx: Executor, ctx: RequestContext, input: TenantSubmit): Promise<TenantRow> {
  await lockTenantCreation(tx);
  const values = { ...tenantValues(input), ...newTenantKind(input) };
  let tenantId = input.tenantId || null;
  if (tenantId && (await tenantIdUsed(tx, tenantId))) throw conflict('tenant.tenantId.duplicate', { field: 'tenantId' });
  tenantId ??= await nextFreeTenantId(tx, values.tenantKind);
  if (!tenantId) throw badRequest('tenant.tenantId.exhausted', { field: 'tenantId' });
  if (values.domain && (await domainTaken(tx, values.domain))) throw conflict('tenant.domain.duplicate', { field: 'domain' });
  const pkg = values.packageId ? await requirePackage(tx, values.packageId) : null;
  const initPassword = await platformParam(tx, 'account.initPassword', '123456');
  const { tenantRowId } = await provisionTenant(tx, {
    tenant: { ...values, tenantId, accountNumber: values.accountNumber ?? (await defaultQuota(tx)), expireTime: values.expireTime ?? null, packageId: pkg?.id ?? null },
    dept: { name: values.tenantName, fullName: values.tenantName },
    role: { name: '管理员', alias: 'admin' },
    admin: { account: 'admin', passwordHash: await hashPassword(md5Hex(initPassword)), name: '管理员', realName: '管理员', mustChangePassword: true },
    menuIds: await grantableMenuIds(tx, pkg, values.tenantKind),
    actor: { userId: ctx.userId, deptId: ctx.deptIds[0] ?? null },
  });
  return (await findRow(tx, tenantResource, tenantRowId)) as TenantRow;
}

const sameTime = (a: Date | null | undefined, b: Date | null) => (a ?? null)?.getTime() === b?.getTime();

/**
 * Edits a tenant. Its code never changes; the platform tenant keeps its package, quota and expiry
 * (changing them could lock every administrator out). A new package trims the roles' grants.
 */
export async function updateTenant(tx: Executor, ctx: RequestContext, input: TenantSubmit & { id: string }): Promise<TenantRow> {
  const existing = (await findRow(tx, tenantResource, BigInt(input.id))) as TenantRow;
  if (input.tenantId && input.tenantId !== existing.tenantId) throw badRequest('tenant.tenantId.immutable', { field: 'tenantId' });
  if (input.tenantKind && input.tenantKind !== existing.tenantKind) throw badRequest('tenant.tenantKind.immutable', { field: 'tenantKind' });
  const values = tenantValues(input);
  if (existing.tenantId === PLATFORM_TENANT_ID) {
    const changed = [
      values.packageId !== undefined && values.packageId !== existing.packageId ? 'packageId' : null,
      values.accountNumber !== undefined && values.accountNumber !== existing.accountNumber ? 'accountNumber' : null,
      values.expireTime !== undefined && !sameTime(values.expireTime, existing.expireTime) ? 'expireTime' : null,
    ].find(Boolean);
    if (changed) throw badRequest('tenant.platform.locked', { field: changed });
  }
  if (values.packageId) await requirePackage(tx, values.packageId);
  const { row } = await submitRow(tx, tenantResource, ctx, input);
  if (values.packageId !== undefined && values.packageId !== existing.packageId) await applyPackage(tx, existing.tenantId, values.packageId);
  return row as TenantRow;
}

/**
 * Deletes tenants (never the platform tenant): sign-in to them stops, since it looks for a live
 * tenant row, and every open session of their users ends now.
 */
export async function removeTenants(tx: Executor, cache: SessionCache, ctx: RequestContext, ids: bigint[]): Promise<void> {
  const found = await findTenantsByIds(tx, { ids });
  if (found.some((t) => t.tenantId === PLATFORM_TENANT_ID)) throw badRequest('tenant.platform.remove', { field: 'ids' });
  if (found.length === 0) throw notFound();
  await removeRows(tx, tenantResource, ctx, ids);
  await revokeUserSessions(tx, cache, await userIdsOfTenants(tx, found.map((t) => t.tenantId)), 'tenant-removed');
}
