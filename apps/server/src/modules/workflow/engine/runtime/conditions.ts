import { evaluateCondition } from '../expr/evaluate';
import type { GraphNode } from '../model/graph';
import { evaluating } from './errors';
import { closeExecNode } from './history';
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

function holds(interp: Interpreter, exec: Exec, node: GraphNode): boolean {
  return evaluating(node.id, () => evaluateCondition(node.condition!, interp.s.lookup(exec.id)));
}
