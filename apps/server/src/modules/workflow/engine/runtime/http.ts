import { nextId } from '../../../../core/db/ids';
import { wfEventSubscriptions } from '../../../../core/db/schema';
import { enqueueJob } from '../../../../core/jobs/enqueue';
import { evaluate } from '../expr/evaluate';
import type { Template } from '../expr/template';
import type { GraphNode } from '../model/graph';
import { evaluating } from './errors';
import type { Exec, InstanceState } from './state';

/** The durable job type that makes an HTTP task's call. */
export const HTTP_JOB = 'workflow.http';

/** The call an HTTP task makes, as the token's variables made it when the token arrived. */
export interface HttpCall {
  callId: string;
  procInstId: string;
  method: string;
  url: string;
  headers: [string, string][];
  body?: string;
  timeoutMs: number;
  /** The answer's body is parsed as JSON. */
  json: boolean;
}

/** "Name: value" lines; a line without a colon is not a header and is left out. */
function headerLines(text: string | undefined): [string, string][] {
  return (text ?? '')
    .split(/\r?\n/)
    .map((line) => line.match(/^\s*([^:\s][^:]*?)\s*:\s*(.*?)\s*$/))
    .filter((m): m is RegExpMatchArray => m !== null)
    .map((m) => [m[1]!, m[2]!]);
}

/**
 * A token reaches an HTTP task (ADR 0088): it waits there, on a wait of kind `http` named by a new
 * call id, and a job makes the call once the step commits. The wait goes with the token (an
 * interrupting boundary, a terminate, a dispatch), so a call answered after that changes nothing.
 */
export async function armHttpCall(s: InstanceState, exec: Exec, node: GraphNode): Promise<void> {
  const http = node.http!;
  const lookup = s.lookup(exec.id);
  const text = (t: Template | undefined) => (t === undefined ? undefined : evaluating(node.id, () => evaluate(t, lookup)));
  const body = text(http.body);
  const call: HttpCall = {
    callId: String(nextId()),
    procInstId: String(s.instance.id),
    method: http.method,
    url: String(text(http.url) ?? ''),
    headers: headerLines(text(http.headers) as string | undefined),
    body: body === undefined || body === null ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    timeoutMs: http.timeoutMs,
    json: http.json,
  };
  await s.tx.insert(wfEventSubscriptions).values({
    id: nextId(),
    tenantId: s.tenantId,
    kind: 'http',
    eventName: call.callId,
    procDefId: s.instance.procDefId,
    procInstId: s.instance.id,
    executionId: exec.id,
    activityId: node.id,
    nodeId: node.id,
    createdAt: s.now,
  });
  await enqueueJob(s.tx, { tenantId: s.tenantId, type: HTTP_JOB, payload: { ...call }, dedupeKey: call.callId, wake: true });
}
