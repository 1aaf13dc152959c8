import { and, asc, eq } from 'drizzle-orm';
import { addDays, shanghaiToday } from '@beree/contracts';
import type { Executor } from '../core/db/database';
import { nextId } from '../core/db/ids';
import { catalogItems, contractLines, contracts, products, productSkus, supplyRelations, tenants } from '../core/db/schema';

const HOSPITAL = '100001';
const DEALER = '200001';
const MANUFACTURER = '300001';
/** Items each supplier lists in the hospital's catalog. */
const PER_SUPPLIER = 8;

type Sku = Awaited<ReturnType<typeof skusOf>>[number];

/** A supplier's live SKUs in use, with their products, oldest first. */
function skusOf(tx: Executor, tenantId: string) {
  return tx
    .select({ sku: productSkus, product: products })
    .from(productSkus)
    .innerJoin(products, and(eq(products.id, productSkus.productId), eq(products.isDeleted, 0), eq(products.useFlag, 'USING')))
    .where(and(eq(productSkus.tenantId, tenantId), eq(productSkus.isDeleted, 0), eq(productSkus.useFlag, 'USING')))
    .orderBy(asc(productSkus.createTime), asc(productSkus.id))
    .limit(PER_SUPPLIER);
}

const snapshot = ({ sku, product }: Sku) => ({
  skuId: sku.id,
  productName: product.productName,
  specification: sku.specification,
  model: sku.model,
  unit: sku.unit,
  registrationNo: product.registrationNo,
  manufacturerName: product.manufacturerName,
  udiDi: sku.udiDi,
});

/** A demo price: the SKU's reference price less a negotiated 8 %, or a round figure. */
const priceOf = ({ sku }: Sku, index: number) => (sku.referencePrice ? (Number(sku.referencePrice) * 0.92).toFixed(4) : (12.5 * (index + 1)).toFixed(4));

/**
 * Contracts and the catalog of the demo (domain model §7.4), over the SKUs the product demo left:
 * the hospital's catalog lists what its APPROVED suppliers sell; one purchase contract in force
 * priced part of it, one purchase draft the hospital is still writing, and one supply contract
 * between the manufacturer and the dealer. Runs after the product demo; without products it
 * leaves the catalog empty and the contracts without lines, as drafts.
 */
export async function seedContracts(tx: Executor): Promise<void> {
  const T = shanghaiToday();
  const names = new Map((await tx.select({ id: tenants.tenantId, name: tenants.tenantName }).from(tenants)).map((t) => [t.id, t.name]));
  const approved = await tx
    .select({ supplier: supplyRelations.supplierTenantId })
    .from(supplyRelations)
    .where(and(eq(supplyRelations.hospitalTenantId, HOSPITAL), eq(supplyRelations.supplyStatus, 'APPROVED'), eq(supplyRelations.isDeleted, 0)))
    .orderBy(asc(supplyRelations.supplierTenantId));
  const skus = new Map<string, Sku[]>();
  for (const s of new Set([...approved.map((r) => r.supplier), MANUFACTURER])) skus.set(s, await skusOf(tx, s));

  // The catalog: every APPROVED supplier's SKUs, the first half as winning bids with the hospital's own codes.
  const catalog = new Map<string, bigint>();
  for (const { supplier } of approved) {
    for (const [index, item] of (skus.get(supplier) ?? []).entries()) {
      const id = nextId();
      catalog.set(String(item.sku.id), id);
      const winning = index < PER_SUPPLIER / 2;
      await tx.insert(catalogItems).values({
        id,
        tenantId: supplier,
        hospitalTenantId: HOSPITAL,
        supplierTenantId: supplier,
        hospitalName: names.get(HOSPITAL)!,
        supplierName: names.get(supplier)!,
        ...snapshot(item),
        productId: item.product.id,
        productType: item.product.productType,
        managementLevel: item.product.managementLevel,
        highValue: item.product.highValue,
        implantable: item.product.implantable,
        hospitalItemCode: winning ? `HIS-${supplier}-${String(index + 1).padStart(3, '0')}` : null,
        hospitalItemName: winning ? item.product.productName : null,
        unitPrice: priceOf(item, index),
        taxRate: '0.1300',
        bidStatus: winning ? 'WINNING_BID' : 'NOT_WINNING_BID',
        bidNo: winning ? `ZJ2024-HC-${String(index + 101)}` : null,
        bidProjectName: winning ? '浙江省医用耗材集中带量采购（2024 年）' : null,
        vbp: winning && index === 0,
      });
    }
  }

  const contract = async (c: { buyer: string; seller: string; drafter: string; type: string; no: string; name: string; effective: boolean; lines: Sku[] }) => {
    const id = nextId();
    const status = c.effective && c.lines.length > 0 ? 'EFFECTIVE' : 'SAVED';
    await tx.insert(contracts).values({
      id,
      tenantId: c.drafter,
      buyerTenantId: c.buyer,
      sellerTenantId: c.seller,
      buyerName: names.get(c.buyer)!,
      sellerName: names.get(c.seller)!,
      contractNo: c.no,
      contractName: c.name,
      contractType: c.type,
      bidStatus: 'WINNING_BID',
      tenderProjectNo: c.type === 'PURCHASE' ? 'ZJ2024-HC' : null,
      signDate: addDays(T, -62),
      validFrom: addDays(T, -60),
      validTo: addDays(T, 305),
      amountCap: c.type === 'PURCHASE' ? '500000.00' : '2000000.00',
      paymentTermDays: c.type === 'PURCHASE' ? 180 : 90,
      contractStatus: status,
      effectiveAt: status === 'EFFECTIVE' ? new Date(Date.now() - 55 * 86_400_000) : null,
      remark: status === 'SAVED' ? '价格待双方确认' : null,
    });
    for (const [index, item] of c.lines.entries()) {
      const lineId = nextId();
      const unitPrice = priceOf(item, index);
      await tx.insert(contractLines).values({
        id: lineId,
        tenantId: c.drafter,
        buyerTenantId: c.buyer,
        sellerTenantId: c.seller,
        contractId: id,
        lineNo: index + 1,
        ...snapshot(item),
        unitPrice,
        taxRate: '0.1300',
        bidStatus: 'WINNING_BID',
        bidPrice: (Number(unitPrice) * 1.05).toFixed(4),
        platformProductCode: item.sku.platformProductCode,
        maxQty: '1000.00',
      });
      // A purchase contract in force is what prices the hospital's catalog.
      const itemId = catalog.get(String(item.sku.id));
      if (status === 'EFFECTIVE' && c.type === 'PURCHASE' && itemId) {
        await tx.update(catalogItems).set({ unitPrice, bidStatus: 'WINNING_BID', contractId: id, contractLineId: lineId }).where(eq(catalogItems.id, itemId));
      }
    }
  };

  const dealerSkus = skus.get(DEALER) ?? [];
  const makerSkus = skus.get(MANUFACTURER) ?? [];
  await contract({ buyer: HOSPITAL, seller: DEALER, drafter: DEALER, type: 'PURCHASE', no: 'KL-CG-2025-001', name: '云州市第一人民医院医用耗材采购合同（2025 年度）', effective: true, lines: dealerSkus.slice(0, 3) });
  await contract({ buyer: HOSPITAL, seller: MANUFACTURER, drafter: HOSPITAL, type: 'PURCHASE', no: 'YZ1H-CG-2025-017', name: '输注类耗材采购合同（草稿）', effective: false, lines: makerSkus.slice(0, 2) });
  await contract({ buyer: DEALER, seller: MANUFACTURER, drafter: MANUFACTURER, type: 'SUPPLY', no: 'RH-GH-2025-006', name: '瑞禾产品浙江区域经销供货协议', effective: true, lines: makerSkus.slice(0, 4) });
}

