import { and, eq, inArray } from 'drizzle-orm';
import { lineAmount, type Lang } from '@beree/contracts';
import type { Executor } from '../../../core/db/database';
import { catalogItems, contractLines, contracts } from '../../../core/db/schema';
import { badRequest } from '../../../core/http/errors';
import { readSellerSkus, skuLabel, type SellerSku } from '../catalog/skus';
import { checkR1, checkR32Catalog, checkR32Contract, checkR8, type LinePrefix } from './rules';

/** A line as a plan or an order is submitted: an item of the hospital's catalog and a quantity. */
export interface CatalogLineInput {
  catalogItemId: string | bigint;
  qty: string;
}

/** A line as it is stored: the supplier, the SKU snapshot and the price, from the catalog item. */
export interface ResolvedLine {
  catalogItemId: bigint;
  supplierTenantId: string;
  supplierName: string;
  hospitalItemCode: string | null;
  skuId: bigint;
  productName: string;
  specification: string | null;
  model: string | null;
  unit: string;
  registrationNo: string | null;
  manufacturerName: string | null;
  udiDi: string | null;
  qty: string;
  unitPrice: string;
  taxRate: string;
  bidStatus: string;
  amount: string;
}

export interface ResolveOptions {
  prefix: LinePrefix;
  lang: Lang;
  hospital: { tenantId: string; name: string };
  /** An order's supplier: every line must be of its catalog. A plan's lines may name any supplier. */
  supplier?: { tenantId: string; name: string };
  /** The document's date, on which contracts must be valid (R32). */
  date: string;
  /** What the caller is doing, for the messages (a message key). */
  action: string;
}

/**
 * The lines of a plan or an order, checked and priced: each names a live item of the hospital's
 * catalog (R32) once, of a supplier with an APPROVED relation (R1), nothing of it stopped (R8), and
 * a contract pricing it valid on the date (R32). The price, tax rate and SKU snapshot are the
 * catalog item's; amount = round(qty × unit price, 2).
 */
export async function resolveCatalogLines(tx: Executor, callerTenantId: string, lines: CatalogLineInput[], o: ResolveOptions): Promise<ResolvedLine[]> {
  const field = (index: number, name = 'catalogItemId') => `lines.${index}.${name}`;
  const ids = lines.map((l) => BigInt(l.catalogItemId));
  const items = ids.length
    ? await tx
        .select()
        .from(catalogItems)
        .where(
          and(
            inArray(catalogItems.id, ids),
            eq(catalogItems.isDeleted, 0),
            eq(catalogItems.hospitalTenantId, o.hospital.tenantId),
            o.supplier ? eq(catalogItems.supplierTenantId, o.supplier.tenantId) : undefined,
          ),
        )
    : [];
  const byId = new Map(items.map((i) => [String(i.id), i]));
  const contractIds = [...new Set(items.map((i) => i.contractId).filter((id): id is bigint => id !== null))];
  const contractRows = contractIds.length ? await tx.select().from(contracts).where(inArray(contracts.id, contractIds)) : [];
  const lineIds = items.map((i) => i.contractLineId).filter((id): id is bigint => id !== null);
  const contractLineRows = lineIds.length ? await tx.select().from(contractLines).where(inArray(contractLines.id, lineIds)) : [];

  const skus = new Map<string, SellerSku>();
  const approved = new Set<string>();
  const resolved: ResolvedLine[] = [];
  for (const [index, input] of lines.entries()) {
    const where = { field: field(index), line: index + 1 };
    const item = byId.get(String(ids[index]));
    checkR32Catalog(o.prefix, item, { ...where, supplier: o.supplier?.name });
    const first = ids.findIndex((id) => id === ids[index]);
    if (first < index) throw badRequest(`${o.prefix}.line.duplicate`, { ...where, first: first + 1, product: skuLabel(item) });
    if (!approved.has(item.supplierTenantId)) {
      const parties = { hospitalTenantId: o.hospital.tenantId, hospitalName: o.hospital.name, supplierTenantId: item.supplierTenantId, supplierName: item.supplierName };
      await checkR1(tx, o.lang, parties, { prefix: o.prefix, action: o.action, ...where });
      approved.add(item.supplierTenantId);
    }
    if (!skus.has(String(item.skuId))) {
      for (const [key, sku] of await readSellerSkus(tx, item.supplierTenantId, [item.skuId])) skus.set(key, sku);
    }
    const contract = item.contractId
      ? { contract: contractRows.find((c) => c.id === item.contractId)!, line: contractLineRows.find((l) => l.id === item.contractLineId) ?? null }
      : undefined;
    checkR8(o.prefix, o.lang, item, skus.get(String(item.skuId)), contract?.contract ? contract : undefined, { ...where, action: o.action });
    checkR32Contract(o.prefix, item, contract?.contract ? contract : undefined, o.date, where);
    resolved.push({
      catalogItemId: item.id,
      supplierTenantId: item.supplierTenantId,
      supplierName: item.supplierName,
      hospitalItemCode: item.hospitalItemCode,
      skuId: item.skuId,
      productName: item.productName,
      specification: item.specification,
      model: item.model,
      unit: item.unit,
      registrationNo: item.registrationNo,
      manufacturerName: item.manufacturerName,
      udiDi: item.udiDi,
      qty: input.qty,
      unitPrice: item.unitPrice,
      taxRate: item.taxRate,
      bidStatus: item.bidStatus,
      amount: lineAmount(input.qty, item.unitPrice),
    });
  }
  return resolved;
}
