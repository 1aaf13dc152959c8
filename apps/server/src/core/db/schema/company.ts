import { sql } from 'drizzle-orm';
import { bigint, date, index, jsonb, numeric, pgTable, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { audit, id, tenantId, ts } from './columns';

/** A licence scan as a registration or a company refers to it. */
export interface LicenceFile {
  type: string;
  fileId: string;
  originalName: string;
  /** The attachment in the company's own tenant, once the registration is approved. */
  attachId?: string;
  link?: string;
  /** The SAVED enterprise certificate the scan became. */
  certificateId?: string;
}

/** The company fields of spec §3 / domain model §3.1, shared by a registration's draft and the company. */
const companyColumns = () => ({
  companyName: varchar('company_name', { length: 128 }).notNull(),
  shortName: varchar('short_name', { length: 64 }),
  companyTypes: varchar('company_types', { length: 100 }).notNull(),
  unifiedSocialCreditCode: varchar('unified_social_credit_code', { length: 18 }).notNull(),
  legalRepresentative: varchar('legal_representative', { length: 64 }),
  enterpriseLeader: varchar('enterprise_leader', { length: 64 }),
  qualityManager: varchar('quality_manager', { length: 64 }),
  /** 万元 (10k CNY). */
  registeredCapital: numeric('registered_capital', { precision: 18, scale: 2 }),
  establishedDate: date('established_date'),
  businessScope: text('business_scope'),
  deviceScope: text('device_scope'),
  provinceCode: varchar('province_code', { length: 6 }),
  cityCode: varchar('city_code', { length: 6 }),
  districtCode: varchar('district_code', { length: 6 }),
  registeredAddress: varchar('registered_address', { length: 256 }),
  warehouseAddress: varchar('warehouse_address', { length: 256 }),
  contactName: varchar('contact_name', { length: 64 }),
  contactPhone: varchar('contact_phone', { length: 20 }),
  email: varchar('email', { length: 128 }),
  fax: varchar('fax', { length: 32 }),
  taxpayerType: varchar('taxpayer_type', { length: 16 }),
  bankName: varchar('bank_name', { length: 128 }),
  bankAccount: varchar('bank_account', { length: 40 }),
  countryCode: varchar('country_code', { length: 2 }),
  foreignParentName: varchar('foreign_parent_name', { length: 128 }),
});

/**
 * 企业注册: one row per submission, kept in the platform's tenant (000000) since no tenant exists
 * yet. A correction after a rejection is a new row pointing at the one it corrects.
 */
export const companyRegistrations = pgTable(
  'scm_company_registration',
  {
    id: id().primaryKey(),
    tenantId: tenantId(),
    ...companyColumns(),
    registrationStatus: varchar('registration_status', { length: 16 }).notNull(),
    adminName: varchar('admin_name', { length: 64 }).notNull(),
    adminMobile: varchar('admin_mobile', { length: 11 }).notNull(),
    adminAccount: varchar('admin_account', { length: 45 }).notNull(),
    /** argon2id of the md5 the applicant sent, as for any password; never answered. */
    adminPasswordHash: varchar('admin_password_hash', { length: 255 }).notNull(),
    licences: jsonb('licences').$type<LicenceFile[]>().notNull().default([]),
    previousId: id('previous_id'),
    reviewerUserId: id('reviewer_user_id'),
    reviewerName: varchar('reviewer_name', { length: 64 }),
    reviewedAt: ts('reviewed_at'),
    rejectReason: varchar('reject_reason', { length: 500 }),
    /** The tenant the approval made. */
    approvedTenantId: varchar('approved_tenant_id', { length: 12 }),
    ...audit(),
  },
  (t) => [
    // One registration waiting for review per credit code.
    uniqueIndex('scm_company_registration_pending_uq').on(t.tenantId, t.unifiedSocialCreditCode).where(sql`${t.isDeleted} = 0 and ${t.registrationStatus} = 'SUBMITTED'`),
    index('scm_company_registration_status_idx').on(t.tenantId, t.registrationStatus, t.createTime),
  ],
);

/**
 * Licence scans uploaded by a visitor before submitting, in the platform's tenant. `registrationId`
 * is set when a registration first uses one; unused ones are deleted after a day.
 */
export const registrationFiles = pgTable(
  'scm_registration_file',
  {
    id: id().primaryKey(),
    tenantId: tenantId(),
    registrationId: id('registration_id'),
    originalName: varchar('original_name', { length: 255 }).notNull(),
    mimeType: varchar('mime_type', { length: 100 }).notNull(),
    fileSize: bigint('file_size', { mode: 'number' }).notNull(),
    sha256: varchar('sha256', { length: 64 }).notNull(),
    objectKey: varchar('object_key', { length: 500 }).notNull(),
    createTime: ts('create_time').notNull().defaultNow(),
  },
  (t) => [index('scm_registration_file_unused_idx').on(t.tenantId, t.registrationId, t.createTime)],
);

/** 企业: the company a supplier tenant is (domain model §3.1), one row in its own tenant. */
export const companies = pgTable(
  'scm_company',
  {
    id: id().primaryKey(),
    tenantId: tenantId(),
    ...companyColumns(),
    registrationStatus: varchar('registration_status', { length: 16 }).notNull().default('APPROVED'),
    registrationId: id('registration_id'),
    /** The licence scans of the registration, until they become certificates. */
    licences: jsonb('licences').$type<LicenceFile[]>().notNull().default([]),
    ...audit(),
  },
  (t) => [
    uniqueIndex('scm_company_tenant_uq').on(t.tenantId).where(sql`${t.isDeleted} = 0`),
    index('scm_company_credit_code_idx').on(t.tenantId, t.unifiedSocialCreditCode),
  ],
);
