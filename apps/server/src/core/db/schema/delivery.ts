import { boolean, date, index, integer, numeric, pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { audit, id, ts, twoParties } from './columns';
import { skuSnapshot } from './contract';

/**
 * The parties of a delivery note: the supplier, which creates it (tenant_id) and numbers it, and
 * the hospital. Row-level security keeps a SAVED note, with its lines, units, temperatures and
 * history, from the hospital (core/db/two-party.ts).
 */
const parties = twoParties;

/**
 * 随货同行单 (domain model §3.9): what a supplier ships to one hospital, against confirmed orders
 * of that hospital (or, for consignment, without one). Party names and the receiving address are
 * copied when written; the number is the supplier's and never reused (R35).
 */
export const deliveries = pgTable(
  'scm_delivery',
  {
    id: id().primaryKey(),
    ...parties(),
    hospitalName: varchar('hospital_name', { length: 128 }).notNull(),
    supplierName: varchar('supplier_name', { length: 128 }).notNull(),
    deliveryNo: varchar('delivery_no', { length: 32 }).notNull(),
    deliveryType: varchar('delivery_type', { length: 16 }).notNull(),
    deliveryStatus: varchar('delivery_status', { length: 16 }).notNull().default('SAVED'),
    invoiceWithGoods: boolean('invoice_with_goods').notNull().default(false),
    shipDate: date('ship_date', { mode: 'string' }),
    expectedArrivalDate: date('expected_arrival_date', { mode: 'string' }),
    receivingAddressId: id('receiving_address_id'),
    warehouseName: varchar('warehouse_name', { length: 64 }),
    receivingAddress: varchar('receiving_address', { length: 256 }),
    receiver: varchar('receiver', { length: 32 }),
    receiverPhone: varchar('receiver_phone', { length: 20 }),
    shipperName: varchar('shipper_name', { length: 64 }),
    shipperPhone: varchar('shipper_phone', { length: 20 }),
    logisticsMethod: varchar('logistics_method', { length: 8 }).notNull().default('SELF'),
    carrierName: varchar('carrier_name', { length: 64 }),
    waybillNo: varchar('waybill_no', { length: 64 }),
    vehiclePlateNo: varchar('vehicle_plate_no', { length: 16 }),
    /** The supplier's user who brings the goods, whose power of attorney R13 asks for. */
    salesRepUserId: id('sales_rep_user_id'),
    salesRepName: varchar('sales_rep_name', { length: 64 }),
    coldChain: boolean('cold_chain').notNull().default(false),
    totalQty: numeric('total_qty', { precision: 18, scale: 4 }).notNull().default('0'),
    totalAmount: numeric('total_amount', { precision: 18, scale: 2 }).notNull().default('0'),
    receivedAmount: numeric('received_amount', { precision: 18, scale: 2 }).notNull().default('0'),
    returnReason: varchar('return_reason', { length: 500 }),
    remark: varchar('remark', { length: 500 }),
    /** How often either party printed the paper note (GSP: a reprint is visible as such). */
    printCount: integer('print_count').notNull().default(0),
    submittedAt: ts('submitted_at'),
    approvedAt: ts('approved_at'),
    receivedAt: ts('received_at'),
    ...audit(),
  },
  (t) => [
    uniqueIndex('scm_delivery_no_uq').on(t.supplierTenantId, t.deliveryNo),
    // Each side's list by state and ship-date range, and by the date a note was made (its createTime
    // range). Row-level security reads a note as either party, so the list reads each side through
    // its own index (core/crud/party-page.ts); with the order (createTime, id) and the columns the
    // policy reads, the count and the page's ids come from the index alone.
    index('scm_delivery_hospital_idx').on(t.hospitalTenantId, t.deliveryStatus, t.shipDate, t.createTime, t.id, t.supplierTenantId, t.isDeleted),
    index('scm_delivery_supplier_idx').on(t.supplierTenantId, t.deliveryStatus, t.shipDate, t.createTime, t.id, t.hospitalTenantId, t.isDeleted),
    index('scm_delivery_hospital_created_idx').on(t.hospitalTenantId, t.deliveryStatus, t.createTime, t.id, t.supplierTenantId, t.isDeleted),
    index('scm_delivery_supplier_created_idx').on(t.supplierTenantId, t.deliveryStatus, t.createTime, t.id, t.hospitalTenantId, t.isDeleted),
    // The settlement list and statements read one party's receipts of a month.
    index('scm_delivery_hospital_received_idx').on(t.hospitalTenantId, t.receivedAt),
    index('scm_delivery_supplier_received_idx').on(t.supplierTenantId, t.receivedAt),
  ],
);

/** A line of a delivery note: the order line it fills, the SKU snapshot, the batch and what the hospital took in. */
export const deliveryLines = pgTable(
  'scm_delivery_line',
  {
    id: id().primaryKey(),
    ...parties(),
    deliveryId: id('delivery_id').notNull(),
    lineNo: integer('line_no').notNull(),
    indentId: id('indent_id'),
    indentNo: varchar('indent_no', { length: 32 }),
    indentLineId: id('indent_line_id'),
    catalogItemId: id('catalog_item_id').notNull(),
    ...skuSnapshot(),
    storageCondition: varchar('storage_condition', { length: 16 }),
    qty: numeric('qty', { precision: 18, scale: 4 }).notNull(),
    unitPrice: numeric('unit_price', { precision: 18, scale: 4 }).notNull(),
    taxRate: numeric('tax_rate', { precision: 5, scale: 4 }).notNull(),
    amount: numeric('amount', { precision: 18, scale: 2 }).notNull(),
    batchNo: varchar('batch_no', { length: 50 }),
    productionDate: date('production_date', { mode: 'string' }),
    expiryDate: date('expiry_date', { mode: 'string' }),
    sterilizationBatchNo: varchar('sterilization_batch_no', { length: 50 }),
    sterilizationExpiry: date('sterilization_expiry', { mode: 'string' }),
    serialNo: varchar('serial_no', { length: 64 }),
    udi: varchar('udi', { length: 200 }),
    receivedQty: numeric('received_qty', { precision: 18, scale: 4 }).notNull().default('0'),
    rejectedQty: numeric('rejected_qty', { precision: 18, scale: 4 }).notNull().default('0'),
    rejectReason: varchar('reject_reason', { length: 200 }),
    remark: varchar('remark', { length: 200 }),
    createTime: ts('create_time').notNull().defaultNow(),
  },
  (t) => [index('scm_delivery_line_delivery_idx').on(t.deliveryId, t.lineNo), index('scm_delivery_line_indent_line_idx').on(t.indentLineId)],
);

/** One physical unit of a high-value or implantable line (R16): its serial and its full UDI. */
export const deliveryUnits = pgTable(
  'scm_delivery_unit',
  {
    id: id().primaryKey(),
    ...parties(),
    deliveryId: id('delivery_id').notNull(),
    deliveryLineId: id('delivery_line_id').notNull(),
    skuId: id('sku_id').notNull(),
    serialNo: varchar('serial_no', { length: 64 }),
    udi: varchar('udi', { length: 200 }),
    /** ACCEPTED or REFUSED once the hospital scanned it at receipt; null while it is still to come. */
    receiptOutcome: varchar('receipt_outcome', { length: 16 }),
    refuseReason: varchar('refuse_reason', { length: 200 }),
  },
  (t) => [index('scm_delivery_unit_line_idx').on(t.deliveryLineId), index('scm_delivery_unit_serial_idx').on(t.hospitalTenantId, t.skuId, t.serialNo)],
);

/** A cold-chain reading taken on the way: which box, how cold and damp, when. */
export const deliveryTemperatures = pgTable(
  'scm_delivery_temperature',
  {
    id: id().primaryKey(),
    ...parties(),
    deliveryId: id('delivery_id').notNull(),
    boxCode: varchar('box_code', { length: 32 }),
    temperature: numeric('temperature', { precision: 5, scale: 1 }).notNull(),
    humidity: numeric('humidity', { precision: 5, scale: 1 }),
    recordedAt: ts('recorded_at').notNull(),
  },
  (t) => [index('scm_delivery_temperature_delivery_idx').on(t.deliveryId)],
);

/**
 * A unit the hospital refused at receipt, going back to the supplier (ADR 0058): which note, line
 * and unit, the code scanned, why and who refused it. Goods returns as documents of their own are
 * outside the spec; this is the record both parties read on the note.
 */
export const deliveryReturns = pgTable(
  'scm_delivery_return',
  {
    id: id().primaryKey(),
    ...parties(),
    deliveryId: id('delivery_id').notNull(),
    deliveryLineId: id('delivery_line_id').notNull(),
    deliveryUnitId: id('delivery_unit_id').notNull(),
    code: varchar('code', { length: 200 }).notNull(),
    reason: varchar('reason', { length: 200 }).notNull(),
    userId: id('user_id'),
    createTime: ts('create_time').notNull().defaultNow(),
  },
  (t) => [index('scm_delivery_return_delivery_idx').on(t.deliveryId), uniqueIndex('scm_delivery_return_unit_idx').on(t.deliveryUnitId)],
);

/** Every transition of a delivery note: which party moved it, from what to what, why, and which warnings it overrode. */
export const deliveryHistory = pgTable(
  'scm_delivery_history',
  {
    id: id().primaryKey(),
    ...parties(),
    deliveryId: id('delivery_id').notNull(),
    action: varchar('action', { length: 16 }).notNull(),
    fromStatus: varchar('from_status', { length: 16 }),
    toStatus: varchar('to_status', { length: 16 }).notNull(),
    reason: varchar('reason', { length: 500 }),
    overriddenWarnings: varchar('overridden_warnings', { length: 2000 }),
    userId: id('user_id'),
    userName: varchar('user_name', { length: 64 }),
    createTime: ts('create_time').notNull().defaultNow(),
  },
  (t) => [index('scm_delivery_history_delivery_idx').on(t.deliveryId)],
);
