import type { Executor } from '../../../../core/db/database';
import { copyOnComplete } from '../runtime/copies';
import { finishInstance } from '../runtime/ending';
import { wfErrors } from '../runtime/errors';
import { comment } from '../runtime/history';
import { moveTo } from '../runtime/move';
import { signerCompleted } from '../runtime/multi-instance';
import { openTask, settle } from '../runtime/open';
import { rejectTarget } from '../runtime/reject-target';
import { PROCESS_SCOPE } from '../runtime/state';
import { endTask } from '../runtime/tasks';
import type { Actor, Outcome, Step } from '../runtime/types';
import { claimInOpened } from './claim';

export interface CompleteInput {
  /** Values the form submitted; they become process variables (a signer's stay their own). */
  variables?: Record<string, unknown>;
  /** Approve or reject: sets the variable `pass` for the model's conditions (${pass}, ${!pass}). */
  outcome?: Outcome;
  comment?: string;
}

/**
 * Completes a task: its assignee (a candidate claims it on the way), never while it is delegated.
 * The task ends once (a second completion gets 409) and the token moves on in the same
 * transaction; a rejection goes back where rejectTarget says (every token moves, as a rollback),
 * or along the flows. The node's copy users are copied either way.
 */
export async function completeTask(tx: Executor, actor: Actor, taskId: bigint, input: CompleteInput = {}): Promise<Step> {
  // The last task of a called instance hands back to its caller: lock the callers first (call.ts).
  const opened = await openTask(tx, actor, taskId, { lockCallers: true });
  const { s, interp, task } = opened;
  if (task.delegation === 'pending') throw wfErrors.taskDelegated();
  if (!task.assignee) {
    if (opened.candidate) claimInOpened(opened, actor);
    else if (!actor.admin) throw wfErrors.notCandidate();
  } else if (task.assignee !== actor.userId && !actor.admin) throw wfErrors.notAssignee();
  const outcome = input.outcome ?? null;
  const variables = { ...input.variables, ...(outcome ? { pass: outcome === 'pass' } : {}) };
  const exec = s.executions.get(task.executionId)!;
  const node = s.graph.nodes.get(task.taskDefKey)!;
  const back = outcome === 'reject' ? await rejectTarget(s, exec, node) : null;
  endTask(s, task.id, 'completed', outcome);
  s.participate([actor.userId], 'completer');
  comment(s, outcome ?? 'comment', input.comment ?? '', task.id);
  await copyOnComplete(s, exec, node, task);
  if (back) {
    s.setVars(PROCESS_SCOPE, variables);
    if (back.type === 'startEvent') await finishInstance(s, 'terminated', { reason: input.comment });
    else await moveTo(opened, back.nodeId, 'rolled_back');
  } else if (exec.kind === 'mi_child') await signerCompleted(interp, exec, node, variables, outcome);
  else {
    s.setVars(PROCESS_SCOPE, variables);
    interp.leave(exec, node.id);
  }
  return settle(opened);
}
