import { nextId } from '../../../../core/db/ids';
import { wfCopies } from '../../../../core/db/schema';
import { userNames } from '../../shared/names';
import type { GraphNode } from '../model/graph';
import { refs } from './assignment';
import { comment } from './history';
import type { Exec, InstanceState } from './state';
import type { TaskRow } from './types';

/**
 * The node's default copy users (<flowable:copyUser value>) receive the request in their 抄送 list
 * when a task there is completed, from the user who completed it; a user copied from one task
 * once is not copied again. The history says who was copied.
 */
export async function copyOnComplete(s: InstanceState, exec: Exec, node: GraphNode, task: TaskRow): Promise<void> {
  const templates = node.userTask?.copyUsers ?? [];
  if (!templates.length) return;
  const lookup = s.lookup(exec.id);
  const ids = [...new Set(templates.flatMap((t) => refs(t, lookup, node.name || node.id)))].filter((id) => id !== s.actor.userId);
  if (!ids.length) return;
  const rows = ids.map((userId) => ({
    id: nextId(),
    tenantId: s.tenantId,
    procInstId: s.instance.id,
    taskId: task.id,
    taskName: task.name,
    userId,
    fromUserId: s.actor.userId,
    message: '',
    createdAt: s.now,
  }));
  const added = await s.tx.insert(wfCopies).values(rows).onConflictDoNothing().returning({ userId: wfCopies.userId });
  if (!added.length) return;
  const names = await userNames(s.tx, s.tenantId, added.map((a) => a.userId));
  comment(s, 'copy', added.map((a) => names.get(a.userId) ?? a.userId).join('、'), task.id);
}
