import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Executor } from '../../../../core/db/database';
import { wfHiActinsts } from '../../../../core/db/schema';
import type { ProcessGraph } from '../model/graph';

export interface BackNode {
  nodeId: string;
  name: string;
  type: string;
}

/**
 * Where a task may be sent back to (BladeX getBackNodes): user tasks and the start event this
 * instance has already finished, other than the current node, from which the current node is
 * reachable in the model, in the order they were first visited.
 */
export async function backNodes(tx: Executor, tenantId: string, instanceId: bigint, graph: ProcessGraph, currentNodeId: string): Promise<BackNode[]> {
  const visits = await tx
    .select({ activityId: wfHiActinsts.activityId })
    .from(wfHiActinsts)
    .where(
      and(
        eq(wfHiActinsts.tenantId, tenantId),
        eq(wfHiActinsts.procInstId, instanceId),
        inArray(wfHiActinsts.activityType, ['userTask', 'startEvent']),
        isNotNull(wfHiActinsts.endedAt),
        eq(wfHiActinsts.endReason, 'completed'),
      ),
    )
    .orderBy(asc(wfHiActinsts.id));
  const out: BackNode[] = [];
  const seen = new Set<string>([currentNodeId]);
  for (const { activityId } of visits) {
    if (seen.has(activityId)) continue;
    seen.add(activityId);
    const node = graph.nodes.get(activityId);
    if (node && graph.deepReach.get(activityId)?.has(currentNodeId)) out.push({ nodeId: node.id, name: node.name, type: node.kind });
  }
  return out;
}
