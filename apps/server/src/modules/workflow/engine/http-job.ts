import { refusedTarget } from '../../../core/http/outbound-address';
import { PermanentJobError, type JobRunner } from '../../../core/jobs/runner';
import { withTenant } from '../../../core/tenancy/with-tenant';
import { answerHttpCall, httpCallAwaited, type HttpAnswer } from './commands/answer-http';
import { HTTP_JOB, type HttpCall } from './runtime/http';

/** An answer's body kept in a variable: a larger one is refused rather than cut. */
const MAX_BODY_CHARS = 256 * 1024;
/** Statuses that say "not now": the call is made again later. */
const RETRYABLE = new Set([408, 425, 429]);

/** The body as the task keeps it: parsed when the task asks for JSON (an answer that is not JSON fails the call for good). */
function bodyOf(text: string, json: boolean): unknown {
  if (!json) return text;
  try {
    return text === '' ? null : JSON.parse(text);
  } catch {
    throw new PermanentJobError('the answer is not JSON');
  }
}

/**
 * HTTP tasks' calls (ADR 0088), made by the durable jobs runner outside any transaction: a network
 * failure, a timeout, a 5xx and 408/425/429 are tried again with the runner's backoff while the
 * token waits; a link-local address, an answer too large and an error no boundary event catches end
 * the job (DEAD), the token still waiting for an operator (流程监控: dispatch). A call is made at
 * least once: an answer that could not be written is asked for again.
 */
export function registerHttpJob(runner: JobRunner): void {
  runner.register(HTTP_JOB, async (job, run) => {
    const call = job.payload as unknown as HttpCall;
    const tenant = { tenantId: job.tenantId };
    if (!(await withTenant(run.db, tenant, (tx) => httpCallAwaited(tx, job.tenantId, call.callId)))) return;
    const refused = await refusedTarget(call.url);
    if (refused) throw new PermanentJobError(refused);
    const response = await fetch(call.url, {
      method: call.method,
      headers: call.headers,
      body: call.method === 'GET' || call.body === undefined ? undefined : call.body,
      signal: AbortSignal.timeout(call.timeoutMs),
      // A redirect is an answer of its own: following it could lead to an address never checked.
      redirect: 'manual',
    });
    const text = await response.text();
    if (response.status >= 500 || RETRYABLE.has(response.status)) throw new Error(`HTTP ${response.status} ${text.slice(0, 200)}`);
    if (text.length > MAX_BODY_CHARS) throw new PermanentJobError(`the answer is larger than ${MAX_BODY_CHARS} characters`);
    const answer: HttpAnswer = response.ok ? { ok: true, body: bodyOf(text, call.json) } : { ok: false, errorCode: `HTTP${response.status}` };
    const outcome = await withTenant(run.db, tenant, (tx) => answerHttpCall(tx, job.tenantId, call, answer));
    if (outcome === 'suspended') throw new Error('the instance is suspended');
    if (outcome === 'uncaught') throw new PermanentJobError(`HTTP ${response.status}: no error boundary event catches HTTP${response.status} ${text.slice(0, 200)}`);
  });
}
