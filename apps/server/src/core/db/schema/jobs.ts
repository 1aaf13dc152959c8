import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { id, tenantId, ts } from './columns';

/**
 * Durable jobs (DESIGN §6): work that must happen later or again until it succeeds — daily sweeps,
 * retries, timers. A row is claimed with FOR UPDATE SKIP LOCKED, so any number of API nodes (or
 * the one embedded database) share the queue without running a job twice at once.
 */
export const jobs = pgTable(
  'sys_job',
  {
    id: id().primaryKey(),
    /** The tenant the job works for (the platform's for sweeps across tenants). */
    tenantId: tenantId(),
    type: varchar('type', { length: 64 }).notNull(),
    payload: jsonb('payload').notNull().default({}),
    /** Enqueuing the same key of the same type again is a no-op: handlers may be asked twice, jobs are made once. */
    dedupeKey: varchar('dedupe_key', { length: 200 }),
    runAt: ts('run_at').notNull(),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(5),
    lockedBy: varchar('locked_by', { length: 64 }),
    lockedUntil: ts('locked_until'),
    lastError: varchar('last_error', { length: 2000 }),
    /** DONE, or DEAD once every attempt failed; null while pending. */
    outcome: varchar('outcome', { length: 8 }),
    finishedAt: ts('finished_at'),
    createTime: ts('create_time').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('sys_job_dedupe_uq').on(t.tenantId, t.type, t.dedupeKey).where(sql`${t.dedupeKey} is not null`),
    index('sys_job_due_idx').on(t.runAt).where(sql`${t.outcome} is null`),
    index('sys_job_tenant_idx').on(t.tenantId, t.type),
  ],
);
