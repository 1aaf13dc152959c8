import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../../../core/db/database';
import { wfProcDefs } from '../../../../core/db/schema';
import { notFound } from '../../../../core/http/errors';
import { graphFor } from '../model/cache';
import type { ProcessGraph } from '../model/graph';
import { deliverThrown } from '../commands/correlate';
import { returnToCaller } from './call';
import { wfErrors } from './errors';
import { Interpreter } from './interpreter';
import { loadInstance, lockInstance } from './load';
import { InstanceState } from './state';
import type { Actor, Step, TaskRow } from './types';

export function definitionGraph(tx: Executor, tenantId: string, procDefId: bigint): Promise<ProcessGraph> {
  return graphFor(procDefId, async () => {
    const [row] = await tx
      .select({ xml: wfProcDefs.xml, key: wfProcDefs.key })
      .from(wfProcDefs)
      .where(and(eq(wfProcDefs.tenantId, tenantId), eq(wfProcDefs.id, procDefId)));
    if (!row) throw notFound();
    return row;
  });
}

export interface Opened {
  s: InstanceState;
  interp: Interpreter;
}

function checkState(state: string, allowSuspended?: boolean): void {
  if (state === 'suspended' && !allowSuspended) throw wfErrors.instanceSuspended();
  if (state !== 'running' && state !== 'suspended') throw wfErrors.instanceEnded();
}

/**
 * Every command starts here: the instance row locked FOR UPDATE (so commands on one instance run
 * one after the other, on any number of API nodes), then its state loaded in one statement.
 */
export async function openInstance(tx: Executor, actor: Actor, instanceId: bigint, opts: { allowSuspended?: boolean; before?: () => Promise<void> } = {}): Promise<Opened> {
  const instance = await lockInstance(tx, actor.tenantId, { instanceId });
  if (!instance) throw notFound();
  await opts.before?.();
  checkState(instance.state, opts.allowSuspended);
  const graph = await definitionGraph(tx, actor.tenantId, instance.procDefId);
  const s = new InstanceState(tx, actor, instance, graph, new Date(), await loadInstance(tx, actor, instance));
  return { s, interp: new Interpreter(s) };
}

export interface OpenedTask extends Opened {
  task: TaskRow;
  /** Whether the actor is one of the task's candidates. */
  candidate: boolean;
}

/**
 * Task commands: lock the instance of the task, then read the task again under the lock (a task
 * someone completed meanwhile answers "already handled", even if that ended the process).
 */
export async function openTask(tx: Executor, actor: Actor, taskId: bigint, opts: { allowSuspended?: boolean; lockCallers?: boolean } = {}): Promise<OpenedTask> {
  const instance = await lockInstance(tx, actor.tenantId, { taskId, callers: opts.lockCallers });
  if (!instance) throw notFound();
  const loaded = await loadInstance(tx, actor, instance, taskId);
  const task = loaded.tasks.find((t) => t.id === taskId);
  if (!task) throw wfErrors.taskHandled();
  checkState(instance.state, opts.allowSuspended);
  const graph = await definitionGraph(tx, actor.tenantId, instance.procDefId);
  const s = new InstanceState(tx, actor, instance, graph, new Date(), loaded);
  return { s, interp: new Interpreter(s), task, candidate: loaded.candidate };
}

/**
 * Ends a command: runs the agenda to rest, bumps the instance's revision and writes the step; then
 * delivers the messages and signals the step threw, in the same transaction.
 */
export async function settle({ s, interp }: Opened): Promise<Step> {
  await interp.run();
  s.instance.rev += 1;
  await s.flush();
  const opened = s.opened();
  await deliverThrown(s);
  if (s.instance.parentInstId !== null) {
    // A called instance that ended, or threw to its call activity, hands back to its caller.
    const how = s.toCaller ?? (s.instance.state === 'completed' ? ({ kind: 'completed' } as const) : undefined);
    s.toCaller = undefined;
    if (how) await returnToCaller(s, how);
  }
  return { instance: s.instance, opened };
}
