import type { Executor } from '../../../../core/db/database';
import { backNodes } from '../runtime/back-nodes';
import { finishInstance } from '../runtime/ending';
import { wfErrors } from '../runtime/errors';
import { comment } from '../runtime/history';
import { moveTo } from '../runtime/move';
import { openTask, settle } from '../runtime/open';
import type { Actor } from '../runtime/types';

/**
 * Sends the instance back to a node this task may return to (see backNodes). Going back to the
 * start event ends the request (terminated), as in BladeX.
 */
export async function rollbackTask(tx: Executor, actor: Actor, taskId: bigint, input: { targetNodeId: string; comment?: string }): Promise<void> {
  const opened = await openTask(tx, actor, taskId);
  const { s, task } = opened;
  if (task.delegation === 'pending') throw wfErrors.taskDelegated();
  const holds = task.assignee ? task.assignee === actor.userId : opened.candidate;
  if (!holds && !actor.admin) throw task.assignee ? wfErrors.notAssignee() : wfErrors.notCandidate();
  const allowed = await backNodes(tx, actor.tenantId, s.instance.id, s.graph, task.taskDefKey);
  const target = allowed.find((n) => n.nodeId === input.targetNodeId);
  if (!target) throw wfErrors.badTarget(input.targetNodeId);
  comment(s, 'rollback', input.comment ?? '', task.id);
  if (target.type === 'startEvent') await finishInstance(s, 'terminated', { reason: input.comment });
  else await moveTo(opened, target.nodeId, 'rolled_back');
  await settle(opened);
}
