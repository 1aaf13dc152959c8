import { z } from 'zod';
import { idString, optionalText, versionField } from '../schemas/common';

/** supplyStatus (spec §3): SUBMITTED 待审核, APPROVED 已审核, CANCELLED 已取消, REJECTED 已驳回, STOPPED 已停用. */
export const SUPPLY_STATUS = {
  submitted: 'SUBMITTED',
  approved: 'APPROVED',
  cancelled: 'CANCELLED',
  rejected: 'REJECTED',
  stopped: 'STOPPED',
} as const;
export type SupplyStatus = (typeof SUPPLY_STATUS)[keyof typeof SUPPLY_STATUS];

/** The states in which a supplier and a hospital already have a relation: one at a time per pair. */
export const OPEN_SUPPLY_STATUSES: readonly SupplyStatus[] = ['SUBMITTED', 'APPROVED', 'STOPPED'];

export type SupplyParty = 'hospital' | 'supplier';

/**
 * Who may move a relation from where to where (domain model §3.4). The server enforces it; the
 * web app shows a row's buttons from the same table.
 */
export const SUPPLY_TRANSITIONS = {
  approve: { party: 'hospital', from: ['SUBMITTED'], to: 'APPROVED', reason: false },
  reject: { party: 'hospital', from: ['SUBMITTED'], to: 'REJECTED', reason: true },
  stop: { party: 'hospital', from: ['APPROVED'], to: 'STOPPED', reason: true },
  resume: { party: 'hospital', from: ['STOPPED'], to: 'APPROVED', reason: false },
  cancel: { party: 'supplier', from: ['SUBMITTED'], to: 'CANCELLED', reason: false },
  terminate: { party: 'supplier', from: ['APPROVED'], to: 'CANCELLED', reason: true },
} as const satisfies Record<string, { party: SupplyParty; from: readonly SupplyStatus[]; to: SupplyStatus; reason: boolean }>;
export type SupplyTransition = keyof typeof SUPPLY_TRANSITIONS;

const phone = z
  .string()
  .trim()
  .regex(/^(1\d{10}|(0\d{2,3}-?)?\d{7,8})?$/, { error: 'supply.contactPhone.invalid' })
  .nullish();

/**
 * POST supply-relation/submit: a supplier applies to a hospital (no id), or corrects a rejected
 * application and applies again (with its id).
 */
export const supplyRelationSubmitSchema = z.object({
  id: idString.nullish(),
  hospitalTenantId: z.string({ error: 'supply.hospitalTenantId.required' }).trim().regex(/^[A-Za-z0-9]{1,12}$/, { error: 'supply.hospitalTenantId.required' }),
  manufacturerDirect: z.boolean().nullish(),
  applyReason: optionalText(500),
  supplierContactName: optionalText(64),
  supplierContactPhone: phone,
  version: versionField,
});
export type SupplyRelationSubmit = z.infer<typeof supplyRelationSubmitSchema>;

/** A transition with its reason (required for reject, stop and terminate). */
export const supplyTransitionSchema = z.object({
  reason: optionalText(500),
  hospitalSupplierCode: optionalText(32),
});
