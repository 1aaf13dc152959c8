import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../../../core/db/database';
import { wfExecutions, wfVariables } from '../../../../core/db/schema';
import { ITEMS, NEXT } from '../runtime/multi-instance';

/**
 * The signers of a sequential multi-instance node still waiting for their turn (named by the list
 * or added by 加签), who hold no task yet: 减签 may take them off, 加签 must not add them again.
 * Empty for any other task.
 */
export async function laterSigners(tx: Executor, tenantId: string, task: { procInstId: bigint; executionId: bigint }): Promise<string[]> {
  const [child] = await tx
    .select({ parentId: wfExecutions.parentId, kind: wfExecutions.kind })
    .from(wfExecutions)
    .where(and(eq(wfExecutions.tenantId, tenantId), eq(wfExecutions.id, task.executionId)));
  if (child?.kind !== 'mi_child' || child.parentId === null) return [];
  const rows = await tx
    .select({ name: wfVariables.name, value: wfVariables.value })
    .from(wfVariables)
    .where(and(eq(wfVariables.tenantId, tenantId), eq(wfVariables.procInstId, task.procInstId), eq(wfVariables.scopeId, child.parentId), inArray(wfVariables.name, [ITEMS, NEXT])));
  const items = rows.find((r) => r.name === ITEMS)?.value;
  const next = Number(rows.find((r) => r.name === NEXT)?.value ?? 0);
  return Array.isArray(items) ? items.slice(next).map(String) : [];
}
