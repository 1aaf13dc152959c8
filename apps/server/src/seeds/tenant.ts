import { DEFAULT_COMPANY_TYPES, type TenantKind } from '@beree/contracts';
import type { Executor } from '../core/db/database';
import { hashPassword, md5Hex } from '../core/auth/passwords';
import { provisionTenant } from '../modules/system/tenant/provision';

export interface TenantSeed {
  tenantId: string;
  tenantName: string;
  tenantKind: TenantKind;
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
  const { password, ...admin } = seed.admin;
  const { roleId, deptId, userId } = await provisionTenant(tx, {
    tenant: {
      tenantId: seed.tenantId,
      tenantName: seed.tenantName,
      tenantKind: seed.tenantKind,
      companyTypes: DEFAULT_COMPANY_TYPES[seed.tenantKind].join(','),
      domain: seed.domain ?? null,
      linkman: seed.linkman ?? null,
      contactNumber: seed.contactNumber ?? null,
      address: seed.address ?? null,
      packageId: seed.packageId ?? null,
    },
    dept: { name: seed.deptName, fullName: seed.tenantName },
    role: { name: seed.roleName, alias: seed.roleAlias },
    admin: { ...admin, passwordHash: await hashPassword(md5Hex(password)) },
    menuIds: seed.menuIds,
    ids: seed.ids,
  });
  return { roleId, deptId, userId };
}
