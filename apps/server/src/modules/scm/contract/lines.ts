import { and, eq } from 'drizzle-orm';
import type { ContractLineSubmit, ContractType } from '@beree/contracts';
import type { Executor } from '../../../core/db/database';
import { catalogItems, contractLines } from '../../../core/db/schema';
import { badRequest } from '../../../core/http/errors';
import type { RequestContext } from '../../../core/tenancy/context';
import { checkR8 } from '../catalog/rules';
import { readSellerSkus, skuLabel, type SellerSku } from '../catalog/skus';
import { checkLine, type Sides } from './rules';

export type LineValues = Omit<typeof contractLines.$inferInsert, 'id' | 'tenantId' | 'buyerTenantId' | 'sellerTenantId' | 'contractId'>;

/** The SKU a line names: its own skuId, or that of the hospital's catalog item with the seller. */
async function skuOfLine(tx: Executor, type: ContractType, sides: Sides, line: ContractLineSubmit, index: number): Promise<bigint> {
  const at = (name: string) => ({ field: `lines.${index}.${name}`, line: index + 1 });
  if (line.skuId && line.catalogItemId) throw badRequest('contract.line.sku.both', at('catalogItemId'));
  if (line.skuId) return BigInt(line.skuId);
  if (!line.catalogItemId) throw badRequest('contract.line.sku.required', at('skuId'));
  if (type !== 'PURCHASE') throw badRequest('contract.line.catalog.purchaseOnly', at('catalogItemId'));
  const [item] = await tx
    .select()
    .from(catalogItems)
    .where(and(eq(catalogItems.id, BigInt(line.catalogItemId)), eq(catalogItems.isDeleted, 0), eq(catalogItems.hospitalTenantId, sides.buyer.tenantId), eq(catalogItems.supplierTenantId, sides.seller.tenantId)));
  if (!item) throw badRequest('contract.line.catalog.notFound', { ...at('catalogItemId'), seller: sides.seller.name });
  if (item.useFlag === 'STOP') throw badRequest('contract.R8.catalog', { ...at('catalogItemId'), product: skuLabel(item) });
  return item.skuId;
}

/**
 * The seller's SKUs of the given lines, each live and in use with its product (R8); `fieldOf`
 * names where a line's SKU came from for the message.
 */
export async function checkedSkus(tx: Executor, ctx: RequestContext, sides: Sides, skuIds: bigint[], fieldOf: (index: number) => string): Promise<Map<string, SellerSku>> {
  const skus = await readSellerSkus(tx, sides.seller.tenantId, skuIds);
  skuIds.forEach((id, index) => {
    const sku = skus.get(String(id));
    const where = { field: fieldOf(index), line: index + 1 };
    if (!sku) throw badRequest('contract.line.sku.notFound', { ...where, seller: sides.seller.name });
    checkR8(sku, 'contract', where);
  });
  return skus;
}

/**
 * The lines of a draft as they are stored: each names one SKU of the seller (once per contract),
 * passes R8 and the line rules, and copies the SKU's display fields.
 */
export async function resolveLines(
  tx: Executor,
  ctx: RequestContext,
  type: ContractType,
  sides: Sides,
  lines: ContractLineSubmit[],
  contract: { validFrom: string; validTo: string },
): Promise<LineValues[]> {
  const skuIds: bigint[] = [];
  for (const [index, line] of lines.entries()) {
    skuIds.push(await skuOfLine(tx, type, sides, line, index));
    checkLine(line, index, contract);
  }
  const fieldOf = (index: number) => `lines.${index}.${lines[index].skuId ? 'skuId' : 'catalogItemId'}`;
  const skus = await checkedSkus(tx, ctx, sides, skuIds, fieldOf);
  skuIds.forEach((id, index) => {
    const first = skuIds.indexOf(id);
    if (first < index) throw badRequest('contract.line.duplicate', { field: fieldOf(index), line: index + 1, first: first + 1, product: skuLabel(skus.get(String(id))!) });
  });
  return lines.map((line, index) => {
    const sku = skus.get(String(skuIds[index]))!;
    return {
      lineNo: index + 1,
      skuId: sku.skuId,
      productName: sku.productName,
      specification: sku.specification,
      model: sku.model,
      unit: sku.unit,
      registrationNo: sku.registrationNo,
      manufacturerName: sku.manufacturerName,
      udiDi: sku.udiDi,
      unitPrice: line.unitPrice,
      taxRate: line.taxRate,
      bidStatus: line.bidStatus,
      bidPrice: line.bidPrice ?? null,
      platformProductCode: line.platformProductCode?.trim() || sku.platformProductCode,
      maxQty: line.maxQty ?? null,
      validFrom: line.validFrom ?? null,
      validTo: line.validTo ?? null,
    };
  });
}
