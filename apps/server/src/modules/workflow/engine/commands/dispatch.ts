import type { Executor } from '../../../../core/db/database';
import { wfErrors } from '../runtime/errors';
import { comment } from '../runtime/history';
import { moveTo } from '../runtime/move';
import { openInstance, settle } from '../runtime/open';
import type { Actor } from '../runtime/types';
import { userTaskNodes } from '../queries/nodes';

/**
 * 调度: process administration moves a running instance to any user task of its definition
 * (a normal user may only go back, through rollback). Every token moves, as with rollback.
 */
export async function dispatchInstance(tx: Executor, actor: Actor, instanceId: bigint, input: { targetNodeId: string; comment?: string }): Promise<void> {
  if (!actor.admin) throw wfErrors.notAssignee();
  const opened = await openInstance(tx, actor, instanceId);
  if (!userTaskNodes(opened.s.graph).some((n) => n.nodeId === input.targetNodeId)) throw wfErrors.badTarget(input.targetNodeId);
  comment(opened.s, 'dispatch', input.comment ?? '');
  await moveTo(opened, input.targetNodeId, 'dispatched');
  await settle(opened);
}
