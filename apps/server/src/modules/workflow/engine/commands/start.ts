import { and, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../../../core/db/database';
import { nextId } from '../../../../core/db/ids';
import { wfProcDefs, wfProcInsts } from '../../../../core/db/schema';
import { notFound } from '../../../../core/http/errors';
import { wfErrors } from '../runtime/errors';
import { Interpreter } from '../runtime/interpreter';
import { definitionGraph, settle } from '../runtime/open';
import { InstanceState, PROCESS_SCOPE } from '../runtime/state';
import type { Actor, InstanceRow } from '../runtime/types';

export interface StartInput {
  /** A definition by id, or the latest version of a key. */
  procDefId?: bigint;
  key?: string;
  businessKey?: string;
  title?: string;
  variables?: Record<string, unknown>;
}

/**
 * Starts an instance in the caller's transaction, so the business row that asked for it and the
 * process state commit together. `applyUser` (and the start event's initiator variable) hold the
 * starter; the instance runs until its first wait states.
 */
export async function startProcess(tx: Executor, actor: Actor, input: StartInput): Promise<InstanceRow> {
  const where = input.procDefId !== undefined ? eq(wfProcDefs.id, input.procDefId) : eq(wfProcDefs.key, input.key ?? '');
  const [def] = await tx
    .select()
    .from(wfProcDefs)
    .where(and(eq(wfProcDefs.tenantId, actor.tenantId), where))
    .orderBy(desc(wfProcDefs.version))
    .limit(1);
  if (!def) throw notFound();
  if (def.suspended) throw wfErrors.definitionSuspended();
  const graph = await definitionGraph(tx, actor.tenantId, def.id);
  const now = new Date();
  const [instance] = await tx
    .insert(wfProcInsts)
    .values({
      id: nextId(),
      tenantId: actor.tenantId,
      procDefId: def.id,
      defKey: def.key,
      defVersion: def.version,
      defName: def.name,
      category: def.category,
      businessKey: input.businessKey ?? null,
      title: (input.title ?? def.name).slice(0, 500),
      startUserId: actor.userId,
      startUserName: actor.userName ?? null,
      startTime: now,
      state: 'running',
    })
    .returning();
  const s = new InstanceState(tx, actor, instance, graph, now, [], []);
  const root = await s.createExec({ parentId: null, kind: 'process', activityId: null });
  const start = graph.nodes.get(graph.startId)!;
  await s.setVars(PROCESS_SCOPE, { ...input.variables, applyUser: actor.userId, ...(start.initiator ? { [start.initiator]: actor.userId } : {}) });
  await s.participate([actor.userId], 'starter');
  const interp = new Interpreter(s);
  const token = await s.createExec({ parentId: root.id, kind: 'token', activityId: start.id });
  interp.enter(token, start.id);
  await settle({ s, interp });
  return s.instance;
}
