import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, jsonb, pgTable, smallint, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { audit, id, tenantId, ts } from './columns';

/**
 * 证照: every kind of certificate in one table, kept by the holder's tenant (domain model §3.5).
 * stateFlag and daysToExpiry are computed on read (modules/scm/certificate/flags.ts), never stored.
 */
export const certificates = pgTable(
  'scm_certificate',
  {
    id: id().primaryKey(),
    tenantId: tenantId(),
    certType: varchar('cert_type', { length: 40 }).notNull(),
    certSubType: varchar('cert_sub_type', { length: 40 }),
    certName: varchar('cert_name', { length: 128 }),
    /** Normalised: half-width brackets, no spaces. */
    certNo: varchar('cert_no', { length: 64 }),
    subjectCompanyName: varchar('subject_company_name', { length: 128 }),
    issuingAuthority: varchar('issuing_authority', { length: 128 }),
    issueDate: date('issue_date', { mode: 'string' }),
    validityStart: date('validity_start', { mode: 'string' }),
    validityEnd: date('validity_end', { mode: 'string' }),
    longTerm: boolean('long_term').notNull().default(false),
    archiveStatus: varchar('archive_status', { length: 16 }).notNull().default('SAVED'),
    useFlag: varchar('use_flag', { length: 8 }).notNull().default('USING'),
    renewedFromId: id('renewed_from_id'),
    renewedById: id('renewed_by_id'),
    archivedAt: ts('archived_at'),
    archivedBy: id('archived_by'),
    // REGISTRATION_CARD
    registrationCertificateType: varchar('registration_certificate_type', { length: 16 }),
    managementLevel: varchar('management_level', { length: 16 }),
    areaType: varchar('area_type', { length: 4 }),
    productType: varchar('product_type', { length: 8 }),
    registrantName: varchar('registrant_name', { length: 128 }),
    registrantAddress: varchar('registrant_address', { length: 256 }),
    manufacturingAddress: varchar('manufacturing_address', { length: 256 }),
    agentName: varchar('agent_name', { length: 128 }),
    modelSpecText: text('model_spec_text'),
    intendedUse: text('intended_use'),
    // CERTIFICATE_AUTHORIZATION: the grantor keeps it; names are snapshots. Empty lists mean "all".
    grantorTenantId: varchar('grantor_tenant_id', { length: 12 }),
    grantorName: varchar('grantor_name', { length: 128 }),
    granteeTenantId: varchar('grantee_tenant_id', { length: 12 }),
    granteeName: varchar('grantee_name', { length: 128 }),
    parentAuthorizationId: id('parent_authorization_id'),
    authorizationLevel: smallint('authorization_level'),
    authorizedHospitalIds: jsonb('authorized_hospital_ids').$type<string[]>(),
    authorizedProductIds: jsonb('authorized_product_ids').$type<string[]>(),
    authorizedRegion: varchar('authorized_region', { length: 256 }),
    // POWER_ATTORNEY: the agent is a user of the holder; name and mobile are snapshots.
    agentUserId: id('agent_user_id'),
    agentPersonName: varchar('agent_person_name', { length: 64 }),
    agentMobile: varchar('agent_mobile', { length: 20 }),
    agentIdCardCertId: id('agent_id_card_cert_id'),
    targetHospitalTenantId: varchar('target_hospital_tenant_id', { length: 12 }),
    targetHospitalName: varchar('target_hospital_name', { length: 128 }),
    scope: jsonb('scope').$type<string[]>(),
    // ID_CARD: the number only encrypted (AES-256-GCM, certificate/id-number.ts) and masked.
    personName: varchar('person_name', { length: 64 }),
    idNumberEncrypted: text('id_number_encrypted'),
    idNumberMasked: varchar('id_number_masked', { length: 32 }),
    gender: varchar('gender', { length: 8 }),
    remark: varchar('remark', { length: 500 }),
    ...audit(),
  },
  (t) => [
    index('scm_certificate_list_idx').on(t.tenantId, t.certType, t.archiveStatus),
    index('scm_certificate_expiry_idx').on(t.tenantId, t.validityEnd),
    // A hospital's shared certificates by flag span all its suppliers' tenants: overdue and expiring
    // ones are found by their end date alone (certificate/flags.ts, stateFlagIs and flaggable), and
    // with the type (the warning days) and id the index alone answers which they are.
    index('scm_certificate_flag_idx').on(t.validityEnd, t.certType, t.id).where(sql`not ${t.longTerm}`),
    // R12 and R13 look links up by grantee and powers of attorney by agent.
    index('scm_certificate_grantee_idx').on(t.tenantId, t.granteeTenantId).where(sql`${t.granteeTenantId} is not null`),
    index('scm_certificate_agent_idx').on(t.tenantId, t.agentUserId).where(sql`${t.agentUserId} is not null`),
    // R6: one archived certificate per number and type in a tenant (the service says so first, in words).
    uniqueIndex('scm_certificate_archived_no_uq')
      .on(t.tenantId, t.certType, t.certNo)
      .where(sql`${t.isDeleted} = 0 and ${t.archiveStatus} = 'ARCHIVE'`),
  ],
);

/** The scans of a certificate, in the order shown: links to uploaded files (blade_attach). */
export const certificateAttachments = pgTable(
  'scm_certificate_attachment',
  {
    id: id().primaryKey(),
    tenantId: tenantId(),
    certificateId: id('certificate_id').notNull(),
    attachId: id('attach_id').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    createUser: id('create_user'),
    createTime: ts('create_time').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('scm_certificate_attachment_uq').on(t.tenantId, t.certificateId, t.attachId)],
);
