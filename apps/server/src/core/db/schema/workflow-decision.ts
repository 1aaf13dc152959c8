import { index, integer, pgTable, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { id, tenantId, ts } from './columns';

/**
 * A deployed DMN decision table: the DMN document as deployed, versioned per tenant and decision
 * key like a process definition. A business-rule task evaluates the latest version of its key.
 */
export const wfDecisions = pgTable(
  'wf_decision',
  {
    id: id().primaryKey(),
    tenantId: tenantId(),
    deploymentId: id('deployment_id').notNull(),
    key: varchar('key', { length: 255 }).notNull(),
    version: integer('version').notNull(),
    name: varchar('name', { length: 255 }).notNull(),
    /** The whole DMN document (a document may hold several decisions; each row evaluates its own key). */
    xml: text('xml').notNull(),
    createUser: id('create_user'),
    createTime: ts('create_time').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('wf_decision_key_version_uq').on(t.tenantId, t.key, t.version), index('wf_decision_deployment_idx').on(t.tenantId, t.deploymentId)],
);
