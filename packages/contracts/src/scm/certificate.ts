import { z } from 'zod';
import { startsWithCalendarDate } from '../calendar';
import { idString, optionalText, versionField } from '../schemas/common';
import type { PartyKind } from './tenant-kind';

/** certType (spec §3): the eight kinds of certificate one table holds (domain model §3.5). */
export const CERT_TYPES = [
  'REGISTRATION_CARD',
  'PROPRIETARY_INSTRUMENTS',
  'ENTERPRISE_CERTIFICATE',
  'CUSTOMER_ENTERPRISE_CERTIFICATE',
  'CERTIFICATE_AUTHORIZATION',
  'CONTRACT',
  'POWER_ATTORNEY',
  'ID_CARD',
] as const;
export type CertType = (typeof CERT_TYPES)[number];

/** The kinds of licence an enterprise certificate is (domain model §3.5). */
export const CERT_SUB_TYPES = [
  'BUSINESS_LICENSE',
  'DEVICE_OPERATING_LICENSE',
  'DEVICE_OPERATING_FILING',
  'DEVICE_PRODUCTION_LICENSE',
  'DEVICE_PRODUCTION_FILING',
  'DRUG_OPERATING_LICENSE',
  'DISINFECTION_HYGIENE_LICENSE',
  'OTHER',
] as const;

export const ARCHIVE_STATUSES = ['SAVED', 'ARCHIVE', 'RENEWAL'] as const;
export type ArchiveStatus = (typeof ARCHIVE_STATUSES)[number];
export const USE_FLAGS = ['USING', 'STOP'] as const;
export const STATE_FLAGS = ['OVERDUE', 'EXPIRING_SOON'] as const;
export type StateFlag = (typeof STATE_FLAGS)[number];

export const REGISTRATION_CERTIFICATE_TYPES = ['BEI_ZI_HAO', 'ZHUN_ZI_HAO', 'JIN_ZI_HAO', 'XU_ZI_HAO', 'XIAO_ZI_HAO', 'OTHER'] as const;
export const MANAGEMENT_LEVELS = ['ONELEVEL', 'SECONDLEVEL', 'THREELEVEL'] as const;
export const AREA_TYPES = ['GC', 'JK'] as const;
export const PRODUCT_TYPES = ['YLQX', 'ZDSJ', 'OTHER'] as const;

/** Enterprise certificates carry a certSubType. */
export const isEnterpriseCertType = (type: unknown): boolean => type === 'ENTERPRISE_CERTIFICATE' || type === 'CUSTOMER_ENTERPRISE_CERTIFICATE';

/** A hospital keeps its own licences and its contracts; product and supplier papers belong to suppliers. */
export const HOSPITAL_CERT_TYPES: readonly CertType[] = ['ENTERPRISE_CERTIFICATE', 'CONTRACT'];
export const certTypesFor = (kind: PartyKind | string): readonly CertType[] => (kind === 'HOSPITAL' ? HOSPITAL_CERT_TYPES : CERT_TYPES);

/** Days before validityEnd from which a certificate is EXPIRING_SOON, unless a setting says otherwise. */
export const DEFAULT_CERT_WARN_DAYS = 30;
/** Most files one certificate keeps. */
export const CERT_MAX_ATTACHMENTS = 20;
/** What a certificate's scans may be: images and PDF. */
export const CERT_ATTACHMENT_TYPES = ['image/jpeg', 'image/png', 'application/pdf'] as const;

/**
 * The fields a certificate of the type must carry before it is archived (R6), each with the
 * message key of its label. validityEnd is needed unless the certificate is long-term.
 */
export function requiredCertFields(cert: { certType?: unknown; registrationCertificateType?: unknown }): string[] {
  const fields = ['certType', 'certName', 'certNo', 'subjectCompanyName', 'validityStart'];
  if (cert.certType === 'REGISTRATION_CARD') {
    fields.push('registrationCertificateType', 'areaType', 'productType', 'registrantName');
    // A disinfection licence has no device class; every other number implies one.
    if (cert.registrationCertificateType !== 'XIAO_ZI_HAO') fields.push('managementLevel');
  }
  if (isEnterpriseCertType(cert.certType)) fields.push('certSubType');
  if (cert.certType === 'CERTIFICATE_AUTHORIZATION') fields.push('grantorTenantId', 'granteeTenantId');
  if (cert.certType === 'POWER_ATTORNEY') fields.push('agentUserId', 'scope');
  // An ID card is known by its holder and number; the number is never shown, so it is no certNo.
  if (cert.certType === 'ID_CARD') fields.splice(fields.indexOf('certNo'), 1, 'personName', 'idNumberMasked', 'gender');
  return fields;
}

/**
 * §3.5.1: OVERDUE from the day after validityEnd, EXPIRING_SOON from warnDays before it (the day
 * itself still valid), null for long-term or valid ones. Dates are yyyy-MM-dd; today is the
 * calendar day in Asia/Shanghai. The server computes the same in SQL (certificate/flags.ts).
 */
export function certStateFlag(validityEnd: string | null | undefined, longTerm: boolean, today: string, warnDays: number): StateFlag | null {
  if (longTerm || !validityEnd) return null;
  const days = daysBetween(today, validityEnd);
  if (days < 0) return 'OVERDUE';
  return days <= warnDays ? 'EXPIRING_SOON' : null;
}

/** Whole days from one yyyy-MM-dd to another. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** A yyyy-MM-dd some whole days (or years) after another (before, when negative). */
export function addDays(day: string, n: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}
export function addYears(day: string, n: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCFullYear(d.getUTCFullYear() + n);
  return d.toISOString().slice(0, 10);
}

/** The calendar day in Asia/Shanghai (UTC+8, no daylight saving) as yyyy-MM-dd. */
export const shanghaiToday = (now = new Date()): string => new Date(now.getTime() + 8 * 3_600_000).toISOString().slice(0, 10);

const day = z
  .string({ error: 'cert.date.invalid' })
  .refine(startsWithCalendarDate, { error: 'cert.date.invalid' })
  .meta({ pattern: '^\\d{4}-\\d{2}-\\d{2}', examples: ['2026-03-01'] })
  .transform((v) => v.slice(0, 10));
const optionalDay = z.union([day, z.literal('').transform(() => null), z.null()]).optional();
const oneOf = <T extends readonly [string, ...string[]]>(values: T, key: string) =>
  z.union([z.enum(values, { error: key }), z.literal('').transform(() => null), z.null()]).optional();

const tenantCode = (key: string) => z.string({ error: key }).trim().regex(/^[A-Za-z0-9]{1,12}$/, { error: key });
const optionalTenant = (key: string) => z.union([tenantCode(key), z.literal('').transform(() => null), z.null()]).optional();
const optionalId = z.union([idString, z.literal('').transform(() => null), z.null()]).optional();

/** Most hospitals or products one authorization names (more are "all"). */
export const CERT_MAX_AUTHORIZED = 500;
/** Deepest authorization chain: manufacturer → general agent → dealer (R12). */
export const MAX_AUTHORIZATION_LEVEL = 2;

/** CERTIFICATE_AUTHORIZATION (授权书): who authorizes whom, for which hospitals and products (empty = all). */
const authorizationFields = {
  grantorTenantId: optionalTenant('cert.grantorTenantId.invalid'),
  granteeTenantId: optionalTenant('cert.granteeTenantId.invalid'),
  parentAuthorizationId: optionalId,
  authorizedHospitalIds: z.array(tenantCode('cert.authorizedHospitalIds.invalid'), { error: 'cert.authorizedHospitalIds.invalid' }).max(CERT_MAX_AUTHORIZED, { error: 'cert.authorized.tooMany' }).nullish(),
  authorizedProductIds: z.array(idString, { error: 'cert.authorizedProductIds.invalid' }).max(CERT_MAX_AUTHORIZED, { error: 'cert.authorized.tooMany' }).nullish(),
  authorizedRegion: optionalText(256),
};

/** What a power of attorney lets its agent do for the company (domain model §3.5). */
export const POWER_ATTORNEY_SCOPES = ['SALES', 'DELIVERY', 'INVOICING', 'SURGERY'] as const;
export type PowerAttorneyScope = (typeof POWER_ATTORNEY_SCOPES)[number];

/** POWER_ATTORNEY (法人授权委托书): the company's user acting for it, their ID card, the hospital (empty = all). */
const powerOfAttorneyFields = {
  agentUserId: optionalId,
  agentMobile: optionalText(20),
  agentIdCardCertId: optionalId,
  targetHospitalTenantId: optionalTenant('cert.targetHospitalTenantId.invalid'),
  scope: z.array(z.enum(POWER_ATTORNEY_SCOPES, { error: 'cert.scope.invalid' }), { error: 'cert.scope.invalid' }).max(POWER_ATTORNEY_SCOPES.length, { error: 'cert.scope.invalid' }).nullish(),
};

export const GENDERS = ['MALE', 'FEMALE'] as const;

/** GB 11643 weights and the check characters of ISO 7064 MOD 11-2 (remainder 0..10). */
const ID_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const ID_CHECK = '10X98765432';

/** An 18-character resident ID number: 17 digits, a valid birth date and the MOD 11-2 check character. */
export function isResidentIdNumber(value: string): boolean {
  const v = value.trim().toUpperCase();
  if (!/^\d{17}[\dX]$/.test(v)) return false;
  const birth = `${v.slice(6, 10)}-${v.slice(10, 12)}-${v.slice(12, 14)}`;
  if (Number.isNaN(Date.parse(`${birth}T00:00:00Z`)) || !new Date(`${birth}T00:00:00Z`).toISOString().startsWith(birth)) return false;
  const sum = ID_WEIGHTS.reduce((acc, w, i) => acc + w * Number(v[i]), 0);
  return ID_CHECK[sum % 11] === v[17];
}

/** The number as every answer shows it: the first 3 and the last 4 characters. */
export const maskIdNumber = (value: string): string => {
  const v = value.trim().toUpperCase();
  return `${v.slice(0, 3)}${'*'.repeat(Math.max(v.length - 7, 0))}${v.slice(-4)}`;
};

/** ID_CARD (身份证): the person named on a power of attorney. The clear number is only ever written. */
const idCardFields = {
  personName: optionalText(64),
  idNumber: z
    .union([
      z
        .string({ error: 'cert.idNumber.invalid' })
        .trim()
        .toUpperCase()
        .refine(isResidentIdNumber, { error: 'cert.idNumber.invalid' })
        .meta({ pattern: '^\\d{6}(18|19|20)\\d{2}(0[1-9]|1[0-2])(0[1-9]|[12]\\d|3[01])\\d{3}[0-9Xx]$' }),
      z.literal('').transform(() => null),
      z.null(),
    ])
    .optional(),
  gender: oneOf(GENDERS, 'cert.gender.invalid'),
};

/**
 * POST certificate/submit: a new certificate (no id) or a change to one (with id and version).
 * A SAVED one may lack fields; what it has must be consistent (R4, R5). `attachIds` are uploaded
 * files in the order shown.
 */
export const certificateSubmitSchema = z.object({
  id: idString.nullish(),
  certType: z.enum(CERT_TYPES, { error: 'cert.certType.required' }),
  certSubType: oneOf(CERT_SUB_TYPES, 'cert.certSubType.invalid'),
  certName: optionalText(128),
  certNo: optionalText(64),
  subjectCompanyName: optionalText(128),
  issuingAuthority: optionalText(128),
  issueDate: optionalDay,
  validityStart: optionalDay,
  validityEnd: optionalDay,
  longTerm: z.boolean({ error: 'field.invalid' }).nullish(),
  registrationCertificateType: oneOf(REGISTRATION_CERTIFICATE_TYPES, 'cert.registrationCertificateType.invalid'),
  managementLevel: oneOf(MANAGEMENT_LEVELS, 'cert.managementLevel.invalid'),
  areaType: oneOf(AREA_TYPES, 'cert.areaType.invalid'),
  productType: oneOf(PRODUCT_TYPES, 'cert.productType.invalid'),
  registrantName: optionalText(128),
  registrantAddress: optionalText(256),
  manufacturingAddress: optionalText(256),
  agentName: optionalText(128),
  modelSpecText: optionalText(4000),
  intendedUse: optionalText(2000),
  remark: optionalText(500),
  ...authorizationFields,
  ...powerOfAttorneyFields,
  ...idCardFields,
  attachIds: z.array(idString, { error: 'field.invalid' }).max(CERT_MAX_ATTACHMENTS, { error: 'cert.attachment.tooMany' }).nullish(),
  version: versionField,
});
export type CertificateSubmit = z.infer<typeof certificateSubmitSchema>;

/** The fields a submit may change on an archived certificate (R6); attachIds only in another order. */
export const ARCHIVE_EDITABLE_FIELDS: readonly string[] = ['remark', 'attachIds'];
