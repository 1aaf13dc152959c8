import type { JobRunner } from '../../../core/jobs/runner';
import { withTenant } from '../../../core/tenancy/with-tenant';
import { fireTimer } from './commands/fire-timer';
import { TIMER_JOB } from './runtime/timers';
import { fireTimerStart, START_TIMER_JOB } from './commands/timer-start';

/**
 * Workflow timers, and timer start events, run through the durable jobs: each due job fires its timer in a transaction of
 * the timer's tenant. A failure (a route or an assignee the model cannot resolve) is tried again
 * by the runner and the token keeps waiting meanwhile.
 */
export function registerTimerJob(runner: JobRunner): void {
  runner.register(TIMER_JOB, async (job, run) => {
    const payload = job.payload as { timerId: string; gen: number };
    await withTenant(run.db, { tenantId: job.tenantId }, (tx) => fireTimer(tx, job.tenantId, { timerId: BigInt(payload.timerId), gen: payload.gen }));
  });
  runner.register(START_TIMER_JOB, async (job, run) => {
    await withTenant(run.db, { tenantId: job.tenantId }, (tx) => fireTimerStart(tx, job.tenantId, job.payload as Parameters<typeof fireTimerStart>[2]));
  });
}
