/** Purchase plans (采购计划, domain model §3.8): enumerations with labels, submit schemas, wire types. */
import { z } from 'zod';
import { isCalendarDate, startsWithCalendarDate } from '../calendar';
import { idString, optionalText, requiredId, versionField } from '../schemas/common';

/** MONTH 月度计划 (one per department and period, R33) or TEMPORARY 临时计划 (urgent, out of cycle; a reason is required). */
export const PLAN_TYPES = ['MONTH', 'TEMPORARY'] as const;
export type PlanType = (typeof PLAN_TYPES)[number];
export const PLAN_TYPE_LABELS: Record<PlanType, { zh: string; en: string }> = {
  MONTH: { zh: '月度计划', en: 'Monthly' },
  TEMPORARY: { zh: '临时计划', en: 'Temporary' },
};

/**
 * SAVED → SUBMITTED (awaiting approval) → APPROVED (split into one order per supplier) or
 * REJECTED (with a reason; saving it again brings it back to SAVED).
 */
export const PLAN_STATUSES = ['SAVED', 'SUBMITTED', 'APPROVED', 'REJECTED'] as const;
export type PlanStatus = (typeof PLAN_STATUSES)[number];
export const PLAN_STATUS_LABELS: Record<PlanStatus, { zh: string; en: string }> = {
  SAVED: { zh: '已保存', en: 'Saved' },
  SUBMITTED: { zh: '待审核', en: 'Awaiting approval' },
  APPROVED: { zh: '已审核', en: 'Approved' },
  REJECTED: { zh: '已驳回', en: 'Rejected' },
};
/** The states in which a MONTH plan still holds its department's period (R33): every state but APPROVED. */
export const OPEN_PLAN_STATUSES: readonly PlanStatus[] = ['SAVED', 'SUBMITTED', 'REJECTED'];
/** The states in which the hospital may still change or delete a plan. */
export const EDITABLE_PLAN_STATUSES: readonly PlanStatus[] = ['SAVED', 'REJECTED'];
/** Most lines one plan or order holds. */
export const PLAN_MAX_LINES = 500;

/**
 * The transitions of a plan, all inside the hospital: each from the states listed, behind its own
 * button. The web app shows a row's buttons from the same table.
 */
export const PLAN_TRANSITIONS = {
  'submit-review': { from: ['SAVED'], to: 'SUBMITTED', reason: false },
  approve: { from: ['SUBMITTED'], to: 'APPROVED', reason: false },
  reject: { from: ['SUBMITTED'], to: 'REJECTED', reason: true },
} as const satisfies Record<string, { from: readonly PlanStatus[]; to: PlanStatus; reason: boolean }>;
export type PlanTransition = keyof typeof PLAN_TRANSITIONS;

/** A quantity above 0, given as a number or text, kept as text: at most 12 digits before the point and 4 after. */
export const quantityText = (requiredKey: string, key: string) =>
  z
    .union([z.number(), z.string()], { error: (issue) => (issue.input === undefined || issue.input === null || issue.input === '' ? requiredKey : key) })
    .transform((v) => (typeof v === 'number' ? String(v) : v.trim()))
    .refine((v) => v !== '', { error: requiredKey })
    .refine((v) => /^\d{1,12}(\.\d{1,4})?$/.test(v) && Number(v) > 0, { error: key });

/** A calendar date yyyy-MM-dd (a longer date-time is cut to its day), or nothing. */
export const optionalDayText = (key: string) =>
  z
    .union([z.literal('').transform(() => null), z.null(), z.string({ error: key }).refine(startsWithCalendarDate, { error: key }).transform((v) => v.slice(0, 10))], { error: key })
    .refine((v) => v === null || isCalendarDate(v), { error: key })
    .optional();

/** The amount of a line: quantity × unit price rounded half up to the cent, as text (no binary fractions). */
export function lineAmount(qty: string | number, unitPrice: string | number): string {
  const scaled = (v: string | number, digits: number): bigint => {
    const [int, frac = ''] = String(v).trim().replace(/^\+/, '').split('.');
    return BigInt(int || '0') * 10n ** BigInt(digits) + BigInt((frac + '0'.repeat(digits)).slice(0, digits) || '0');
  };
  const product = scaled(qty, 4) * scaled(unitPrice, 4); // scale 8
  const cents = (product + 500_000n) / 1_000_000n;
  return `${cents / 100n}.${String(cents % 100n).padStart(2, '0')}`;
}

/** The sum of amounts given as text with two decimals, as text. */
export function sumAmounts(amounts: (string | number)[]): string {
  const cents = amounts.reduce<bigint>((sum, a) => {
    const [int, frac = ''] = String(a).split('.');
    const negative = int.startsWith('-');
    const value = BigInt(int.replace('-', '') || '0') * 100n + BigInt((frac + '00').slice(0, 2));
    return sum + (negative ? -value : value);
  }, 0n);
  return `${cents / 100n}.${String(cents % 100n).padStart(2, '0')}`;
}

/** A line of a plan: an item of the hospital's catalog (which names the supplier, SKU and price) and how many. */
export const planLineSchema = z.object({
  catalogItemId: requiredId('plan.line.catalogItem.required'),
  qty: quantityText('plan.line.qty.required', 'plan.line.qty.invalid'),
  requiredDate: optionalDayText('plan.date.invalid'),
  remark: optionalText(200),
});
export type PlanLineSubmit = z.infer<typeof planLineSchema>;

/**
 * POST plan/submit: a new plan (no id) or a change to a SAVED or REJECTED one (id and version).
 * `lines`, when given, replace the plan's lines; when left out, they stay as they are.
 */
export const planSubmitSchema = z
  .object({
    id: idString.nullish(),
    version: versionField,
    planType: z.enum(PLAN_TYPES, { error: 'plan.planType.required' }),
    planPeriod: z
      .union([z.literal('').transform(() => null), z.null(), z.string({ error: 'plan.planPeriod.invalid' }).trim().regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: 'plan.planPeriod.invalid' })])
      .optional(),
    departmentId: requiredId('plan.department.required'),
    reason: optionalText(500),
    remark: optionalText(500),
    lines: z.array(planLineSchema, { error: 'field.invalid' }).max(PLAN_MAX_LINES, { error: 'plan.lines.tooMany' }).nullish(),
  })
  .superRefine((plan, ctx) => {
    if (plan.planType === 'MONTH' && !plan.planPeriod) ctx.addIssue({ code: 'custom', path: ['planPeriod'], message: 'plan.planPeriod.required' });
    if (plan.planType === 'TEMPORARY' && !plan.reason?.trim()) ctx.addIssue({ code: 'custom', path: ['reason'], message: 'plan.reason.required' });
  });
export type PlanSubmit = z.infer<typeof planSubmitSchema>;

/** The body of a transition: the reason (required to reject). */
export const planTransitionSchema = z.object({ reason: optionalText(500) }).nullish();

/** A plan as the list and detail answer it (ids as strings, amounts as text with two decimals). */
export interface PlanRow {
  id: string;
  tenantId: string;
  planNo: string;
  planType: PlanType;
  planPeriod: string | null;
  departmentId: string;
  departmentName: string;
  planStatus: PlanStatus;
  totalAmount: string;
  lineCount: number;
  reason: string | null;
  remark: string | null;
  rejectReason: string | null;
  submittedAt: string | null;
  reviewedAt: string | null;
  /** How many orders approving the plan made. */
  orderCount: number;
  createTime: string;
  updateTime: string;
  version: number;
}

/** The SKU as a document copies it when the line is written. */
export interface SkuSnapshot {
  skuId: string;
  productName: string;
  specification: string | null;
  model: string | null;
  unit: string;
  registrationNo: string | null;
  manufacturerName: string | null;
  udiDi: string | null;
}

export interface PlanLineRow extends SkuSnapshot {
  id: string;
  lineNo: number;
  catalogItemId: string;
  supplierTenantId: string;
  supplierName: string;
  qty: string;
  unitPrice: string;
  taxRate: string;
  bidStatus: string;
  amount: string;
  requiredDate: string | null;
  remark: string | null;
  /** The order approving the plan put the line in. */
  indentId: string | null;
}

/** plan/detail: the plan with its lines in order and the orders it was split into. */
export interface PlanDetail extends PlanRow {
  lines: PlanLineRow[];
  indents: { id: string; indentNo: string; supplierTenantId: string; supplierName: string; indentStatus: string; totalAmount: string }[];
}
