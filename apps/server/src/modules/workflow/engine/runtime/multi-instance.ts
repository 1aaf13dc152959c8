import { evaluate, evaluateCondition } from '../expr/evaluate';
import type { GraphNode } from '../model/graph';
import { evaluating, wfErrors } from './errors';
import { recordNode } from './history';
import type { Interpreter } from './interpreter';
import type { Exec, InstanceState } from './state';
import { createTask, endTasksOf } from './tasks';
import type { Outcome } from './types';

/** Kept on the multi-instance scope: every signer in turn order, and the next turn (sequential). */
export const ITEMS = '_miItems';
export const NEXT = '_miNext';

const num = (s: InstanceState, scopeId: bigint, name: string): number => Number(s.scopeVars(scopeId).get(name) ?? 0);

function bump(s: InstanceState, scopeId: bigint, name: string, by: number): void {
  s.setVar(scopeId, name, num(s, scopeId, name) + by);
}

function items(s: InstanceState, root: Exec): unknown[] {
  return (s.scopeVars(root.id).get(ITEMS) as unknown[] | undefined) ?? [];
}

function startSigner(s: InstanceState, root: Exec, node: GraphNode, index: number, item: unknown): Exec {
  const child = s.createExec({ parentId: root.id, kind: 'mi_child', activityId: node.id, loopCounter: index });
  const config = node.multiInstance!;
  if (config.elementVariable) s.setVar(child.id, config.elementVariable, item);
  s.setVar(child.id, 'loopCounter', index);
  if (node.kind === 'userTask') createTask(s, child, node);
  return child;
}

/**
 * Starts one instance of the activity: a user task's task, or (call activity, sub-process) the
 * activity itself run by the interpreter on the child's own token, its variables its own.
 */
async function startInstanceOf(interp: Interpreter, root: Exec, node: GraphNode, index: number, item: unknown): Promise<void> {
  const child = startSigner(interp.s, root, node, index, item);
  if (node.kind !== 'userTask') await interp.enterActivity(child, node);
}

/**
 * Enters a multi-instance user task: the token becomes the scope of its signers, with the
 * counters nrOfInstances, nrOfActiveInstances, nrOfCompletedInstances and our nrOfApproved /
 * nrOfRejected, and one child per signer (parallel) or the first only (sequential).
 */
export async function enterMultiInstance(interp: Interpreter, exec: Exec, node: GraphNode): Promise<void> {
  const s = interp.s;
  const config = node.multiInstance!;
  const lookup = s.lookup(exec.id);
  let list: unknown[];
  if (config.collection) {
    const value = evaluating(node.id, () => evaluate(config.collection!, lookup));
    if (Array.isArray(value)) list = value;
    else if (typeof value === 'string') list = value.split(',').map((v) => v.trim()).filter(Boolean);
    else if (value === null || value === undefined) list = [];
    else throw wfErrors.badCollection(node.name || node.id);
  } else {
    const count = Number(evaluating(node.id, () => evaluate(config.loopCardinality!, lookup)));
    if (!Number.isInteger(count) || count < 0) throw wfErrors.badCollection(node.name || node.id);
    list = Array.from({ length: count }, (_, i) => i);
  }
  const n = list.length;
  // Set even when nobody is to sign, so routes after the node can read the counters.
  s.setVars(exec.id, {
    nrOfInstances: n,
    nrOfActiveInstances: config.sequential ? Math.min(n, 1) : n,
    nrOfCompletedInstances: 0,
    nrOfApproved: 0,
    nrOfRejected: 0,
    [ITEMS]: list,
    [NEXT]: config.sequential ? 1 : n,
  });
  if (!n) {
    recordNode(s, exec.id, node);
    interp.leave(exec, node.id);
    return;
  }
  s.updateExec(exec, { kind: 'mi' });
  const started = config.sequential ? list.slice(0, 1) : list;
  for (const [i, item] of started.entries()) await startInstanceOf(interp, exec, node, i, item);
}

/** The signers still to come (sequential) after the current turn. */
function pending(s: InstanceState, root: Exec): unknown[] {
  return items(s, root).slice(num(s, root.id, NEXT));
}

/** Ends the remaining signers and lets the node's token move on. */
async function finish(interp: Interpreter, root: Exec, node: GraphNode): Promise<void> {
  const s = interp.s;
  const rest = s.children(root.id);
  endTasksOf(s, rest.map((e) => e.id), 'mi_condition');
  await s.deleteExecs(rest);
  s.updateExec(root, { kind: 'token' });
  interp.leave(root, node.id);
}

/** Starts the next turn of a sequential multi-instance, or finishes it when none is left. */
async function nextTurnOrFinish(interp: Interpreter, root: Exec, node: GraphNode): Promise<void> {
  const s = interp.s;
  const next = num(s, root.id, NEXT);
  const list = items(s, root);
  if (node.multiInstance!.sequential && next < list.length) {
    s.setVar(root.id, NEXT, next + 1);
    bump(s, root.id, 'nrOfActiveInstances', 1);
    await startInstanceOf(interp, root, node, num(s, root.id, 'nrOfCompletedInstances'), list[next]);
    return;
  }
  if (num(s, root.id, 'nrOfActiveInstances') === 0) await finish(interp, root, node);
}

/**
 * One signer completed: their submitted values stay local to them, the counters move, and the
 * completion condition (evaluated in the signer's scope) or the last signer ends the node.
 */
export async function signerCompleted(interp: Interpreter, child: Exec, node: GraphNode, variables: Record<string, unknown>, outcome: Outcome | null): Promise<void> {
  const s = interp.s;
  s.setVars(child.id, variables);
  if (outcome === 'pass') bump(s, child.parentId!, 'nrOfApproved', 1);
  if (outcome === 'reject') bump(s, child.parentId!, 'nrOfRejected', 1);
  await instanceEnded(interp, child, node);
}

/** Whether this token is one instance of a multi-instance activity (its parent holds the counters). */
export function isInstanceOf(s: InstanceState, exec: Exec, node: GraphNode): boolean {
  const parent = exec.parentId === null ? undefined : s.executions.get(exec.parentId);
  return node.multiInstance !== undefined && parent?.kind === 'mi' && parent.activityId === node.id;
}

/**
 * One instance ended (a signer completed, a called instance or a sub-process run finished): the
 * counters move, and the completion condition (evaluated in the instance's scope) or the last
 * instance ends the activity; a sequential one starts its next turn.
 */
export async function instanceEnded(interp: Interpreter, child: Exec, node: GraphNode): Promise<void> {
  const s = interp.s;
  const root = s.executions.get(child.parentId!)!;
  bump(s, root.id, 'nrOfCompletedInstances', 1);
  bump(s, root.id, 'nrOfActiveInstances', -1);
  const condition = node.multiInstance!.completionCondition;
  const done = condition ? evaluating(node.id, () => evaluateCondition(condition, s.lookup(child.id))) : false;
  await s.deleteExecs([child]);
  if (done) return finish(interp, root, node);
  await nextTurnOrFinish(interp, root, node);
}

/** Adds a signer: parallel gets a new task now, sequential a later turn. */
export async function addSigner(s: InstanceState, root: Exec, node: GraphNode, user: string): Promise<void> {
  const list = items(s, root);
  const active = s.children(root.id).map((c) => s.scopeVars(c.id).get(node.multiInstance!.elementVariable ?? ''));
  if (active.includes(user) || pending(s, root).includes(user)) throw wfErrors.signerPresent(user);
  s.setVar(root.id, ITEMS, [...list, user]);
  bump(s, root.id, 'nrOfInstances', 1);
  if (node.multiInstance!.sequential) return;
  s.setVar(root.id, NEXT, list.length + 1);
  bump(s, root.id, 'nrOfActiveInstances', 1);
  startSigner(s, root, node, list.length, user);
}

/**
 * Removes a signer: their active task ends (mi_removed, hidden from the history list), or their
 * later turn is dropped. The node then completes if everyone left has signed; removing the only
 * signer left to sign when nobody has signed yet is refused.
 */
export async function removeSigner(interp: Interpreter, root: Exec, node: GraphNode, user: string): Promise<void> {
  const s = interp.s;
  const variable = node.multiInstance!.elementVariable ?? '';
  const child = s.children(root.id).find((c) => s.scopeVars(c.id).get(variable) === user);
  const list = items(s, root);
  const next = num(s, root.id, NEXT);
  const laterIndex = list.findIndex((v, i) => i >= next && v === user);
  if (!child && laterIndex < 0) throw wfErrors.signerUnknown(user);
  if (num(s, root.id, 'nrOfInstances') - num(s, root.id, 'nrOfCompletedInstances') <= 1 && num(s, root.id, 'nrOfCompletedInstances') === 0) throw wfErrors.lastSigner();
  bump(s, root.id, 'nrOfInstances', -1);
  if (laterIndex >= 0 && !child) {
    s.setVar(root.id, ITEMS, list.filter((_, i) => i !== laterIndex));
    return;
  }
  endTasksOf(s, [child!.id], 'mi_removed');
  await s.deleteExecs([child!]);
  bump(s, root.id, 'nrOfActiveInstances', -1);
  await nextTurnOrFinish(interp, root, node);
}
