import { index, integer, pgTable, varchar } from 'drizzle-orm/pg-core';
import { id, tenantId, ts } from './columns';

/**
 * The armed timers of running instances: an intermediate timer a token waits at, or a boundary
 * timer on the user task or sub-process an execution is in. A row lives while the timer is armed;
 * its durable job (sys_job, keyed by id and generation) fires it. Leaving the activity, or the
 * execution ending, deletes the row, so a job that comes later finds nothing to do.
 */
export const wfTimers = pgTable(
  'wf_timer',
  {
    id: id().primaryKey(),
    tenantId: tenantId(),
    procInstId: id('proc_inst_id').notNull(),
    /** The token at the intermediate timer, or the execution of the activity a boundary is on. */
    executionId: id('execution_id').notNull(),
    /** The node the execution waits at: the intermediate timer itself, or the boundary's activity. */
    activityId: varchar('activity_id', { length: 255 }).notNull(),
    /** The timer event. */
    nodeId: varchar('node_id', { length: 255 }).notNull(),
    dueAt: ts('due_at').notNull(),
    /** Cycles: the ISO 8601 period between firings, and how many firings are left after this one (null: no end). */
    period: varchar('period', { length: 64 }),
    remaining: integer('remaining'),
    /** Bumped whenever the timer is booked again (next cycle, activation); a job of an older generation does nothing. */
    gen: integer('gen').notNull().default(1),
  },
  (t) => [index('wf_timer_exec_idx').on(t.tenantId, t.procInstId, t.executionId)],
);
