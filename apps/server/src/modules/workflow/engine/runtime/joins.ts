import type { GraphNode } from '../model/graph';
import type { Exec, InstanceState } from './state';

/** Tokens waiting at a join in one scope, oldest first. */
function waiting(s: InstanceState, parentId: bigint, nodeId: string): Exec[] {
  return s.children(parentId).filter((e) => e.activityId === nodeId && !e.isActive);
}

/**
 * The inclusive join's rule: it may fire once no other token of its scope can still arrive, i.e.
 * none sits (or waits) at a node from which the join is reachable.
 */
function inclusiveCanFire(s: InstanceState, parentId: bigint, join: GraphNode): boolean {
  for (const other of s.children(parentId)) {
    if (other.activityId === join.id && !other.isActive) continue;
    if (other.activityId && s.graph.reach.get(other.activityId)?.has(join.id)) return false;
  }
  return true;
}

/** Merges the waiting tokens into the oldest, which then goes on. */
async function merge(s: InstanceState, tokens: Exec[]): Promise<Exec> {
  const [kept, ...rest] = tokens;
  await s.deleteExecs(rest);
  return kept;
}

/**
 * A token arrives at a joining gateway and waits. Parallel: the join fires when as many tokens
 * wait in the scope as the gateway has incoming flows (Flowable's count rule). Inclusive: when no
 * other token can still reach it. Returns the token that goes on, if the join fires now. The
 * instance lock makes this race-free: two arrivals are never evaluated at the same time.
 */
export async function arriveAtJoin(s: InstanceState, exec: Exec, join: GraphNode): Promise<Exec | undefined> {
  s.updateExec(exec, { isActive: false });
  const parentId = exec.parentId!;
  const tokens = waiting(s, parentId, join.id);
  if (join.kind === 'parallelGateway') {
    if (tokens.length < join.incoming.length) return undefined;
    return merge(s, tokens.slice(0, join.incoming.length));
  }
  if (!inclusiveCanFire(s, parentId, join)) return undefined;
  return merge(s, tokens);
}

/** Inclusive joins freed since (a branch ended or was removed): merged and ready to go on. */
export async function releaseInclusiveJoins(s: InstanceState): Promise<{ exec: Exec; node: GraphNode }[]> {
  const seen = new Set<string>();
  const ready: { exec: Exec; node: GraphNode }[] = [];
  for (const e of s.executions.values()) {
    if (e.isActive || !e.activityId || e.parentId === null) continue;
    const node = s.graph.nodes.get(e.activityId);
    if (node?.kind !== 'inclusiveGateway') continue;
    const key = `${e.parentId}:${node.id}`;
    if (seen.has(key)) continue;
    seen.add(key);
    if (inclusiveCanFire(s, e.parentId, node)) ready.push({ exec: e, node });
  }
  for (const r of ready) r.exec = await merge(s, waiting(s, r.exec.parentId!, r.node.id));
  return ready;
}

