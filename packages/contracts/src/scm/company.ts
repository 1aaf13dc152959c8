import { z } from 'zod';
import { isCalendarDate } from '../calendar';
import { idString, optionalText, requiredText, versionField } from '../schemas/common';
import { EMAIL_RE, isUnifiedSocialCreditCode, mobileProblem, USCC_EXAMPLE, USCC_PATTERN } from '../validators';
import { COMPANY_TYPES, type CompanyType, type PartyKind } from './tenant-kind';

/** registrationStatus (domain model §3.1): the same words as supplyStatus. */
export const REGISTRATION_STATUSES = ['SUBMITTED', 'APPROVED', 'REJECTED'] as const;
export type RegistrationStatus = (typeof REGISTRATION_STATUSES)[number];

export const TAXPAYER_TYPES = ['GENERAL', 'SMALL_SCALE'] as const;

/** The licence scans a registration carries (domain model §3.1 requiredCertificates). */
export const LICENCE_TYPES = ['BUSINESS_LICENCE', 'OPERATING_LICENCE', 'OPERATING_FILING', 'PRODUCTION_LICENCE', 'PRODUCTION_FILING'] as const;
export type LicenceType = (typeof LICENCE_TYPES)[number];

/** What each scan becomes on approval: a SAVED enterprise certificate of this sub-type, named so. */
export const LICENCE_CERTIFICATES: Record<LicenceType, { certSubType: string; zh: string; en: string }> = {
  BUSINESS_LICENCE: { certSubType: 'BUSINESS_LICENSE', zh: '营业执照', en: 'Business licence' },
  OPERATING_LICENCE: { certSubType: 'DEVICE_OPERATING_LICENSE', zh: '医疗器械经营许可证', en: 'Device operating licence' },
  OPERATING_FILING: { certSubType: 'DEVICE_OPERATING_FILING', zh: '第二类医疗器械经营备案凭证', en: 'Class II operating filing' },
  PRODUCTION_LICENCE: { certSubType: 'DEVICE_PRODUCTION_LICENSE', zh: '医疗器械生产许可证', en: 'Device production licence' },
  PRODUCTION_FILING: { certSubType: 'DEVICE_PRODUCTION_FILING', zh: '第一类医疗器械生产备案凭证', en: 'Class I production filing' },
};

/** The scans a registration needs by its company types: each inner list is "one of these". */
export function requiredLicences(types: readonly CompanyType[]): LicenceType[][] {
  const needs: LicenceType[][] = [['BUSINESS_LICENCE']];
  if (types.includes('INLAND_DEALER')) needs.push(['OPERATING_LICENCE', 'OPERATING_FILING']);
  if (types.includes('INLAND_MANUFACTRUE')) needs.push(['PRODUCTION_LICENCE', 'PRODUCTION_FILING']);
  return needs;
}

/**
 * The kind of tenant a registration becomes: a manufacturer when it makes devices (distributing
 * too or not), a dealer when it only distributes, a foreign office as such.
 */
export function kindOfCompanyTypes(types: readonly CompanyType[]): PartyKind {
  if (types.includes('FOREIGN_OFFICE')) return 'FOREIGN_OFFICE';
  if (types.includes('INLAND_MANUFACTRUE')) return 'MANUFACTURER';
  return 'DEALER';
}

/** The demo's package of each kind, given to a tenant made from a registration when it exists. */
export const KIND_PACKAGE_NAMES: Record<PartyKind, string> = { HOSPITAL: '医院版', DEALER: '经销商版', MANUFACTURER: '生产企业版', FOREIGN_OFFICE: '境外代表处版' };

/** Public registration uploads: images or PDF, at most 5 MB each. */
export const REGISTRATION_FILE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'pdf'] as const;
export const REGISTRATION_FILE_MAX_BYTES = 5 * 1024 * 1024;

/** GB/T 2260 division codes: six digits. */
const regionCode = z.string().trim().regex(/^(\d{6})?$/, { error: 'company.regionCode.invalid' }).nullish();

const phoneText = z
  .string()
  .trim()
  .regex(/^(1\d{10}|(0\d{2,3}-?)?\d{7,8})?$/, { error: 'company.contactPhone.invalid' })
  .nullish();

/** A mobile number with the three messages of spec §5, in their order. */
export const mobileField = z.unknown().superRefine((value, ctx) => {
  const problem = mobileProblem(value);
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
}).transform((v) => String(v)).meta({ type: 'string', pattern: '^1\\d{10}$', examples: ['13800000000'] });

/** R34: 18 characters, GB 32100 check character; upper-cased as it arrives. */
export const creditCodeField = z
  .string({ error: 'company.creditCode.required' })
  .trim()
  .min(1, { error: 'company.creditCode.required' })
  .transform((v) => v.toUpperCase())
  .refine(isUnifiedSocialCreditCode, { error: 'company.creditCode.R34' })
  .meta({ pattern: USCC_PATTERN, examples: [USCC_EXAMPLE] });

// A list, or the comma-joined text the detail answers (a form filled from the detail sends it back as it came).
const typeList = (value: unknown) => (typeof value === 'string' ? value.split(',').map((t) => t.trim()).filter(Boolean) : value);
const companyTypesField = z
  .preprocess(typeList, z.array(z.enum(COMPANY_TYPES, { error: 'tenant.companyTypes.invalid' }), { error: 'company.companyTypes.required' }).min(1, { error: 'company.companyTypes.required' }))
  .transform((types) => COMPANY_TYPES.filter((t) => types.includes(t)))
  .refine((types) => !types.includes('FOREIGN_OFFICE') || types.length === 1, { error: 'company.companyTypes.foreignAlone' });

/** The fields a company edits about itself (profile) and a registration carries. */
const companyEditable = {
  shortName: optionalText(64),
  legalRepresentative: requiredText('company.legalRepresentative.required', 64),
  enterpriseLeader: optionalText(64),
  qualityManager: optionalText(64),
  registeredCapital: z.union([z.number(), z.string().trim().regex(/^\d{1,16}(\.\d{1,2})?$/, { error: 'company.registeredCapital.invalid' })], { error: 'company.registeredCapital.invalid' })
    .transform((v) => Number(v))
    .refine((v) => Number.isFinite(v) && v >= 0 && v < 1e16, { error: 'company.registeredCapital.invalid' })
    .nullish(),
  establishedDate: z.string().trim().refine((v) => v === '' || isCalendarDate(v), { error: 'company.establishedDate.invalid' }).meta({ format: 'date' }).nullish(),
  businessScope: optionalText(2000),
  deviceScope: optionalText(2000),
  provinceCode: regionCode,
  cityCode: regionCode,
  districtCode: regionCode,
  registeredAddress: requiredText('company.registeredAddress.required', 256),
  warehouseAddress: optionalText(256),
  contactName: requiredText('company.contactName.required', 64),
  contactPhone: phoneText.refine((v) => !!v, { error: 'company.contactPhone.required' }),
  email: z.string().trim().max(128, { error: 'field.tooLong' }).refine((v) => !v || EMAIL_RE.test(v), { error: 'company.email.invalid' }).meta({ pattern: `^$|${EMAIL_RE.source}` }).nullish(),
  fax: optionalText(32),
  taxpayerType: z.enum(TAXPAYER_TYPES, { error: 'company.taxpayerType.invalid' }).nullish(),
  bankName: optionalText(128),
  bankAccount: z.string().trim().regex(/^[\d\s-]{0,40}$/, { error: 'company.bankAccount.invalid' }).nullish(),
  countryCode: z.string().trim().toUpperCase().regex(/^([A-Z]{2})?$/, { error: 'company.countryCode.invalid' }).nullish(),
  foreignParentName: optionalText(128),
};

const companyIdentity = {
  companyName: requiredText('company.companyName.required', 128),
  companyTypes: companyTypesField,
  unifiedSocialCreditCode: creditCodeField,
};

/** A foreign office names its maker's country and the foreign registrant. */
const foreignNamed = (c: { companyTypes?: CompanyType[]; countryCode?: string | null; foreignParentName?: string | null }, ctx: z.RefinementCtx) => {
  if (!c.companyTypes?.includes('FOREIGN_OFFICE')) return;
  if (!c.countryCode) ctx.addIssue({ code: 'custom', path: ['countryCode'], message: 'company.countryCode.required' });
  else if (!c.foreignParentName?.trim()) ctx.addIssue({ code: 'custom', path: ['foreignParentName'], message: 'company.foreignParentName.required' });
};

export const licenceRefSchema = z.object({
  type: z.enum(LICENCE_TYPES, { error: 'company.licence.type' }),
  fileId: idString,
});
export type LicenceRef = z.infer<typeof licenceRefSchema>;

/**
 * POST enterprise/company/register (public): the company, its administrator with the password
 * md5-hashed as at sign-in, the licence scans uploaded before, and a solved captcha. `previousId`
 * corrects a rejected registration (with the same administrator mobile).
 */
export const companyRegisterSchema = z
  .object({
    previousId: idString.nullish(),
    ...companyIdentity,
    ...companyEditable,
    adminName: requiredText('company.adminName.required', 64),
    adminMobile: mobileField,
    adminAccount: z.string({ error: 'company.adminAccount.required' }).trim().regex(/^[A-Za-z0-9_.@-]{2,45}$/, { error: 'company.adminAccount.invalid' }),
    adminPassword: z.string({ error: 'company.adminPassword.required' }).regex(/^[0-9a-f]{32}$/, { error: 'company.adminPassword.required' }),
    licences: z.array(licenceRefSchema, { error: 'company.licence.BUSINESS_LICENCE' }).max(20, { error: 'field.tooLong' }),
    captchaKey: z.string({ error: 'company.captcha.invalid' }).max(64, { error: 'company.captcha.invalid' }),
    captchaCode: z.string({ error: 'company.captcha.invalid' }).trim().min(1, { error: 'company.captcha.invalid' }).max(16, { error: 'company.captcha.invalid' }),
  })
  .superRefine(foreignNamed);
export type CompanyRegister = z.infer<typeof companyRegisterSchema>;

/** POST enterprise/company/submit: the company edits its own profile; name, types and credit code are fixed. */
export const companyProfileSchema = z
  .object({
    id: idString.nullish(),
    companyName: requiredText('company.companyName.required', 128),
    companyTypes: companyTypesField.optional(),
    unifiedSocialCreditCode: z.string().nullish(),
    ...companyEditable,
    version: versionField,
  })
  .superRefine(foreignNamed);
export type CompanyProfile = z.infer<typeof companyProfileSchema>;

/** The public status look-up: the registration id and the administrator's mobile number. */
export const registrationStatusQuery = z.object({ id: idString, mobile: mobileField });

/** Reject: the reason is required. */
export const registrationRejectSchema = z.object({ reason: requiredText('company.reason.required', 500) });
