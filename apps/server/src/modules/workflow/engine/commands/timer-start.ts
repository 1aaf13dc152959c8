import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../../../core/db/database';
import { jobs } from '../../../../core/db/schema';
import { enqueueJob } from '../../../../core/jobs/enqueue';
import { evaluate } from '../expr/evaluate';
import type { ProcessGraph } from '../model/graph';
import { InvalidModelError } from '../model/problems';
import { addDuration, parseDuration, planTimer } from '../model/timer';
import { engineActor, type Actor } from '../runtime/types';
import { startInstance } from './start';

/** The durable job type that starts an instance at a timer start event's due time. */
export const START_TIMER_JOB = 'workflow.timer-start';

/** One firing of a timer start event of one definition; a cycle's next firing is the next job. */
interface StartTimerPayload {
  procDefId: string;
  key: string;
  nodeId: string;
  due: string;
  /** Cycles: the ISO period and the firings left after this one (null: no end). */
  period: string | null;
  remaining: number | null;
  n: number;
}

const book = (tx: Executor, tenantId: string, p: StartTimerPayload) =>
  enqueueJob(tx, { tenantId, type: START_TIMER_JOB, payload: { ...p }, runAt: new Date(p.due), dedupeKey: `${p.procDefId}:${p.nodeId}:${p.n}`, wake: true });

/**
 * A definition was deployed: the timer start events of the earlier versions of its key stop
 * (their open jobs are closed), and its own are booked. A value that gives no time is refused
 * naming the element (its expression sees no variables: no instance exists yet).
 */
export async function bookTimerStarts(tx: Executor, actor: Actor, graph: ProcessGraph, procDefId: bigint): Promise<void> {
  const now = new Date();
  await tx
    .update(jobs)
    .set({ outcome: 'CANCELED', finishedAt: now })
    .where(and(eq(jobs.tenantId, actor.tenantId), eq(jobs.type, START_TIMER_JOB), isNull(jobs.outcome), sql`${jobs.payload}->>'key' = ${graph.key}`));
  for (const nodeId of graph.timerStarts) {
    const node = graph.nodes.get(nodeId)!;
    let text = '';
    try {
      const value = evaluate(node.timer!.value, () => ({ found: false, value: undefined }));
      text = value instanceof Date ? value.toISOString() : String(value ?? '');
    } catch {
      // Refused below, as a value that gives no time.
    }
    const plan = planTimer(node.timer!.type, text, now);
    if (!plan) throw new InvalidModelError([{ elementId: node.id, elementName: node.name, reason: 'timerValue', detail: `${node.timer!.type} ${text}` }]);
    await book(tx, actor.tenantId, { procDefId: String(procDefId), key: graph.key, nodeId, due: plan.due.toISOString(), period: plan.period, remaining: plan.remaining, n: 1 });
  }
}

/**
 * A timer start event came due: an instance of its definition starts, by the engine, when the
 * definition is still the latest live version of its key and not suspended (a later deploy or a
 * deleted deployment leaves the job without effect); a cycle books its next firing.
 */
export async function fireTimerStart(tx: Executor, tenantId: string, payload: StartTimerPayload): Promise<boolean> {
  const { rows } = (await tx.execute(sql`select d.suspended from wf_proc_def d join wf_deployment p on p.tenant_id = d.tenant_id and p.id = d.deployment_id and p.is_deleted = 0
    where d.tenant_id = ${tenantId} and d.id = ${payload.procDefId}::bigint
      and not exists (select 1 from wf_proc_def d2 join wf_deployment p2 on p2.tenant_id = d2.tenant_id and p2.id = d2.deployment_id and p2.is_deleted = 0
        where d2.tenant_id = d.tenant_id and d2.key = d.key and d2.version > d.version)`)) as unknown as { rows: { suspended: boolean }[] };
  if (!rows.length) return false;
  const period = payload.period ? parseDuration(payload.period) : null;
  if (period && payload.remaining !== 0) {
    const due = addDuration(new Date(payload.due), period).toISOString();
    await book(tx, tenantId, { ...payload, due, remaining: payload.remaining === null ? null : payload.remaining - 1, n: payload.n + 1 });
  }
  if (rows[0].suspended) return false;
  await startInstance(tx, engineActor(tenantId), { procDefId: BigInt(payload.procDefId), startNodeId: payload.nodeId });
  return true;
}
