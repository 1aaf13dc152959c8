import { node as nodeOf, type GraphNode } from '../model/graph';
import { closeVisitsOf, openNode } from './history';
import type { Interpreter } from './interpreter';
import type { Exec, InstanceState } from './state';
import { armCatch, disarmWaits } from './subscriptions';
import { endTasksOf } from './tasks';

/** The event sub-processes of the scope an execution is: the process (root) or the sub-process it runs. */
export function eventSubsOf(s: InstanceState, scope: Exec): GraphNode[] {
  const key = scope.kind === 'process' ? '' : (scope.activityId ?? '');
  return (s.graph.eventSubs.get(key) ?? []).map((id) => nodeOf(s.graph, id));
}

/**
 * A scope was entered (the process started, a sub-process entered): the timer, message and signal
 * start events of its event sub-processes wait from now on, as waits of the scope's execution at
 * the event sub-process (error and escalation ones wait for a throw instead).
 */
export async function armEventSubs(s: InstanceState, scope: Exec): Promise<void> {
  for (const sub of eventSubsOf(s, scope)) await armCatch(s, scope, nodeOf(s.graph, sub.startId!), sub.id);
}

/** The scope ends or is interrupted: its event sub-processes stop waiting. */
export async function disarmEventSubs(s: InstanceState, scope: Exec): Promise<void> {
  for (const sub of eventSubsOf(s, scope)) await disarmWaits(s, { exec: scope, activityId: sub.id });
}

/**
 * The start event of an event sub-process of `scope` fired. Interrupting, everything else in the
 * scope ends (tasks and visits as interrupted, tokens with their waits, the other event
 * sub-processes' waits) before it runs; not interrupting, it runs beside. Either way it is a
 * sub-process of the scope: the scope ends when it and everything else in the scope have.
 */
export async function fireEventSub(interp: Interpreter, scope: Exec, start: GraphNode): Promise<void> {
  const { s } = interp;
  const sub = nodeOf(s.graph, start.scopeId!);
  if (start.interrupting) {
    await disarmEventSubs(s, scope);
    const inside = s.descendants(scope.id);
    endTasksOf(s, inside.map((e) => e.id), 'interrupted');
    closeVisitsOf(s, inside.map((e) => e.id), 'interrupted');
    await s.deleteExecs(inside);
  }
  const exec = s.createExec({ parentId: scope.id, kind: 'subprocess', activityId: sub.id });
  openNode(s, exec.id, sub);
  await armEventSubs(s, exec);
  const token = s.createExec({ parentId: exec.id, kind: 'token', activityId: start.id });
  interp.enter(token, start.id);
}

/** The error or escalation event sub-process of this scope that catches the code, if any. */
export function catchingEventSub(s: InstanceState, scope: Exec, kind: 'error' | 'escalation', code: string | undefined): GraphNode | undefined {
  for (const sub of eventSubsOf(s, scope)) {
    const start = nodeOf(s.graph, sub.startId!);
    if (start[kind] && (start[kind].code === undefined || start[kind].code === code)) return start;
  }
  return undefined;
}
