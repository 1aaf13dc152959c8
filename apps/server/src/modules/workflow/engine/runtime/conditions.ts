import { evaluateCondition } from '../expr/evaluate';
import type { GraphNode } from '../model/graph';
import { evaluating } from './errors';
import { closeExecNode, openNode } from './history';
import { interruptActivity } from './interrupt';
import type { Interpreter } from './interpreter';
import type { Exec } from './state';

/** Kept on a token waiting at an activity: a non-interrupting conditional boundary fired once for this visit. */
const firedMark = (catcher: GraphNode) => `_conditionFired:${catcher.id}`;

/**
 * Conditional events are checked each time the instance has moved as far as it can (on entering
 * their wait, and after every step that may have changed variables: a task completed, a message,
 * a timer): a catch event whose condition holds is left; a boundary event whose condition holds
 * fires, interrupting its activity or, not interrupting, sending a token beside it once per visit.
 * Returns whether anything fired, so the interpreter runs on.
 */
export async function fireConditions(interp: Interpreter): Promise<boolean> {
  const { s } = interp;
  if (!s.graph.hasConditions) return false;
  let fired = false;
  for (const exec of [...s.executions.values()]) {
    if (!s.executions.has(exec.id) || !exec.activityId || exec.kind === 'mi_child' || exec.kind === 'process') continue;
    const node = s.graph.nodes.get(exec.activityId);
    if (!node) continue;
    if (node.kind === 'intermediateCatchEvent' && node.condition) {
      if (!holds(interp, exec, node)) continue;
      closeExecNode(s, exec.id, node.id, 'completed');
      interp.leave(exec, node.id);
      fired = true;
      continue;
    }
    for (const id of node.boundaries ?? []) {
      const catcher = s.graph.nodes.get(id)!;
      if (!catcher.condition || s.scopeVars(exec.id).get(firedMark(catcher)) === true || !holds(interp, exec, catcher)) continue;
      fired = true;
      if (catcher.cancelActivity) {
        await interruptActivity(s, exec, node.id, 'interrupted');
        interp.enter(exec, catcher.id);
        break;
      }
      s.setVar(exec.id, firedMark(catcher), true);
      interp.enter(s.createExec({ parentId: exec.parentId, kind: 'token', activityId: catcher.id }), catcher.id);
    }
  }
  return fired;
}

/**
 * A task that passes (ADR 0074) is entered and left in one move, so its conditional boundary events
 * are checked as it is entered, where BPMN checks an activity's: one interrupting whose condition
 * holds takes the token instead of the task (answers true); each non-interrupting one that holds
 * sends a token beside it. Its other boundary events never fire: no time passes on it, nothing can
 * be delivered to it.
 */
export function conditionsOnEntry(interp: Interpreter, exec: Exec, node: GraphNode): boolean {
  const { s } = interp;
  for (const id of node.boundaries ?? []) {
    const catcher = s.graph.nodes.get(id)!;
    if (!catcher.condition || !holds(interp, exec, catcher)) continue;
    if (catcher.cancelActivity) {
      openNode(s, exec.id, node);
      closeExecNode(s, exec.id, node.id, 'interrupted');
      interp.enter(exec, catcher.id);
      return true;
    }
    interp.enter(s.createExec({ parentId: exec.parentId, kind: 'token', activityId: catcher.id }), catcher.id);
  }
  return false;
}

function holds(interp: Interpreter, exec: Exec, node: GraphNode): boolean {
  return evaluating(node.id, () => evaluateCondition(node.condition!, interp.s.lookup(exec.id)));
}
