import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, numeric, pgTable, smallint, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { audit, id, tenantId, ts } from './columns';

/**
 * 产品 and 规格型号 (domain model §3.6): kept by the supplier that sells them (a manufacturer, or a
 * dealer when the maker is not on the platform), under the one-tenant row-level security.
 */
export const products = pgTable(
  'scm_product',
  {
    id: id().primaryKey(),
    tenantId: tenantId(),
    productName: varchar('product_name', { length: 200 }).notNull(),
    genericName: varchar('generic_name', { length: 200 }),
    brand: varchar('brand', { length: 64 }),
    manufacturerName: varchar('manufacturer_name', { length: 128 }),
    productType: varchar('product_type', { length: 8 }).notNull(),
    managementLevel: varchar('management_level', { length: 16 }),
    areaType: varchar('area_type', { length: 4 }),
    /** The REGISTRATION_CARD certificate of the same tenant (R7); its number is copied for search. */
    registrationCertId: id('registration_cert_id'),
    registrationNo: varchar('registration_no', { length: 64 }),
    classificationCode: varchar('classification_code', { length: 8 }),
    medicalInsuranceCode: varchar('medical_insurance_code', { length: 27 }),
    highValue: boolean('high_value').notNull().default(false),
    implantable: boolean('implantable').notNull().default(false),
    sterile: boolean('sterile').notNull().default(false),
    storageCondition: varchar('storage_condition', { length: 16 }).notNull().default('AMBIENT'),
    useFlag: varchar('use_flag', { length: 8 }).notNull().default('USING'),
    remark: varchar('remark', { length: 500 }),
    ...audit(),
  },
  (t) => [
    index('scm_product_list_idx').on(t.tenantId, t.productType, t.useFlag),
    index('scm_product_cert_idx').on(t.tenantId, t.registrationCertId),
  ],
);

/** One orderable specification or model of a product, with its unit and prices. */
export const productSkus = pgTable(
  'scm_product_sku',
  {
    id: id().primaryKey(),
    tenantId: tenantId(),
    productId: id('product_id').notNull(),
    skuCode: varchar('sku_code', { length: 32 }),
    specification: varchar('specification', { length: 200 }),
    model: varchar('model', { length: 200 }),
    unit: varchar('unit', { length: 16 }).notNull(),
    packageQty: numeric('package_qty', { precision: 12, scale: 2 }),
    /** DI of the minimum sales unit (packaging level 1), also a row of scm_product_udi. */
    udiDi: varchar('udi_di', { length: 40 }),
    referencePrice: numeric('reference_price', { precision: 18, scale: 4 }),
    platformProductCode: varchar('platform_product_code', { length: 64 }),
    useFlag: varchar('use_flag', { length: 8 }).notNull().default('USING'),
    remark: varchar('remark', { length: 500 }),
    ...audit(),
  },
  (t) => [
    index('scm_product_sku_product_idx').on(t.tenantId, t.productId),
    uniqueIndex('scm_product_sku_code_uq').on(t.tenantId, t.skuCode).where(sql`${t.isDeleted} = 0 and ${t.skuCode} is not null`),
  ],
);

/**
 * The UDI-DIs of a SKU, one per packaging level (1 = minimum sales unit, 2 = box, 3 = case). R9:
 * a DI names one packaging level of one SKU on the whole platform — the unique index spans
 * tenants, which row-level security cannot hide from it.
 */
export const productUdis = pgTable(
  'scm_product_udi',
  {
    id: id().primaryKey(),
    tenantId: tenantId(),
    skuId: id('sku_id').notNull(),
    level: smallint('level').notNull(),
    udiDi: varchar('udi_di', { length: 40 }).notNull(),
    containsQty: integer('contains_qty'),
    createTime: ts('create_time').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('scm_product_udi_di_uq').on(t.udiDi), index('scm_product_udi_sku_idx').on(t.tenantId, t.skuId)],
);

/** A product import from a spreadsheet: its progress and the rows it refused, read by the screen while it runs. */
export const productImports = pgTable(
  'scm_product_import',
  {
    id: id().primaryKey(),
    tenantId: tenantId(),
    fileName: varchar('file_name', { length: 255 }),
    state: varchar('state', { length: 16 }).notNull().default('RUNNING'),
    total: integer('total').notNull().default(0),
    processed: integer('processed').notNull().default(0),
    succeeded: integer('succeeded').notNull().default(0),
    failed: integer('failed').notNull().default(0),
    /** [{ row, field, message }] in the importer's language. */
    errors: jsonb('errors').notNull().default(sql`'[]'::jsonb`),
    ...audit(),
  },
  (t) => [index('scm_product_import_tenant_idx').on(t.tenantId, t.createTime)],
);
