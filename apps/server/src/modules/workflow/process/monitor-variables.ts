import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../../core/db/database';
import { nextId } from '../../../core/db/ids';
import { conflict, notFound } from '../../../core/http/errors';
import { wfComments, wfProcInsts, wfVariables } from '../../../core/db/schema';

/** How a value reads in the history: JSON as typed in the dialog; a variable that did not exist is '—'. */
const shown = (value: unknown) => (value === undefined ? '—' : JSON.stringify(value));

/**
 * 流程监控 corrects one process-level variable of a running instance and writes the change into the
 * instance's history (a process comment of type `variable`, "name: old → new", with who and when),
 * so a value that steered a gateway later can be traced to the person who changed it. The instance
 * row is locked first, as every engine command does, so the write cannot interleave with a
 * completion that reads the same variable.
 */
export async function setMonitoredVariable(tx: Executor, who: { tenantId: string; userId: string }, instanceId: bigint, name: string, value: unknown): Promise<void> {
  const { tenantId } = who;
  const [instance] = await tx.select({ endTime: wfProcInsts.endTime }).from(wfProcInsts).where(and(eq(wfProcInsts.tenantId, tenantId), eq(wfProcInsts.id, instanceId))).for('update');
  if (!instance) throw notFound();
  if (instance.endTime) throw conflict('workflow.instance.ended');
  const [before] = await tx
    .select({ value: wfVariables.value })
    .from(wfVariables)
    .where(and(eq(wfVariables.tenantId, tenantId), eq(wfVariables.procInstId, instanceId), eq(wfVariables.scopeId, 0n), eq(wfVariables.name, name)));
  const now = new Date();
  await tx
    .insert(wfVariables)
    .values({ id: nextId(), tenantId, procInstId: instanceId, scopeId: 0n, name, value, updatedAt: now })
    .onConflictDoUpdate({ target: [wfVariables.tenantId, wfVariables.procInstId, wfVariables.scopeId, wfVariables.name], set: { value: sql`excluded.value`, updatedAt: now } });
  await tx.insert(wfComments).values({ id: nextId(), tenantId, procInstId: instanceId, taskId: null, userId: who.userId, type: 'variable', message: `${name}: ${shown(before?.value)} → ${shown(value)}`, createdAt: now });
}
