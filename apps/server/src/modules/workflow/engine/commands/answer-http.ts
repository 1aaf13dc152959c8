import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../../../core/db/database';
import { wfEventSubscriptions } from '../../../../core/db/schema';
import { lockCallersOf } from '../runtime/call';
import { isAppError } from '../runtime/errors';
import { closeExecNode } from '../runtime/history';
import { interruptActivity } from '../runtime/interrupt';
import { openInstance, settle, type Opened } from '../runtime/open';
import { PROCESS_SCOPE } from '../runtime/state';
import type { SubscriptionRow } from '../runtime/subscriptions';
import { engineActor } from '../runtime/types';

/** What the partner answered: a body for a 2xx, else the BPMN error code the answer throws (HTTP404 …). */
export type HttpAnswer = { ok: true; body: unknown } | { ok: false; errorCode: string };

/** taken: the token has the answer; gone: nobody waits for it any more; uncaught: an error no boundary event catches; suspended: try later. */
export type HttpAnswerOutcome = 'taken' | 'gone' | 'uncaught' | 'suspended';

/** Whether the call is still awaited (read without a lock, before calling out). */
export async function httpCallAwaited(tx: Executor, tenantId: string, callId: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: wfEventSubscriptions.id })
    .from(wfEventSubscriptions)
    .where(and(eq(wfEventSubscriptions.tenantId, tenantId), eq(wfEventSubscriptions.kind, 'http'), eq(wfEventSubscriptions.eventName, callId)));
  return row !== undefined;
}

/**
 * Hands an HTTP task's answer to its waiting token (ADR 0088), in one transaction that locks the
 * instance like every command: a 2xx puts the body in the task's response variable and the token
 * moves on; an error answer is thrown as a BPMN error with code HTTP<status>, which an error
 * boundary event of the task catches (one without a code catches any). The wait is consumed by a
 * DELETE … RETURNING, so a call answered twice moves the token once.
 */
export async function answerHttpCall(tx: Executor, tenantId: string, call: { procInstId: string; callId: string }, answer: HttpAnswer): Promise<HttpAnswerOutcome> {
  const procInstId = BigInt(call.procInstId);
  const byCall = and(eq(wfEventSubscriptions.tenantId, tenantId), eq(wfEventSubscriptions.procInstId, procInstId), eq(wfEventSubscriptions.kind, 'http'), eq(wfEventSubscriptions.eventName, call.callId));
  let opened: Opened;
  // The token may end a called instance, which hands back to its caller: callers first (call.ts).
  await lockCallersOf(tx, tenantId, { instanceId: procInstId });
  try {
    opened = await openInstance(tx, engineActor(tenantId), procInstId, { allowSuspended: true });
  } catch (error) {
    if (isAppError(error) && error.key === 'workflow.instance.ended') return 'gone';
    throw error;
  }
  const { s, interp } = opened;
  if (s.instance.state === 'suspended') return 'suspended';
  const [wait]: SubscriptionRow[] = await tx.delete(wfEventSubscriptions).where(byCall).returning();
  const exec = wait && s.executions.get(wait.executionId!);
  if (!wait || !exec) return 'gone';
  const node = s.graph.nodes.get(wait.nodeId)!;
  if (answer.ok) {
    s.setVar(PROCESS_SCOPE, node.http!.responseVariable, answer.body);
    closeExecNode(s, exec.id, node.id, 'completed');
    interp.leave(exec, node.id);
  } else {
    const catcher = (node.boundaries ?? []).map((id) => s.graph.nodes.get(id)!).find((b) => b.error && (b.error.code === undefined || b.error.code === answer.errorCode));
    if (!catcher) return 'uncaught';
    await interruptActivity(s, exec, node.id, 'interrupted');
    interp.enter(exec, catcher.id);
  }
  await settle(opened);
  return 'taken';
}
