import type { GraphNode } from '../model/graph';
import type { Interpreter } from './interpreter';
import { PROCESS_SCOPE, type Exec, type InstanceState } from './state';

/** Kept on the process: the activities that completed and may be compensated, in completion order. */
const COMPLETED = '_compensable';
/** Kept on a compensation throw waiting for its handlers: the handlers still to run, in order. */
const PENDING = '_compensating';

const completed = (s: InstanceState): string[] => (s.scopeVars(PROCESS_SCOPE).get(COMPLETED) as string[] | undefined) ?? [];

/**
 * An activity completed: remembered when something can undo it (a handler of its own, or a
 * sub-process whose inner activities may have one). Interrupted activities never get here.
 */
export function rememberCompleted(s: InstanceState, node: GraphNode): void {
  if (!s.graph.hasCompensation || node.forCompensation || node.triggeredByEvent) return;
  if (node.compensationHandler === undefined && node.kind !== 'subProcess') return;
  s.setVar(PROCESS_SCOPE, COMPLETED, [...completed(s), node.id]);
}

/**
 * The handlers a compensation throw runs, latest completion first: the activity it names, else
 * every completed activity of the scope it compensates (a throw inside a compensation event
 * sub-process compensates the sub-process that holds it). A sub-process without a handler of its
 * own is undone by undoing its inner activities. Each completion is compensated once.
 */
function handlersFor(s: InstanceState, thrower: GraphNode): string[] {
  const inside = thrower.scopeId === null ? undefined : s.graph.nodes.get(thrower.scopeId);
  const scope = inside?.triggeredByEvent ? inside.scopeId : thrower.scopeId;
  const list = completed(s);
  const used = new Set<number>();
  // Completions before `below` that match, latest first; a sub-process's inner ones precede it.
  const collect = (matches: (node: GraphNode) => boolean, below: number): string[] => {
    const handlers: string[] = [];
    for (let i = below - 1; i >= 0; i--) {
      const node = s.graph.nodes.get(list[i]);
      if (!node || used.has(i) || !matches(node)) continue;
      used.add(i);
      if (node.compensationHandler) handlers.push(node.compensationHandler);
      else handlers.push(...collect((inner) => inner.scopeId === node.id, i));
    }
    return handlers;
  };
  const ref = thrower.compensate!.activityRef;
  const handlers = collect((node) => (ref ? node.id === ref : node.scopeId === scope), list.length);
  s.setVar(PROCESS_SCOPE, COMPLETED, list.filter((_, i) => !used.has(i)));
  return handlers;
}

/**
 * A compensation throw (intermediate or end event): its token waits, as the scope of the handlers,
 * while they run one after another, latest completion first; then it goes on (an end event ends).
 * Answers false when there is nothing to compensate (the token goes on at once).
 */
export function startCompensation(interp: Interpreter, exec: Exec, thrower: GraphNode): boolean {
  const handlers = handlersFor(interp.s, thrower);
  if (!handlers.length) return false;
  interp.s.updateExec(exec, { kind: 'subprocess' });
  runNext(interp, exec, handlers);
  return true;
}

function runNext(interp: Interpreter, scope: Exec, handlers: string[]): void {
  const [next, ...rest] = handlers;
  interp.s.setVar(scope.id, PENDING, rest);
  interp.enter(interp.s.createExec({ parentId: scope.id, kind: 'token', activityId: next }), next);
}

/** A handler of this compensation throw ended: the next one runs; answers false when none is left. */
export function compensationGoesOn(interp: Interpreter, scope: Exec): boolean {
  const pending = (interp.s.scopeVars(scope.id).get(PENDING) as string[] | undefined) ?? [];
  if (!pending.length) return false;
  runNext(interp, scope, pending);
  return true;
}
