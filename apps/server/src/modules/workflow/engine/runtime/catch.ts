import { node as nodeOf, type GraphNode } from '../model/graph';
import { closeExecNode, recordFlow, recordNode } from './history';
import { interruptActivity } from './interrupt';
import { fireEventSub } from './event-sub';
import type { Interpreter } from './interpreter';
import { PROCESS_SCOPE, type Exec } from './state';
import { disarmWaits, type SubscriptionRow } from './subscriptions';

/**
 * The first event after an event-based gateway fired: every other wait of the gateway (timers,
 * messages, signals) is removed in this same step, and the token goes on from the winning event.
 */
export async function leaveEventGateway(interp: Interpreter, exec: Exec, gatewayId: string, winner: GraphNode): Promise<void> {
  const { s } = interp;
  await disarmWaits(s, { exec, activityId: gatewayId });
  closeExecNode(s, exec.id, gatewayId, 'completed');
  const flow = [...s.graph.flows.values()].find((f) => f.source === gatewayId && f.target === winner.id)!;
  recordFlow(s, exec.id, flow);
  s.updateExec(exec, { activityId: winner.id });
  recordNode(s, exec.id, winner);
  interp.leave(exec, winner.id);
}

/**
 * A message or signal reached a wait of the locked instance (taken by takeSubscription): its
 * variables go to the process, and the waiting token moves as the catching event says. A catch
 * event or receive task is left; an interrupting boundary event ends its activity (tasks and inner
 * tokens as `interrupted`) and the token leaves through it; a non-interrupting one sends a new
 * token beside the activity; after an event-based gateway, the other events are cancelled.
 */
export async function fireSubscription(interp: Interpreter, sub: SubscriptionRow, variables?: Record<string, unknown>): Promise<void> {
  const { s } = interp;
  const exec = s.executions.get(sub.executionId!);
  // The row is removed with its execution, so one without its execution is never taken; kept as a guard.
  if (!exec) return;
  if (variables) s.setVars(PROCESS_SCOPE, variables);
  const catcher = nodeOf(s.graph, sub.nodeId);
  if (catcher.kind === 'startEvent') {
    await fireEventSub(interp, exec, catcher);
  } else if (catcher.kind === 'boundaryEvent') {
    if (catcher.cancelActivity) {
      await interruptActivity(s, exec, sub.activityId!, 'interrupted');
      interp.enter(exec, catcher.id);
    } else {
      const token = s.createExec({ parentId: exec.parentId, kind: 'token', activityId: catcher.id });
      interp.enter(token, catcher.id);
    }
  } else if (sub.activityId !== catcher.id) {
    await leaveEventGateway(interp, exec, sub.activityId!, catcher);
  } else {
    closeExecNode(s, exec.id, catcher.id, 'completed');
    interp.leave(exec, catcher.id);
  }
}
