import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../../../core/db/database';
import { wfProcDefs, wfProcInsts, wfTasks } from '../../../../core/db/schema';
import { notFound } from '../../../../core/http/errors';
import { graphFor } from '../model/cache';
import type { ProcessGraph } from '../model/graph';
import { wfErrors } from './errors';
import { Interpreter } from './interpreter';
import { loadState, type InstanceState } from './state';
import type { Actor, TaskRow } from './types';

export function definitionGraph(tx: Executor, tenantId: string, procDefId: bigint): Promise<ProcessGraph> {
  return graphFor(procDefId, async () => {
    const [row] = await tx
      .select({ xml: wfProcDefs.xml })
      .from(wfProcDefs)
      .where(and(eq(wfProcDefs.tenantId, tenantId), eq(wfProcDefs.id, procDefId)));
    if (!row) throw notFound();
    return row.xml;
  });
}

export interface Opened {
  s: InstanceState;
  interp: Interpreter;
}

/**
 * Every command starts here: the instance row locked FOR UPDATE (so commands on one instance run
 * one after the other, on any number of API nodes), then its state loaded.
 */
export async function openInstance(tx: Executor, actor: Actor, instanceId: bigint, opts: { allowSuspended?: boolean; before?: () => Promise<void> } = {}): Promise<Opened> {
  const [instance] = await tx
    .select()
    .from(wfProcInsts)
    .where(and(eq(wfProcInsts.tenantId, actor.tenantId), eq(wfProcInsts.id, instanceId)))
    .for('update');
  if (!instance) throw notFound();
  await opts.before?.();
  if (instance.state === 'suspended' && !opts.allowSuspended) throw wfErrors.instanceSuspended();
  if (instance.state !== 'running' && instance.state !== 'suspended') throw wfErrors.instanceEnded();
  const graph = await definitionGraph(tx, actor.tenantId, instance.procDefId);
  const s = await loadState(tx, actor, instance, graph);
  return { s, interp: new Interpreter(s) };
}

/**
 * Task commands: find the task's instance, lock it, then read the task again under the lock (a
 * task someone completed meanwhile answers "already handled", even if that ended the process).
 */
export async function openTask(tx: Executor, actor: Actor, taskId: bigint, opts: { allowSuspended?: boolean } = {}): Promise<Opened & { task: TaskRow }> {
  const [ref] = await tx
    .select({ procInstId: wfTasks.procInstId })
    .from(wfTasks)
    .where(and(eq(wfTasks.tenantId, actor.tenantId), eq(wfTasks.id, taskId)));
  if (!ref) throw notFound();
  let task: TaskRow | undefined;
  const opened = await openInstance(tx, actor, ref.procInstId, {
    ...opts,
    before: async () => {
      [task] = await tx.select().from(wfTasks).where(and(eq(wfTasks.tenantId, actor.tenantId), eq(wfTasks.id, taskId)));
      if (task!.endedAt) throw wfErrors.taskHandled();
    },
  });
  return { ...opened, task: task! };
}

/** Ends a command: runs the agenda to rest and bumps the instance's revision. */
export async function settle({ s, interp }: Opened): Promise<void> {
  await interp.run();
  await s.tx
    .update(wfProcInsts)
    .set({ rev: sql`${wfProcInsts.rev} + 1` })
    .where(eq(wfProcInsts.id, s.instance.id));
}
