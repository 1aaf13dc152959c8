import { sql } from 'drizzle-orm';
import type { Executor } from '../db/database';
import { nextId } from '../db/ids';
import { jobs } from '../db/schema';
import { afterCommit } from '../tenancy/with-tenant';
import { wakeRunners } from './wake';

export interface NewJob {
  tenantId: string;
  type: string;
  payload?: Record<string, unknown>;
  /** When it may run first (now when left out). */
  runAt?: Date;
  /** Makes enqueuing idempotent: a second job of the same tenant, type and key is not made. */
  dedupeKey?: string;
  maxAttempts?: number;
  /** Ask this node's runner for a round as soon as the job is committed and due, instead of at its next poll. */
  wake?: boolean;
}

/** The INSERT of a job, for a caller that sends it as a part of a statement of its own (a WITH); a repeated dedupe key inserts nothing. */
export function jobInsert(tx: Executor, job: NewJob) {
  return tx
    .insert(jobs)
    .values({
      id: nextId(),
      tenantId: job.tenantId,
      type: job.type,
      payload: job.payload ?? {},
      dedupeKey: job.dedupeKey ?? null,
      runAt: job.runAt ?? new Date(),
      maxAttempts: job.maxAttempts ?? 5,
    })
    .onConflictDoNothing({ target: [jobs.tenantId, jobs.type, jobs.dedupeKey], where: sql`${jobs.dedupeKey} is not null` });
}

/** Asks this node's runner for a round once the transaction that made a job due at `at` commits. */
export function wakeAfterCommit(at: Date): void {
  afterCommit(() => wakeRunners(at));
}

/**
 * Adds a job in the caller's transaction, so it exists exactly when the change that asks for it
 * commits. Answers whether a new job was made.
 */
export async function enqueueJob(tx: Executor, job: NewJob): Promise<boolean> {
  const rows = await jobInsert(tx, job).returning({ id: jobs.id });
  if (job.wake && rows.length > 0) wakeAfterCommit(job.runAt ?? new Date());
  return rows.length > 0;
}
