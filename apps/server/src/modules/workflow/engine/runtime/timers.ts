import { and, eq, inArray, isNull } from 'drizzle-orm';
import { nextId } from '../../../../core/db/ids';
import { jobs, wfTimers } from '../../../../core/db/schema';
import { enqueueJob } from '../../../../core/jobs/enqueue';
import { evaluate } from '../expr/evaluate';
import type { GraphNode } from '../model/graph';
import { addDuration, parseDuration, planTimer } from '../model/timer';
import { evaluating, wfErrors } from './errors';
import type { Exec, InstanceState } from './state';
import { waitsIn, type WaitScope } from './wait-scope';

/** The durable job type that fires workflow timers. */
export const TIMER_JOB = 'workflow.timer';

export type TimerRow = typeof wfTimers.$inferSelect;

/** One job per timer and generation: booking again makes a new key, so an old job never repeats. */
const jobKey = (timerId: bigint, gen: number) => `${timerId}:${gen}`;

async function book(s: InstanceState, timer: Pick<TimerRow, 'id' | 'gen' | 'dueAt'>): Promise<void> {
  await enqueueJob(s.tx, {
    tenantId: s.tenantId,
    type: TIMER_JOB,
    payload: { timerId: String(timer.id), gen: timer.gen },
    runAt: timer.dueAt,
    dedupeKey: jobKey(timer.id, timer.gen),
    // This node's runner books a round for the due time, so a timer fires on time, not at the next poll.
    wake: true,
  });
}

/** Closes the jobs of timers that will not fire (their rows are gone or booked anew): housekeeping, the rows decide. */
async function cancelJobs(s: InstanceState, timers: Pick<TimerRow, 'id' | 'gen'>[]): Promise<void> {
  if (!timers.length) return;
  await s.tx
    .update(jobs)
    .set({ outcome: 'CANCELED', finishedAt: s.now })
    .where(and(eq(jobs.tenantId, s.tenantId), eq(jobs.type, TIMER_JOB), inArray(jobs.dedupeKey, timers.map((t) => jobKey(t.id, t.gen))), isNull(jobs.outcome)));
}

/**
 * Arms a timer event for an execution waiting at `activityId` (the timer itself, or the activity
 * a boundary timer sits on): a row and its job, in the command's transaction, so the timer exists
 * exactly when the wait it belongs to commits.
 */
export async function armTimer(s: InstanceState, exec: Exec, timer: GraphNode, activityId: string): Promise<void> {
  const config = timer.timer!;
  const value = evaluating(timer.id, () => evaluate(config.value, s.lookup(exec.id)));
  const text = value instanceof Date ? value.toISOString() : String(value ?? '');
  const plan = planTimer(config.type, text, s.now);
  if (!plan) throw wfErrors.badTimer(timer.name || timer.id, text);
  const row: TimerRow = {
    id: nextId(),
    tenantId: s.tenantId,
    procInstId: s.instance.id,
    executionId: exec.id,
    activityId,
    nodeId: timer.id,
    dueAt: plan.due,
    period: plan.period,
    remaining: plan.remaining,
    gen: 1,
  };
  await s.tx.insert(wfTimers).values(row);
  await book(s, row);
}

/** Disarms timers: those of executions that ended, or of one execution leaving one activity. */
export async function disarmTimers(s: InstanceState, where: WaitScope): Promise<void> {
  if (!s.graph.hasTimers) return;
  const rows = waitsIn(wfTimers, s, where);
  if (!rows) return;
  const gone = await s.tx.delete(wfTimers).where(rows).returning({ id: wfTimers.id, gen: wfTimers.gen });
  await cancelJobs(s, gone);
}

/**
 * After a firing: a cycle with firings left is booked again a period after the due time it fired
 * for (its next generation); anything else is disarmed.
 */
export async function afterFiring(s: InstanceState, timer: TimerRow): Promise<void> {
  const period = timer.period ? parseDuration(timer.period) : null;
  if (!period || timer.remaining === 0) {
    await s.tx.delete(wfTimers).where(and(eq(wfTimers.tenantId, s.tenantId), eq(wfTimers.id, timer.id)));
    return;
  }
  const next = { dueAt: addDuration(timer.dueAt, period), remaining: timer.remaining === null ? null : timer.remaining - 1, gen: timer.gen + 1 };
  await s.tx.update(wfTimers).set(next).where(and(eq(wfTimers.tenantId, s.tenantId), eq(wfTimers.id, timer.id)));
  await book(s, { id: timer.id, ...next });
}

/**
 * On activation: every timer of the instance is booked again at its own due time (at once when
 * it came due while the instance was suspended), under a new generation so the earlier jobs stay
 * without effect.
 */
export async function rebookTimers(s: InstanceState): Promise<void> {
  if (!s.graph.hasTimers) return;
  const timers = await s.tx
    .select()
    .from(wfTimers)
    .where(and(eq(wfTimers.tenantId, s.tenantId), eq(wfTimers.procInstId, s.instance.id)));
  await cancelJobs(s, timers);
  for (const timer of timers) {
    const gen = timer.gen + 1;
    await s.tx.update(wfTimers).set({ gen }).where(eq(wfTimers.id, timer.id));
    await book(s, { ...timer, gen });
  }
}
