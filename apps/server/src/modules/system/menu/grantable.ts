import { and, eq } from 'drizzle-orm';
import { PLATFORM_TENANT_ID } from '@beree/contracts';
import { parseIds } from '../../../core/auth/grants';
import type { Executor } from '../../../core/db/database';
import { tenantPackages, tenants } from '../../../core/db/schema';
import { allMenus } from './repo';

export type MenuRow = Awaited<ReturnType<typeof allMenus>>[number];

/**
 * The menus and buttons a tenant may grant its roles and top menus: every one for the platform
 * tenant; otherwise those of its package (`blade_tenant.package_id` → `blade_tenant_package.menu_id`),
 * or every one when it has no package, never a platform-only one.
 */
export async function grantableMenus(tx: Executor, tenantId: string): Promise<MenuRow[]> {
  const rows = await allMenus(tx);
  if (tenantId === PLATFORM_TENANT_ID) return rows;
  const [tenant] = await tx
    .select({ packageMenus: tenantPackages.menuId, packageId: tenants.packageId })
    .from(tenants)
    .leftJoin(tenantPackages, and(eq(tenantPackages.id, tenants.packageId), eq(tenantPackages.isDeleted, 0)))
    .where(and(eq(tenants.tenantId, tenantId), eq(tenants.isDeleted, 0)));
  // A package that was deleted grants nothing rather than everything.
  const inPackage = tenant?.packageId ? new Set(parseIds(tenant.packageMenus)) : null;
  return rows.filter((m) => m.platformOnly === 0 && (inPackage === null || inPackage.has(m.id)));
}

/** Just the ids, for checking a grant. */
export const grantableMenuIds = async (tx: Executor, tenantId: string): Promise<Set<bigint>> =>
  new Set((await grantableMenus(tx, tenantId)).map((m) => m.id));
