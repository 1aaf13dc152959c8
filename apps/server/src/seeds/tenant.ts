import type { Executor } from '../core/db/database';
import { nextId } from '../core/db/ids';
import { depts, roleMenus, roles, tenants, users } from '../core/db/schema';
import { hashPassword, md5Hex } from '../core/auth/passwords';

export interface TenantSeed {
  tenantId: string;
  tenantName: string;
  roleName: string;
  roleAlias: string;
  deptName: string;
  admin: { account: string; password: string; realName: string; name: string; phone?: string; email?: string };
  menuIds: bigint[];
  packageId?: bigint;
  domain?: string;
  linkman?: string;
  contactNumber?: string;
  address?: string;
  ids?: { user?: bigint; dept?: bigint; role?: bigint; tenant?: bigint };
}

/** Creates a tenant row with its root dept, administrator role (granted the given menus) and admin user. */
export async function createTenantWithAdmin(tx: Executor, seed: TenantSeed): Promise<{ roleId: bigint; deptId: bigint; userId: bigint }> {
  const tenantRowId = seed.ids?.tenant ?? nextId();
  const deptId = seed.ids?.dept ?? nextId();
  const roleId = seed.ids?.role ?? nextId();
  const userId = seed.ids?.user ?? nextId();
  await tx.insert(tenants).values({
    id: tenantRowId,
    tenantId: seed.tenantId,
    tenantName: seed.tenantName,
    domain: seed.domain ?? null,
    linkman: seed.linkman ?? null,
    contactNumber: seed.contactNumber ?? null,
    address: seed.address ?? null,
    packageId: seed.packageId ?? null,
  });
  await tx.insert(depts).values({ id: deptId, tenantId: seed.tenantId, parentId: 0n, ancestors: '0', deptName: seed.deptName, fullName: seed.tenantName });
  await tx.insert(roles).values({ id: roleId, tenantId: seed.tenantId, roleName: seed.roleName, roleAlias: seed.roleAlias });
  if (seed.menuIds.length) {
    await tx.insert(roleMenus).values(seed.menuIds.map((menuId) => ({ id: nextId(), tenantId: seed.tenantId, roleId, menuId })));
  }
  await tx.insert(users).values({
    id: userId,
    tenantId: seed.tenantId,
    account: seed.admin.account,
    password: await hashPassword(md5Hex(seed.admin.password)),
    name: seed.admin.name,
    realName: seed.admin.realName,
    phone: seed.admin.phone ?? null,
    email: seed.admin.email ?? null,
    roleId: String(roleId),
    deptId: String(deptId),
    createDept: deptId,
  });
  return { roleId, deptId, userId };
}
