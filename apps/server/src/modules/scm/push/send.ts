import { eq } from 'drizzle-orm';
import { PUSH_HEADERS, PUSH_MAX_ATTEMPTS, pushBackoffMs, type PushStates, type PushStatus } from '@beree/contracts';
import type { Executor } from '../../../core/db/database';
import { pushEndpoints, pushes } from '../../../core/db/schema';
import type { Job, JobRunner } from '../../../core/jobs/runner';
import { inTenant } from '../../../core/tenancy/in-tenant';
import { withTenant } from '../../../core/tenancy/with-tenant';
import { enqueuePushAttempt, PUSH_JOB, type PushJobPayload } from './enqueue';
import { refusedTarget } from '../../../core/http/outbound-address';
import { openSecret, pushSecretKey } from './secret';
import { signPush } from './signature';
import { tellPushFailing } from './tell-failing';

type PushRow = typeof pushes.$inferSelect;
type EndpointRow = typeof pushEndpoints.$inferSelect;

export interface PushSendOptions {
  /** How long a partner may take to answer before the attempt counts as failed. */
  timeoutMs?: number;
}

/** What came of one send: accepted (and maybe taken at once, with the partner's id) or refused with the reason. */
export type SendOutcome = { ok: true; taken: boolean; partnerDocId: string | null } | { ok: false; error: string };

/** The partner's own words of a refusal, or the HTTP status when it gave none. */
function refusal(status: number, text: string): string {
  let said: unknown;
  try {
    const answer = JSON.parse(text) as Record<string, unknown>;
    said = answer.message ?? answer.msg ?? answer.error;
  } catch {
    said = text;
  }
  const words = typeof said === 'string' ? said.trim() : '';
  return (words ? `HTTP ${status}: ${words}` : `HTTP ${status}`).slice(0, 1000);
}

/**
 * An answer of 2xx is accepted. A partner that takes the document in at once says so in the
 * answer: `{"taken": true, "partnerDocId": "…"}`; anything else is "received, not yet taken".
 */
function accepted(text: string): SendOutcome {
  try {
    const answer = JSON.parse(text) as Record<string, unknown>;
    const id = answer.partnerDocId;
    return { ok: true, taken: answer.taken === true, partnerDocId: typeof id === 'string' || typeof id === 'number' ? String(id).slice(0, 64) : null };
  } catch {
    return { ok: true, taken: false, partnerDocId: null };
  }
}

/** POSTs the push's body to the endpoint, signed with its secret, under the push's idempotency key. */
export async function sendSigned(push: PushRow, endpoint: EndpointRow, secret: string, now: Date, options: PushSendOptions = {}): Promise<SendOutcome> {
  const timeoutMs = options.timeoutMs ?? 10_000;
  const timestamp = String(Math.floor(now.getTime() / 1000));
  const refused = await refusedTarget(endpoint.url);
  if (refused) return { ok: false, error: refused };
  try {
    const res = await fetch(endpoint.url, {
      method: 'POST',
      redirect: 'manual',
      signal: AbortSignal.timeout(timeoutMs),
      headers: {
        'content-type': 'application/json; charset=utf-8',
        [PUSH_HEADERS.timestamp]: timestamp,
        [PUSH_HEADERS.signature]: signPush(secret, timestamp, push.body),
        [PUSH_HEADERS.idempotencyKey]: push.idempotencyKey,
        [PUSH_HEADERS.endpoint]: `${endpoint.tenantId}.${endpoint.id}`,
        [PUSH_HEADERS.docType]: push.sourceType,
      },
      body: push.body,
    });
    const text = (await res.text()).slice(0, 10_000);
    return res.status >= 200 && res.status < 300 ? accepted(text) : { ok: false, error: refusal(res.status, text) };
  } catch (error) {
    const e = error as Error & { cause?: { code?: string; message?: string } };
    if (e.name === 'TimeoutError' || e.name === 'AbortError') return { ok: false, error: `no answer within ${timeoutMs / 1000} s (timeout)` };
    return { ok: false, error: `${e.cause?.code ?? e.name}: ${e.cause?.message ?? e.message}`.slice(0, 1000) };
  }
}

/** The push and its endpoint as the job finds them, or why there is nothing to send. */
async function readTarget(db: Executor, job: Job, p: PushJobPayload): Promise<{ push: PushRow; endpoint: EndpointRow | undefined } | undefined> {
  return withTenant(db, { tenantId: job.tenantId }, async (tx) => {
    const [push] = await tx.select().from(pushes).where(eq(pushes.id, BigInt(p.pushId)));
    // A later re-push supersedes this round; a document taken in, or this round already accepted, needs no send.
    if (!push || push.round !== p.round || push.pushStates === 'ALREADY_TAKEN' || push.sentRound >= p.round) return undefined;
    const [endpoint] = await inTenant(tx, push.hospitalTenantId, () => tx.select().from(pushEndpoints).where(eq(pushEndpoints.id, push.endpointId)));
    return { push, endpoint };
  });
}

/** A push failing this long (or out of retries) is told to its owner's push clerks, once per round. */
const FAILING_AFTER_MS = 24 * 3600_000;

/** Writes the outcome of attempt `p.attempt` and, after a failure with attempts left, books the next one. */
async function record(db: Executor, job: Job, p: PushJobPayload, outcome: SendOutcome, now: Date, retry: boolean): Promise<void> {
  await withTenant(db, { tenantId: job.tenantId }, async (tx) => {
    const [push] = await tx.select().from(pushes).where(eq(pushes.id, BigInt(p.pushId))).for('update');
    if (!push || push.round !== p.round) return;
    const base = { attemptCount: push.attemptCount + 1, lastAttemptAt: now, updateTime: now };
    if (outcome.ok) {
      const states: PushStates = outcome.taken || push.pushStates === 'ALREADY_TAKEN' ? 'ALREADY_TAKEN' : 'END_PUSH';
      await tx
        .update(pushes)
        .set({ ...base, pushStatus: 'PUSH_SUCCESS' satisfies PushStatus, pushStates: states, sentRound: p.round, lastError: null, nextRetryAt: null, partnerDocId: outcome.partnerDocId ?? push.partnerDocId, takenAt: states === 'ALREADY_TAKEN' ? (push.takenAt ?? now) : null })
        .where(eq(pushes.id, push.id));
      return;
    }
    const again = retry && p.attempt < PUSH_MAX_ATTEMPTS;
    const nextRetryAt = again ? new Date(now.getTime() + pushBackoffMs(p.attempt)) : null;
    await tx.update(pushes).set({ ...base, pushStatus: 'PUSH_FAILURE' satisfies PushStatus, lastError: outcome.error, nextRetryAt }).where(eq(pushes.id, push.id));
    if (nextRetryAt) await enqueuePushAttempt(tx, push.tenantId, { ...p, attempt: p.attempt + 1 }, nextRetryAt);
    if (!nextRetryAt || now.getTime() - push.createTime.getTime() >= FAILING_AFTER_MS) await tellPushFailing(tx, push, outcome.error ?? '', p.round);
  });
}

/**
 * One attempt of a push: read it, send it, record what came of it. The send happens outside any
 * transaction; a node that dies after sending leaves the job to be taken over, and the partner
 * de-duplicates the second send by its idempotency key.
 */
export function pushHandler(options: PushSendOptions = {}) {
  return async (job: Job, run: { db: Executor; now: Date }): Promise<void> => {
    const p = job.payload as PushJobPayload;
    const target = await readTarget(run.db, job, p);
    if (!target) return;
    const { push, endpoint } = target;
    if (!endpoint || endpoint.isDeleted || !endpoint.enabled) {
      await record(run.db, job, p, { ok: false, error: `endpoint “${push.endpointName}” is disabled or removed` }, run.now, false);
      return;
    }
    const secret = openSecret(await pushSecretKey(run.db), endpoint.secretEncrypted);
    const outcome = await sendSigned(push, endpoint, secret, run.now, options);
    await record(run.db, job, p, outcome, run.now, true);
  };
}

/** Registers the push job with the runner. */
export function registerPushJobs(runner: JobRunner, options: PushSendOptions = {}): void {
  runner.register(PUSH_JOB, pushHandler(options));
}
