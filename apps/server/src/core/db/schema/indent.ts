import { boolean, date, index, integer, numeric, pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { audit, id, ts, twoParties } from './columns';
import { skuSnapshot } from './contract';

/**
 * The parties of an order: the hospital, which creates it (tenant_id) and numbers it, and the
 * supplier. Row-level security lets each party reach it, the supplier only once it is sent
 * (core/db/two-party.ts).
 */
const parties = twoParties;

/**
 * 采购订单 (domain model §3.8): what a hospital orders from one supplier. The receiving address and
 * the parties' names are copied when written; the number is the hospital's and never reused (R35).
 */
export const indents = pgTable(
  'scm_indent',
  {
    id: id().primaryKey(),
    ...parties(),
    hospitalName: varchar('hospital_name', { length: 128 }).notNull(),
    supplierName: varchar('supplier_name', { length: 128 }).notNull(),
    indentNo: varchar('indent_no', { length: 32 }).notNull(),
    planId: id('plan_id'),
    planNo: varchar('plan_no', { length: 32 }),
    orderType: varchar('order_type', { length: 16 }).notNull(),
    urgent: boolean('urgent').notNull().default(false),
    indentStatus: varchar('indent_status', { length: 24 }).notNull().default('SAVED'),
    orderDate: date('order_date', { mode: 'string' }).notNull(),
    expectedArrivalDate: date('expected_arrival_date', { mode: 'string' }),
    receivingAddressId: id('receiving_address_id').notNull(),
    warehouseName: varchar('warehouse_name', { length: 64 }).notNull(),
    receivingAddress: varchar('receiving_address', { length: 256 }).notNull(),
    receiver: varchar('receiver', { length: 32 }).notNull(),
    receiverPhone: varchar('receiver_phone', { length: 20 }).notNull(),
    totalAmount: numeric('total_amount', { precision: 18, scale: 2 }).notNull().default('0'),
    remark: varchar('remark', { length: 500 }),
    declineReason: varchar('decline_reason', { length: 500 }),
    cancelReason: varchar('cancel_reason', { length: 500 }),
    submittedAt: ts('submitted_at'),
    confirmedAt: ts('confirmed_at'),
    closedAt: ts('closed_at'),
    ...audit(),
  },
  (t) => [
    uniqueIndex('scm_indent_no_uq').on(t.hospitalTenantId, t.indentNo),
    index('scm_indent_hospital_idx').on(t.hospitalTenantId, t.indentStatus),
    index('scm_indent_supplier_idx').on(t.supplierTenantId, t.indentStatus),
    index('scm_indent_plan_idx').on(t.hospitalTenantId, t.planId),
  ],
);

/**
 * A line of an order: an item of the hospital's catalog with its SKU snapshot and price. The
 * delivered and received quantities are kept in step by deliveries; the order's delivery state
 * follows from them (indentProgress).
 */
export const indentLines = pgTable(
  'scm_indent_line',
  {
    id: id().primaryKey(),
    ...parties(),
    indentId: id('indent_id').notNull(),
    lineNo: integer('line_no').notNull(),
    catalogItemId: id('catalog_item_id').notNull(),
    hospitalItemCode: varchar('hospital_item_code', { length: 32 }),
    ...skuSnapshot(),
    qty: numeric('qty', { precision: 18, scale: 4 }).notNull(),
    unitPrice: numeric('unit_price', { precision: 18, scale: 4 }).notNull(),
    taxRate: numeric('tax_rate', { precision: 5, scale: 4 }).notNull(),
    bidStatus: varchar('bid_status', { length: 16 }).notNull(),
    amount: numeric('amount', { precision: 18, scale: 2 }).notNull(),
    deliveredQty: numeric('delivered_qty', { precision: 18, scale: 4 }).notNull().default('0'),
    receivedQty: numeric('received_qty', { precision: 18, scale: 4 }).notNull().default('0'),
    planLineId: id('plan_line_id'),
    remark: varchar('remark', { length: 200 }),
    createTime: ts('create_time').notNull().defaultNow(),
  },
  (t) => [index('scm_indent_line_indent_idx').on(t.indentId, t.lineNo)],
);

/** Every transition of an order: which party moved it, from what to what, and why. */
export const indentHistory = pgTable(
  'scm_indent_history',
  {
    id: id().primaryKey(),
    ...parties(),
    indentId: id('indent_id').notNull(),
    action: varchar('action', { length: 16 }).notNull(),
    fromStatus: varchar('from_status', { length: 24 }),
    toStatus: varchar('to_status', { length: 24 }).notNull(),
    reason: varchar('reason', { length: 500 }),
    userId: id('user_id'),
    userName: varchar('user_name', { length: 64 }),
    createTime: ts('create_time').notNull().defaultNow(),
  },
  (t) => [index('scm_indent_history_indent_idx').on(t.indentId)],
);
