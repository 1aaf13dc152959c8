import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Lang } from '@beree/contracts';
import { EXPORT_MAX_ROWS } from '../../../core/crud/export';
import type { Executor } from '../../../core/db/database';
import { productSkus, products } from '../../../core/db/schema';
import { productQuery } from './product-service';
import { productWorkbook } from './spreadsheet';

/**
 * The listed products as the import reads them: one row per SKU with its product's fields, a
 * product without SKUs as one row; the same filters and order as the list, up to the export cap.
 */
export async function exportProducts(tx: Executor, query: Record<string, unknown>, lang: Lang): Promise<Buffer> {
  const { where, order } = productQuery(query);
  const list = await tx.select().from(products).where(where).orderBy(...order).limit(EXPORT_MAX_ROWS);
  const skus = list.length
    ? await tx
        .select()
        .from(productSkus)
        .where(and(eq(productSkus.isDeleted, 0), inArray(productSkus.productId, list.map((p) => p.id))))
        .orderBy(asc(productSkus.createTime), asc(productSkus.id))
    : [];
  const byProduct = new Map<string, typeof skus>();
  for (const s of skus) byProduct.set(String(s.productId), [...(byProduct.get(String(s.productId)) ?? []), s]);
  const rows: Record<string, unknown>[] = [];
  for (const product of list) {
    const own = byProduct.get(String(product.id)) ?? [];
    if (own.length === 0) rows.push({ ...product });
    for (const sku of own) rows.push({ ...product, ...sku, productName: product.productName, remark: sku.remark });
    if (rows.length >= EXPORT_MAX_ROWS) break;
  }
  return productWorkbook(rows.slice(0, EXPORT_MAX_ROWS), lang);
}

/** The import template: the header row and one example row (a Class III infusion set of §7.2). */
export function productTemplate(lang: Lang): Promise<Buffer> {
  const example = {
    productName: '一次性使用输液器 带针',
    genericName: '输液器',
    brand: '瑞禾',
    manufacturerName: '苏州瑞禾医疗器械有限公司',
    productType: 'YLQX',
    managementLevel: 'THREELEVEL',
    areaType: 'GC',
    registrationNo: '国械注准20193140562',
    classificationCode: '14-02',
    highValue: false,
    implantable: false,
    sterile: true,
    storageCondition: 'AMBIENT',
    skuCode: 'RH-SYQ-0725',
    specification: '0.7×25TWLB',
    model: 'SYQ-A',
    unit: '支',
    packageQty: 1,
    udiDi: '06945678901232',
    referencePrice: 1.8,
  };
  return productWorkbook([example], lang);
}
