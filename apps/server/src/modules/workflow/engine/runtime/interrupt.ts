import { closeVisitsOf } from './history';
import type { Exec, InstanceState } from './state';
import { endTasksOf } from './tasks';
import { disarmWaits } from './subscriptions';
import { endCalled } from './call';
import { disarmEventSubs } from './event-sub';
import type { EndReason } from './types';

/**
 * An interrupting boundary event fired on the activity `exec` waits at: the activity (its tasks,
 * its inner tokens and their timers and waits) ends, and `exec` becomes a plain token the caller sends
 * through the boundary event.
 */
export async function interruptActivity(s: InstanceState, exec: Exec, activityId: string, reason: EndReason): Promise<void> {
  await disarmWaits(s, { exec, activityId });
  await disarmEventSubs(s, exec);
  if (s.graph.hasCalls) await endCalled(s, [exec]);
  const inside = s.descendants(exec.id);
  const all = [exec.id, ...inside.map((e) => e.id)];
  endTasksOf(s, all, reason);
  closeVisitsOf(s, all, reason);
  await s.deleteExecs(inside);
  s.updateExec(exec, { kind: 'token' });
}
