import { TENANT_ID_FIRST_DIGIT } from '@beree/contracts';
import { isHospitalTenant } from './api';

/** Where the lines of a contract being drafted come from: the caller's SKUs, its catalog, or nowhere it can read. */
export type LineSource = 'sku' | 'catalog' | null;

const MAKERS = [TENANT_ID_FIRST_DIGIT.MANUFACTURER, TENANT_ID_FIRST_DIGIT.FOREIGN_OFFICE];
const isMaker = (tenantId: string | undefined) => MAKERS.some((digit) => tenantId?.startsWith(digit));

/**
 * Whether the caller is the seller of a contract of this type, as the server decides it: PURCHASE —
 * every supplier sells to the hospital; SUPPLY — a manufacturer or foreign office sells to a dealer,
 * and a dealer drafting one buys (from a maker, or from a dealer acting as general agent).
 */
export function callerSells(tenantId: string | undefined, contractType: unknown): boolean {
  return contractType === 'PURCHASE' ? !isHospitalTenant(tenantId) : isMaker(tenantId);
}

/** The seller names its own SKUs; a hospital buying picks from its catalog with that supplier. */
export function lineSource(tenantId: string | undefined, contractType: unknown): LineSource {
  if (!contractType) return null;
  if (callerSells(tenantId, contractType)) return 'sku';
  return contractType === 'PURCHASE' && isHospitalTenant(tenantId) ? 'catalog' : null;
}

/** The list filter naming a counterparty: it buys from the caller, or sells to it. */
export function counterpartyFilter(tenantId: string | undefined, counterparty: { tenantId: string; kind: string }): Record<string, string> {
  const type = counterparty.kind === 'HOSPITAL' || isHospitalTenant(tenantId) ? 'PURCHASE' : 'SUPPLY';
  // Between two dealers the drafting one buys: this finds what the other dealer sells to the caller.
  return { [callerSells(tenantId, type) ? 'buyerTenantId_equal' : 'sellerTenantId_equal']: counterparty.tenantId };
}
