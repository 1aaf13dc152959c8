import type { Executor } from '../db/database';
import { withPlatform } from '../tenancy/with-tenant';
import { enqueueJob } from './enqueue';
import type { JobHandler, JobRunner } from './runner';

/** The next time the wall clock of `timeZone` shows `hh:mm`, after `from`. */
export function nextDailyRun(from: Date, hhmm: string, timeZone: string): Date {
  const [hour, minute] = hhmm.split(':').map(Number);
  // The zone's offset at `from`, from how the zone writes that instant (no daylight saving in the
  // zones the product runs in; a change of offset would shift one run by its size, nothing more).
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' })
      .formatToParts(from)
      .map((p) => [p.type, p.value]),
  );
  const wall = Date.UTC(+parts.year, +parts.month - 1, +parts.day, +parts.hour, +parts.minute, +parts.second);
  const offset = wall - Math.floor(from.getTime() / 1000) * 1000;
  let candidate = Date.UTC(+parts.year, +parts.month - 1, +parts.day, hour, minute) - offset;
  if (candidate <= from.getTime()) candidate += 24 * 3600_000;
  return new Date(candidate);
}

const dayKey = (at: Date) => at.toISOString().slice(0, 16);

/**
 * A job that runs every day at `hhmm` in `timeZone`, platform-wide: each run enqueues the next
 * (keyed by its time, so several nodes enqueue it once), and `ensure` — run when the runner
 * starts — enqueues the first.
 */
export function scheduleDaily(runner: JobRunner, spec: { type: string; at: string; timeZone: string; handler: JobHandler }) {
  const enqueueNext = (db: Executor, after: Date) => {
    const runAt = nextDailyRun(after, spec.at, spec.timeZone);
    return withPlatform(db, { tenantId: '000000' }, (tx) => enqueueJob(tx, { tenantId: '000000', type: spec.type, runAt, dedupeKey: dayKey(runAt) }));
  };
  runner.register(spec.type, async (job, run) => {
    // The next day is booked first, so a day whose run keeps failing does not stop the ones after.
    await enqueueNext(run.db, job.runAt);
    await spec.handler(job, run);
  });
  const ensure = (db: Executor, now = new Date()) => enqueueNext(db, now);
  runner.onStart((db) => ensure(db));
  return { ensure };
}
