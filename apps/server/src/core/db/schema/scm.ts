import { sql } from 'drizzle-orm';
import { boolean, date, index, pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { audit, id, ts, twoParties } from './columns';

/**
 * Supply-chain documents between two tenants. Each carries both parties by role
 * (hospital_tenant_id, supplier_tenant_id) and tenant_id = the party that created it; row-level
 * security lets a tenant see a row only as one of its parties (../two-party.ts).
 */
const parties = twoParties;

/** 供需关系: a supplier's admission to a hospital (domain model §3.4). */
export const supplyRelations = pgTable(
  'scm_supply_relation',
  {
    id: id().primaryKey(),
    ...parties(),
    /** Snapshots of the parties' names when the relation was applied for. */
    hospitalName: varchar('hospital_name', { length: 100 }).notNull(),
    supplierName: varchar('supplier_name', { length: 100 }).notNull(),
    supplyStatus: varchar('supply_status', { length: 16 }).notNull(),
    manufacturerDirect: boolean('manufacturer_direct').notNull().default(false),
    applyReason: varchar('apply_reason', { length: 500 }),
    applicantUserId: id('applicant_user_id'),
    appliedAt: ts('applied_at'),
    reviewerUserId: id('reviewer_user_id'),
    reviewedAt: ts('reviewed_at'),
    reviewComment: varchar('review_comment', { length: 500 }),
    rejectReason: varchar('reject_reason', { length: 500 }),
    stopReason: varchar('stop_reason', { length: 500 }),
    stoppedAt: ts('stopped_at'),
    stoppedBy: id('stopped_by'),
    hospitalSupplierCode: varchar('hospital_supplier_code', { length: 32 }),
    supplierContactName: varchar('supplier_contact_name', { length: 64 }),
    supplierContactPhone: varchar('supplier_contact_phone', { length: 20 }),
    hospitalContactName: varchar('hospital_contact_name', { length: 64 }),
    hospitalContactPhone: varchar('hospital_contact_phone', { length: 20 }),
    effectiveFrom: date('effective_from'),
    effectiveTo: date('effective_to'),
    ...audit(),
  },
  (t) => [
    // At most one open relation (SUBMITTED, APPROVED, STOPPED) per supplier and hospital.
    uniqueIndex('scm_supply_relation_open_uq')
      .on(t.supplierTenantId, t.hospitalTenantId)
      .where(sql`${t.isDeleted} = 0 and ${t.supplyStatus} in ('SUBMITTED', 'APPROVED', 'STOPPED')`),
    index('scm_supply_relation_hospital_idx').on(t.hospitalTenantId, t.supplyStatus),
    index('scm_supply_relation_supplier_idx').on(t.supplierTenantId, t.supplyStatus),
  ],
);

/** Every transition of a supply relation: who moved it, from what to what, and why. */
export const supplyRelationHistory = pgTable(
  'scm_supply_relation_history',
  {
    id: id().primaryKey(),
    ...parties(),
    relationId: id('relation_id').notNull(),
    action: varchar('action', { length: 16 }).notNull(),
    fromStatus: varchar('from_status', { length: 16 }),
    toStatus: varchar('to_status', { length: 16 }).notNull(),
    reason: varchar('reason', { length: 500 }),
    userId: id('user_id'),
    userName: varchar('user_name', { length: 64 }),
    createTime: ts('create_time').notNull().defaultNow(),
  },
  (t) => [index('scm_supply_relation_history_relation_idx').on(t.hospitalTenantId, t.relationId)],
);
