import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../../../core/db/database';
import { wfProcDefs, wfProcInsts } from '../../../../core/db/schema';
import { notFound } from '../../../../core/http/errors';
import { comment } from '../runtime/history';
import { openInstance, settle } from '../runtime/open';
import { rebookTimers } from '../runtime/timers';
import type { Actor } from '../runtime/types';

/**
 * A suspended instance refuses claims, completions and moves until it is activated again; its
 * timers do not fire meanwhile and are booked again on activation (at once when overdue).
 */
export async function setInstanceSuspended(tx: Executor, actor: Actor, instanceId: bigint, suspended: boolean): Promise<void> {
  const opened = await openInstance(tx, actor, instanceId, { allowSuspended: true });
  const state = suspended ? 'suspended' : 'running';
  if (opened.s.instance.state === state) return;
  opened.s.instance.state = state;
  if (!suspended) await rebookTimers(opened.s);
  comment(opened.s, suspended ? 'suspend' : 'activate', '');
  await settle(opened);
}

/** A suspended definition starts no instances; with `includeInstances` its running ones follow. */
export async function setDefinitionSuspended(tx: Executor, actor: Actor, procDefId: bigint, suspended: boolean, opts: { includeInstances?: boolean } = {}): Promise<void> {
  const [def] = await tx
    .update(wfProcDefs)
    .set({ suspended })
    .where(and(eq(wfProcDefs.tenantId, actor.tenantId), eq(wfProcDefs.id, procDefId)))
    .returning({ id: wfProcDefs.id });
  if (!def) throw notFound();
  if (!opts.includeInstances) return;
  const instances = await tx
    .select({ id: wfProcInsts.id })
    .from(wfProcInsts)
    .where(and(eq(wfProcInsts.tenantId, actor.tenantId), eq(wfProcInsts.procDefId, procDefId), inArray(wfProcInsts.state, [suspended ? 'running' : 'suspended'])))
    .orderBy(wfProcInsts.id);
  for (const { id } of instances) await setInstanceSuspended(tx, actor, id, suspended);
}
