import { sql } from 'drizzle-orm';
import { date, index, integer, numeric, pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { audit, id, tenantId, ts } from './columns';
import { skuSnapshot } from './contract';

/**
 * 采购计划 (domain model §3.8): a hospital's own plan of what a department needs, MONTH (one open
 * plan per department and period, R33) or TEMPORARY. Approving it splits it into one order per
 * supplier. The number is the hospital's and never reused (R35), so its uniqueness ignores deletion.
 */
export const plans = pgTable(
  'scm_plan',
  {
    id: id().primaryKey(),
    tenantId: tenantId(),
    planNo: varchar('plan_no', { length: 32 }).notNull(),
    planType: varchar('plan_type', { length: 16 }).notNull(),
    /** yyyy-MM, for MONTH plans. */
    planPeriod: varchar('plan_period', { length: 7 }),
    departmentId: id('department_id').notNull(),
    departmentName: varchar('department_name', { length: 64 }).notNull(),
    planStatus: varchar('plan_status', { length: 16 }).notNull().default('SAVED'),
    totalAmount: numeric('total_amount', { precision: 18, scale: 2 }).notNull().default('0'),
    reason: varchar('reason', { length: 500 }),
    remark: varchar('remark', { length: 500 }),
    rejectReason: varchar('reject_reason', { length: 500 }),
    submittedAt: ts('submitted_at'),
    reviewedAt: ts('reviewed_at'),
    reviewedBy: id('reviewed_by'),
    ...audit(),
  },
  (t) => [
    uniqueIndex('scm_plan_no_uq').on(t.tenantId, t.planNo),
    // R33's floor: one open MONTH plan per department and period.
    uniqueIndex('scm_plan_month_open_uq')
      .on(t.tenantId, t.departmentId, t.planPeriod)
      .where(sql`${t.isDeleted} = 0 and ${t.planType} = 'MONTH' and ${t.planStatus} <> 'APPROVED'`),
    index('scm_plan_status_idx').on(t.tenantId, t.planStatus),
  ],
);

/** A line of a plan: an item of the hospital's catalog (supplier, SKU snapshot and price) and a quantity. */
export const planLines = pgTable(
  'scm_plan_line',
  {
    id: id().primaryKey(),
    tenantId: tenantId(),
    planId: id('plan_id').notNull(),
    lineNo: integer('line_no').notNull(),
    catalogItemId: id('catalog_item_id').notNull(),
    supplierTenantId: varchar('supplier_tenant_id', { length: 12 }).notNull(),
    supplierName: varchar('supplier_name', { length: 128 }).notNull(),
    ...skuSnapshot(),
    qty: numeric('qty', { precision: 18, scale: 4 }).notNull(),
    unitPrice: numeric('unit_price', { precision: 18, scale: 4 }).notNull(),
    taxRate: numeric('tax_rate', { precision: 5, scale: 4 }).notNull(),
    bidStatus: varchar('bid_status', { length: 16 }).notNull(),
    amount: numeric('amount', { precision: 18, scale: 2 }).notNull(),
    requiredDate: date('required_date', { mode: 'string' }),
    remark: varchar('remark', { length: 200 }),
    /** The order approving the plan put this line in. */
    indentId: id('indent_id'),
    createTime: ts('create_time').notNull().defaultNow(),
  },
  (t) => [index('scm_plan_line_plan_idx').on(t.tenantId, t.planId, t.lineNo)],
);

/** Every transition of a plan: who moved it, from what to what, and why. */
export const planHistory = pgTable(
  'scm_plan_history',
  {
    id: id().primaryKey(),
    tenantId: tenantId(),
    planId: id('plan_id').notNull(),
    action: varchar('action', { length: 16 }).notNull(),
    fromStatus: varchar('from_status', { length: 16 }),
    toStatus: varchar('to_status', { length: 16 }).notNull(),
    reason: varchar('reason', { length: 500 }),
    userId: id('user_id'),
    userName: varchar('user_name', { length: 64 }),
    createTime: ts('create_time').notNull().defaultNow(),
  },
  (t) => [index('scm_plan_history_plan_idx').on(t.tenantId, t.planId)],
);
