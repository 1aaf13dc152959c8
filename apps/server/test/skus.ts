import { eq } from 'drizzle-orm';
import { nextId } from '../src/core/db/ids';
import { products, productSkus } from '../src/core/db/schema';
import { withTenant } from '../src/core/tenancy/with-tenant';
import type { TestServer } from './harness';

/**
 * A product with one SKU of a supplier, written as that supplier, for documents that name SKUs
 * (catalogs, contracts); answers the SKU's id. `stop` stops the SKU or its product (R8).
 */
export async function addSku(s: TestServer, tenantId: string, name: string, options: { stop?: 'sku' | 'product'; spec?: string } = {}): Promise<string> {
  return withTenant(s.database.db, { tenantId }, async (tx) => {
    const productId = nextId();
    await tx.insert(products).values({ id: productId, tenantId, productName: name, productType: 'OTHER', manufacturerName: '测试生产企业', useFlag: options.stop === 'product' ? 'STOP' : 'USING' });
    const skuId = nextId();
    await tx.insert(productSkus).values({ id: skuId, tenantId, productId, specification: options.spec ?? '10ml', model: 'T-1', unit: '支', referencePrice: '20.0000', useFlag: options.stop === 'sku' ? 'STOP' : 'USING' });
    return String(skuId);
  });
}

/** A product of a supplier, without SKUs, written as that supplier; answers its id. */
export async function addProduct(s: TestServer, tenantId: string, name: string): Promise<string> {
  return withTenant(s.database.db, { tenantId }, async (tx) => {
    const id = nextId();
    await tx.insert(products).values({ id, tenantId, productName: name, productType: 'OTHER', manufacturerName: '测试生产企业' });
    return String(id);
  });
}

/** Stops (or uses again) a SKU as its supplier would. */
export async function setSkuUseFlag(s: TestServer, tenantId: string, skuId: string, useFlag: 'USING' | 'STOP'): Promise<void> {
  await withTenant(s.database.db, { tenantId }, (tx) => tx.update(productSkus).set({ useFlag }).where(eq(productSkus.id, BigInt(skuId))));
}
