/** Contracts and the hospital catalog (domain model §3.6, §3.7): enumerations and submit schemas. */
import { z } from 'zod';
import { startsWithCalendarDate } from '../calendar';
import { idString, optionalText, requiredId, requiredText, versionField } from '../schemas/common';

/** PURCHASE: a hospital buys from its supplier; SUPPLY: a dealer buys from a manufacturer or general agent. */
export const CONTRACT_TYPES = ['PURCHASE', 'SUPPLY'] as const;
export type ContractType = (typeof CONTRACT_TYPES)[number];
/** 中标 or 临采 (spec §3 bid type). */
export const BID_STATUSES = ['WINNING_BID', 'NOT_WINNING_BID'] as const;
/** SAVED: the drafting party's own; EFFECTIVE: in force between both parties. */
export const CONTRACT_STATUSES = ['SAVED', 'EFFECTIVE'] as const;
export type ContractStatus = (typeof CONTRACT_STATUSES)[number];
/** Most lines one contract holds. */
export const CONTRACT_MAX_LINES = 500;

/**
 * Who may move a contract, from which state: the drafting party puts its SAVED draft in force;
 * either party stops or uses one in force. The web app shows a row's buttons from the same table.
 */
export const CONTRACT_TRANSITIONS = {
  effective: { party: 'drafter', status: 'SAVED', useFlag: null },
  stop: { party: 'either', status: 'EFFECTIVE', useFlag: 'USING' },
  use: { party: 'either', status: 'EFFECTIVE', useFlag: 'STOP' },
} as const satisfies Record<string, { party: 'drafter' | 'either'; status: ContractStatus; useFlag: 'USING' | 'STOP' | null }>;
export type ContractTransition = keyof typeof CONTRACT_TRANSITIONS;

/** A text that must be absent, or a value of `parse`; '' counts as absent (a cleared form field). */
const absentOr = <T extends z.ZodType>(schema: T) => z.union([z.literal('').transform(() => null), z.null(), schema]).optional();

/** A decimal given as a number or as text, kept as text so no digit is lost; at most `int` digits before the point and `scale` after. */
const decimalText = (key: string, int: number, scale: number) =>
  z
    .union([z.number(), z.string()], { error: key })
    .transform((v) => (typeof v === 'number' ? String(v) : v.trim()))
    .refine((v) => new RegExp(`^\\d{1,${int}}(\\.\\d{1,${scale}})?$`).test(v), { error: key });
const requiredDecimal = (requiredKey: string, key: string, int: number, scale: number) =>
  z.union([z.number(), z.string()], { error: (issue) => (issue.input === undefined || issue.input === null || issue.input === '' ? requiredKey : key) })
    .refine((v) => v !== '', { error: requiredKey })
    .pipe(decimalText(key, int, scale));

/** A tax rate as a fraction, 0 to 1 with at most four decimals (0.13 = 13 %). */
const taxRateText = (key: string) => decimalText(key, 1, 4).refine((v) => Number(v) <= 1, { error: key });
const requiredTaxRate = z
  .union([z.number(), z.string()], { error: (issue) => (issue.input === undefined || issue.input === null || issue.input === '' ? 'contract.taxRate.required' : 'contract.taxRate.invalid') })
  .refine((v) => v !== '', { error: 'contract.taxRate.required' })
  .pipe(taxRateText('contract.taxRate.invalid'));

const dayText = (key: string) =>
  z
    .string({ error: key })
    .refine(startsWithCalendarDate, { error: 'contract.date.invalid' })
    .meta({ pattern: '^\\d{4}-\\d{2}-\\d{2}', examples: ['2026-03-01'] })
    .transform((v) => v.slice(0, 10));
const requiredDay = (key: string) => z.string({ error: key }).min(1, { error: key }).pipe(dayText(key)).meta({ pattern: '^\\d{4}-\\d{2}-\\d{2}' });
const optionalDay = absentOr(dayText('contract.date.invalid'));
const tenantCode = (key: string) => z.string({ error: key }).trim().regex(/^[A-Za-z0-9]{1,12}$/, { error: key });
const bidStatus = z.enum(BID_STATUSES, { error: 'contract.bidStatus.required' });

/**
 * A line of a contract: one of the seller's SKUs (`skuId`, the seller drafting) or an item of the
 * hospital's catalog with that seller (`catalogItemId`, a hospital drafting a purchase contract).
 */
export const contractLineSchema = z.object({
  skuId: idString.nullish(),
  catalogItemId: idString.nullish(),
  unitPrice: requiredDecimal('contract.unitPrice.required', 'contract.unitPrice.invalid', 14, 4),
  taxRate: requiredTaxRate,
  bidStatus,
  bidPrice: absentOr(decimalText('contract.bidPrice.invalid', 14, 4)),
  platformProductCode: optionalText(64),
  maxQty: absentOr(decimalText('contract.maxQty.invalid', 12, 2)),
  validFrom: optionalDay,
  validTo: optionalDay,
});
export type ContractLineSubmit = z.infer<typeof contractLineSchema>;

/**
 * POST contract/submit: a draft (no id) or a change to the caller's SAVED draft (id and version).
 * The caller's side follows from the type and its kind. `lines`, when given, replace the draft's
 * lines; when left out, the lines stay as they are.
 */
export const contractSubmitSchema = z.object({
  id: idString.nullish(),
  version: versionField,
  contractType: z.enum(CONTRACT_TYPES, { error: 'contract.contractType.required' }),
  counterpartyTenantId: tenantCode('contract.counterparty.required'),
  contractNo: requiredText('contract.contractNo.required', 64),
  contractName: requiredText('contract.contractName.required', 200),
  bidStatus,
  tenderProjectNo: optionalText(64),
  signDate: optionalDay,
  validFrom: requiredDay('contract.validFrom.required'),
  validTo: requiredDay('contract.validTo.required'),
  amountCap: absentOr(decimalText('contract.amountCap.invalid', 16, 2)),
  paymentTermDays: z.number({ error: 'contract.paymentTermDays.invalid' }).int({ error: 'contract.paymentTermDays.invalid' }).min(0, { error: 'contract.paymentTermDays.invalid' }).max(3650, { error: 'contract.paymentTermDays.invalid' }).nullish(),
  certificateId: absentOr(idString),
  remark: optionalText(500),
  lines: z.array(contractLineSchema, { error: 'field.invalid' }).max(CONTRACT_MAX_LINES, { error: 'contract.lines.tooMany' }).nullish(),
});
export type ContractSubmit = z.infer<typeof contractSubmitSchema>;

/** The fields of a catalog item the supplier keeps: its price and bid. */
export const CATALOG_SUPPLIER_FIELDS = ['unitPrice', 'taxRate', 'bidStatus', 'bidNo', 'bidProjectName', 'vbp'] as const;
/** The fields the hospital keeps: its own HIS code, name and unit (对码). */
export const CATALOG_HOSPITAL_FIELDS = ['hospitalItemCode', 'hospitalItemName', 'hospitalUnit', 'conversionRatio'] as const;

/**
 * POST catalog/submit. A supplier adds one of its SKUs to a hospital's catalog (hospitalTenantId,
 * skuId, unitPrice, taxRate and bidStatus required) or changes its price fields (id, version); a
 * hospital changes only its own fields of an item (CATALOG_HOSPITAL_FIELDS) and the remark.
 */
export const catalogSubmitSchema = z.object({
  id: idString.nullish(),
  version: versionField,
  hospitalTenantId: tenantCode('catalog.hospital.required').nullish(),
  skuId: idString.nullish(),
  unitPrice: absentOr(decimalText('contract.unitPrice.invalid', 14, 4)),
  taxRate: absentOr(taxRateText('contract.taxRate.invalid')),
  bidStatus: absentOr(bidStatus),
  bidNo: optionalText(64),
  bidProjectName: optionalText(200),
  vbp: z.boolean({ error: 'field.invalid' }).nullish(),
  hospitalItemCode: optionalText(32),
  hospitalItemName: optionalText(200),
  hospitalUnit: optionalText(16),
  conversionRatio: absentOr(decimalText('catalog.conversionRatio.invalid', 8, 4).refine((v) => Number(v) > 0, { error: 'catalog.conversionRatio.invalid' })),
  remark: optionalText(500),
});
export type CatalogSubmit = z.infer<typeof catalogSubmitSchema>;

/** What a supplier's form must hold to add an item: the same schema with the pricing fields required. */
export const catalogAddSchema = catalogSubmitSchema.extend({
  hospitalTenantId: tenantCode('catalog.hospital.required'),
  skuId: requiredId('catalog.sku.required'),
  unitPrice: requiredDecimal('contract.unitPrice.required', 'contract.unitPrice.invalid', 14, 4),
  taxRate: requiredTaxRate,
  bidStatus,
});
