import { node as nodeOf } from '../model/graph';
import { closeAllOpen, openNode } from './history';
import type { Opened } from './open';
import type { Exec } from './state';
import { endTasksOf } from './tasks';
import type { EndReason } from './types';

/**
 * Moves the instance to one node: every token, task and open visit ends with the reason, then one
 * token enters the target (inside fresh scopes of the sub-processes around it) and runs its enter
 * behaviour, so tasks there are created anew. All tokens move, as in BladeX: sending a task back
 * to before a fork leaves no branch behind.
 */
export async function moveTo({ s, interp }: Opened, targetNodeId: string, reason: EndReason): Promise<void> {
  const root = s.root();
  const others = [...s.executions.values()].filter((e) => e.id !== root.id);
  endTasksOf(
    s,
    others.map((e) => e.id),
    reason,
  );
  closeAllOpen(s, reason);
  await s.deleteExecs(others);
  const scopes: string[] = [];
  for (let scope = nodeOf(s.graph, targetNodeId).scopeId; scope; scope = nodeOf(s.graph, scope).scopeId) scopes.unshift(scope);
  let parent: Exec = root;
  for (const scopeId of scopes) {
    parent = s.createExec({ parentId: parent.id, kind: 'subprocess', activityId: scopeId });
    openNode(s, parent.id, nodeOf(s.graph, scopeId));
  }
  const token = s.createExec({ parentId: parent.id, kind: 'token', activityId: targetNodeId });
  interp.enter(token, targetNodeId);
}
