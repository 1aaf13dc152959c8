import type { ProcessGraph } from '../model/graph';

export interface ProcessNode {
  nodeId: string;
  nodeName: string;
}

/** The user tasks of a process in the order of its definition: where an instance may be dispatched to. */
export function userTaskNodes(graph: ProcessGraph): ProcessNode[] {
  return [...graph.nodes.values()].filter((n) => n.kind === 'userTask').map((n) => ({ nodeId: n.id, nodeName: n.name || n.id }));
}
