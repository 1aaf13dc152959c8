import { and, eq } from 'drizzle-orm';
import type { Lang } from '@beree/contracts';
import type { Executor } from '../../../core/db/database';
import { wfVariables } from '../../../core/db/schema';
import { checkFormValues } from './form-values';
import { nodeForm, startNodeForm } from './node-form';

/** The process-level variables of an instance: the values its forms have written so far. */
export async function instanceValues(tx: Executor, tenantId: string, instanceId: bigint): Promise<Record<string, unknown>> {
  const rows = await tx
    .select({ name: wfVariables.name, value: wfVariables.value })
    .from(wfVariables)
    .where(and(eq(wfVariables.tenantId, tenantId), eq(wfVariables.procInstId, instanceId), eq(wfVariables.scopeId, 0n)));
  return Object.fromEntries(rows.map((r) => [r.name, r.value]));
}

/** The start form's values, checked before the process starts (a definition without a designed form checks nothing). */
export async function checkStartValues(tx: Executor, def: { id: bigint; tenantId: string; name: string; startFormKey: string | null }, variables: Record<string, unknown>, lang: Lang): Promise<void> {
  const node = await startNodeForm(tx, def.tenantId, def.id, def.startFormKey);
  if (node) checkFormValues(node, variables, {}, { lang, nodeName: def.name, complete: true });
}

/** What a handler submits with a task (as read with the command), checked against the form and field permissions of the task's node. */
export async function checkTaskValues(
  tx: Executor,
  tenantId: string,
  task: { procDefId: bigint; procInstId: bigint; node: string; name: string; startFormKey: string | null },
  variables: Record<string, unknown>,
  lang: Lang,
  complete: boolean,
): Promise<void> {
  const node = await nodeForm(tx, tenantId, task.procDefId, task.node, task.startFormKey);
  if (!node) return;
  checkFormValues(node, variables, await instanceValues(tx, tenantId, task.procInstId), { lang, nodeName: task.name || task.node, complete });
}
