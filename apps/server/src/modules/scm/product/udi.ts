import { asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../../core/db/database';
import { nextId } from '../../../core/db/ids';
import { productUdis } from '../../../core/db/schema';
import { badRequest, conflict } from '../../../core/http/errors';
import type { RequestContext } from '../../../core/tenancy/context';

/** The index that makes a DI name one packaging level of one SKU across every tenant (R9). */
export const UDI_UNIQUE_INDEX = 'scm_product_udi_di_uq';

/** A DI of a SKU at one packaging level (1 = the SKU's own udiDi). */
export interface UdiLevel {
  level: number;
  udiDi: string;
  containsQty?: number | null;
}

/** The constraint a unique violation names, from the driver's error or the one it wraps. */
export function violatedUnique(error: unknown): string | undefined {
  for (let e = error as { code?: string; constraint?: string; cause?: unknown } | undefined, i = 0; e && i < 4; e = e.cause as typeof e, i++) {
    if (e.code === '23505') return e.constraint ?? '';
  }
  return undefined;
}

/** The field of a submit that carries a level's DI. */
const fieldOf = (level: number) => (level === 1 ? 'udiDi' : 'packagingLevels');

/**
 * Replaces the DIs of a SKU. Each is inserted under its own savepoint, so that a DI another SKU
 * holds — of this tenant or any other, which row-level security hides — is caught by the index's
 * name and answered 409 with R9's message, and the transaction stays usable.
 */
export async function replaceSkuUdis(tx: Executor, ctx: RequestContext, skuId: bigint, levels: UdiLevel[]): Promise<void> {
  const seen = new Set<string>();
  for (const l of levels) {
    if (seen.has(l.udiDi)) throw badRequest('sku.R9.repeated', { field: fieldOf(l.level), di: l.udiDi });
    seen.add(l.udiDi);
  }
  await tx.delete(productUdis).where(eq(productUdis.skuId, skuId));
  for (const l of levels) {
    try {
      await tx.transaction((sp) =>
        sp.insert(productUdis).values({ id: nextId(), tenantId: ctx.tenantId, skuId, level: l.level, udiDi: l.udiDi, containsQty: l.containsQty ?? null }),
      );
    } catch (error) {
      if (violatedUnique(error) === UDI_UNIQUE_INDEX) throw conflict('sku.R9.taken', { field: fieldOf(l.level), di: l.udiDi });
      throw error;
    }
  }
}

/** Frees the DIs of SKUs that are deleted, so that another SKU may take them. */
export async function releaseSkuUdis(tx: Executor, skuIds: bigint[]): Promise<void> {
  if (skuIds.length) await tx.delete(productUdis).where(inArray(productUdis.skuId, skuIds));
}

/** The box and case levels of each SKU, as packagingLevels: [{level, udiDi, containsQty}]. */
export async function packagingLevelsOf(tx: Executor, skuIds: bigint[]): Promise<Map<string, { level: number; udiDi: string; containsQty: number | null }[]>> {
  const out = new Map<string, { level: number; udiDi: string; containsQty: number | null }[]>();
  if (!skuIds.length) return out;
  const rows = await tx.select().from(productUdis).where(inArray(productUdis.skuId, skuIds)).orderBy(asc(productUdis.level));
  for (const r of rows) {
    if (r.level === 1) continue;
    const list = out.get(String(r.skuId)) ?? [];
    list.push({ level: r.level, udiDi: r.udiDi, containsQty: r.containsQty });
    out.set(String(r.skuId), list);
  }
  return out;
}
