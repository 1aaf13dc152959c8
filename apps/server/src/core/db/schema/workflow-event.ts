import { index, pgTable, varchar } from 'drizzle-orm/pg-core';
import { id, tenantId, ts } from './columns';

/**
 * What waits for a message or a signal (Flowable's event subscriptions). Two sorts of row:
 * - a wait of a running instance (proc_inst_id set): a token at an intermediate catch event or a
 *   receive task, an activity with a message or signal boundary event, or a token at an
 *   event-based gateway for one of the events after it. The row lives while the wait does;
 *   consuming it is one DELETE … RETURNING under the instance's lock, so one message moves one
 *   wait once, however many correlations race for it.
 * - a start event of a deployed definition (proc_inst_id null): a message or signal that starts
 *   an instance. Written at deploy and kept for every version; only the latest version of a key
 *   answers.
 */
export const wfEventSubscriptions = pgTable(
  'wf_event_subscription',
  {
    id: id().primaryKey(),
    tenantId: tenantId(),
    /** message | signal | http (an HTTP task waiting for its call: the event name is the call's id) */
    kind: varchar('kind', { length: 16 }).notNull(),
    /** The message's or signal's name (its bpmn:message / bpmn:signal name, else its id). */
    eventName: varchar('event_name', { length: 255 }).notNull(),
    procDefId: id('proc_def_id').notNull(),
    /** Null for a start event of the definition. */
    procInstId: id('proc_inst_id'),
    /** The execution that waits (null for a start event). */
    executionId: id('execution_id'),
    /** Where the execution waits: the catch event or receive task, the boundary's activity, the event-based gateway. */
    activityId: varchar('activity_id', { length: 255 }),
    /** The event that catches: the catch event, receive task, boundary event or start event. */
    nodeId: varchar('node_id', { length: 255 }).notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('wf_event_subscription_name_idx').on(t.tenantId, t.kind, t.eventName),
    index('wf_event_subscription_exec_idx').on(t.tenantId, t.procInstId, t.executionId),
  ],
);
