import { and, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../../../core/db/database';
import { nextId } from '../../../../core/db/ids';
import { wfProcDefs } from '../../../../core/db/schema';
import { notFound } from '../../../../core/http/errors';
import { wfErrors } from '../runtime/errors';
import { Interpreter } from '../runtime/interpreter';
import { definitionGraph, settle } from '../runtime/open';
import { InstanceState, PROCESS_SCOPE } from '../runtime/state';
import { armEventSubs } from '../runtime/event-sub';
import type { Actor, InstanceRow, Step } from '../runtime/types';

/** What a start needs of its definition. */
export type StartDefinition = Pick<typeof wfProcDefs.$inferSelect, 'id' | 'key' | 'version' | 'name' | 'category' | 'suspended'>;

export interface StartInput {
  /** A definition by id, or the latest version of a key. */
  procDefId?: bigint;
  key?: string;
  /** The definition's row when the caller has read it already. */
  definition?: StartDefinition;
  businessKey?: string;
  title?: string;
  variables?: Record<string, unknown>;
  /** The message or signal start event that starts it (commands/correlate); otherwise its none start event. */
  startNodeId?: string;
  /** A call activity's token that waits for this instance to end (runtime/call). */
  parent?: { instanceId: bigint; execId: bigint };
}

async function definitionOf(tx: Executor, actor: Actor, input: StartInput): Promise<StartDefinition> {
  if (input.definition) return input.definition;
  const where = input.procDefId !== undefined ? eq(wfProcDefs.id, input.procDefId) : eq(wfProcDefs.key, input.key ?? '');
  const [def] = await tx
    .select({ id: wfProcDefs.id, key: wfProcDefs.key, version: wfProcDefs.version, name: wfProcDefs.name, category: wfProcDefs.category, suspended: wfProcDefs.suspended })
    .from(wfProcDefs)
    .where(and(eq(wfProcDefs.tenantId, actor.tenantId), where))
    .orderBy(desc(wfProcDefs.version))
    .limit(1);
  if (!def) throw notFound();
  return def;
}

/**
 * Starts an instance in the caller's transaction, so the business row that asked for it and the
 * process state commit together. `applyUser` (and the start event's initiator variable) hold the
 * starter; the instance runs until its first wait states, and the whole start is written at once.
 */
export async function startInstance(tx: Executor, actor: Actor, input: StartInput): Promise<Step> {
  const def = await definitionOf(tx, actor, input);
  if (def.suspended) throw wfErrors.definitionSuspended();
  const graph = await definitionGraph(tx, actor.tenantId, def.id);
  if (!input.startNodeId && !graph.noneStart) throw wfErrors.startsByEvent(def.name);
  const now = new Date();
  const instance: InstanceRow = {
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
    endTime: null,
    endActivityId: null,
    state: 'running',
    endReason: null,
    rev: 1,
    parentInstId: input.parent?.instanceId ?? null,
    parentExecId: input.parent?.execId ?? null,
  };
  const s = new InstanceState(tx, actor, instance, graph, now, null);
  const root = s.createExec({ parentId: null, kind: 'process', activityId: null });
  const start = graph.nodes.get(input.startNodeId ?? graph.startId)!;
  s.setVars(PROCESS_SCOPE, { ...input.variables, applyUser: actor.userId, ...(start.initiator ? { [start.initiator]: actor.userId } : {}) });
  s.participate([actor.userId], 'starter');
  const interp = new Interpreter(s);
  await armEventSubs(s, root);
  const token = s.createExec({ parentId: root.id, kind: 'token', activityId: start.id });
  interp.enter(token, start.id);
  return settle({ s, interp });
}

/** startInstance, answering the instance only. */
export async function startProcess(tx: Executor, actor: Actor, input: StartInput): Promise<InstanceRow> {
  return (await startInstance(tx, actor, input)).instance;
}
