import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../../../core/db/database';
import { wfTimers } from '../../../../core/db/schema';
import { lockCallersOf } from '../runtime/call';
import { isAppError } from '../runtime/errors';
import { closeExecNode } from '../runtime/history';
import { interruptActivity } from '../runtime/interrupt';
import { openInstance, settle, type Opened } from '../runtime/open';
import { leaveEventGateway } from '../runtime/catch';
import { fireEventSub } from '../runtime/event-sub';
import { afterFiring, type TimerRow } from '../runtime/timers';
import { engineActor } from '../runtime/types';

/** Which booking of which timer a job fires. */
export interface TimerRef {
  timerId: bigint;
  gen: number;
}

/**
 * Fires a timer, as its job asks, in one transaction that locks the instance like every command.
 * Idempotent: a timer whose wait is over (the task was completed, the token moved, the instance
 * ended) has no row any more, and a job of an older booking finds another generation; both do
 * nothing. While the instance is suspended the timer stays armed and is booked again on activation.
 * Answers whether it fired.
 */
export async function fireTimer(tx: Executor, tenantId: string, ref: TimerRef): Promise<boolean> {
  const actor = engineActor(tenantId);
  const byId = and(eq(wfTimers.tenantId, tenantId), eq(wfTimers.id, ref.timerId));
  const [found] = await tx.select({ procInstId: wfTimers.procInstId }).from(wfTimers).where(byId);
  if (!found) return false;
  let timer: TimerRow | undefined;
  let opened: Opened;
  // A timer may end a called instance, which hands back to its caller: callers first (call.ts).
  await lockCallersOf(tx, tenantId, { instanceId: found.procInstId });
  try {
    opened = await openInstance(tx, actor, found.procInstId, {
      allowSuspended: true,
      // Read again under the instance lock: a completion that won the lock has removed it.
      before: async () => void ([timer] = await tx.select().from(wfTimers).where(byId)),
    });
  } catch (error) {
    if (isAppError(error) && error.key === 'workflow.instance.ended') return false;
    throw error;
  }
  if (!timer || timer.gen !== ref.gen || opened.s.instance.state === 'suspended') return false;
  const { s, interp } = opened;
  const node = s.graph.nodes.get(timer.nodeId)!;
  const exec = s.executions.get(timer.executionId)!;
  if (node.kind === 'startEvent') {
    // An event sub-process's timer: once when it interrupts its scope, every period of a cycle beside it otherwise.
    await afterFiring(s, node.interrupting ? { ...timer, period: null } : timer);
    await fireEventSub(interp, exec, node);
  } else if (node.kind === 'intermediateCatchEvent' && timer.activityId !== node.id) {
    // The token waited at an event-based gateway and the timer came first: the gateway's other waits go.
    await afterFiring(s, { ...timer, period: null });
    await leaveEventGateway(interp, exec, timer.activityId, node);
  } else if (node.kind === 'intermediateCatchEvent') {
    // The token waited here: the visit ends and it moves on.
    await afterFiring(s, { ...timer, period: null });
    closeExecNode(s, exec.id, node.id, 'completed');
    interp.leave(exec, node.id);
  } else if (node.cancelActivity) {
    // Interrupting: the activity (its tasks, its inner tokens and their timers) ends as timed out,
    // and its token leaves through the boundary event.
    await interruptActivity(s, exec, timer.activityId, 'timed_out');
    interp.enter(exec, node.id);
  } else {
    // Non-interrupting: the activity stays; a new token beside it takes the boundary's path.
    await afterFiring(s, timer);
    const token = s.createExec({ parentId: exec.parentId, kind: 'token', activityId: node.id });
    interp.enter(token, node.id);
  }
  await settle(opened);
  return true;
}
