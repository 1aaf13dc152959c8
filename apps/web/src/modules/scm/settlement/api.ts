import { isHospitalTenant } from '../contract/api';

/** Base path of settlements under /api. */
export const SETTLEMENT_API = '/beree-scm/settlement';

/** The other party of a settlement: the hospital looks at its suppliers, a supplier at its hospitals. */
export interface Counterparty {
  /** The list and statement filter naming it. */
  param: 'supplierTenantId' | 'hospitalTenantId';
  /** The row field holding its name. */
  name: 'supplierName' | 'hospitalName';
}

export const counterpartyOf = (tenantId: string | undefined): Counterparty =>
  isHospitalTenant(tenantId) ? { param: 'supplierTenantId', name: 'supplierName' } : { param: 'hospitalTenantId', name: 'hospitalName' };
