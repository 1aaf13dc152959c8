import type { Executor } from '../../../core/db/database';
import { nextId } from '../../../core/db/ids';
import { depts, roleMenus, roles, tenants, users } from '../../../core/db/schema';

type TenantFields = Omit<typeof tenants.$inferInsert, 'id' | 'createUser' | 'updateUser' | 'createDept'>;

export interface TenantProvision {
  tenant: TenantFields;
  dept: { name: string; fullName: string };
  role: { name: string; alias: string };
  admin: {
    account: string;
    passwordHash: string;
    name: string;
    realName: string;
    phone?: string | null;
    email?: string | null;
    /** The password was chosen by someone else (the platform's initial one): changed at first sign-in. */
    mustChangePassword?: boolean;
  };
  /** Menus the administrator role is granted. */
  menuIds: bigint[];
  /** Fixed ids (the platform seed reuses BladeX's well-known ones). */
  ids?: { tenant?: bigint; dept?: bigint; role?: bigint; user?: bigint };
  /** Who creates it, for the audit columns. */
  actor?: { userId: bigint; deptId: bigint | null };
}

/**
 * A new tenant as one unit, on the caller's transaction: the registry row, its root dept, its
 * administrator role granted the given menus, and its administrator account.
 */
export async function provisionTenant(tx: Executor, p: TenantProvision): Promise<{ tenantRowId: bigint; deptId: bigint; roleId: bigint; userId: bigint }> {
  const tenantRowId = p.ids?.tenant ?? nextId();
  const deptId = p.ids?.dept ?? nextId();
  const roleId = p.ids?.role ?? nextId();
  const userId = p.ids?.user ?? nextId();
  const tenantId = p.tenant.tenantId;
  const audit = { createUser: p.actor?.userId ?? null, updateUser: p.actor?.userId ?? null, createDept: p.actor?.deptId ?? null };
  await tx.insert(tenants).values({ ...p.tenant, id: tenantRowId, ...audit });
  // Names are cut to the dept columns' width; the tenant name may be longer.
  await tx.insert(depts).values({ id: deptId, tenantId, parentId: 0n, ancestors: '0', deptName: p.dept.name.slice(0, 45), fullName: p.dept.fullName.slice(0, 45), ...audit });
  await tx.insert(roles).values({ id: roleId, tenantId, roleName: p.role.name, roleAlias: p.role.alias, ...audit });
  if (p.menuIds.length) {
    await tx.insert(roleMenus).values(p.menuIds.map((menuId) => ({ id: nextId(), tenantId, roleId, menuId })));
  }
  await tx.insert(users).values({
    id: userId,
    tenantId,
    account: p.admin.account,
    password: p.admin.passwordHash,
    name: p.admin.name,
    realName: p.admin.realName,
    phone: p.admin.phone ?? null,
    email: p.admin.email ?? null,
    passwordChangeRequired: p.admin.mustChangePassword ? 1 : 0,
    roleId: String(roleId),
    deptId: String(deptId),
    ...audit,
    // The administrator belongs to the tenant's own root dept.
    createDept: deptId,
  });
  return { tenantRowId, deptId, roleId, userId };
}
