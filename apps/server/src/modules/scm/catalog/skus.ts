import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../../core/db/database';
import { products, productSkus } from '../../../core/db/schema';
import { inTenant } from '../../../core/tenancy/in-tenant';

/** What a catalog item or contract line copies of a SKU and its product, and what R8 reads. */
export interface SellerSku {
  skuId: bigint;
  productId: bigint;
  productName: string;
  specification: string | null;
  model: string | null;
  unit: string;
  registrationNo: string | null;
  manufacturerName: string | null;
  udiDi: string | null;
  platformProductCode: string | null;
  productType: string;
  managementLevel: string | null;
  highValue: boolean;
  implantable: boolean;
  skuUseFlag: string;
  productUseFlag: string;
}

/** "产品名称 规格 型号", as messages and notices name a SKU. */
export const skuLabel = (s: { productName: string; specification?: string | null; model?: string | null }): string =>
  [s.productName, s.specification, s.model].filter(Boolean).join(' ');

/**
 * The live SKUs among `ids` that the seller keeps, by id. Products are one tenant's rows; a buyer
 * drafting a contract, or a hospital whose catalog a contract writes, names the seller's SKUs of a
 * document both share, so the transaction steps into the seller's tenant for this one read and back
 * (as notices do for their insert): only the SKUs named, only the fields documents copy.
 */
export async function readSellerSkus(tx: Executor, sellerTenantId: string, ids: bigint[]): Promise<Map<string, SellerSku>> {
  if (ids.length === 0) return new Map();
  const rows = await inTenant(tx, sellerTenantId, () =>
    tx
      .select({
        skuId: productSkus.id,
        productId: products.id,
        productName: products.productName,
        specification: productSkus.specification,
        model: productSkus.model,
        unit: productSkus.unit,
        registrationNo: products.registrationNo,
        manufacturerName: products.manufacturerName,
        udiDi: productSkus.udiDi,
        platformProductCode: productSkus.platformProductCode,
        productType: products.productType,
        managementLevel: products.managementLevel,
        highValue: products.highValue,
        implantable: products.implantable,
        skuUseFlag: productSkus.useFlag,
        productUseFlag: products.useFlag,
      })
      .from(productSkus)
      .innerJoin(products, and(eq(products.id, productSkus.productId), eq(products.tenantId, productSkus.tenantId), eq(products.isDeleted, 0)))
      .where(and(inArray(productSkus.id, ids), eq(productSkus.tenantId, sellerTenantId), eq(productSkus.isDeleted, 0))),
  );
  return new Map(rows.map((r) => [String(r.skuId), r]));
}
