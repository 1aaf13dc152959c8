import { DEFAULT_COMPANY_TYPES, PERMISSIONS, tenantSubmitSchema, type TenantSubmit } from '@beree/contracts';
import type { CrudResource } from '../../../core/crud/resource';
import { tenants } from '../../../core/db/schema';
import { badRequest } from '../../../core/http/errors';
import { parseDateTime } from '../../../core/http/wire';
import { hostOf } from './domain';

/** The columns a tenant submit writes; a field left out (undefined) is left unchanged on edit, an empty one cleared. */
export function tenantValues(input: TenantSubmit) {
  let expireTime: Date | null | undefined;
  if (input.expireTime !== undefined) {
    expireTime = input.expireTime ? parseDateTime(input.expireTime) : null;
    if (expireTime === null && input.expireTime) throw badRequest('tenant.expireTime.invalid', { field: 'expireTime' });
  }
  const text = (v: string | null | undefined) => (v === undefined ? undefined : v || null);
  return {
    tenantName: input.tenantName,
    domain: input.domain === undefined ? undefined : input.domain ? hostOf(input.domain) || null : null,
    backgroundUrl: text(input.backgroundUrl),
    linkman: text(input.linkman),
    contactNumber: text(input.contactNumber),
    address: text(input.address),
    accountNumber: input.accountNumber === undefined ? undefined : (input.accountNumber ?? -1),
    expireTime,
    packageId: input.packageId === undefined ? undefined : input.packageId === null ? null : BigInt(input.packageId),
    companyTypes: input.companyTypes === undefined ? undefined : (input.companyTypes ?? ''),
  };
}

/** A new tenant's kind (a hospital unless said) and its company types (the kind's own unless given). */
export function newTenantKind(input: TenantSubmit) {
  const tenantKind = input.tenantKind ?? 'HOSPITAL';
  return { tenantKind, companyTypes: input.companyTypes || DEFAULT_COMPANY_TYPES[tenantKind].join(',') };
}

/**
 * The tenant registry: global rows managed by the platform administrator. The generic helper
 * lists, reads, edits and deletes them; creating one provisions the tenant (see service.ts).
 */
export const tenantResource: CrudResource<typeof tenantSubmitSchema> = {
  base: '/blade-system/tenant',
  tag: 'system/tenant',
  table: tenants,
  scope: 'platform',
  filters: {
    tenantId: tenants.tenantId,
    tenantName: tenants.tenantName,
    tenantKind: tenants.tenantKind,
    linkman: tenants.linkman,
    contactNumber: tenants.contactNumber,
    domain: tenants.domain,
    address: tenants.address,
    accountNumber: tenants.accountNumber,
    expireTime: tenants.expireTime,
    status: tenants.status,
    createTime: tenants.createTime,
  },
  permissions: PERMISSIONS.tenant,
  submitSchema: tenantSubmitSchema,
  toValues: (input) => tenantValues(input),
  unique: [{ field: 'domain', column: tenants.domain, message: 'tenant.domain.duplicate' }],
};
