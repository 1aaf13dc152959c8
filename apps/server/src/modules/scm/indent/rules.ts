import { message, type Lang } from '@beree/contracts';
import type { catalogItems, contractLines, contracts } from '../../../core/db/schema';
import type { Executor } from '../../../core/db/database';
import { AppError, badRequest } from '../../../core/http/errors';
import { skuLabel, type SellerSku } from '../catalog/skus';
import { requireApprovedRelation } from '../supply-relation/service';

/** Plans, orders and deliveries share these rules; each names its own messages. */
export type LinePrefix = 'plan' | 'indent' | 'delivery' | 'surgical';
type CatalogItem = typeof catalogItems.$inferSelect;
interface Where {
  field: string;
  line: number;
}

/**
 * R1: the hospital and the supplier have an APPROVED supply relation. The relation's own check
 * decides; the message names the supplier and, for a line, which one.
 */
export async function checkR1(
  tx: Executor,
  lang: Lang,
  parties: { hospitalTenantId: string; hospitalName: string; supplierTenantId: string; supplierName: string },
  rule: { prefix: LinePrefix; action: string; field: string; line?: number },
): Promise<void> {
  const action = message(rule.action, lang);
  try {
    await requireApprovedRelation(tx, lang, parties, action);
  } catch (error) {
    if (!(error instanceof AppError) || error.key !== 'supply.R1') throw error;
    throw badRequest(`${rule.prefix}.R1`, { field: rule.field, line: rule.line ?? 1, hospital: parties.hospitalName, supplier: parties.supplierName, status: String(error.vars.status), action });
  }
}

/**
 * R8: a stopped catalog item, SKU, product or contract line (or a stopped contract) enters no new
 * plan or order. Documents already holding it are unaffected.
 */
export function checkR8(
  prefix: LinePrefix,
  lang: Lang,
  item: CatalogItem,
  sku: SellerSku | undefined,
  contract: { contract: typeof contracts.$inferSelect; line: typeof contractLines.$inferSelect | null } | undefined,
  where: Where & { action: string },
): void {
  const stopped =
    item.useFlag === 'STOP' || !sku || sku.skuUseFlag === 'STOP' || sku.productUseFlag === 'STOP' || contract?.contract.useFlag === 'STOP' || contract?.line?.useFlag === 'STOP';
  if (stopped) throw badRequest(`${prefix}.R8`, { field: where.field, line: where.line, product: skuLabel(item), action: message(where.action, lang) });
}

/**
 * R32: a line uses an item of the hospital's catalog (with the given supplier, for an order), and
 * an item priced by a purchase contract needs that contract in force, and its line valid, on the
 * document's date. An item the supplier priced without a contract keeps the catalog's price.
 */
export function checkR32Catalog(prefix: LinePrefix, item: CatalogItem | undefined, where: Where & { supplier?: string }): asserts item is CatalogItem {
  if (!item) throw badRequest(`${prefix}.R32.catalog`, { field: where.field, line: where.line, supplier: where.supplier ?? '' });
}

export function checkR32Contract(
  prefix: LinePrefix,
  item: CatalogItem,
  contract: { contract: typeof contracts.$inferSelect; line: typeof contractLines.$inferSelect | null } | undefined,
  date: string,
  where: Where,
): void {
  if (!item.contractId) return;
  const c = contract?.contract;
  const from = contract?.line?.validFrom ?? c?.validFrom;
  const to = contract?.line?.validTo ?? c?.validTo;
  const valid = c && contract?.line && c.contractStatus === 'EFFECTIVE' && c.isDeleted === 0 && from! <= date && date <= to!;
  if (!valid) throw badRequest(`${prefix}.R32.contract`, { field: where.field, line: where.line, product: skuLabel(item), date });
}
