import { and, eq } from 'drizzle-orm';
import { nextId } from '../../../../core/db/ids';
import { wfEventSubscriptions } from '../../../../core/db/schema';
import type { GraphNode } from '../model/graph';
import type { Exec, InstanceState } from './state';
import { armTimer, disarmTimers } from './timers';
import { waitsIn, type WaitScope } from './wait-scope';

export type SubscriptionRow = typeof wfEventSubscriptions.$inferSelect;

/**
 * Arms a message or signal wait for an execution waiting at `activityId` (the catch event or
 * receive task itself, the activity a boundary event sits on, or an event-based gateway): a row in
 * the command's transaction, so the wait exists exactly when the step that made it commits.
 */
export async function armSubscription(s: InstanceState, exec: Exec, catcher: GraphNode, activityId: string): Promise<void> {
  const event = catcher.event!;
  await s.tx.insert(wfEventSubscriptions).values({
    id: nextId(),
    tenantId: s.tenantId,
    kind: event.kind,
    eventName: event.name,
    procDefId: s.instance.procDefId,
    procInstId: s.instance.id,
    executionId: exec.id,
    activityId,
    nodeId: catcher.id,
    createdAt: s.now,
  });
}

/** Arms what a catching event waits for (its timer, its message or signal) for an execution waiting at `activityId`. */
export async function armCatch(s: InstanceState, exec: Exec, catcher: GraphNode, activityId: string): Promise<void> {
  if (catcher.timer) await armTimer(s, exec, catcher, activityId);
  else if (catcher.event) await armSubscription(s, exec, catcher, activityId);
}

/** Arms the boundary events of an activity an execution has just entered (error and escalation boundaries wait for a throw instead). */
export async function armBoundaries(s: InstanceState, exec: Exec, node: GraphNode): Promise<void> {
  for (const id of node.boundaries ?? []) await armCatch(s, exec, s.graph.nodes.get(id)!, node.id);
}

/** Removes message and signal waits: those of executions that ended, or of one execution leaving one activity. */
export async function disarmSubscriptions(s: InstanceState, where: WaitScope): Promise<void> {
  if (!s.graph.hasEvents) return;
  const rows = waitsIn(wfEventSubscriptions, s, where);
  if (rows) await s.tx.delete(wfEventSubscriptions).where(rows);
}

/** Everything an execution waits for at an activity (or every wait of ended executions): timers and message or signal waits. */
export async function disarmWaits(s: InstanceState, where: WaitScope): Promise<void> {
  await disarmTimers(s, where);
  await disarmSubscriptions(s, where);
}

/**
 * Takes one wait of the locked instance for a message or signal that arrived. A wait that ends
 * when it fires is consumed by one DELETE … RETURNING: of two deliveries racing for it, the second
 * finds nothing. A non-interrupting boundary event keeps waiting (it fires again on the next one):
 * it is only read. Undefined when the wait is gone (consumed, or its activity ended meanwhile).
 */
export async function takeSubscription(s: InstanceState, sub: Pick<SubscriptionRow, 'id' | 'nodeId'>): Promise<SubscriptionRow | undefined> {
  const byId = and(eq(wfEventSubscriptions.tenantId, s.tenantId), eq(wfEventSubscriptions.procInstId, s.instance.id), eq(wfEventSubscriptions.id, sub.id));
  const catcher = s.graph.nodes.get(sub.nodeId);
  const [row] =
    (catcher?.kind === 'boundaryEvent' && !catcher.cancelActivity) || (catcher?.kind === 'startEvent' && !catcher.interrupting)
      ? await s.tx.select().from(wfEventSubscriptions).where(byId)
      : await s.tx.delete(wfEventSubscriptions).where(byId).returning();
  return row;
}
