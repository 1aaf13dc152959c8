import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, numeric, pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { audit, id, tenantId, ts } from './columns';

/**
 * The seller's SKU as a document copies it when the SKU is named (DESIGN §4a): later edits of the
 * product never rewrite a contract line or a catalog item, and the buyer, who cannot read the
 * seller's products, still sees what it buys.
 */
export const skuSnapshot = () => ({
  skuId: id('sku_id').notNull(),
  productName: varchar('product_name', { length: 200 }).notNull(),
  specification: varchar('specification', { length: 200 }),
  model: varchar('model', { length: 200 }),
  unit: varchar('unit', { length: 16 }).notNull(),
  registrationNo: varchar('registration_no', { length: 64 }),
  manufacturerName: varchar('manufacturer_name', { length: 128 }),
  udiDi: varchar('udi_di', { length: 40 }),
});

/**
 * 合同 (domain model §3.7): between a buyer and a seller — a hospital and its supplier (PURCHASE) or
 * a dealer and its manufacturer or general agent (SUPPLY). Both parties by role, tenant_id = the
 * party that drew it up; row-level security lets a tenant see a row only as one of its parties
 * (core/db/two-party.ts).
 */
export const contracts = pgTable(
  'scm_contract',
  {
    id: id().primaryKey(),
    tenantId: tenantId(),
    buyerTenantId: varchar('buyer_tenant_id', { length: 12 }).notNull(),
    sellerTenantId: varchar('seller_tenant_id', { length: 12 }).notNull(),
    buyerName: varchar('buyer_name', { length: 128 }).notNull(),
    sellerName: varchar('seller_name', { length: 128 }).notNull(),
    contractNo: varchar('contract_no', { length: 64 }).notNull(),
    contractName: varchar('contract_name', { length: 200 }).notNull(),
    contractType: varchar('contract_type', { length: 16 }).notNull(),
    bidStatus: varchar('bid_status', { length: 16 }).notNull(),
    tenderProjectNo: varchar('tender_project_no', { length: 64 }),
    signDate: date('sign_date', { mode: 'string' }),
    validFrom: date('valid_from', { mode: 'string' }).notNull(),
    validTo: date('valid_to', { mode: 'string' }).notNull(),
    amountCap: numeric('amount_cap', { precision: 18, scale: 2 }),
    paymentTermDays: integer('payment_term_days'),
    /** SAVED (the drafting party's own) → EFFECTIVE (both parties'); a contract in force is not rewritten. */
    contractStatus: varchar('contract_status', { length: 16 }).notNull().default('SAVED'),
    effectiveAt: ts('effective_at'),
    useFlag: varchar('use_flag', { length: 8 }).notNull().default('USING'),
    /** The signed scan: a CONTRACT certificate of the drafting party. */
    certificateId: id('certificate_id'),
    remark: varchar('remark', { length: 500 }),
    ...audit(),
  },
  (t) => [
    uniqueIndex('scm_contract_no_uq').on(t.tenantId, t.contractNo).where(sql`${t.isDeleted} = 0`),
    index('scm_contract_buyer_idx').on(t.buyerTenantId, t.contractStatus),
    index('scm_contract_seller_idx').on(t.sellerTenantId, t.contractStatus),
  ],
);

/** A line of a contract: a SKU of the seller at an agreed price, snapshotted when added. */
export const contractLines = pgTable(
  'scm_contract_line',
  {
    id: id().primaryKey(),
    tenantId: tenantId(),
    buyerTenantId: varchar('buyer_tenant_id', { length: 12 }).notNull(),
    sellerTenantId: varchar('seller_tenant_id', { length: 12 }).notNull(),
    contractId: id('contract_id').notNull(),
    lineNo: integer('line_no').notNull(),
    ...skuSnapshot(),
    unitPrice: numeric('unit_price', { precision: 18, scale: 4 }).notNull(),
    taxRate: numeric('tax_rate', { precision: 5, scale: 4 }).notNull(),
    bidStatus: varchar('bid_status', { length: 16 }).notNull(),
    bidPrice: numeric('bid_price', { precision: 18, scale: 4 }),
    platformProductCode: varchar('platform_product_code', { length: 64 }),
    maxQty: numeric('max_qty', { precision: 14, scale: 2 }),
    validFrom: date('valid_from', { mode: 'string' }),
    validTo: date('valid_to', { mode: 'string' }),
    useFlag: varchar('use_flag', { length: 8 }).notNull().default('USING'),
    createTime: ts('create_time').notNull().defaultNow(),
  },
  (t) => [index('scm_contract_line_contract_idx').on(t.contractId, t.lineNo)],
);

/**
 * 供货目录: what a hospital buys from which supplier at what price — what orders and deliveries are
 * checked against. One open row per hospital, supplier and SKU; the supplier's SKU is snapshotted,
 * since the hospital cannot read the supplier's products.
 */
export const catalogItems = pgTable(
  'scm_catalog_item',
  {
    id: id().primaryKey(),
    tenantId: tenantId(),
    hospitalTenantId: varchar('hospital_tenant_id', { length: 12 }).notNull(),
    supplierTenantId: varchar('supplier_tenant_id', { length: 12 }).notNull(),
    hospitalName: varchar('hospital_name', { length: 128 }).notNull(),
    supplierName: varchar('supplier_name', { length: 128 }).notNull(),
    ...skuSnapshot(),
    productId: id('product_id').notNull(),
    productType: varchar('product_type', { length: 8 }),
    managementLevel: varchar('management_level', { length: 16 }),
    highValue: boolean('high_value').notNull().default(false),
    implantable: boolean('implantable').notNull().default(false),
    hospitalItemCode: varchar('hospital_item_code', { length: 32 }),
    hospitalItemName: varchar('hospital_item_name', { length: 200 }),
    hospitalUnit: varchar('hospital_unit', { length: 16 }),
    conversionRatio: numeric('conversion_ratio', { precision: 12, scale: 4 }),
    unitPrice: numeric('unit_price', { precision: 18, scale: 4 }).notNull(),
    taxRate: numeric('tax_rate', { precision: 5, scale: 4 }).notNull(),
    bidStatus: varchar('bid_status', { length: 16 }).notNull(),
    bidNo: varchar('bid_no', { length: 64 }),
    bidProjectName: varchar('bid_project_name', { length: 200 }),
    contractId: id('contract_id'),
    contractLineId: id('contract_line_id'),
    vbp: boolean('vbp').notNull().default(false),
    useFlag: varchar('use_flag', { length: 8 }).notNull().default('USING'),
    remark: varchar('remark', { length: 500 }),
    ...audit(),
  },
  (t) => [
    uniqueIndex('scm_catalog_item_uq').on(t.hospitalTenantId, t.supplierTenantId, t.skuId).where(sql`${t.isDeleted} = 0`),
    index('scm_catalog_item_supplier_idx').on(t.supplierTenantId, t.hospitalTenantId),
  ],
);
