import { and, eq, inArray, notInArray } from 'drizzle-orm';
import type { Executor } from '../../../core/db/database';
import { depts, menus, roles } from '../../../core/db/schema';

/** The tree-shaped tables: each row points at its parent, 0 at the top. */
type TreeTable = typeof depts | typeof roles | typeof menus;

/** True when candidate is id itself or lies below it, following parent links (cycles stop the walk). */
export function isSelfOrBelow(parentOf: Map<bigint, bigint>, id: bigint, candidate: bigint): boolean {
  const seen = new Set<bigint>();
  for (let current: bigint | undefined = candidate; current !== undefined && current !== 0n && !seen.has(current); current = parentOf.get(current)) {
    if (current === id) return true;
    seen.add(current);
  }
  return false;
}

/** Parent links of every live row the transaction can see. */
export async function parentLinks(tx: Executor, table: TreeTable): Promise<Map<bigint, bigint>> {
  const rows = await tx.select({ id: table.id, parentId: table.parentId }).from(table).where(eq(table.isDeleted, 0));
  return new Map(rows.map((r) => [r.id, r.parentId]));
}

/** Whether a live row hangs under one of ids without being removed with them. */
export async function hasChildrenOutside(tx: Executor, table: TreeTable, ids: bigint[]): Promise<boolean> {
  const [hit] = await tx
    .select({ id: table.id })
    .from(table)
    .where(and(inArray(table.parentId, ids), notInArray(table.id, ids), eq(table.isDeleted, 0)))
    .limit(1);
  return hit !== undefined;
}
