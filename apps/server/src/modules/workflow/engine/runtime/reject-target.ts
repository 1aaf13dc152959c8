import type { GraphNode } from '../model/graph';
import { backNodes } from './back-nodes';
import type { Exec, InstanceState } from './state';

/** Where a rejection sends the instance back to, by node id and kind. */
export interface RejectTarget {
  nodeId: string;
  type: string;
}

/**
 * Where a rejection (complete with pass=false) goes (workflow.md §2, "Reject"): the task's own
 * rollbackNode; else, when the flows after the task decide on `pass`, nowhere — they route it;
 * else the process's rollbackNode if this instance may go back there; else the last node it
 * may go back to. A signer's rejection in a multi-instance task is a vote the completion
 * condition counts, unless the task names its own target. Null: the flows carry on.
 */
export async function rejectTarget(s: InstanceState, exec: Exec, node: GraphNode): Promise<RejectTarget | null> {
  const config = node.userTask!;
  if (config.rollbackNode) return { nodeId: config.rollbackNode, type: s.graph.nodes.get(config.rollbackNode)!.kind };
  if (exec.kind === 'mi_child' || config.routesOutcome) return null;
  // The history is read from the database: what the step has changed so far goes there first.
  await s.flush();
  const back = await backNodes(s.tx, s.tenantId, s.instance.id, s.graph, node.id);
  const chosen = back.find((b) => b.nodeId === s.graph.rollbackNode) ?? back.at(-1);
  return chosen ? { nodeId: chosen.nodeId, type: chosen.type } : null;
}
