import { sql } from 'drizzle-orm';
import { index, pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { audit, id, tenantId, ts } from './columns';

/**
 * 供应商证照: an archived certificate of a supplier shared with one hospital for review (domain
 * model §3.5 CertificateShare). Both parties by role and tenant_id = the supplier, so the two-party
 * policy lets only the two of them reach the row (../two-party.ts). The certificate itself stays
 * in the supplier's tenant; the hospital reads it only through a share it sees.
 */
export const certificateShares = pgTable(
  'scm_certificate_share',
  {
    id: id().primaryKey(),
    tenantId: tenantId(),
    hospitalTenantId: varchar('hospital_tenant_id', { length: 12 }).notNull(),
    supplierTenantId: varchar('supplier_tenant_id', { length: 12 }).notNull(),
    certificateId: id('certificate_id').notNull(),
    /** Snapshots at share time, for the history and the messages of either side. */
    hospitalName: varchar('hospital_name', { length: 100 }).notNull(),
    supplierName: varchar('supplier_name', { length: 100 }).notNull(),
    certType: varchar('cert_type', { length: 40 }).notNull(),
    certName: varchar('cert_name', { length: 128 }),
    certNo: varchar('cert_no', { length: 64 }),
    reviewStatus: varchar('review_status', { length: 16 }).notNull().default('SUBMITTED'),
    sharedAt: ts('shared_at').notNull(),
    sharedBy: id('shared_by'),
    reviewerUserId: id('reviewer_user_id'),
    reviewedAt: ts('reviewed_at'),
    reviewComment: varchar('review_comment', { length: 500 }),
    rejectReason: varchar('reject_reason', { length: 500 }),
    ...audit(),
  },
  (t) => [
    // One live share of a certificate per hospital; a withdrawn one is deleted and may be shared anew.
    uniqueIndex('scm_certificate_share_uq').on(t.supplierTenantId, t.certificateId, t.hospitalTenantId).where(sql`${t.isDeleted} = 0`),
    index('scm_certificate_share_hospital_idx').on(t.hospitalTenantId, t.reviewStatus),
    // The shares of given certificates (the flagged ones) with what the list's visibility and order
    // read, so joining them needs no share row.
    index('scm_certificate_share_certificate_idx').on(t.certificateId, t.isDeleted, t.hospitalTenantId, t.supplierTenantId, t.sharedAt, t.id),
  ],
);

/** Every step of a share: shared, resubmitted, carried to a renewal, approved, rejected, withdrawn. */
export const certificateShareHistory = pgTable(
  'scm_certificate_share_history',
  {
    id: id().primaryKey(),
    tenantId: tenantId(),
    hospitalTenantId: varchar('hospital_tenant_id', { length: 12 }).notNull(),
    supplierTenantId: varchar('supplier_tenant_id', { length: 12 }).notNull(),
    shareId: id('share_id').notNull(),
    certificateId: id('certificate_id').notNull(),
    action: varchar('action', { length: 16 }).notNull(),
    fromStatus: varchar('from_status', { length: 16 }),
    toStatus: varchar('to_status', { length: 16 }),
    reason: varchar('reason', { length: 500 }),
    userId: id('user_id'),
    userName: varchar('user_name', { length: 64 }),
    createTime: ts('create_time').notNull().defaultNow(),
  },
  (t) => [index('scm_certificate_share_history_share_idx').on(t.hospitalTenantId, t.shareId)],
);
