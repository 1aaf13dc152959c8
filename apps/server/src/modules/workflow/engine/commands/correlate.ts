import { and, asc, eq, isNull, isNotNull, notInArray, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../../../core/db/database';
import { wfEventSubscriptions, wfProcDefs, wfProcInsts } from '../../../../core/db/schema';
import { badRequest } from '../../../../core/http/errors';
import { lockCallersOf } from '../runtime/call';
import { fireSubscription } from '../runtime/catch';
import { isAppError } from '../runtime/errors';
import { openInstance, settle, type Opened } from '../runtime/open';
import type { InstanceState } from '../runtime/state';
import { takeSubscription, type SubscriptionRow } from '../runtime/subscriptions';
import type { Actor, InstanceRow, Step } from '../runtime/types';
import { startInstance } from './start';

const S = wfEventSubscriptions;
const I = wfProcInsts;

export interface MessageInput {
  messageName: string;
  /** Only an instance of this business key; null: only one without. Undefined: any. */
  businessKey?: string | null;
  /** Only this instance (then a message start event is not considered). */
  processInstanceId?: bigint;
  /** Set on the process that receives the message (or that it starts). */
  variables?: Record<string, unknown>;
  /** Whether a message start event may start an instance when nothing waits (default: it may). */
  start?: boolean;
  /**
   * With start false: a message start event of a definition of this deployment still may (a
   * message flow between the pools of one collaboration starts its partner, ADR 0073).
   */
  startWithin?: bigint;
}

export interface Correlated {
  /** The instance that received the message, or that it started. */
  step: Step;
  started: boolean;
}

export interface SignalInput {
  signalName: string;
  variables?: Record<string, unknown>;
}

export interface Signalled {
  /** The instances whose waits the signal reached, and those its start events started. */
  moved: Step[];
  started: Step[];
}

/** Waits of running instances of the caller's tenant for this event. */
const waiting = (tenantId: string, kind: 'message' | 'signal', name: string): SQL =>
  and(eq(S.tenantId, tenantId), eq(S.kind, kind), eq(S.eventName, name), isNotNull(S.procInstId), eq(I.state, 'running'))!;
const ofInstance = and(eq(I.tenantId, S.tenantId), eq(I.id, S.procInstId));

/** Locks an instance for a delivery; undefined when it ended or was suspended since it was found. */
async function open(tx: Executor, actor: Actor, instanceId: bigint): Promise<Opened | undefined> {
  // A delivery may end a called instance, which hands back to its caller: callers first (call.ts).
  await lockCallersOf(tx, actor.tenantId, { instanceId });
  try {
    return await openInstance(tx, actor, instanceId);
  } catch (error) {
    if (isAppError(error) && (error.code === 404 || error.key === 'workflow.instance.ended' || error.key === 'workflow.instance.suspended')) return undefined;
    throw error;
  }
}

/**
 * The start events of this message or signal in the tenant: each live definition's, of the latest
 * live version of its key only (an older version's start events do not answer), newest first.
 */
async function startEvents(tx: Executor, tenantId: string, kind: 'message' | 'signal', name: string, deploymentId?: bigint): Promise<{ procDefId: bigint; nodeId: string; suspended: boolean }[]> {
  const { rows } = (await tx.execute(sql`
    select s.proc_def_id::text as "procDefId", s.node_id as "nodeId", d.suspended
    from wf_event_subscription s
    join wf_proc_def d on d.tenant_id = s.tenant_id and d.id = s.proc_def_id
    join wf_deployment p on p.tenant_id = d.tenant_id and p.id = d.deployment_id and p.is_deleted = 0
    where s.tenant_id = ${tenantId} and s.kind = ${kind} and s.event_name = ${name} and s.proc_inst_id is null
      and (${deploymentId === undefined ? null : String(deploymentId)}::bigint is null or d.deployment_id = ${deploymentId === undefined ? null : String(deploymentId)}::bigint)
      and not exists (select 1 from wf_proc_def d2 join wf_deployment p2 on p2.tenant_id = d2.tenant_id and p2.id = d2.deployment_id and p2.is_deleted = 0
        where d2.tenant_id = d.tenant_id and d2.key = d.key and d2.version > d.version)
    order by s.proc_def_id desc, s.id`)) as unknown as { rows: { procDefId: string; nodeId: string; suspended: boolean }[] };
  return rows.map((r) => ({ procDefId: BigInt(r.procDefId), nodeId: r.nodeId, suspended: r.suspended }));
}

/** The message start event another key of the tenant holds for this name (deploy refuses a second). */
export async function messageStartHolder(tx: Executor, tenantId: string, name: string, key: string): Promise<string | undefined> {
  const { rows } = (await tx.execute(sql`
    select d.key from wf_event_subscription s join wf_proc_def d on d.tenant_id = s.tenant_id and d.id = s.proc_def_id
    join wf_deployment p on p.tenant_id = d.tenant_id and p.id = d.deployment_id and p.is_deleted = 0
    where s.tenant_id = ${tenantId} and s.kind = 'message' and s.event_name = ${name} and s.proc_inst_id is null and d.key <> ${key}
      and not exists (select 1 from wf_proc_def d2 join wf_deployment p2 on p2.tenant_id = d2.tenant_id and p2.id = d2.deployment_id and p2.is_deleted = 0
        where d2.tenant_id = d.tenant_id and d2.key = d.key and d2.version > d.version)
    limit 1`)) as unknown as { rows: { key: string }[] };
  return rows[0]?.key;
}

/**
 * Delivers a message to one waiting instance of the caller's tenant: the oldest wait that matches
 * its name (and business key, and instance, when given). The instance is locked first and the wait
 * then consumed under the lock by one DELETE … RETURNING; a correlation that lost the race for it
 * finds it gone and takes the next wait, so one message moves one wait once. When nothing waits,
 * a message start event of the latest version of a key starts an instance with the business key.
 * Undefined when nothing took the message; the caller decides whether that is an error.
 */
export async function correlateMessage(tx: Executor, actor: Actor, input: MessageInput): Promise<Correlated | undefined> {
  const passed: bigint[] = [];
  for (;;) {
    const parts = [waiting(actor.tenantId, 'message', input.messageName)];
    if (input.businessKey === null) parts.push(isNull(I.businessKey));
    else if (input.businessKey !== undefined) parts.push(eq(I.businessKey, input.businessKey));
    if (input.processInstanceId !== undefined) parts.push(eq(S.procInstId, input.processInstanceId));
    if (passed.length) parts.push(notInArray(S.id, passed));
    const [candidate] = await tx
      .select({ id: S.id, procInstId: S.procInstId, nodeId: S.nodeId })
      .from(S)
      .innerJoin(I, ofInstance)
      .where(and(...parts))
      .orderBy(asc(S.id))
      .limit(1);
    if (!candidate) break;
    const opened = await open(tx, actor, candidate.procInstId!);
    const sub = opened && (await takeSubscription(opened.s, candidate));
    if (opened && sub) {
      await fireSubscription(opened.interp, sub, input.variables);
      return { step: await settle(opened), started: false };
    }
    passed.push(candidate.id);
  }
  if (input.processInstanceId !== undefined || (input.start === false && input.startWithin === undefined)) return undefined;
  const [start] = await startEvents(tx, actor.tenantId, 'message', input.messageName, input.start === false ? input.startWithin : undefined);
  if (!start) return undefined;
  const step = await startInstance(tx, actor, { procDefId: start.procDefId, startNodeId: start.nodeId, businessKey: input.businessKey ?? undefined, variables: input.variables });
  return { step, started: true };
}

/**
 * Broadcasts a signal in the caller's tenant: every wait for it in every running instance fires
 * (instances locked one after the other in id order, so two broadcasts never wait on each other
 * in a circle), and each latest live definition with a signal start event of that name that is not
 * suspended starts an instance.
 */
export async function broadcastSignal(tx: Executor, actor: Actor, input: SignalInput): Promise<Signalled> {
  const out: Signalled = { moved: [], started: [] };
  const instances = await tx
    .selectDistinct({ id: S.procInstId })
    .from(S)
    .innerJoin(I, ofInstance)
    .where(waiting(actor.tenantId, 'signal', input.signalName))
    .orderBy(asc(S.procInstId));
  for (const { id } of instances) {
    const opened = await open(tx, actor, id!);
    if (!opened) continue;
    const subs = await tx
      .select({ id: S.id, nodeId: S.nodeId })
      .from(S)
      .where(and(eq(S.tenantId, actor.tenantId), eq(S.procInstId, id!), eq(S.kind, 'signal'), eq(S.eventName, input.signalName)))
      .orderBy(asc(S.id));
    let fired = false;
    for (const candidate of subs) {
      // Read again one by one: firing one (an event-based gateway's) may have removed the next.
      const sub: SubscriptionRow | undefined = await takeSubscription(opened.s, candidate);
      if (!sub) continue;
      await fireSubscription(opened.interp, sub, input.variables);
      fired = true;
    }
    if (fired) out.moved.push(await settle(opened));
  }
  for (const start of await startEvents(tx, actor.tenantId, 'signal', input.signalName)) {
    if (start.suspended) continue;
    out.started.push(await startInstance(tx, actor, { procDefId: start.procDefId, startNodeId: start.nodeId, variables: input.variables }));
  }
  return out;
}

/** How deep deliveries may cascade in one transaction (a throw reaching a process that throws…) before it is taken for a loop. */
const MAX_DEPTH = 32;
const depths = new WeakMap<object, number>();

/**
 * Delivers what a step threw, once the step is written: a signal to every wait of its name in the
 * tenant (the same instance's too) and its signal start events; a message to the oldest wait of its
 * name for the instance's business key, if one waits (a thrown message starts nothing). When a
 * delivery moved the throwing instance itself, its row in `s` takes the new state.
 */
/** The deployment of the throwing instance's definition (its collaboration's partners were deployed with it). */
async function deploymentOf(s: InstanceState): Promise<bigint> {
  const [row] = await s.tx
    .select({ deploymentId: wfProcDefs.deploymentId })
    .from(wfProcDefs)
    .where(and(eq(wfProcDefs.tenantId, s.actor.tenantId), eq(wfProcDefs.id, s.instance.procDefId)));
  return row.deploymentId;
}

export async function deliverThrown(s: InstanceState): Promise<void> {
  if (!s.thrown.length) return;
  const depth = (depths.get(s.tx) ?? 0) + 1;
  if (depth > MAX_DEPTH) throw badRequest('workflow.event.loop', { max: MAX_DEPTH });
  depths.set(s.tx, depth);
  try {
    const steps: Step[] = [];
    for (const thrown of s.thrown.splice(0)) {
      if (thrown.kind === 'signal') {
        const result = await broadcastSignal(s.tx, s.actor, { signalName: thrown.name });
        steps.push(...result.moved);
      } else {
        const result = await correlateMessage(s.tx, s.actor, { messageName: thrown.name, businessKey: thrown.businessKey, start: false, startWithin: await deploymentOf(s) });
        if (result) steps.push(result.step);
      }
    }
    const own = steps.filter((step) => step.instance.id === s.instance.id).at(-1);
    if (own) Object.assign(s.instance, own.instance as InstanceRow);
  } finally {
    depths.set(s.tx, depth - 1);
  }
}
