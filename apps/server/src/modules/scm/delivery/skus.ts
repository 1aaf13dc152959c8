import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../../core/db/database';
import { products, productSkus, productUdis } from '../../../core/db/schema';
import { inTenant } from '../../../core/tenancy/in-tenant';

/** What the delivery rules read of a line's SKU and its product, in the tenant that keeps them. */
export interface DeliverySku {
  holder: string;
  skuId: bigint;
  productId: bigint;
  udiDi: string | null;
  packagingLevels: { level: number; udiDi: string }[];
  registrationCertId: bigint | null;
  registrationNo: string | null;
  managementLevel: string | null;
  highValue: boolean;
  implantable: boolean;
  storageCondition: string;
  skuUseFlag: string;
  productUseFlag: string;
}

/** The tenant keeping a SKU, through the one-column function of migration 0016 (SKUs are one tenant's rows). */
async function skuOwner(tx: Executor, skuId: bigint): Promise<string | null> {
  const result = (await tx.execute(sql`select scm_sku_owner(${skuId}) as owner`)) as unknown as { rows: { owner: string | null }[] };
  return result.rows[0]?.owner ?? null;
}

/**
 * The SKUs of a note's lines by id, each read in its holder's tenant (the supplier for everything
 * its catalog lists): only the fields the rules need. A SKU deleted since is missing.
 */
export async function readDeliverySkus(tx: Executor, ids: bigint[]): Promise<Map<string, DeliverySku>> {
  const found = new Map<string, DeliverySku>();
  for (const skuId of new Set(ids)) {
    const holder = await skuOwner(tx, skuId);
    if (!holder) continue;
    await inTenant(tx, holder, async () => {
      const [row] = await tx
        .select({
          skuId: productSkus.id,
          productId: products.id,
          udiDi: productSkus.udiDi,
          registrationCertId: products.registrationCertId,
          registrationNo: products.registrationNo,
          managementLevel: products.managementLevel,
          highValue: products.highValue,
          implantable: products.implantable,
          storageCondition: products.storageCondition,
          skuUseFlag: productSkus.useFlag,
          productUseFlag: products.useFlag,
        })
        .from(productSkus)
        .innerJoin(products, and(eq(products.id, productSkus.productId), eq(products.tenantId, productSkus.tenantId), eq(products.isDeleted, 0)))
        .where(and(eq(productSkus.id, skuId), eq(productSkus.tenantId, holder), eq(productSkus.isDeleted, 0)));
      if (!row) return;
      const levels = await tx.select({ level: productUdis.level, udiDi: productUdis.udiDi }).from(productUdis).where(and(eq(productUdis.tenantId, holder), inArray(productUdis.skuId, [skuId])));
      found.set(String(skuId), { ...row, holder, packagingLevels: levels });
    });
  }
  return found;
}
