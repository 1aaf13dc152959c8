import { lt } from 'drizzle-orm';
import { PLATFORM_TENANT_ID } from '@beree/contracts';
import type { Executor } from '../../../core/db/database';
import { apiLogs, errorLogs, usualLogs } from '../../../core/db/schema';
import type { JobRunner } from '../../../core/jobs/runner';
import { scheduleDaily } from '../../../core/jobs/schedule';
import { withPlatformEverywhere } from '../../../core/tenancy/across-databases';
import { paramNumber } from '../../system/param/lookup';

/** The platform's parameter: how many days the API, usual and error logs keep their rows. */
export const LOG_RETENTION_PARAM = 'log.retention.days';
export const LOG_RETENTION_DAYS = 30;
export const LOG_RETENTION_JOB = 'log.retention.sweep';

/**
 * Deletes the rows of the three logs older than the platform's retention. One parameter for every
 * tenant: a tenant cannot shorten the trail of what was done in it.
 */
export async function sweepLogs(db: Executor, now: Date): Promise<void> {
  // Read before the transaction: the lookup runs on the database handle itself.
  const days = await paramNumber(db, PLATFORM_TENANT_ID, LOG_RETENTION_PARAM, LOG_RETENTION_DAYS);
  const cutoff = new Date(now.getTime() - days * 24 * 3600_000);
  // A bound tenant's rows are on its own database (ADR 0081): each database is swept.
  await withPlatformEverywhere(db, { tenantId: PLATFORM_TENANT_ID }, async (tx) => {
    for (const table of [apiLogs, usualLogs, errorLogs]) await tx.delete(table).where(lt(table.createTime, cutoff));
  });
}

/** The sweep, every night at 03:10 in the display zone, on the durable jobs runner. */
export function registerLogRetention(runner: JobRunner, timeZone: string) {
  return scheduleDaily(runner, { type: LOG_RETENTION_JOB, at: '03:10', timeZone, handler: (job, run) => sweepLogs(run.db, run.now) });
}
