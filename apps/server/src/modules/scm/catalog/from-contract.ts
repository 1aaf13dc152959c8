import { eq, sql } from 'drizzle-orm';
import type { contractLines, contracts } from '../../../core/db/schema';
import { catalogItems } from '../../../core/db/schema';
import type { Executor } from '../../../core/db/database';
import { nextId } from '../../../core/db/ids';
import type { RequestContext } from '../../../core/tenancy/context';
import { openItem, snapshot } from './service';
import type { SellerSku } from './skus';

/**
 * A purchase contract put in force sets the hospital's catalog (domain model §3.7): each line
 * creates the item for its SKU, or reprices the open one, pointing at the line that sets the
 * price. Runs in the transaction that puts the contract in force; the caller has checked R1 and R8.
 */
export async function priceCatalogFromContract(
  tx: Executor,
  ctx: RequestContext,
  contract: typeof contracts.$inferSelect,
  lines: (typeof contractLines.$inferSelect)[],
  skus: Map<string, SellerSku>,
): Promise<void> {
  const now = new Date();
  for (const line of lines) {
    const price = { unitPrice: line.unitPrice, taxRate: line.taxRate, bidStatus: line.bidStatus, contractId: contract.id, contractLineId: line.id };
    const existing = await openItem(tx, contract.buyerTenantId, contract.sellerTenantId, line.skuId);
    if (existing) {
      await tx
        .update(catalogItems)
        .set({ ...price, updateUser: ctx.userId, updateTime: now, version: sql`${catalogItems.version} + 1` })
        .where(eq(catalogItems.id, existing.id));
      continue;
    }
    await tx.insert(catalogItems).values({
      id: nextId(),
      tenantId: ctx.tenantId,
      hospitalTenantId: contract.buyerTenantId,
      supplierTenantId: contract.sellerTenantId,
      hospitalName: contract.buyerName,
      supplierName: contract.sellerName,
      ...snapshot(skus.get(String(line.skuId))!),
      ...price,
      bidProjectName: contract.tenderProjectNo,
      createUser: ctx.userId,
      updateUser: ctx.userId,
      createDept: ctx.deptIds[0] ?? null,
    });
  }
}
