import { TENANT_ID_FIRST_DIGIT } from '@beree/contracts';

/** Base paths under /api of contracts, the hospital catalog and the supplier's SKUs. */
export const CONTRACT_API = '/beree-scm/contract';
export const CATALOG_API = '/beree-scm/catalog';
export const SKU_API = '/beree-scm/product-sku';

/** A party the caller may contract with (contract/counterparties). */
export interface Counterparty {
  tenantId: string;
  name: string;
  kind: string;
}

/** A line of a contract as the form holds it: the SKU, its snapshot, and the agreed terms. */
export interface ContractLine {
  id?: string;
  skuId?: string;
  catalogItemId?: string;
  productName?: string;
  specification?: string | null;
  model?: string | null;
  unit?: string;
  unitPrice?: number | string | null;
  taxRate?: number | string | null;
  bidStatus?: string;
  bidPrice?: number | string | null;
  maxQty?: number | string | null;
}

/** Tenant codes are handed out per kind: a hospital's starts with 1. */
export const isHospitalTenant = (tenantId: string | undefined) => Boolean(tenantId?.startsWith(TENANT_ID_FIRST_DIGIT.HOSPITAL));
