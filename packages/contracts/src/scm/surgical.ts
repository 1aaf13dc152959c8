/** Surgical consignment orders (跟台手术单, domain model §3.12): states, transitions, submit and transition schemas. */
import { z } from 'zod';
import { isCalendarDateTime } from '../calendar';
import { idString, optionalText, requiredId, requiredText, versionField } from '../schemas/common';
import { deliveryUnitSchema } from './delivery';
import { optionalDayText, quantityText } from './plan';

/**
 * CONFIRM (booked by the hospital, the dealer prepares the kit) → RELEASED (the dealer brought the
 * units, checked as a delivery note is) → BE_ACCEPT (the hospital counted them in) → BE_USE (the
 * nurse recorded what was implanted; the rest goes back).
 */
export const SURGICAL_STATUSES = ['CONFIRM', 'RELEASED', 'BE_ACCEPT', 'BE_USE'] as const;
// Labels: the surgicalStatus, surgicalKitType and genderType dictionaries (dictionaries.ts).
export type SurgicalStatus = (typeof SURGICAL_STATUSES)[number];

/** 前绑合格证 / 后补合格证: whether the certificates of conformity travel with the kit or follow it. */
export const SURGICAL_KIT_TYPES = ['CERT_ATTACHED_BEFORE', 'CERT_ADDED_AFTER'] as const;
export type SurgicalKitType = (typeof SURGICAL_KIT_TYPES)[number];

/** The genderType dictionary: 1 male, 2 female, 0 unknown. */
export const PATIENT_GENDERS = ['1', '2', '0'] as const;
export type PatientGender = (typeof PATIENT_GENDERS)[number];

/** R29: who may move an order from where to where — the hospital books, accepts and records use; the dealer releases. */
export const SURGICAL_TRANSITIONS = {
  release: { party: 'supplier', from: ['CONFIRM'], to: 'RELEASED' },
  accept: { party: 'hospital', from: ['RELEASED'], to: 'BE_ACCEPT' },
  use: { party: 'hospital', from: ['BE_ACCEPT'], to: 'BE_USE' },
} as const satisfies Record<string, { party: 'hospital' | 'supplier'; from: readonly SurgicalStatus[]; to: SurgicalStatus }>;
export type SurgicalTransition = keyof typeof SURGICAL_TRANSITIONS;

/** A booked order may be changed or deleted by the hospital until the dealer releases the kit. */
export const EDITABLE_SURGICAL_STATUSES: readonly SurgicalStatus[] = ['CONFIRM'];
export const SURGICAL_MAX_LINES = 200;

const text = (max: number) => optionalText(max).transform((v) => v?.trim() || null);
/** A count of 0 or more, at most 4 decimals. */
const countText = (key: string) =>
  z
    .union([z.number(), z.string()], { error: key })
    .transform((v) => String(v).trim())
    .refine((v) => /^\d{1,12}(\.\d{1,4})?$/.test(v), { error: key })
    .nullish();

/** A line of the kit the hospital asks for: an item of its catalog with the order's supplier, and how many. */
export const surgicalLineSchema = z.object({
  catalogItemId: requiredId('surgical.line.catalogItem.required'),
  qty: quantityText('surgical.line.qty.required', 'surgical.line.qty.invalid'),
  remark: text(200),
});

/**
 * POST surgical/submit (the hospital): a new booking (no id) or a change to one still CONFIRM
 * (id and version). `lines`, when given, replace the kit; a new booking needs them.
 */
export const surgicalSubmitSchema = z.object({
  id: idString.nullish(),
  version: versionField,
  supplierTenantId: z.string({ error: 'surgical.supplier.required' }).trim().regex(/^[A-Za-z0-9]{1,12}$/, { error: 'surgical.supplier.required' }),
  departmentId: requiredId('surgical.department.required'),
  surgeryDateTime: z
    .string({ error: 'surgical.surgeryDateTime.invalid' })
    .refine(isCalendarDateTime, { error: 'surgical.surgeryDateTime.invalid' }),
  operatingRoom: text(32),
  tableNo: text(16),
  surgeryName: requiredText('surgical.surgeryName.required', 200),
  surgeonName: requiredText('surgical.surgeonName.required', 32),
  surgeonStaffNo: text(32),
  patientInpatientNo: requiredText('surgical.patientInpatientNo.required', 32),
  patientName: requiredText('surgical.patientName.required', 32),
  patientGender: z.enum(PATIENT_GENDERS, { error: 'surgical.patientGender.invalid' }).nullish(),
  patientAge: z.number({ error: 'surgical.patientAge.invalid' }).int({ error: 'surgical.patientAge.invalid' }).min(0, { error: 'surgical.patientAge.invalid' }).max(150, { error: 'surgical.patientAge.invalid' }).nullish(),
  bedNo: text(16),
  kitType: z.enum(SURGICAL_KIT_TYPES, { error: 'surgical.kitType.invalid' }).nullish(),
  remark: text(500),
  lines: z.array(surgicalLineSchema, { error: 'field.invalid' }).max(SURGICAL_MAX_LINES, { error: 'surgical.lines.tooMany' }).nullish(),
});
export type SurgicalSubmit = z.infer<typeof surgicalSubmitSchema>;

/**
 * A line of a transition, naming the order's line by id. release: how many units left the dealer,
 * the batch and, for implants, each unit (R16); use: how many were used and the UDI of each
 * implant used (R30).
 */
export const surgicalTransitionLineSchema = z.object({
  id: requiredId('surgical.line.required'),
  releasedQty: countText('surgical.releasedQty.invalid'),
  batchNo: text(50),
  productionDate: optionalDayText('surgical.date.invalid'),
  expiryDate: optionalDayText('surgical.date.invalid'),
  sterilizationBatchNo: text(50),
  sterilizationExpiry: optionalDayText('surgical.date.invalid'),
  serialNo: text(64),
  udi: text(200),
  units: z.array(deliveryUnitSchema, { error: 'field.invalid' }).max(1000, { error: 'surgical.units.tooMany' }).nullish(),
  usedQty: countText('surgical.usedQty.invalid'),
  udis: z.array(z.string({ error: 'surgical.udi.invalid' }).trim().min(1, { error: 'surgical.udi.invalid' }).max(200, { error: 'field.tooLong' }), { error: 'field.invalid' }).max(1000, { error: 'surgical.units.tooMany' }).nullish(),
});
export type SurgicalTransitionLine = z.infer<typeof surgicalTransitionLineSchema>;

/**
 * The body of a transition: release carries the follower on site, the lines released and whether
 * the warnings answered before are accepted; use carries the lines used and the staff numbers of
 * the nurse and doctor confirming it. Which lines an action needs is checked with the order at hand.
 */
export const surgicalTransitionSchema = z
  .object({
    version: versionField,
    acknowledgeWarnings: z.boolean({ error: 'field.invalid' }).nullish(),
    followerName: optionalText(32),
    followerPhone: optionalText(20),
    nurseStaffNo: optionalText(32),
    doctorStaffNo: optionalText(32),
    lines: z.array(surgicalTransitionLineSchema, { error: 'field.invalid' }).max(SURGICAL_MAX_LINES, { error: 'surgical.lines.tooMany' }).nullish(),
  })
  .nullish();
export type SurgicalTransitionBody = NonNullable<z.infer<typeof surgicalTransitionSchema>>;

/** The time in China as the order writes its time of surgery: yyyy-MM-dd HH:mm. */
export const shanghaiMinute = (now = new Date()): string => new Date(now.getTime() + 8 * 3_600_000).toISOString().slice(0, 16).replace('T', ' ');

/**
 * R30: what was implanted is known only once the operation has begun: use may be recorded from the
 * minute of surgery on (the order's time, China time, compared as text of one format), never before.
 */
export const surgeryHasBegun = (surgeryDateTime: string | null | undefined, now = new Date()): boolean =>
  !!surgeryDateTime && surgeryDateTime.replace('T', ' ').slice(0, 16) <= shanghaiMinute(now);

/** The patient's name as lists show it: the family name and a mask (personal information kept to the detail). */
export const maskPatientName = (name: string | null | undefined): string => (name ? `${Array.from(name)[0]}${'*'.repeat(Math.max(1, Array.from(name).length - 1))}` : '');
