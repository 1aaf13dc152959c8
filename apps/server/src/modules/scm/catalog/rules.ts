import { message, type Lang } from '@beree/contracts';
import type { Executor } from '../../../core/db/database';
import { AppError, badRequest } from '../../../core/http/errors';
import type { Party } from '../party/party';
import { requireApprovedRelation } from '../supply-relation/service';
import { skuLabel, type SellerSku } from './skus';

/**
 * R1 for catalogs and purchase contracts: the hospital and the supplier have an APPROVED supply
 * relation. The relation's own check decides; the message names both parties, since either may be
 * the one asking, and the field the caller chose the other party with.
 */
export async function checkR1(
  tx: Executor,
  lang: Lang,
  parties: { hospital: Party; supplier: Party },
  rule: { key: 'catalog.R1' | 'contract.R1'; action: string; field: string },
): Promise<void> {
  const action = message(rule.action, lang);
  try {
    await requireApprovedRelation(tx, lang, { hospitalTenantId: parties.hospital.tenantId, supplierTenantId: parties.supplier.tenantId }, action);
  } catch (error) {
    if (!(error instanceof AppError) || error.key !== 'supply.R1') throw error;
    throw badRequest(rule.key, { field: rule.field, hospital: parties.hospital.name, supplier: parties.supplier.name, status: String(error.vars.status), action });
  }
}

/**
 * R8: a stopped product or SKU enters no new catalog item or contract line (documents already
 * holding it are unaffected). `prefix` is 'catalog' or 'contract'; `vars` say where (line, field).
 */
export function checkR8(sku: SellerSku, prefix: 'catalog' | 'contract', vars: Record<string, string | number> & { field: string }): void {
  if (sku.productUseFlag === 'STOP') throw badRequest(`${prefix}.R8.product`, { ...vars, product: sku.productName });
  if (sku.skuUseFlag === 'STOP') throw badRequest(`${prefix}.R8.sku`, { ...vars, product: skuLabel(sku) });
}
