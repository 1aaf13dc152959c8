import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { audit, id, tenantId, ts } from './columns';

/**
 * A hospital's partner system (HIS / SPD / HRP / provincial platform) that its suppliers'
 * documents are pushed to: where, with which shared secret (sealed with the server's key, never
 * answered in clear) and which kinds of document. The hospital's own row (tenant_id).
 */
export const pushEndpoints = pgTable(
  'scm_push_endpoint',
  {
    id: id().primaryKey(),
    tenantId: tenantId(),
    endpointName: varchar('endpoint_name', { length: 64 }).notNull(),
    targetSystem: varchar('target_system', { length: 24 }).notNull(),
    url: varchar('url', { length: 500 }).notNull(),
    secretEncrypted: varchar('secret_encrypted', { length: 400 }).notNull(),
    /** The last four characters, so a clerk can tell which secret is set without seeing it. */
    secretHint: varchar('secret_hint', { length: 8 }).notNull(),
    docTypes: jsonb('doc_types').$type<string[]>().notNull().default([]),
    enabled: boolean('enabled').notNull().default(true),
    remark: varchar('remark', { length: 500 }),
    ...audit(),
  },
  (t) => [uniqueIndex('scm_push_endpoint_name_uq').on(t.tenantId, t.endpointName).where(sql`${t.isDeleted} = 0`)],
);

/**
 * 推送记录 (domain model §3.13): one version of a document sent to one partner endpoint. Owned by
 * the document's owner (tenant_id, the supplier for deliveries), seen by both parties. The body is
 * kept as sent, so every retry of a version carries the same bytes under the same idempotency key.
 */
export const pushes = pgTable(
  'scm_push',
  {
    id: id().primaryKey(),
    tenantId: tenantId(),
    hospitalTenantId: varchar('hospital_tenant_id', { length: 12 }).notNull(),
    supplierTenantId: varchar('supplier_tenant_id', { length: 12 }).notNull(),
    endpointId: id('endpoint_id').notNull(),
    endpointName: varchar('endpoint_name', { length: 64 }).notNull(),
    targetSystem: varchar('target_system', { length: 24 }).notNull(),
    sourceType: varchar('source_type', { length: 16 }).notNull(),
    sourceId: id('source_id').notNull(),
    sourceNo: varchar('source_no', { length: 32 }).notNull(),
    sourceVersion: integer('source_version').notNull(),
    /** Last attempt: UN_PUSH (never tried), PUSH_SUCCESS, PUSH_FAILURE. */
    pushStatus: varchar('push_status', { length: 16 }).notNull().default('UN_PUSH'),
    /** Business state: UN_PUSH → END_PUSH → ALREADY_TAKEN. */
    pushStates: varchar('push_states', { length: 16 }).notNull().default('UN_PUSH'),
    attemptCount: integer('attempt_count').notNull().default(0),
    /** Raised by each manual re-push: a job of an older round finds itself superseded. */
    round: integer('round').notNull().default(1),
    /** The last round the partner accepted: a second run of that round's job sends nothing. */
    sentRound: integer('sent_round').notNull().default(0),
    lastAttemptAt: ts('last_attempt_at'),
    nextRetryAt: ts('next_retry_at'),
    lastError: varchar('last_error', { length: 1000 }),
    partnerDocId: varchar('partner_doc_id', { length: 64 }),
    takenAt: ts('taken_at'),
    idempotencyKey: varchar('idempotency_key', { length: 100 }).notNull(),
    payloadHash: varchar('payload_hash', { length: 64 }).notNull(),
    /** The JSON sent, byte for byte: what the signature and payloadHash are over. */
    body: text('body').notNull(),
    ...audit(),
  },
  (t) => [
    uniqueIndex('scm_push_key_uq').on(t.tenantId, t.endpointId, t.idempotencyKey),
    index('scm_push_source_idx').on(t.tenantId, t.sourceType, t.sourceId),
    index('scm_push_hospital_idx').on(t.hospitalTenantId, t.pushStates),
    index('scm_push_supplier_idx').on(t.supplierTenantId, t.pushStates),
  ],
);
