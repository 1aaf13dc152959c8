import { z } from 'zod';
import { idString, optionalText, parentIdString, requiredText, versionField } from '../schemas/common';
import { isUnifiedSocialCreditCode, LANDLINE_RE, MOBILE_RE, USCC_EXAMPLE, USCC_PATTERN } from '../validators';
import { CERT_TYPES } from './certificate';

/** Hospital grade (domain model §3.3): 三级甲等 … 未定级. */
export const HOSPITAL_GRADES = ['THREE_A', 'THREE_B', 'TWO_A', 'TWO_B', 'ONE', 'UNGRADED'] as const;
export type HospitalGrade = (typeof HOSPITAL_GRADES)[number];
/** Public hospitals are where the two-invoice rule is enforced by default. */
export const HOSPITAL_OWNERSHIPS = ['PUBLIC', 'PRIVATE'] as const;
export type HospitalOwnership = (typeof HOSPITAL_OWNERSHIPS)[number];
export const HOSPITAL_STATUSES = ['ENABLE', 'DISABLE'] as const;
/** What a department is: clinical, medical-technical, warehouse, operating room, administration. */
export const DEPARTMENT_KINDS = ['CLINICAL', 'MEDTECH', 'WAREHOUSE', 'OR', 'ADMIN'] as const;
export type DepartmentKind = (typeof DEPARTMENT_KINDS)[number];
/** 入库结算 (settled on receipt) or 消耗结算 (settled on consumption, SPD / consignment). */
export const SETTLEMENT_BASES = ['RECEIPT', 'CONSUMPTION'] as const;
export type SettlementBasis = (typeof SETTLEMENT_BASES)[number];

/** Defaults of the hospital's settings (domain model §3.3, §3.5.1); warning days default to DEFAULT_CERT_WARN_DAYS. */
export const DEFAULT_MIN_REMAINING_SHELF_LIFE_DAYS = 180;
export const DEFAULT_SETTLEMENT_BASIS: SettlementBasis = 'RECEIPT';
/** Upper bound of the day counts: ten years is beyond any certificate or shelf life. */
export const MAX_SETTING_DAYS = 3650;

const choice = <T extends readonly [string, ...string[]]>(values: T, key: string) => z.enum(values, { error: key });

/** A 6-digit administrative division code (GB/T 2260), or nothing. */
const regionCode = (key: string) =>
  z
    .string()
    .trim()
    .regex(/^(\d{6})?$/, { error: key })
    .nullish()
    .transform((v) => v || null);

/** R34: 18 characters from the GB 32100 alphabet with a valid check character. */
const creditCodeField = z
  .string({ error: 'hospital.creditCode.required' })
  .trim()
  .toUpperCase()
  .min(1, { error: 'hospital.creditCode.required' })
  .refine((v) => v.length === 18, { error: 'hospital.creditCode.length' })
  .refine(isUnifiedSocialCreditCode, { error: 'hospital.creditCode.checksum' })
  .meta({ pattern: USCC_PATTERN, examples: [USCC_EXAMPLE] });

/** POST hospital/profile/submit: the signed-in hospital's own profile. */
export const hospitalProfileSchema = z
  .object({
    hospitalName: requiredText('hospital.hospitalName.required', 128),
    shortName: optionalText(64),
    pinyinCode: z.string().trim().max(32, { error: 'field.tooLong' }).regex(/^[A-Za-z0-9]*$/, { error: 'hospital.pinyinCode.invalid' }).nullish(),
    hospitalCode: optionalText(32),
    platformHospitalCode: optionalText(32),
    unifiedSocialCreditCode: creditCodeField,
    medicalInstitutionLicenseNo: optionalText(32),
    grade: choice(HOSPITAL_GRADES, 'hospital.grade.required'),
    ownership: choice(HOSPITAL_OWNERSHIPS, 'hospital.ownership.required'),
    bedCount: z.number({ error: 'hospital.bedCount.invalid' }).int({ error: 'hospital.bedCount.invalid' }).min(0, { error: 'hospital.bedCount.invalid' }).max(100_000, { error: 'hospital.bedCount.invalid' }).nullish(),
    provinceCode: regionCode('hospital.region.invalid'),
    cityCode: regionCode('hospital.region.invalid'),
    districtCode: regionCode('hospital.region.invalid'),
    address: optionalText(256),
    version: versionField,
  })
  // A public hospital is a public institution: its code is issued by the staffing office (12…).
  .superRefine((v, ctx) => {
    if (v.ownership === 'PUBLIC' && isUnifiedSocialCreditCode(v.unifiedSocialCreditCode) && !v.unifiedSocialCreditCode.startsWith('12')) {
      ctx.addIssue({ code: 'custom', path: ['unifiedSocialCreditCode'], message: 'hospital.creditCode.public' });
    }
    const [p, c, d] = [v.provinceCode, v.cityCode, v.districtCode];
    const inside = (child: string | null, parent: string | null, digits: number) => !child || !parent || child.slice(0, digits) === parent.slice(0, digits);
    if (!inside(c, p, 2) || (c && !p)) ctx.addIssue({ code: 'custom', path: ['cityCode'], message: 'hospital.region.invalid' });
    if (!inside(d, c, 4) || (d && !c)) ctx.addIssue({ code: 'custom', path: ['districtCode'], message: 'hospital.region.invalid' });
  });
export type HospitalProfileInput = z.infer<typeof hospitalProfileSchema>;

/** POST hospital/department/submit: one department of the hospital's tree. */
export const hospitalDepartmentSchema = z.object({
  id: idString.nullish(),
  parentId: parentIdString.nullish(),
  code: requiredText('hospital.department.code.required', 32).regex(/^[A-Za-z0-9_-]+$/, { error: 'hospital.department.code.invalid' }),
  name: requiredText('hospital.department.name.required', 64),
  kind: choice(DEPARTMENT_KINDS, 'hospital.department.kind.required'),
  hisCode: optionalText(32),
  sort: z.number({ error: 'field.invalid' }).int({ error: 'field.invalid' }).min(-999_999, { error: 'field.invalid' }).max(999_999, { error: 'field.invalid' }).nullish(),
  remark: optionalText(255),
  version: versionField,
});
export type HospitalDepartmentInput = z.infer<typeof hospitalDepartmentSchema>;

/**
 * An 11-digit mobile number or a landline with an optional area code (spec §5). A number starting
 * with 1 is a mobile one (area codes start with 0, local numbers never with 1), so it needs 11 digits.
 */
export function isPhoneOrLandline(value: string): boolean {
  if (value.startsWith('1')) return MOBILE_RE.test(value);
  // With its area code a landline is longer than 8 digits, and the code starts with 0.
  return LANDLINE_RE.test(value) && (value.replace('-', '').length <= 8 || value.startsWith('0'));
}

/** POST hospital/address/submit: where suppliers deliver. */
export const receivingAddressSchema = z.object({
  id: idString.nullish(),
  warehouseName: requiredText('hospital.address.warehouseName.required', 64),
  address: requiredText('hospital.address.address.required', 256),
  receiver: requiredText('hospital.address.receiver.required', 32),
  phone: z
    .string({ error: 'hospital.address.phone.required' })
    .trim()
    .min(1, { error: 'hospital.address.phone.required' })
    .refine(isPhoneOrLandline, { error: 'hospital.address.phone.invalid' })
    .meta({ pattern: '^(1\\d{10}|0?\\d{2,4}-?\\d{7,8})$', examples: ['13800000000'] }),
  isDefault: z.boolean({ error: 'field.invalid' }).nullish(),
  remark: optionalText(255),
  version: versionField,
});
export type ReceivingAddressInput = z.infer<typeof receivingAddressSchema>;

const days = (key: string) => z.number({ error: key }).int({ error: key }).min(0, { error: key }).max(MAX_SETTING_DAYS, { error: key });

/** POST hospital/settings: the rules later documents read (domain model §3.3). */
export const hospitalSettingsSchema = z.object({
  /** Warning days per certificate type; a type left out keeps the default. */
  certWarnDays: z
    .record(z.string(), days('hospital.settings.warnDays.invalid'), { error: 'hospital.settings.warnDays.invalid' })
    .superRefine((map, ctx) => {
      for (const key of Object.keys(map)) {
        if (!(CERT_TYPES as readonly string[]).includes(key)) ctx.addIssue({ code: 'custom', path: [key], message: 'hospital.settings.certType.invalid' });
      }
    })
    .nullish(),
  enforceTwoInvoice: z.boolean({ error: 'field.invalid' }).nullish(),
  minRemainingShelfLifeDays: days('hospital.settings.shelfLife.invalid').nullish(),
  settlementBasis: choice(SETTLEMENT_BASES, 'hospital.settings.settlementBasis.required').nullish(),
  /** 验收 of a sent note approves and receives it in one confirmed step. */
  oneStepReceipt: z.boolean({ error: 'field.invalid' }).nullish(),
  version: versionField,
});
export type HospitalSettingsInput = z.infer<typeof hospitalSettingsSchema>;

/** The settings in force: every certificate type (CERT_TYPES) has its warning days. */
export interface HospitalSettings {
  certWarnDays: Record<string, number>;
  enforceTwoInvoice: boolean;
  minRemainingShelfLifeDays: number;
  settlementBasis: SettlementBasis;
  /** Off unless the hospital turns it on. */
  oneStepReceipt: boolean;
}
