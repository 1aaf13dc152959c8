import { and, asc, eq, inArray, ne, notInArray, sql } from 'drizzle-orm';
import { menuFitsKind, PLATFORM_TENANT_ID, TENANT_ID_FIRST_DIGIT, type PartyKind } from '@beree/contracts';
import type { Executor } from '../../../core/db/database';
import { apiScopes, dataScopes, menus, params, roleMenus, roleScopes, tenantPackages, tenants, users } from '../../../core/db/schema';
import { parseIds } from '../../../core/auth/grants';

/* Queries of the tenant registry; they run on the platform path (global tables, every tenant). */

export type TenantRow = typeof tenants.$inferSelect;
export type PackageRow = typeof tenantPackages.$inferSelect;

const live = eq(tenants.isDeleted, 0);

/** Serialises tenant creation, so two requests never pick the same generated id. */
export async function lockTenantCreation(tx: Executor): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('beree:tenant:create'))`);
}

/** Whether a tenant code was ever used: a deleted tenant's code keeps its data, so it is never reused. */
export async function tenantIdUsed(tx: Executor, tenantId: string): Promise<boolean> {
  const [hit] = await tx.select({ id: tenants.id }).from(tenants).where(eq(tenants.tenantId, tenantId)).limit(1);
  return !!hit;
}

/** The next free 6-digit code after the highest one in use, or the first gap once 999999 is taken. */
/** The next free six-digit code of the kind's range (hospitals 1xxxxx, dealers 2xxxxx, …); null when it is full. */
export async function nextFreeTenantId(tx: Executor, kind: PartyKind = 'HOSPITAL'): Promise<string | null> {
  const first = TENANT_ID_FIRST_DIGIT[kind];
  const rows = await tx.select({ tenantId: tenants.tenantId }).from(tenants).where(sql`${tenants.tenantId} ~ ${`^${first}[0-9]{5}$`}`);
  const used = new Set(rows.map((r) => Number(r.tenantId)));
  const lowest = Number(`${first}00001`);
  const highestAllowed = Number(`${first}99999`);
  let highest = lowest - 1;
  for (const n of used) if (n > highest) highest = n;
  if (highest < highestAllowed) return String(highest + 1);
  for (let n = lowest; n <= highestAllowed; n++) if (!used.has(n)) return String(n);
  return null;
}

export async function domainTaken(tx: Executor, domain: string, exceptId?: bigint): Promise<boolean> {
  const [hit] = await tx
    .select({ id: tenants.id })
    .from(tenants)
    .where(and(eq(tenants.domain, domain), live, exceptId ? ne(tenants.id, exceptId) : undefined))
    .limit(1);
  return !!hit;
}

export async function findTenantByCode(tx: Executor, tenantId: string): Promise<TenantRow | undefined> {
  const [row] = await tx.select().from(tenants).where(and(eq(tenants.tenantId, tenantId), live));
  return row;
}

export async function findTenantsByIds(tx: Executor, by: { ids?: bigint[]; codes?: string[] }): Promise<TenantRow[]> {
  const match = by.codes ? inArray(tenants.tenantId, by.codes) : inArray(tenants.id, by.ids ?? []);
  return tx.select().from(tenants).where(and(match, live));
}

/** The tenants to pick from: every live one, or the one given. */
export const tenantPicker = (tx: Executor, only?: string) =>
  tx
    .select({ id: tenants.id, tenantId: tenants.tenantId, tenantName: tenants.tenantName })
    .from(tenants)
    .where(and(live, only === undefined ? undefined : eq(tenants.tenantId, only)))
    .orderBy(asc(tenants.tenantId));

export async function findPackage(tx: Executor, id: bigint): Promise<PackageRow | undefined> {
  const [row] = await tx.select().from(tenantPackages).where(and(eq(tenantPackages.id, id), eq(tenantPackages.isDeleted, 0)));
  return row;
}

/**
 * The menus a tenant may be granted: those of its package, or every menu without a package;
 * never a platform-only menu.
 */
export async function grantableMenuIds(tx: Executor, pkg: PackageRow | null | undefined, kind?: PartyKind): Promise<bigint[]> {
  const inPackage = pkg ? parseIds(pkg.menuId) : null;
  if (inPackage && inPackage.length === 0) return [];
  const rows = await tx
    .select({ id: menus.id, code: menus.code })
    .from(menus)
    .where(and(eq(menus.isDeleted, 0), eq(menus.platformOnly, 0), inPackage ? inArray(menus.id, inPackage) : undefined));
  // Without a package, a new tenant gets what its kind works with.
  return rows.filter((r) => !kind || menuFitsKind(r.code, kind)).map((r) => r.id);
}

/** Removes every grant of the tenant's roles outside the given menus, with the scopes of those menus. */
export async function trimRoleGrants(tx: Executor, tenantId: string, allowedMenuIds: bigint[]): Promise<void> {
  await tx.delete(roleMenus).where(and(eq(roleMenus.tenantId, tenantId), notInArray(roleMenus.menuId, allowedMenuIds)));
  for (const [category, table] of [[1, dataScopes], [2, apiScopes]] as const) {
    const outside = tx.select({ id: table.id }).from(table).where(notInArray(table.menuId, allowedMenuIds));
    await tx.delete(roleScopes).where(and(eq(roleScopes.tenantId, tenantId), eq(roleScopes.scopeCategory, category), inArray(roleScopes.scopeId, outside)));
  }
}

/** A platform parameter's value (new tenants have no parameters of their own yet). */
export async function platformParam(tx: Executor, key: string, fallback: string): Promise<string> {
  const [row] = await tx
    .select({ value: params.paramValue })
    .from(params)
    .where(and(eq(params.tenantId, PLATFORM_TENANT_ID), eq(params.paramKey, key), eq(params.isDeleted, 0)));
  return row?.value ?? fallback;
}

export async function userIdsOfTenants(tx: Executor, tenantIds: string[]): Promise<bigint[]> {
  if (tenantIds.length === 0) return [];
  const rows = await tx.select({ id: users.id }).from(users).where(inArray(users.tenantId, tenantIds));
  return rows.map((r) => r.id);
}
