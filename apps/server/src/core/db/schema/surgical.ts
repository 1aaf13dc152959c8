import { boolean, date, index, integer, numeric, pgTable, smallint, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { audit, id, ts, twoParties } from './columns';
import { skuSnapshot } from './contract';

/**
 * The parties of a surgical order: the hospital, which books it (tenant_id) and numbers it, and
 * the dealer bringing the kit. Both see it from the booking on (core/db/two-party.ts).
 */
const parties = twoParties;

/**
 * 跟台手术单 (domain model §3.12): an operation a hospital books with the kit of consigned implants
 * it needs from one dealer. The patient's details are the hospital's to keep to a minimum; party
 * and department names are copied when written; the number is the hospital's, never reused (R35).
 */
export const surgicalOrders = pgTable(
  'scm_surgical_order',
  {
    id: id().primaryKey(),
    ...parties(),
    hospitalName: varchar('hospital_name', { length: 128 }).notNull(),
    supplierName: varchar('supplier_name', { length: 128 }).notNull(),
    surgicalOrderNo: varchar('surgical_order_no', { length: 32 }).notNull(),
    surgicalStatus: varchar('surgical_status', { length: 16 }).notNull().default('CONFIRM'),
    departmentId: id('department_id').notNull(),
    departmentName: varchar('department_name', { length: 64 }).notNull(),
    surgeryDateTime: varchar('surgery_date_time', { length: 19 }).notNull(),
    operatingRoom: varchar('operating_room', { length: 32 }),
    tableNo: varchar('table_no', { length: 16 }),
    surgeryName: varchar('surgery_name', { length: 200 }).notNull(),
    surgeonName: varchar('surgeon_name', { length: 32 }).notNull(),
    surgeonStaffNo: varchar('surgeon_staff_no', { length: 32 }),
    patientInpatientNo: varchar('patient_inpatient_no', { length: 32 }).notNull(),
    patientName: varchar('patient_name', { length: 32 }).notNull(),
    patientGender: varchar('patient_gender', { length: 8 }),
    patientAge: smallint('patient_age'),
    bedNo: varchar('bed_no', { length: 16 }),
    kitType: varchar('kit_type', { length: 24 }),
    /** The dealer's person in the operating room, and the user who released the kit (R13's sales rep). */
    followerUserId: id('follower_user_id'),
    followerName: varchar('follower_name', { length: 32 }),
    followerPhone: varchar('follower_phone', { length: 20 }),
    /** The day the kit left the dealer: the rules of shipping are judged on it. */
    releaseDate: date('release_date', { mode: 'string' }),
    usageNurseStaffNo: varchar('usage_nurse_staff_no', { length: 32 }),
    usageDoctorStaffNo: varchar('usage_doctor_staff_no', { length: 32 }),
    plannedAmount: numeric('planned_amount', { precision: 18, scale: 2 }).notNull().default('0'),
    usedAmount: numeric('used_amount', { precision: 18, scale: 2 }).notNull().default('0'),
    remark: varchar('remark', { length: 500 }),
    releasedAt: ts('released_at'),
    acceptedAt: ts('accepted_at'),
    usedAt: ts('used_at'),
    ...audit(),
  },
  (t) => [
    uniqueIndex('scm_surgical_order_no_uq').on(t.hospitalTenantId, t.surgicalOrderNo),
    index('scm_surgical_order_hospital_idx').on(t.hospitalTenantId, t.surgicalStatus),
    index('scm_surgical_order_supplier_idx').on(t.supplierTenantId, t.surgicalStatus),
  ],
);

/**
 * A line of the kit: the catalog item booked and how many, what the dealer released with its
 * batch, and after the operation what was used (settleable) and what went back.
 */
export const surgicalLines = pgTable(
  'scm_surgical_line',
  {
    id: id().primaryKey(),
    ...parties(),
    surgicalOrderId: id('surgical_order_id').notNull(),
    lineNo: integer('line_no').notNull(),
    catalogItemId: id('catalog_item_id').notNull(),
    hospitalItemCode: varchar('hospital_item_code', { length: 32 }),
    ...skuSnapshot(),
    plannedQty: numeric('planned_qty', { precision: 18, scale: 4 }).notNull(),
    releasedQty: numeric('released_qty', { precision: 18, scale: 4 }).notNull().default('0'),
    usedQty: numeric('used_qty', { precision: 18, scale: 4 }).notNull().default('0'),
    returnedQty: numeric('returned_qty', { precision: 18, scale: 4 }).notNull().default('0'),
    unitPrice: numeric('unit_price', { precision: 18, scale: 4 }).notNull(),
    taxRate: numeric('tax_rate', { precision: 5, scale: 4 }).notNull(),
    usedAmount: numeric('used_amount', { precision: 18, scale: 2 }).notNull().default('0'),
    batchNo: varchar('batch_no', { length: 50 }),
    productionDate: date('production_date', { mode: 'string' }),
    expiryDate: date('expiry_date', { mode: 'string' }),
    sterilizationBatchNo: varchar('sterilization_batch_no', { length: 50 }),
    sterilizationExpiry: date('sterilization_expiry', { mode: 'string' }),
    serialNo: varchar('serial_no', { length: 64 }),
    udi: varchar('udi', { length: 200 }),
    remark: varchar('remark', { length: 200 }),
    createTime: ts('create_time').notNull().defaultNow(),
  },
  (t) => [index('scm_surgical_line_order_idx').on(t.surgicalOrderId, t.lineNo)],
);

/** One released unit of an implantable or high-value line (R16), and whether it was implanted, with the UDI scanned then (R30). */
export const surgicalUnits = pgTable(
  'scm_surgical_unit',
  {
    id: id().primaryKey(),
    ...parties(),
    surgicalOrderId: id('surgical_order_id').notNull(),
    surgicalLineId: id('surgical_line_id').notNull(),
    skuId: id('sku_id').notNull(),
    serialNo: varchar('serial_no', { length: 64 }),
    udi: varchar('udi', { length: 200 }),
    used: boolean('used').notNull().default(false),
    usedUdi: varchar('used_udi', { length: 200 }),
  },
  (t) => [index('scm_surgical_unit_line_idx').on(t.surgicalLineId), index('scm_surgical_unit_serial_idx').on(t.hospitalTenantId, t.skuId, t.serialNo)],
);

/** Every transition of a surgical order: which party moved it, from what to what, and which warnings it overrode. */
export const surgicalHistory = pgTable(
  'scm_surgical_history',
  {
    id: id().primaryKey(),
    ...parties(),
    surgicalOrderId: id('surgical_order_id').notNull(),
    action: varchar('action', { length: 16 }).notNull(),
    fromStatus: varchar('from_status', { length: 16 }),
    toStatus: varchar('to_status', { length: 16 }).notNull(),
    reason: varchar('reason', { length: 500 }),
    overriddenWarnings: varchar('overridden_warnings', { length: 2000 }),
    userId: id('user_id'),
    userName: varchar('user_name', { length: 64 }),
    createTime: ts('create_time').notNull().defaultNow(),
  },
  (t) => [index('scm_surgical_history_order_idx').on(t.surgicalOrderId)],
);
