import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { audit, id, tenantId } from './columns';

/**
 * A hospital's own master data (domain model §3.3), kept in the hospital's tenant under the
 * ordinary one-tenant row-level security.
 */

/** 医院信息: one row per hospital tenant. */
export const hospitalProfiles = pgTable(
  'scm_hospital_profile',
  {
    id: id().primaryKey(),
    tenantId: tenantId(),
    hospitalName: varchar('hospital_name', { length: 128 }).notNull(),
    shortName: varchar('short_name', { length: 64 }),
    pinyinCode: varchar('pinyin_code', { length: 32 }),
    hospitalCode: varchar('hospital_code', { length: 32 }),
    platformHospitalCode: varchar('platform_hospital_code', { length: 32 }),
    unifiedSocialCreditCode: varchar('unified_social_credit_code', { length: 18 }).notNull(),
    medicalInstitutionLicenseNo: varchar('medical_institution_license_no', { length: 32 }),
    grade: varchar('grade', { length: 16 }).notNull(),
    ownership: varchar('ownership', { length: 16 }).notNull(),
    bedCount: integer('bed_count'),
    provinceCode: varchar('province_code', { length: 6 }),
    cityCode: varchar('city_code', { length: 6 }),
    districtCode: varchar('district_code', { length: 6 }),
    address: varchar('address', { length: 256 }),
    ...audit(),
    /** ENABLE / DISABLE: the platform's to change, not the hospital's. */
    status: varchar('status', { length: 8 }).notNull().default('ENABLE'),
  },
  (t) => [uniqueIndex('scm_hospital_profile_tenant_uq').on(t.tenantId)],
);

/** 科室: a tree of the hospital's departments, warehouses and operating rooms. */
export const hospitalDepartments = pgTable(
  'scm_hospital_department',
  {
    id: id().primaryKey(),
    tenantId: tenantId(),
    parentId: id('parent_id').notNull().default(sql`0`),
    code: varchar('code', { length: 32 }).notNull(),
    name: varchar('name', { length: 64 }).notNull(),
    kind: varchar('kind', { length: 16 }).notNull(),
    hisCode: varchar('his_code', { length: 32 }),
    sort: integer('sort').notNull().default(0),
    remark: varchar('remark', { length: 255 }),
    ...audit(),
  },
  (t) => [
    uniqueIndex('scm_hospital_department_code_uq').on(t.tenantId, t.code).where(sql`${t.isDeleted} = 0`),
    index('scm_hospital_department_parent_idx').on(t.tenantId, t.parentId),
  ],
);

/** 收货地址: where suppliers deliver; exactly one is the default while any exists. */
export const receivingAddresses = pgTable(
  'scm_receiving_address',
  {
    id: id().primaryKey(),
    tenantId: tenantId(),
    warehouseName: varchar('warehouse_name', { length: 64 }).notNull(),
    address: varchar('address', { length: 256 }).notNull(),
    receiver: varchar('receiver', { length: 32 }).notNull(),
    phone: varchar('phone', { length: 20 }).notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    remark: varchar('remark', { length: 255 }),
    ...audit(),
  },
  (t) => [uniqueIndex('scm_receiving_address_default_uq').on(t.tenantId).where(sql`${t.isDefault} and ${t.isDeleted} = 0`)],
);

/**
 * The hospital's settings that later rules read (certificate warning days, two-invoice rule,
 * shelf life, settlement basis, one-step receipt); a value left null takes its default when read.
 */
export const hospitalSettings = pgTable(
  'scm_hospital_setting',
  {
    id: id().primaryKey(),
    tenantId: tenantId(),
    /** Warning days by certType; a type not listed warns 30 days ahead. */
    certWarnDays: jsonb('cert_warn_days').$type<Record<string, number>>().notNull().default({}),
    enforceTwoInvoice: boolean('enforce_two_invoice'),
    minRemainingShelfLifeDays: integer('min_remaining_shelf_life_days'),
    settlementBasis: varchar('settlement_basis', { length: 16 }),
    /** 验收 of a SUBMITTED note approves and receives it in one step; null is off. */
    oneStepReceipt: boolean('one_step_receipt'),
    ...audit(),
  },
  (t) => [uniqueIndex('scm_hospital_setting_tenant_uq').on(t.tenantId)],
);
