import type { GraphFlow, GraphNode } from './graph';

function closure(edges: Map<string, string[]>, from: string): Set<string> {
  const seen = new Set<string>();
  const queue = [...(edges.get(from) ?? [])];
  while (queue.length) {
    const next = queue.pop()!;
    if (seen.has(next)) continue;
    seen.add(next);
    queue.push(...(edges.get(next) ?? []));
  }
  return seen;
}

/**
 * Precomputed reachability. `reach` follows flows within one scope (the inclusive join asks
 * whether a token of its scope can still arrive); `deepReach` also walks into sub-processes and
 * out of their end events (rollback asks whether an earlier node leads to the current one).
 */
export function computeReach(nodes: ReadonlyMap<string, GraphNode>, flows: ReadonlyMap<string, GraphFlow>) {
  const local = new Map<string, string[]>();
  const deep = new Map<string, string[]>();
  const add = (map: Map<string, string[]>, from: string, to: string) => map.set(from, [...(map.get(from) ?? []), to]);
  for (const flow of flows.values()) {
    add(local, flow.source, flow.target);
    add(deep, flow.source, flow.target);
  }
  for (const n of nodes.values()) {
    // A boundary event leaves from its activity: what waits there may go its way.
    if (n.attachedTo) {
      add(local, n.attachedTo, n.id);
      add(deep, n.attachedTo, n.id);
    }
    if (n.kind === 'subProcess' && n.startId) add(deep, n.id, n.startId);
    if (n.kind === 'endEvent' && n.scopeId) add(deep, n.id, n.scopeId);
  }
  const reach = new Map<string, ReadonlySet<string>>();
  const deepReach = new Map<string, ReadonlySet<string>>();
  for (const id of nodes.keys()) {
    reach.set(id, closure(local, id));
    deepReach.set(id, closure(deep, id));
  }
  return { reach, deepReach };
}
