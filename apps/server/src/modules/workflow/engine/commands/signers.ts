import type { Executor } from '../../../../core/db/database';
import { badRequest } from '../../../../core/http/errors';
import { wfErrors } from '../runtime/errors';
import { comment } from '../runtime/history';
import { addSigner, removeSigner } from '../runtime/multi-instance';
import { openTask, settle } from '../runtime/open';
import type { Actor } from '../runtime/types';

async function openSigning(tx: Executor, actor: Actor, taskId: bigint) {
  const opened = await openTask(tx, actor, taskId);
  const { s, task } = opened;
  if (task.assignee !== actor.userId && !actor.admin) throw wfErrors.notAssignee();
  const child = s.executions.get(task.executionId)!;
  const node = s.graph.nodes.get(task.taskDefKey)!;
  if (child.kind !== 'mi_child' || !node.multiInstance?.elementVariable) throw wfErrors.notMultiInstance();
  const root = s.executions.get(child.parentId!)!;
  return { opened, root, node };
}

/** 加签: more signers on the multi-instance node of this task (parallel: at once; sequential: later turns). */
export async function addSigners(tx: Executor, actor: Actor, taskId: bigint, input: { userIds: string[]; comment?: string }): Promise<void> {
  const users = [...new Set((input.userIds ?? []).map((u) => String(u).trim()).filter(Boolean))];
  if (!users.length) throw badRequest('field.required', { field: 'userIds' });
  const { opened, root, node } = await openSigning(tx, actor, taskId);
  for (const user of users) await addSigner(opened.s, root, node, user);
  comment(opened.s, 'add_signer', [input.comment, users.join(',')].filter(Boolean).join(' '), taskId);
  await settle(opened);
}

/** 减签: one signer less; the node completes if everyone left has signed. */
export async function removeSigners(tx: Executor, actor: Actor, taskId: bigint, input: { userId: string; comment?: string }): Promise<void> {
  const user = String(input.userId ?? '').trim();
  if (!user) throw badRequest('field.required', { field: 'userId' });
  const { opened, root, node } = await openSigning(tx, actor, taskId);
  await removeSigner(opened.interp, root, node, user);
  comment(opened.s, 'remove_signer', [input.comment, user].filter(Boolean).join(' '), taskId);
  await settle(opened);
}
